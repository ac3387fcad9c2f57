#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility

/// The view's accessibility elements, one object per element of the reading model, kept by
/// identity: an element that did not change keeps its object (and so VoiceOver's cursor) while
/// an answer streams in, and only added or changed elements are configured again. AppKit
/// elements nest as the model's do.
@MainActor
final class AccessibilityTree {
    private let store: ElementObjects<MarkdownAccessibilityElement>
    /// The elements directly under the view.
    private(set) var topLevel: [MarkdownAccessibilityElement] = []

    init(view: MarkdownTextView) {
        store = ElementObjects(make: { [unowned view] element in Self.makeObject(for: element, in: view) },
                               configure: { [unowned view] object, element in object.configure(with: element, view: view) })
    }

    var objects: [ElementID: MarkdownAccessibilityElement] { store.objects }
    /// How many times an element was configured (tests count what an update rebuilt).
    var configurations: Int { store.configurations }

    /// Builds every element of `model` afresh.
    func rebuild(_ model: ReadingModel, in view: MarkdownTextView) {
        store.rebuild(model)
        arrange(model, in: view)
    }

    /// Applies a streamed update and arranges the tree as `model` (the whole document after the
    /// update) has it.
    func apply(_ update: ReadingModelUpdate, model: ReadingModel, in view: MarkdownTextView) {
        store.apply(update)
        arrange(model, in: view)
    }

    private static func makeObject(for element: AccessibilityElement, in view: MarkdownTextView) -> MarkdownAccessibilityElement {
        switch element.role {
        case .table: TableAccessibilityElement(id: element.id, view: view)
        case .tableCell: TableCellAccessibilityElement(id: element.id, view: view)
        case _ where element.isTextElement: TextAccessibilityElement(id: element.id, view: view)
        default: MarkdownAccessibilityElement(id: element.id, view: view)
        }
    }

    /// Gives every object its children and parent, as the model's tree has them.
    private func arrange(_ model: ReadingModel, in view: MarkdownTextView) {
        let root = model.root.id
        var children: [ElementID: [MarkdownAccessibilityElement]] = [:]
        for element in model.elements.dropFirst() {
            guard let parent = element.parent, let object = objects[element.id] else { continue }
            children[parent.id, default: []].append(object)
            object.parentObject = parent.id == root ? view : objects[parent.id]
        }
        for (id, object) in objects { object.children = children[id] ?? [] }
        topLevel = children[root] ?? []
    }
}
#endif
