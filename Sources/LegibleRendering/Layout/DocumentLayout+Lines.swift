import LegibleAccessibility

/// Lines by number, as `UIAccessibilityReadingContent` and `NSAccessibilityNavigableStaticText`
/// ask for them.
extension DocumentLayout {
    /// The number of the line at a point, or `nil` where no line is drawn
    /// (`accessibilityLineNumber(for:)`, which answers `NSNotFound` there).
    public func lineNumber(at point: LayoutPoint) -> Int? {
        lineIndex(at: point)
    }

    /// The text of a line, without the line break that ends it (`accessibilityContent(forLineNumber:)`).
    public func content(ofLine index: Int) -> String {
        var text = document.substring(utf16Range: line(at: index).utf16Range)
        if text.hasSuffix("\n") { text.removeLast() }
        return String(text)
    }

    /// Where a line is drawn (`accessibilityFrame(forLineNumber:)`, in the layout's coordinates).
    public func frame(ofLine index: Int) -> LayoutRect {
        line(at: index).frame
    }

    /// The element a line belongs to.
    public func element(ofLine index: Int) -> ElementID {
        line(at: index).element
    }

    /// The index of the first line whose text holds the UTF-16 offset (for a line with empty
    /// text, that starts at it); `nil` for an offset between blocks. O(log n).
    public func lineIndex(containingUTF16 offset: Int) -> Int? {
        // Lines are in text order: find the last line starting at or before the offset.
        let low = firstIndex(in: 0..<lineCount) { middle in line(at: middle).utf16Range.lowerBound > offset }
        var index = low - 1
        guard index >= 0 else { return nil }
        while index > 0, line(at: index - 1).utf16Range.lowerBound == offset { index -= 1 }
        let range = line(at: index).utf16Range
        if range.contains(offset) || range.lowerBound == offset { return index }
        let last = line(at: low - 1).utf16Range
        return last.contains(offset) ? low - 1 : nil
    }

    /// The index of the first line whose text ends after the UTF-16 offset (or, being empty,
    /// starts at or after it); ``lineCount`` when none does. O(log n).
    public func firstLineIndex(from offset: Int) -> Int {
        firstIndex(in: 0..<lineCount) { middle in
            let range = line(at: middle).utf16Range
            return range.upperBound > offset || (range.isEmpty && range.lowerBound >= offset)
        }
    }

    /// The lines of an element: a text element's own lines, or every line inside a container,
    /// table or other element; the line drawing a separator or an empty container.
    public func lineIndices(of element: ElementID) -> Range<Int> {
        guard let range = document.utf16Range(of: element) else { return 0..<0 }
        if range.isEmpty {
            var index = firstLineIndex(from: range.lowerBound)
            while index < lineCount, line(at: index).utf16Range.lowerBound == range.lowerBound {
                if line(at: index).element == element { return index..<index + 1 }
                index += 1
            }
            return index..<index
        }
        let first = firstLineIndex(from: range.lowerBound)
        var end = first
        while end < lineCount, line(at: end).utf16Range.lowerBound < range.upperBound
                || (line(at: end).utf16Range.isEmpty && line(at: end).utf16Range.lowerBound == range.upperBound && line(at: end).element == element) {
            end += 1
        }
        return first..<end
    }

    /// The line of a point counted within its element's lines, for an accessibility element
    /// that adopts `UIAccessibilityReadingContent` itself: (element, line number from 0).
    public func elementLine(at point: LayoutPoint) -> (element: ElementID, line: Int)? {
        guard let index = lineIndex(at: point) else { return nil }
        let element = line(at: index).element
        return (element, index - lineIndices(of: element).lowerBound)
    }
}

extension StyledDocument {
    /// The text of a UTF-16 range of ``text``.
    public func substring(utf16Range: Range<Int>) -> Substring {
        let start = String.Index(utf16Offset: utf16Range.lowerBound, in: text)
        let end = String.Index(utf16Offset: utf16Range.upperBound, in: text)
        return text[start..<end]
    }
}
