#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility

/// The view's accessibility elements, one object per element of the reading model, kept by
/// identity: an element that did not change keeps its object (and so VoiceOver's cursor) while
/// an answer streams in, and only added or changed elements are configured again. AppKit
/// elements nest as the model's do.
@MainActor
final class AccessibilityTree {
    private(set) var objects: [ElementID: MarkdownAccessibilityElement] = [:]
    /// The elements directly under the view.
    private(set) var topLevel: [MarkdownAccessibilityElement] = []
    /// How many times an element was configured from the model (tests count it).
    private(set) var configurations = 0

    /// Builds every element of `model` afresh.
    func rebuild(_ model: ReadingModel, in view: MarkdownTextView) {
        objects = [:]
        for element in model.elements.dropFirst() { configure(element, in: view) }
        arrange(model, in: view)
    }

    /// Applies a streamed update: drops removed elements, configures added and changed ones, and
    /// arranges the tree as `model` (the whole document after the update) has it.
    func apply(_ update: ReadingModelUpdate, model: ReadingModel, in view: MarkdownTextView) {
        for id in update.removed { objects[id] = nil }
        for element in update.added + update.changed { configure(element, in: view) }
        arrange(model, in: view)
    }

    private func configure(_ element: AccessibilityElement, in view: MarkdownTextView) {
        let object = objects[element.id] ?? Self.makeObject(for: element, in: view)
        object.configure(with: element, view: view)
        objects[element.id] = object
        configurations += 1
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
