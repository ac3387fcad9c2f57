import LegibleAccessibility

/// A viewport-high page of a laid-out document, broken between lines.
public struct LayoutPage: Hashable, Sendable {
    /// 0 for the first page.
    public let index: Int
    /// The part of the document the page shows: from the top of its first line, one viewport
    /// high (the last page may be shorter), the document's full width.
    public let frame: LayoutRect
    /// Where the page's content ends: the bottom of its last whole line. The rest of the frame
    /// is left for the next page.
    public let contentBottom: Double

    /// Creates a page from its parts.
    public init(index: Int, frame: LayoutRect, contentBottom: Double) {
        self.index = index
        self.frame = frame
        self.contentBottom = contentBottom
    }

    /// Whether a vertical position falls on this page's content.
    public func holds(y: Double) -> Bool { y >= frame.y && y < contentBottom }
}

/// Where reading goes on after a page turn: the line to read first and its element.
public struct ReadingPosition: Hashable, Sendable {
    /// The element whose text continues there.
    public let element: ElementID
    /// The line, in reading order.
    public let line: Int
    /// Where the line's text starts.
    public let utf16Offset: Int

    /// Creates a position from its parts.
    public init(element: ElementID, line: Int, utf16Offset: Int) {
        self.element = element
        self.line = line
        self.utf16Offset = utf16Offset
    }
}
