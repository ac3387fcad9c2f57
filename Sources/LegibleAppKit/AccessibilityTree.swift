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
package final class AccessibilityTree: ElementTree<MarkdownAccessibilityElement, TextRunAccessibilityElement> {
    /// The Copy button of each code block, its child, by the code block's element.
    private var copyButtons: [ElementID: CopyCodeButtonElement] = [:]

    init(view: MarkdownTextView) {
        super.init(make: { [unowned view] element in Self.makeObject(for: element, in: view) },
                   configure: { [unowned view] object, element in
                       object.configure(with: element, view: view)
                       // A block or image the app's renderer draws is read as the renderer names it.
                       if let text = view.blockRenderers.accessibleText(of: element.id, in: view.styledDocument) { object.describeAsRendered(text) }
                       if let text = view.attachmentRenderers.accessibleText(of: element.id, in: view.styledDocument) { object.describeAsRendered(text) }
                   },
                   makeStretch: { [unowned view] element, run in TextRunAccessibilityElement(id: element.id, index: run.index, view: view) },
                   configureStretch: { [unowned view] object, run, element in object.configure(with: run, of: element, view: view) },
                   object: { $0 })
    }

    /// Builds every element of `model` afresh.
    func rebuild(_ model: ReadingModel, in view: MarkdownTextView) {
        copyButtons = copyButtons.filter { model.element($0.key) != nil }
        rebuild(model) { block, elements, _ in arrange(block, elements, in: view) }
    }

    /// Applies a streamed update: only the top-level blocks it changed are arranged again.
    func apply(_ update: ReadingModelUpdate, in view: MarkdownTextView) {
        for id in update.removed { copyButtons[id] = nil }
        apply(update) { block, elements, _ in arrange(block, elements, in: view) }
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
    private func arrange(_ block: AccessibilityElement, _ elements: [AccessibilityElement], in view: MarkdownTextView) -> [MarkdownAccessibilityElement] {
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
