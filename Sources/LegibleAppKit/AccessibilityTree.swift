#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleViewSupport

/// The view's accessibility elements, one object per element of the reading model, kept by
/// identity: an element that did not change keeps its object (and so VoiceOver's cursor) while
/// an answer streams in, and only added or changed elements are configured again. AppKit
/// elements nest as the model's do, with one difference, the same as in the UIKit view (whose
/// tree says why): a paragraph or heading holding links, images, formulas or footnote
/// references is read as its ``ReadingStop``s, in its place, so VoiceOver for macOS hears each
/// character once and each link is an element of its own for VoiceOver, Switch Control and
/// Voice Control; the things in a table cell are read in the cell.
@MainActor
package final class AccessibilityTree {
    private let store: ElementObjects<MarkdownAccessibilityElement>
    private let stops: ReadingStopObjects<TextRunAccessibilityElement>
    /// The elements directly under the view.
    private(set) var topLevel: [MarkdownAccessibilityElement] = []
    /// Where a link, image, formula or footnote reference that is no stop is read.
    /// What is directly under the view, and where each inline element that is no stop is read.
    private var arrangement = BlockArrangement<MarkdownAccessibilityElement>()
    /// The Copy button of each code block, its child, by the code block's element.
    private var copyButtons: [ElementID: CopyCodeButtonElement] = [:]
    /// Where a link, image, formula or footnote reference that is no stop is read.
    private var readIn: [ElementID: ElementID] { arrangement.readIn }

    init(view: MarkdownTextView) {
        store = ElementObjects(make: { [unowned view] element in Self.makeObject(for: element, in: view) },
                               configure: { [unowned view] object, element in
                                   object.configure(with: element, view: view)
                                   // A block or image the app's renderer draws is read as the renderer names it.
                                   if let text = view.blockRenderers.accessibleText(of: element.id, in: view.styledDocument) { object.describeAsRendered(text) }
                                   if let text = view.attachmentRenderers.accessibleText(of: element.id, in: view.styledDocument) { object.describeAsRendered(text) }
                               })
        stops = ReadingStopObjects(make: { [unowned view] element, run in TextRunAccessibilityElement(id: element.id, index: run.index, view: view) },
                                   configure: { [unowned view] object, run, element in object.configure(with: run, of: element, view: view) })
    }

    package var objects: [ElementID: MarkdownAccessibilityElement] { store.objects }
    /// How many times an element was configured (tests count what an update rebuilt).
    package var configurations: Int { store.configurations }

    /// Builds every element of `model` afresh.
    func rebuild(_ model: ReadingModel, in view: MarkdownTextView) {
        store.rebuild(model)
        stops.rebuild(model)
        copyButtons = copyButtons.filter { model.element($0.key) != nil }
        arrangement.rebuild(model, stops: stops) { block, elements, readIn in arrange(block, elements, readIn, in: view) }
        topLevel = arrangement.topLevel
    }

    /// Applies a streamed update: only the top-level blocks it changed are arranged again, so
    /// an append costs what it changed, not the document (the whole reading model is not asked for).
    func apply(_ update: ReadingModelUpdate, in view: MarkdownTextView) {
        store.apply(update)
        stops.apply(update)
        for id in update.removed { copyButtons[id] = nil }
        arrangement.apply(update, stops: stops) { block, elements, readIn in arrange(block, elements, readIn, in: view) }
        topLevel = arrangement.topLevel
    }

    func focusTarget(for id: ElementID) -> MarkdownAccessibilityElement? {
        if let first = stops[id]?.first { return object(of: first) }
        if let place = readIn[id] { return focusTarget(for: place) }
        return objects[id]
    }

    /// The element a touch lands on (``DocumentLayout/touch(at:)``): on the text of a paragraph
    /// read as stops, the stop there (the stretch, not a link beside it); else the element's
    /// object, or where it is read.
    func hitTarget(of touch: (element: ElementID, utf16Offset: Int?)) -> MarkdownAccessibilityElement? {
        if let offset = touch.utf16Offset, let stop = stops.stop(of: touch.element, atUTF16: offset) { return object(of: stop) }
        return focusTarget(for: touch.element)
    }

    private func object(of stop: ReadingStopObjects<TextRunAccessibilityElement>.Stop) -> MarkdownAccessibilityElement? {
        switch stop {
        case .text(let stretch, _): stretch
        case .element(let id, _): objects[id]
        }
    }

    private static func makeObject(for element: AccessibilityElement, in view: MarkdownTextView) -> MarkdownAccessibilityElement {
        switch element.role {
        case .table: TableAccessibilityElement(id: element.id, view: view)
        case .tableCell: TableCellAccessibilityElement(id: element.id, view: view)
        case .math: MathAccessibilityElement(id: element.id, view: view)
        case _ where element.isTextElement: TextAccessibilityElement(id: element.id, view: view)
        default: MarkdownAccessibilityElement(id: element.id, view: view)
        }
    }

    /// Gives every object of a top-level block its children and parent, as the model's tree
    /// has them, with the stops of an element read as stops in its place. What the block puts
    /// directly under the view is returned.
    private func arrange(_ block: AccessibilityElement, _ elements: [AccessibilityElement], _ readIn: [ElementID: ElementID],
                         in view: MarkdownTextView) -> [MarkdownAccessibilityElement] {
        var children: [ElementID: [MarkdownAccessibilityElement]] = [:]
        var atTop: [MarkdownAccessibilityElement] = []
        for element in elements {
            guard let object = objects[element.id] else { continue }
            let placed: [MarkdownAccessibilityElement]
            if let pieces = stops[element.id] {
                placed = pieces.compactMap(self.object(of:))
            } else {
                placed = element.isInline ? [] : [object]
            }
            if element.id == block.id {
                atTop += placed
                for child in placed { child.parentObject = view }
            } else if let parent = element.parent {
                children[parent.id, default: []] += placed
                for child in placed { child.parentObject = objects[parent.id] }
            }
        }
        for element in elements { objects[element.id]?.children = children[element.id] ?? [] }
        for element in elements where element.role == .codeBlock {
            guard let code = objects[element.id] else { continue }
            let button = copyButtons[element.id] ?? CopyCodeButtonElement(id: element.id, view: view)
            copyButtons[element.id] = button
            button.parentObject = code
            code.children = [button]
        }
        return atTop
    }
}
#endif
