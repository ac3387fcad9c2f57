import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport

/// The cell layout of GitHub-flavoured Markdown at a width.
func layout(_ markdown: String, width: Int, codeOverflow: CellLayoutOptions.CodeOverflow = .clip,
            drawing: CellLayoutOptions.Drawing = .boxDrawing) -> CellLayout {
    CellLayout(document: styled(markdown), options: CellLayoutOptions(width: width, codeOverflow: codeOverflow, drawing: drawing))
}

extension CellLayout {
    /// Each line as `"content" frame element`.
    var lineDescriptions: [String] {
        (0..<lineCount).map { index in
            "\"\(content(ofLine: index))\" \(frame(ofLine: index)) \(element(ofLine: index))"
        }
    }

    /// The rows as drawn, without styles, each ending at its last character.
    var screen: [String] { plainRows() }
}

/// A point at a column and row.
func cell(_ x: Int, _ y: Int) -> LayoutPoint { LayoutPoint(x: Double(x), y: Double(y)) }

/// ``RowLayout`` with each element's box (a code block's background, as TextKit draws it) given
/// by `box` from the element and the rows.
struct BoxedLayout: DocumentLayout {
    let rows: RowLayout
    let box: (ElementID, RowLayout) -> LayoutRect?
    var document: StyledDocument { rows.document }
    var size: LayoutSize { rows.size }
    var lineCount: Int { rows.lineCount }
    func line(at index: Int) -> LayoutLine { rows.line(at: index) }
    func lineIndex(at point: LayoutPoint) -> Int? { rows.lineIndex(at: point) }
    func lineIndex(containingUTF16 offset: Int) -> Int? { rows.lineIndex(containingUTF16: offset) }
    func utf16Offset(atX x: Double, inLine index: Int) -> Int { rows.utf16Offset(atX: x, inLine: index) }
    func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double { rows.xPosition(ofUTF16: offset, inLine: index) }
    func decorationFrame(of element: ElementID) -> LayoutRect? { box(element, rows) }
}
