/// A walk over an element and everything inside it, depth first, in reading order: each
/// element is entered, then its children are walked, then it is exited, as cmark's iterator
/// walks its tree. Every renderer and front end that goes through the element tree (the page,
/// the styled document, the element tree outputs, the read-all script, the views' element
/// objects) walks it this way, so that none recurses as deep as a document nests or keeps its
/// own stack.
///
/// ```swift
/// var walk = model.root.walk()
/// while let event = walk.next() {
///     switch event {
///     case .enter(let element) where element.role == .table:
///         print("a table"); walk.skipChildren()      // its rows are not visited
///     case .enter(let element): print("<\(element.role)>")
///     case .exit(let element): print("</\(element.role)>")
///     }
/// }
/// ```
///
/// Each step is O(1): the walk follows the elements' links to their first child, next sibling
/// and parent, and holds no list of what is still to visit.
public struct ElementWalk: Sequence, IteratorProtocol {
    /// A step of the walk.
    public enum Event {
        /// The walk reached an element; its children come next (unless skipped), then its exit.
        case enter(AccessibilityElement)
        /// The walk is done with an element and everything inside it.
        case exit(AccessibilityElement)
    }

    private let root: AccessibilityElement
    /// The step to take next: `nil` once the root is exited.
    private var upcoming: Event?
    /// The element the last step entered, for ``skipElement()``.
    private var entered: AccessibilityElement?

    /// A walk over `root` and everything inside it.
    public init(_ root: AccessibilityElement) {
        self.root = root
        upcoming = .enter(root)
    }

    /// The next step, or `nil` when the walk is over.
    public mutating func next() -> Event? {
        guard let event = upcoming else { return nil }
        switch event {
        case .enter(let element):
            entered = element
            upcoming = element.firstChild.map(Event.enter) ?? .exit(element)
        case .exit(let element):
            entered = nil
            upcoming = step(after: element)
        }
        return event
    }

    /// The step after `element`'s exit.
    private func step(after element: AccessibilityElement) -> Event? {
        if element == root { return nil }
        if let sibling = element.nextSibling { return .enter(sibling) }
        return element.parent.map(Event.exit)
    }

    /// After an element's ``Event/enter(_:)``, leaves its children out: its exit comes next.
    public mutating func skipChildren() {
        if case .enter(let child)? = upcoming, let parent = child.parent { upcoming = .exit(parent) }
    }

    /// After an element's ``Event/enter(_:)``, leaves out its children and its exit too: the
    /// walk goes on after it, for a writer that did not open the element and has nothing to close.
    public mutating func skipElement() {
        guard let element = entered else { return }
        entered = nil
        upcoming = step(after: element)
    }
}

extension AccessibilityElement {
    /// A walk over this element and everything inside it (see ``ElementWalk``).
    public func walk() -> ElementWalk { ElementWalk(self) }
}
