import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

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
