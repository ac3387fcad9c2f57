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
final class AccessibilityTree {
    private let store: ElementObjects<MarkdownAccessibilityElement>
    /// The elements directly under the view.
    private(set) var topLevel: [MarkdownAccessibilityElement] = []
    /// The stops of each element read as stops: a stretch's object, or an element's identity.
    private var stops: [ElementID: [Stop]] = [:]
    /// Where a link, image, formula or footnote reference that is no stop is read: its table
    /// cell, or the paragraph whose struck-through text holds it.
    private var readIn: [ElementID: ElementID] = [:]
    /// The object of each stretch made so far, by element and number, kept while the element
    /// lives: a stretch keeps its object even when its paragraph holds no link for a moment
    /// (an unfinished `$` or `[` of a streamed answer).
    private var stretches: [ElementID: [Int: TextRunAccessibilityElement]] = [:]

    private enum Stop {
        case text(TextRunAccessibilityElement)
        case element(ElementID)
    }

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
        stops = [:]
        stretches = [:]
        for element in model.elements.dropFirst() { updateStops(of: element, in: view) }
        arrange(model, in: view)
    }

    /// Applies a streamed update and arranges the tree as `model` (the whole document after the
    /// update) has it.
    func apply(_ update: ReadingModelUpdate, model: ReadingModel, in view: MarkdownTextView) {
        store.apply(update)
        for id in update.removed {
            stops[id] = nil
            stretches[id] = nil
        }
        for element in update.added + update.changed { updateStops(of: element, in: view) }
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

    private func object(of stop: Stop) -> MarkdownAccessibilityElement? {
        switch stop {
        case .text(let run): run
        case .element(let id): objects[id]
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

    /// Works out the stops of an added or changed element, keeping each stretch's object by its
    /// number, so that VoiceOver's cursor on a stretch survives the paragraph growing.
    private func updateStops(of element: AccessibilityElement, in view: MarkdownTextView) {
        guard let pieces = element.readingStops else {
            stops[element.id] = nil
            return
        }
        stops[element.id] = pieces.map { piece in
            switch piece {
            case .text(let run):
                let object = stretches[element.id, default: [:]][run.index] ?? TextRunAccessibilityElement(id: element.id, index: run.index, view: view)
                stretches[element.id, default: [:]][run.index] = object
                object.configure(with: run, of: element, view: view)
                return .text(object)
            case .element(let inline):
                return .element(inline.id)
            }
        }
    }

    /// Gives every object its children and parent, as the model's tree has them, with the
    /// stops of an element read as stops in its place.
    private func arrange(_ model: ReadingModel, in view: MarkdownTextView) {
        let root = model.root.id
        var children: [ElementID: [MarkdownAccessibilityElement]] = [:]
        var exposedInline: Set<ElementID> = []
        readIn = [:]
        for element in model.elements.dropFirst() {
            guard let parent = element.parent, let object = objects[element.id] else { continue }
            let parentObject: AnyObject? = parent.id == root ? view : objects[parent.id]
            if let pieces = stops[element.id] {
                for stop in pieces {
                    guard let stopObject = self.object(of: stop) else { continue }
                    children[parent.id, default: []].append(stopObject)
                    stopObject.parentObject = parentObject
                    if case .element(let id) = stop { exposedInline.insert(id) }
                }
            } else if element.isInline, !exposedInline.contains(element.id) {
                readIn[element.id] = parent.id
            } else if !element.isInline {
                children[parent.id, default: []].append(object)
                object.parentObject = parentObject
            }
        }
        for (id, object) in objects { object.children = children[id] ?? [] }
        topLevel = children[root] ?? []
    }
}
#endif
