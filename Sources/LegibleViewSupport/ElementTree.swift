public import LegibleAccessibility

/// A view's accessibility objects, one per element of the reading model, kept by identity (an
/// element that did not change keeps its object, and so the screen reader's cursor, while an
/// answer streams in), with the stretches a paragraph holding links, images, formulas or
/// footnote references is read as (``ReadingStopObjects``), and what is directly under the view
/// (``BlockArrangement``). The same for the UIKit and AppKit views; each says how it nests its
/// objects (`arrange`) and subclasses it for its own extras (a code block's Copy button).
///
/// ```swift
/// let tree = ElementTree<Element, Stretch>(make: …, configure: …, makeStretch: …, configureStretch: …) { $0 }
/// tree.rebuild(model) { block, elements, readIn in … }   // what the block puts under the view
/// tree.focusTarget(for: heading.id)                      // the object the screen reader moves to
/// ```
@MainActor
open class ElementTree<Object: AnyObject, Stretch: AnyObject> {
    /// The object of each element.
    private let store: ElementObjects<Object>
    /// The stops of each element read as stops.
    public let stops: ReadingStopObjects<Stretch>
    private var arrangement = BlockArrangement<Object>()
    /// A stretch as an object of the tree (its class is the objects' subclass).
    private let objectOfStretch: (Stretch) -> Object

    /// A tree whose objects `make` makes and `configure` configures from their elements, and
    /// whose stretches `makeStretch` and `configureStretch` do.
    public init(make: @escaping (AccessibilityElement) -> Object, configure: @escaping (Object, AccessibilityElement) -> Void,
                makeStretch: @escaping (AccessibilityElement, TextRun) -> Stretch,
                configureStretch: @escaping (Stretch, TextRun, AccessibilityElement) -> Void,
                object: @escaping (Stretch) -> Object) {
        store = ElementObjects(make: make, configure: configure)
        stops = ReadingStopObjects(make: makeStretch, configure: configureStretch)
        objectOfStretch = object
    }

    /// The objects directly under the view.
    public var topLevel: [Object] { arrangement.topLevel }
    /// The object of each element, by its id.
    public var objects: [ElementID: Object] { store.objects }
    /// How many times an element was configured (tests count what an update rebuilt).
    public var configurations: Int { store.configurations }
    /// Where a link, image, formula or footnote reference that is no stop is read.
    public var readIn: [ElementID: ElementID] { arrangement.readIn }

    /// Builds every object of `model` afresh, each top-level block nested by `arrange`.
    public func rebuild(_ model: ReadingModel, arrange: BlockArrangement<Object>.Arrange) {
        store.rebuild(model)
        stops.rebuild(model)
        arrangement.rebuild(model, stops: stops, arrange: arrange)
    }

    /// Applies a streamed update: only the top-level blocks it changed are arranged again, so
    /// an append costs what it changed, not the document.
    public func apply(_ update: ReadingModelUpdate, arrange: BlockArrangement<Object>.Arrange) {
        store.apply(update)
        stops.apply(update)
        arrangement.apply(update, stops: stops, arrange: arrange)
    }

    /// The object a stop is read as.
    public func object(of stop: ReadingStopObjects<Stretch>.Stop) -> Object? {
        switch stop {
        case .text(let stretch, _): objectOfStretch(stretch)
        case .element(let id, _): objects[id]
        }
    }

    /// The object the screen reader moves to for an element (a rotor's find, a footnote, a
    /// replacement): its own; the first of its stops when it is read as stops; where it is
    /// read when it is no stop.
    public func focusTarget(for id: ElementID) -> Object? {
        if let first = stops[id]?.first { return object(of: first) }
        if let place = readIn[id] { return focusTarget(for: place) }
        return objects[id]
    }

    /// The object a touch lands on (`DocumentLayout/touch(at:)`): on the text of a paragraph
    /// read as stops, the stop there (the stretch, not a link beside it); else the element's
    /// object, or where it is read.
    public func hitTarget(of touch: (element: ElementID, utf16Offset: Int?)) -> Object? {
        if let offset = touch.utf16Offset, let stop = stops.stop(of: touch.element, atUTF16: offset) { return object(of: stop) }
        return focusTarget(for: touch.element)
    }
}
