import LegibleAccessibility

/// A layout as it is shown: the lines of each code block scrolled sideways moved left by its
/// ``CodeBlockScroll`` and cut to its box, and a table scrolled sideways moved with its cells'
/// lines and boxes, everything else where it was laid out. Every
/// question a ``DocumentLayout`` answers (line and element frames, the line or element at a
/// point, the character at a point, selection rectangles) is answered for what is shown, so a
/// view asks it, rather than the layout it draws from, for accessibility and hit testing.
///
/// ```swift
/// let shown = ShownLayout(layout, scrolls: codeScrolls)
/// shown.frame(ofLine: 0)              // the code line as drawn, moved left by its scroll
/// shown.closestUTF16Offset(to: point) // the character drawn at the point
/// ```
public struct ShownLayout: DocumentLayout {
    /// The layout as laid out (what is drawn, before any scrolling).
    public let base: any DocumentLayout
    /// How far each code block (or formula, or table) is scrolled, by element.
    public let scrolls: [ElementID: CodeBlockScroll]

    /// `base` shown with its code blocks scrolled as `scrolls` says.
    public init(_ base: any DocumentLayout, scrolls: [ElementID: CodeBlockScroll]) {
        self.base = base
        self.scrolls = scrolls
    }

    /// The scroll that moves an element's lines: its own, or its table's.
    private func scroll(of element: ElementID) -> CodeBlockScroll? {
        CodeBlockScroll.block(moving: element, in: scrolls).flatMap { scrolls[$0] }
    }

    /// The scroll of the table a cell is in, if that table is scrolled.
    private func cellScroll(of element: ElementID) -> CodeBlockScroll? {
        scrolls[element] == nil ? scroll(of: element) : nil
    }

    public var document: StyledDocument { base.document }

    public var size: LayoutSize { base.size }

    public var lineCount: Int { base.lineCount }

    /// The line, its frame where it is shown.
    public func line(at index: Int) -> LayoutLine {
        var line = base.line(at: index)
        if let scroll = scroll(of: line.element) { line.frame = scroll.shownFrame(of: line.frame) }
        return line
    }

    /// The line shown at a point: a code line scrolled out of its box is shown nowhere.
    public func lineIndex(at point: LayoutPoint) -> Int? {
        guard !scrolls.isEmpty else { return base.lineIndex(at: point) }
        return (0..<lineCount).first { line(at: $0).frame.contains(point) }
    }

    public func lineIndex(containingUTF16 offset: Int) -> Int? {
        base.lineIndex(containingUTF16: offset)
    }

    public func utf16Offset(atX x: Double, inLine index: Int) -> Int {
        base.utf16Offset(atX: x + offset(ofLine: index), inLine: index)
    }

    public func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double {
        base.xPosition(ofUTF16: offset, inLine: index) - self.offset(ofLine: index)
    }

    /// What is drawn for the element: a scrolled table's grid, and each of its cells, moved
    /// with it and cut to where the table shows (a code block's box stays put).
    public func decorationFrame(of element: ElementID) -> LayoutRect? {
        let frame = base.decorationFrame(of: element)
        if let scroll = scrolls[element], !scroll.movedElements.isEmpty { return frame.map(scroll.shownFrame(of:)) }
        guard let scroll = cellScroll(of: element) else { return frame }
        return frame.map(scroll.shownFrame(of:))
    }

    /// The cell shown at a point: in a scrolled table, the one moved there; none where the
    /// table is scrolled out of view.
    public func decorationElement(at point: LayoutPoint) -> ElementID? {
        let laidOut = base.decorationElement(at: point)
        guard let laidOut, let scroll = cellScroll(of: laidOut) else { return laidOut }
        guard point.x >= scroll.left, point.x < scroll.left + scroll.visibleWidth else { return nil }
        return base.decorationElement(at: LayoutPoint(x: point.x + scroll.offset, y: point.y))
    }

    /// How far a line is moved left.
    private func offset(ofLine index: Int) -> Double {
        scrolls.isEmpty ? 0 : scroll(of: base.line(at: index).element)?.offset ?? 0
    }
}
