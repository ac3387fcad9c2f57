import LegibleAccessibility

/// One line of a laid-out document: a stretch of the styled document's text drawn in one
/// rectangle, and the element it belongs to.
///
/// Lines are numbered in reading order (the order of their text). In a table the lines of
/// the cells of one row sit side by side, so reading order and top-to-bottom order can differ
/// there. A line whose text is empty stands for something drawn without text: a thematic break,
/// an empty table cell, an empty list item.
public struct LayoutLine: Hashable, Sendable {
    /// The line's text in UTF-16 code units of ``StyledDocument/text`` (`NSRange` counts),
    /// including any spaces it ends with and the line break that ends it, if any.
    public var utf16Range: Range<Int>
    /// Where the line is drawn. For a code line clipped at the edge, the visible part.
    public var frame: LayoutRect
    /// The vertical position of the line's baseline.
    public var baseline: Double
    /// The element the line belongs to: a text element (paragraph, heading, table cell, code
    /// block, display formula) or the separator or empty container it draws.
    public var element: ElementID

    /// Creates a line from its parts.
    public init(utf16Range: Range<Int>, frame: LayoutRect, baseline: Double, element: ElementID) {
        self.utf16Range = utf16Range
        self.frame = frame
        self.baseline = baseline
        self.element = element
    }
}
