/// The identity of an element, stable across rebuilds of the model as long as the element's
/// source does not move: its role, where its source starts, and which of the elements with that
/// role and start it is. A block that is finished keeps its identity while text is appended
/// after it, so a front end can keep VoiceOver's focus on it.
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The element's role.
    public let role: AccessibilityRole
    /// The UTF-8 offset in the source where the element starts.
    public let sourceOffset: Int
    /// Tells apart elements of one role that start at the same offset (empty table cells at a
    /// line's end, the footnotes section); 0 for most.
    public let ordinal: Int

    /// An identity from its parts.
    public init(role: AccessibilityRole, sourceOffset: Int, ordinal: Int = 0) {
        self.role = role
        self.sourceOffset = sourceOffset
        self.ordinal = ordinal
    }

    /// Document order: by source offset, then role and ordinal.
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        (lhs.sourceOffset, lhs.role.rawValue, lhs.ordinal) < (rhs.sourceOffset, rhs.role.rawValue, rhs.ordinal)
    }

    /// `role@offset` or `role@offset#ordinal`, as in `legible tree --json`.
    public var description: String {
        ordinal == 0 ? "\(role.rawValue)@\(sourceOffset)" : "\(role.rawValue)@\(sourceOffset)#\(ordinal)"
    }
}
