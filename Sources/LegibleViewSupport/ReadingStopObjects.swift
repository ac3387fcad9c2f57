public import LegibleAccessibility

/// The stops of the elements of a reading model read as stops (`AccessibilityElement.readingStops`),
/// with one platform object per stretch of text, kept beside ``ElementObjects``: a stretch keeps
/// its object, and so a screen reader's focus on it, while its paragraph grows in a streamed
/// answer, even through a moment when an unfinished `$` or `[` leaves the paragraph holding no
/// link or formula. Objects are kept by the stretch's number until the element is removed.
///
/// ```swift
/// let stops = ReadingStopObjects(make: { element, run in MyStretch(of: element.id) },
///                                configure: { object, run, element in object.label = run.label })
/// stops.rebuild(model)              // a document shown whole
/// stops.apply(update)               // each streamed update, after the elements' objects
/// stops[paragraph.id]               // [.text(stretch, …), .element(link.id, …), …]
/// ```
@MainActor
public final class ReadingStopObjects<Stretch: AnyObject> {
    /// A stop as a view places it: a stretch's object, or an element whose object is its own.
    public enum Stop {
        /// A stretch of text, its object and where it is in the document's text (UTF-16).
        case text(Stretch, utf16Range: Range<Int>)
        /// A link, image, formula or footnote reference, and where it is in the text.
        case element(ElementID, utf16Range: Range<Int>)

        /// Where the stop is in the document's text, in UTF-16 code units.
        public var utf16Range: Range<Int> {
            switch self {
            case .text(_, let range), .element(_, let range): range
            }
        }
    }

    /// The stops of each element read as stops.
    public private(set) var stops: [ElementID: [Stop]] = [:]
    private var stretches: [ElementID: [Int: Stretch]] = [:]
    private let make: (AccessibilityElement, TextRun) -> Stretch
    private let configure: (Stretch, TextRun, AccessibilityElement) -> Void

    /// Objects made by `make` for a stretch of an element, and given what the model says by
    /// `configure` whenever the element is added or changes.
    public init(make: @escaping (AccessibilityElement, TextRun) -> Stretch,
                configure: @escaping (Stretch, TextRun, AccessibilityElement) -> Void) {
        self.make = make
        self.configure = configure
    }

    /// The stops of an element, if it is read as stops.
    public subscript(id: ElementID) -> [Stop]? { stops[id] }

    /// The stop of an element read as stops that a touch on its text at a UTF-16 offset lands
    /// on: the last stop starting at or before the offset (a stretch, or a link whose text
    /// holds it); `nil` for an element not read as stops.
    public func stop(of id: ElementID, atUTF16 offset: Int) -> Stop? {
        guard let pieces = stops[id] else { return nil }
        return pieces.last { $0.utf16Range.lowerBound <= offset } ?? pieces.first
    }

    /// Works out the stops of every element of `model`, with fresh objects.
    public func rebuild(_ model: ReadingModel) {
        stops = [:]
        stretches = [:]
        for element in model.elements.dropFirst() { update(element) }
    }

    /// Applies a streamed update: forgets removed elements, works out the stops of added and
    /// changed ones.
    public func apply(_ update: ReadingModelUpdate) {
        for id in update.removed {
            stops[id] = nil
            stretches[id] = nil
        }
        for element in update.added + update.changed { self.update(element) }
    }

    /// Where each link, image, formula or footnote reference among `elements` that is no stop
    /// is read: the element holding it (a table cell, a paragraph whose struck-through text
    /// holds it, a link around an image). `elements` are whole subtrees (a top-level block and
    /// everything in it, or a model's `ReadingModel.elements`), so that the stops that hold
    /// an inline element are among them.
    public func readIn(_ elements: [AccessibilityElement]) -> [ElementID: ElementID] {
        var asStops: Set<ElementID> = []
        for element in elements {
            for case .element(let id, _) in stops[element.id] ?? [] { asStops.insert(id) }
        }
        var places: [ElementID: ElementID] = [:]
        for element in elements where element.isInline && !asStops.contains(element.id) {
            if let parent = element.parent { places[element.id] = parent.id }
        }
        return places
    }

    private func update(_ element: AccessibilityElement) {
        guard let pieces = element.readingStops else {
            stops[element.id] = nil
            return
        }
        stops[element.id] = pieces.map { piece in
            switch piece {
            case .text(let run):
                let object = stretches[element.id, default: [:]][run.index] ?? make(element, run)
                stretches[element.id, default: [:]][run.index] = object
                configure(object, run, element)
                return .text(object, utf16Range: run.utf16Range)
            case .element(let inline):
                return .element(inline.id, utf16Range: inline.utf16Range)
            }
        }
    }
}
