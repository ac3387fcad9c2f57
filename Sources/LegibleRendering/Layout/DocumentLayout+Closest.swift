/// The text nearest a point, wherever the point is (between lines, in a margin, below the
/// end), and the line of a caret at the end of a block: what selection and `UITextInput` ask,
/// where hit testing (``DocumentLayout/element(at:)``) answers only on a line and
/// ``DocumentLayout/lineIndex(containingUTF16:)`` not at the end of a block's text.
extension DocumentLayout {
    /// The line a caret at an offset is on: the line whose text holds the offset, else the line
    /// whose text ends there (the end of a block, before the line break that separates it from
    /// the next). `nil` for an offset on no line.
    public func caretLineIndex(atUTF16 offset: Int) -> Int? {
        if let index = lineIndex(containingUTF16: offset) { return index }
        guard offset > 0, let index = lineIndex(containingUTF16: offset - 1), line(at: index).utf16Range.upperBound == offset else {
            return nil
        }
        return index
    }

    /// Where a caret at an offset is drawn: zero wide, as high as its line.
    public func caretRect(atUTF16 offset: Int) -> LayoutRect? {
        guard let index = caretLineIndex(atUTF16: offset) else { return nil }
        let frame = line(at: index).frame
        let x = min(max(xPosition(ofUTF16: offset, inLine: index), frame.x), frame.maxX)
        return LayoutRect(x: x, y: frame.y, width: 0, height: frame.height)
    }

    /// The line nearest a point: the line drawn there, else the nearest line above or below
    /// (ties going to the one nearer horizontally, then to the first). `nil` without lines.
    /// O(n) in the lines off a line.
    public func closestLineIndex(to point: LayoutPoint) -> Int? {
        if let index = lineIndex(at: point) { return index }
        var best: (index: Int, vertical: Double, horizontal: Double)?
        for index in 0..<lineCount {
            let frame = line(at: index).frame
            let vertical = max(frame.y - point.y, 0, point.y - frame.maxY)
            let horizontal = max(frame.x - point.x, 0, point.x - frame.maxX)
            if let current = best, (current.vertical, current.horizontal) <= (vertical, horizontal) { continue }
            best = (index, vertical, horizontal)
        }
        return best?.index
    }

    /// The UTF-16 offset nearest a point: in the nearest line, the character at the point's
    /// horizontal position (the line's start or end beyond its edges). `nil` without lines.
    public func closestUTF16Offset(to point: LayoutPoint) -> Int? {
        guard let index = closestLineIndex(to: point) else { return nil }
        let frame = line(at: index).frame
        return utf16Offset(atX: min(max(point.x, frame.x), frame.maxX), inLine: index)
    }
}
