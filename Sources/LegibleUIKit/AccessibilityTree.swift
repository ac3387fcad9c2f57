#if canImport(UIKit)
import LegibleAccessibility
import UIKit

/// The view's accessibility elements, one object per element of the reading model, kept by
/// identity: an element that did not change keeps its object (and so VoiceOver's focus) while
/// an answer streams in, and only added or changed elements are configured again.
///
/// UIKit's tree differs from the model's in one way: an element VoiceOver stops at cannot have
/// children, so the things inside a paragraph (links, images, formulas, footnote references)
/// follow it as its siblings. Read depth first, the two trees list the same elements in the
/// same order.
@MainActor
final class AccessibilityTree {
    private let store: ElementObjects<MarkdownAccessibilityElement>
    /// The elements directly under the view.
    private(set) var topLevel: [MarkdownAccessibilityElement] = []

    init(view: MarkdownTextView) {
        store = ElementObjects(make: { [unowned view] element in Self.makeObject(for: element, in: view) },
                               configure: { object, element in object.configure(with: element) })
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

    /// Puts every object under its container, in reading order. A model element with a block
    /// among its children is a container; the rest are elements VoiceOver stops at, with the
    /// things inside them after them.
    private func arrange(_ model: ReadingModel, in view: MarkdownTextView) {
        let root = model.root.id
        var containerOf: [ElementID: ElementID] = [:]
        var children: [ElementID: [MarkdownAccessibilityElement]] = [root: []]
        var types: [ElementID: RoleMapping.ContainerType] = [:]
        for element in model.elements.dropFirst() {
            guard let parent = element.parent, let object = objects[element.id] else { continue }
            // Depth first, so the parent's container is known before its children come.
            let container = children[parent.id] != nil ? parent.id : (containerOf[parent.id] ?? root)
            containerOf[element.id] = container
            children[container, default: []].append(object)
            types[element.id] = element.roleMapping.containerType
            if element.children.contains(where: { !$0.isInline }) { children[element.id] = [] }
        }
        for (id, object) in objects {
            let container = containerOf[id].flatMap { $0 == root ? nil : objects[$0] }
            object.arrange(in: container ?? view, type: types[id] ?? .none, children: children[id])
        }
        topLevel = children[root] ?? []
    }
}
#endif
