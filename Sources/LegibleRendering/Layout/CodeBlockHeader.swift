import LegibleAccessibility

/// The strip across the top of a code block's box, in its top padding: the language's display
/// name on the left and a Copy button on the right, as chat apps show them. It stays put when
/// the block's lines scroll sideways (``CodeBlockScroll``), as the box does.
///
/// ```swift
/// let headers = CodeBlockHeader.headers(in: layout, buttonWidth: 44)
/// if let code = CodeBlockHeader.copyButton(at: point, in: headers) {
///     pasteboard.string = headers[code]?.copyText
/// }
/// ```
public struct CodeBlockHeader: Hashable, Sendable {
    /// The code block.
    public let element: ElementID
    /// The language's display name (`swift` → "Swift"); `nil` without an info string.
    public let language: String?
    /// The strip: the box's width, from the box's top to its first line.
    public let frame: LayoutRect
    /// Where the language's name is drawn: the strip left of the button, past the box's padding.
    public let labelFrame: LayoutRect
    /// The Copy button, at the strip's right end.
    public let copyButtonFrame: LayoutRect
    /// What the Copy button puts on the pasteboard: the code's lines joined by line breaks, with
    /// no line break after the last (the fence's own is not the code's).
    public let copyText: String

    /// The header of the code block `element` of `layout`, its Copy button `buttonWidth` wide (at
    /// most the strip's width); `nil` when the element is no code block or is drawn with no box
    /// or no room above its first line.
    public init?(of element: ElementID, in layout: some DocumentLayout, buttonWidth: Double) {
        guard let index = layout.document.blockIndex(of: element),
              case .code(let code) = layout.document.blocks[index].content,
              let box = layout.decorationFrame(of: element),
              let firstIndex = layout.lineIndex(containingUTF16: layout.document.blocks[index].utf16Range.lowerBound) else { return nil }
        let first = layout.line(at: firstIndex)
        let height = first.frame.y - box.y
        guard height > 0 else { return nil }
        let padding = max(first.frame.x - box.x, 0)
        let width = min(max(buttonWidth, 0), box.width)
        self.element = element
        language = code.language
        frame = LayoutRect(x: box.x, y: box.y, width: box.width, height: height)
        copyButtonFrame = LayoutRect(x: box.maxX - width, y: box.y, width: width, height: height)
        labelFrame = LayoutRect(x: box.x + padding, y: box.y, width: max(copyButtonFrame.x - box.x - padding, 0), height: height)
        let utf16 = layout.document.text.utf16
        copyText = code.lines.map { line in
            let start = utf16.index(utf16.startIndex, offsetBy: line.utf16Range.lowerBound)
            let end = utf16.index(start, offsetBy: line.utf16Range.count)
            return String(utf16[start..<end]) ?? ""
        }.joined(separator: "\n")
    }

    /// The header of every code block of `layout` that has one, by element.
    public static func headers(in layout: some DocumentLayout, buttonWidth: Double) -> [ElementID: CodeBlockHeader] {
        var result: [ElementID: CodeBlockHeader] = [:]
        for block in layout.document.blocks {
            guard case .code = block.content else { continue }
            result[block.id] = CodeBlockHeader(of: block.id, in: layout, buttonWidth: buttonWidth)
        }
        return result
    }

    /// The code block whose Copy button is at `point`, if any, so that a tap or click there
    /// copies rather than selecting or following a link.
    public static func copyButton(at point: LayoutPoint, in headers: [ElementID: CodeBlockHeader]) -> ElementID? {
        headers.values.first { $0.copyButtonFrame.contains(point) }?.element
    }

    /// How wide a gutter of line numbers is for `lineCount` lines: the widest number's digits,
    /// each `digitWidth` wide (figures are tabular), and `spacing` between the numbers and the
    /// code. The numbers are drawn in the gutter only: they are not in the text, so VoiceOver
    /// does not read them and selection and Copy leave them out.
    public static func lineNumberGutterWidth(lineCount: Int, digitWidth: Double, spacing: Double) -> Double {
        guard lineCount > 0 else { return 0 }
        return Double(String(lineCount).count) * digitWidth + spacing
    }
}
