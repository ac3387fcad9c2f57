/// A stretch of a ``StyledDocument``'s text with the same attributes.
///
/// Ranges are in UTF-8 bytes (for Swift strings) and in UTF-16 code units (for `NSRange`, which
/// is how UIKit, AppKit and TextKit count), over the same text the reading model's element
/// ranges index.
public struct StyledRun: Hashable, Sendable {
    /// The run's text in UTF-8 bytes.
    public var utf8Range: Range<Int>
    /// The run's text in UTF-16 code units.
    public var utf16Range: Range<Int>
    /// What the text is.
    public var attributes: TextAttributes

    /// Creates a run from its parts.
    public init(utf8Range: Range<Int>, utf16Range: Range<Int>, attributes: TextAttributes) {
        self.utf8Range = utf8Range
        self.utf16Range = utf16Range
        self.attributes = attributes
    }
}
