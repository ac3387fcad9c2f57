import LegibleAccessibility

/// A styled document laid out: its lines, where each is drawn, and where each character is.
///
/// A platform implements the few requirements here from its text engine; everything a screen
/// reader and a reader need is computed from them once, for every platform, in the extensions
/// of this protocol: line numbers and line contents for a point (what
/// `UIAccessibilityReadingContent` and `NSAccessibilityNavigableStaticText` answer), hit
/// testing, element frames and selection rectangles, pages for read-all across page turns, and
/// text navigation. ``CellLayout`` implements it in character cells for terminals and tests.
///
/// With TextKit 2, lines are the `NSTextLineFragment`s of the `NSTextLayoutFragment`s, in
/// document order, their ranges converted to document UTF-16 offsets (`NSRange` counts), their
/// rectangles `typographicBounds` offset by the layout fragment's frame origin:
///
/// ```swift
/// extension TextKitLayout: DocumentLayout {
///     func utf16Offset(atX x: Double, inLine index: Int) -> Int {
///         let (fragment, line) = lineFragments[index]
///         let local = CGPoint(x: x - fragment.layoutFragmentFrame.minX, y: line.typographicBounds.midY)
///         return paragraphStart(of: fragment) + line.characterIndex(for: local)
///     }
///     …
/// }
/// ```
///
/// Coordinates start at the document's top left and grow right and down.
public protocol DocumentLayout {
    /// The document laid out.
    var document: StyledDocument { get }
    /// The size of the whole laid-out document.
    var size: LayoutSize { get }
    /// How many lines there are.
    var lineCount: Int { get }
    /// The line at `index` (0 for the first, in reading order).
    func line(at index: Int) -> LayoutLine
    /// The index of the line drawn at a point, if any: the line whose frame holds it.
    func lineIndex(at point: LayoutPoint) -> Int?
    /// The index of the first line whose text holds the UTF-16 offset (for an empty line, that
    /// starts at it); `nil` for an offset between blocks.
    func lineIndex(containingUTF16 offset: Int) -> Int?
    /// The UTF-16 offset of the character drawn at `x` in a line (the start of its grapheme
    /// cluster), or the line's end when `x` is past its last character.
    func utf16Offset(atX x: Double, inLine index: Int) -> Int
    /// The horizontal position of the leading edge of the character at a UTF-16 offset of a
    /// line, or of the line's trailing edge for its end offset.
    func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double
    /// Where things drawn beside the text of an element are (a list item's marker, a quote's
    /// bar, a table's rules, a code block's frame), to include in its frame; `nil` when none.
    func decorationFrame(of element: ElementID) -> LayoutRect?
    /// Where the lines of `element` itself are drawn (the union of the frames of the lines
    /// whose ``LayoutLine/element`` it is: a code block's, not a table's cells'); `nil` when it
    /// has none. What a block's sideways scroll is measured from (``CodeBlockScroll``): a
    /// layout that keeps it as it lays out answers without walking a long block's lines.
    func ownLinesFrame(of element: ElementID) -> LayoutRect?
    /// The element a thing drawn at a point belongs to (the list item whose bullet it is, the
    /// table whose rule), for a touch that lands beside the text; `nil` when nothing is there.
    func decorationElement(at point: LayoutPoint) -> ElementID?
    /// The Copy button of a code block's header at a point, for a layout that draws headers
    /// (``CodeBlockHeader``); `nil` when none is there.
    func copyButtonTarget(at point: LayoutPoint) -> TapTarget?
    /// The first line the last streamed update laid out again, when the layout knows better than
    /// the update's plan (it kept the first lines of a table or code block that grew; see
    /// ``LayoutInvalidation/keptRows``): what is drawn and paged again starts there. `nil`: the
    /// plan's first changed block.
    var firstLineLaidOutAgain: Int? { get }
}

extension DocumentLayout {
    /// No decorations: the element's frame is the frame of its text.
    public func decorationFrame(of element: ElementID) -> LayoutRect? { nil }

    /// The frames of the element's lines, walked.
    public func ownLinesFrame(of element: ElementID) -> LayoutRect? { ownLinesFrameFromLines(of: element) }

    /// The union of the frames of the element's own lines, walked line by line.
    func ownLinesFrameFromLines(of element: ElementID) -> LayoutRect? {
        var frame: LayoutRect?
        for index in lineIndices(of: element) {
            let line = line(at: index)
            if line.element == element { frame = frame.map { $0.union(line.frame) } ?? line.frame }
        }
        return frame
    }

    /// Nothing drawn beside the text can be touched.
    public func decorationElement(at point: LayoutPoint) -> ElementID? { nil }

    /// No code block headers are drawn.
    public func copyButtonTarget(at point: LayoutPoint) -> TapTarget? { nil }

    /// The plan says where an update's changes start.
    public var firstLineLaidOutAgain: Int? { nil }

    /// Every line, in reading order.
    public var lines: [LayoutLine] { (0..<lineCount).map(line(at:)) }
}
