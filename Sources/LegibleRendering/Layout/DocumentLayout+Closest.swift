/// The text nearest a point, wherever the point is (between lines, in a margin, below the
/// end): what selection and `UITextInput.closestPosition(to:)` ask, where hit testing
/// (``DocumentLayout/element(at:)``) answers only on a line.
extension DocumentLayout {
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
