import LegibleAccessibility

/// What is at a point, and where things are: for touch exploration, VoiceOver's cursor and
/// selection.
extension DocumentLayout {
    /// The innermost element at a point: a link, image, formula or footnote reference if the
    /// point is on one, else the element of the line there (beyond the end of a line's text,
    /// still that line's element), else the element of what is drawn there (a list item for
    /// its bullet). `nil` where nothing is drawn.
    public func element(at point: LayoutPoint) -> ElementID? {
        guard let index = lineIndex(at: point) else { return decorationElement(at: point) }
        let line = line(at: index)
        return attributes(at: point, inLine: index)?.inlineElement ?? line.element
    }

    /// What a touch at a point lands on, for an accessibility hit test: the innermost element
    /// there (``element(at:)``: a link rather than the paragraph around it) and, on a line, the
    /// offset of the character there, which says which stretch of a paragraph read as stops
    /// (`ReadingStop` in LegibleAccessibility) the touch is on. `nil` where nothing is drawn.
    ///
    /// ```swift
    /// layout.touch(at: point)     // (element: paragraph, utf16Offset: 42): the stretch holding 42
    /// ```
    public func touch(at point: LayoutPoint) -> (element: ElementID, utf16Offset: Int?)? {
        guard let element = element(at: point) else { return nil }
        return (element, lineIndex(at: point).map { utf16Offset(atX: point.x, inLine: $0) })
    }

    /// The link at a point, if any.
    public func link(at point: LayoutPoint) -> LinkAttribute? {
        lineIndex(at: point).flatMap { attributes(at: point, inLine: $0)?.link }
    }

    /// The image or formula at a point, if any (in-line or a block of its own).
    public func attachment(at point: LayoutPoint) -> InlineAttachment? {
        lineIndex(at: point).flatMap { attributes(at: point, inLine: $0)?.attachment }
    }

    /// The attributes of the character at a point of a line; `nil` past the line's text.
    private func attributes(at point: LayoutPoint, inLine index: Int) -> TextAttributes? {
        let range = line(at: index).utf16Range
        let offset = utf16Offset(atX: point.x, inLine: index)
        guard range.contains(offset), let block = document.blockIndex(containingUTF16: offset) else { return nil }
        return document.run(atUTF16: offset, inBlock: block)?.attributes
    }

    /// Selection rectangles of a text range, one per line it touches (a zero-width caret
    /// rectangle for an empty range), clipped to each line's frame.
    public func selectionRects(forUTF16 range: Range<Int>) -> [LayoutRect] {
        if range.isEmpty {
            guard let index = lineIndex(containingUTF16: range.lowerBound) else { return [] }
            let frame = line(at: index).frame
            let x = min(max(xPosition(ofUTF16: range.lowerBound, inLine: index), frame.x), frame.maxX)
            return [LayoutRect(x: x, y: frame.y, width: 0, height: frame.height)]
        }
        var rects: [LayoutRect] = []
        var index = firstLineIndex(from: range.lowerBound)
        while index < lineCount {
            let line = line(at: index)
            let lineRange = line.utf16Range
            guard lineRange.lowerBound < range.upperBound || (lineRange.isEmpty && lineRange.lowerBound == range.upperBound && rects.isEmpty) else { break }
            let start = max(lineRange.lowerBound, range.lowerBound)
            let end = min(lineRange.upperBound, range.upperBound)
            let frame = line.frame
            let left = min(max(xPosition(ofUTF16: start, inLine: index), frame.x), frame.maxX)
            let right = min(max(xPosition(ofUTF16: end, inLine: index), left), frame.maxX)
            rects.append(LayoutRect(x: left, y: frame.y, width: right - left, height: frame.height))
            index += 1
        }
        return rects
    }

    /// Where an element is drawn, for VoiceOver's cursor: for text and what lies in it (a
    /// link, a formula), the rectangles of its text; for a container, table or separator, the
    /// frames of its lines; and what is drawn for it (markers, bars, rules, frames). `nil` for
    /// an element not in the document.
    public func frame(of element: ElementID) -> LayoutRect? {
        guard let range = document.utf16Range(of: element) else { return nil }
        var frame: LayoutRect?
        func add(_ rect: LayoutRect) { frame = frame.map { $0.union(rect) } ?? rect }
        let isText = document.textOrder(of: element) != nil || document.textElement(holding: element) != nil
        if isText && !range.isEmpty {
            for rect in selectionRects(forUTF16: range) { add(rect) }
        } else {
            for index in lineIndices(of: element) { add(line(at: index).frame) }
        }
        if let decoration = decorationFrame(of: element) { add(decoration) }
        return frame ?? selectionRects(forUTF16: range.lowerBound..<range.lowerBound).first
    }
}
