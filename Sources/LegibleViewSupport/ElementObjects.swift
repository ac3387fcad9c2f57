public import LegibleAccessibility

/// One platform object per element of a reading model (a `UIAccessibilityElement`, an
/// `NSAccessibilityElement`), kept by identity: an element that did not change keeps its
/// object, so a screen reader's focus on it survives while an answer streams in, and only added
/// or changed elements are configured again.
///
/// ```swift
/// let objects = ElementObjects(make: { MyElement(id: $0.id) }, configure: { $0.configure(with: $1) })
/// objects.rebuild(model)                       // a document shown whole
/// objects.apply(update)                        // each streamed update
/// objects[heading.id]                          // the same object after every append
/// ```
@MainActor
public final class ElementObjects<Object: AnyObject> {
    /// The objects, by their element's identity.
    public private(set) var objects: [ElementID: Object] = [:]
    /// How many times an element was configured: what building and each update cost.
    public private(set) var configurations = 0
    private let make: (AccessibilityElement) -> Object
    private let configure: (Object, AccessibilityElement) -> Void

    /// Objects made by `make` and given what the model says by `configure`.
    public init(make: @escaping (AccessibilityElement) -> Object, configure: @escaping (Object, AccessibilityElement) -> Void) {
        self.make = make
        self.configure = configure
    }

    /// The object of an element, if it has one.
    public subscript(id: ElementID) -> Object? { objects[id] }

    /// Makes and configures an object for every element of `model` but its root, afresh.
    public func rebuild(_ model: ReadingModel) {
        objects = [:]
        for element in model.elements.dropFirst() { update(element) }
    }

    /// Applies a streamed update: drops the objects of removed elements, configures those of
    /// added and changed ones (making them for added ones).
    public func apply(_ update: ReadingModelUpdate) {
        for id in update.removed { objects[id] = nil }
        for element in update.added + update.changed { self.update(element) }
    }

    private func update(_ element: AccessibilityElement) {
        let object = objects[element.id] ?? make(element)
        configure(object, element)
        objects[element.id] = object
        configurations += 1
    }
}
