/// A place where a line may, or must, end: the UTF-8 offset at which the next line would start.
///
/// ```swift
/// LineBreaker().opportunities(in: "Hi there\nyou")
/// // [3 (after "Hi "), 9 mandatory (after the line feed), 12 (the end)]
/// ```
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The offset, in UTF-8 code units from the start of the text, at which a new line may start.
    public let utf8Offset: Int
    /// Whether the line must end here: after a hard line break (line feed, carriage return,
    /// CR LF, NEXT LINE, LINE SEPARATOR, PARAGRAPH SEPARATOR, form feed or vertical tab).
    public let isMandatory: Bool

    /// An opportunity at `utf8Offset`, mandatory or not.
    public init(utf8Offset: Int, isMandatory: Bool) {
        self.utf8Offset = utf8Offset
        self.isMandatory = isMandatory
    }
}
