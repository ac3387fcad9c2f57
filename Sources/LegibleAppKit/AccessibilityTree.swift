#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility

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
    private var readIn: [ElementID: ElementID] = [:]

    init(view: MarkdownTextView) {
        store = ElementObjects(make: { [unowned view] element in Self.makeObject(for: element, in: view) },
                               configure: { [unowned view] object, element in object.configure(with: element, view: view) })
        stops = ReadingStopObjects(make: { [unowned view] element, run in TextRunAccessibilityElement(id: element.id, index: run.index, view: view) },
                                   configure: { [unowned view] object, run, element in object.configure(with: run, of: element, view: view) })
    }

    var objects: [ElementID: MarkdownAccessibilityElement] { store.objects }
    /// How many times an element was configured (tests count what an update rebuilt).
    package var configurations: Int { store.configurations }

    /// Builds every element of `model` afresh.
    func rebuild(_ model: ReadingModel, in view: MarkdownTextView) {
        store.rebuild(model)
        stops.rebuild(model)
        arrange(model, in: view)
    }

    /// Applies a streamed update and arranges the tree as `model` (the whole document after the
    /// update) has it.
    func apply(_ update: ReadingModelUpdate, model: ReadingModel, in view: MarkdownTextView) {
        store.apply(update)
        stops.apply(update)
        arrange(model, in: view)
    }

    /// The element VoiceOver is pointed at for a model element (a rotor's find, a footnote, a
    /// replacement): its object; the first of its stops when it is read as stops; where it is
    /// read when it is no stop.
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
        case _ where element.isTextElement: TextAccessibilityElement(id: element.id, view: view)
        default: MarkdownAccessibilityElement(id: element.id, view: view)
        }
    }

    /// Gives every object its children and parent, as the model's tree has them, with the
    /// stops of an element read as stops in its place.
    private func arrange(_ model: ReadingModel, in view: MarkdownTextView) {
        let root = model.root.id
        var children: [ElementID: [MarkdownAccessibilityElement]] = [:]
        readIn = stops.readIn(model)
        for element in model.elements.dropFirst() {
            guard let parent = element.parent, let object = objects[element.id] else { continue }
            let placed: [MarkdownAccessibilityElement]
            if let pieces = stops[element.id] {
                placed = pieces.compactMap(self.object(of:))
            } else {
                placed = element.isInline ? [] : [object]
            }
            children[parent.id, default: []] += placed
            for child in placed { child.parentObject = parent.id == root ? view : objects[parent.id] }
        }
        for (id, object) in objects { object.children = children[id] ?? [] }
        topLevel = children[root] ?? []
    }
}
#endif
