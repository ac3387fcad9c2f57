extension DocumentLayout {
    /// The part of `text` (UTF-16 offsets of the document) on those of `lines` that lie at least
    /// partly between `top` and `bottom` (a view's visible rectangle, in layout coordinates):
    /// what an element reports as its visible characters to VoiceOver for macOS
    /// (`accessibilityVisibleCharacterRange`). `nil` when none of its lines shows.
    ///
    /// ```swift
    /// // A paragraph on lines 3..<6, scrolled so that only lines 4 and 5 show:
    /// layout.visibleUTF16Range(of: paragraph, lines: 3..<6, top: 90, bottom: 400)  // line 4's start..<paragraph's end
    /// ```
    public func visibleUTF16Range(of text: Range<Int>, lines: Range<Int>, top: Double, bottom: Double) -> Range<Int>? {
        let shown = lines.filter { index in
            let frame = line(at: index).frame
            return frame.y < bottom && frame.y + frame.height > top
        }
        guard let first = shown.first, let last = shown.last else { return nil }
        let start = max(line(at: first).utf16Range.lowerBound, text.lowerBound)
        let end = min(line(at: last).utf16Range.upperBound, text.upperBound)
        return start <= end ? start..<end : nil
    }
}
