import LegibleAccessibility

/// The number of one line of a code block, drawn in a gutter left of the code, as editors
/// number lines. Numbers are drawn only: they are not in the document's text, so VoiceOver
/// does not read them and selection and Copy leave them out. A code line wrapped onto several
/// layout lines is numbered once, beside its first.
///
/// ```swift
/// let gutter = CodeBlockHeader.lineNumberGutterWidth(lineCount: code.lines.count, digitWidth: 8, spacing: 12)
/// for number in CodeLineNumber.numbers(of: block.id, in: layout, gutterWidth: gutter, spacing: 12) {
///     draw(String(number.number), rightAlignedIn: number.frame)
/// }
/// ```
public struct CodeLineNumber: Hashable, Sendable {
    /// The line's number, from 1.
    public let number: Int
    /// Where the number is drawn, right-aligned: the gutter left of the line's first layout
    /// line, as high as it, short of the spacing before the code.
    public let frame: LayoutRect

    /// A number from its parts.
    public init(number: Int, frame: LayoutRect) {
        self.number = number
        self.frame = frame
    }

    /// The number of each line of the code block `element` laid out in `layout` with a gutter
    /// `gutterWidth` wide left of its lines, `spacing` of it between the numbers and the code
    /// (see ``CodeBlockHeader/lineNumberGutterWidth(lineCount:digitWidth:spacing:)``). Empty for
    /// an element that is no code block. Ask the layout as laid out, not as scrolled sideways:
    /// the gutter stays put while the code scrolls.
    public static func numbers(of element: ElementID, in layout: some DocumentLayout, gutterWidth: Double,
                               spacing: Double) -> [CodeLineNumber] {
        guard let index = layout.document.blockIndex(of: element), case .code(let code) = layout.document.blocks[index].content else {
            return []
        }
        return code.lines.enumerated().compactMap { number, line in
            guard let lineIndex = layout.lineIndex(containingUTF16: line.utf16Range.lowerBound) else { return nil }
            let frame = layout.line(at: lineIndex).frame
            return CodeLineNumber(number: number + 1, frame: LayoutRect(x: frame.x - gutterWidth, y: frame.y,
                                                                         width: max(gutterWidth - spacing, 0), height: frame.height))
        }
    }
}
