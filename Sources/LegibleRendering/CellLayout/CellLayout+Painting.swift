import LegibleAccessibility
import LegibleHighlight

/// What a cell layout draws in each row, for a terminal (or a test) to show.
extension CellLayout {
    /// A stretch of one row drawn alike: document text with its attributes, or a decoration.
    public struct Span: Hashable, Sendable {
        /// What the span is drawn as.
        public enum Style: Hashable, Sendable {
            /// Document text with these attributes.
            case text(TextAttributes)
            /// A marker, bar, rule or frame.
            case decoration(CellDecoration.Role)
        }

        /// The first column.
        public var column: Int
        /// What is written: the text itself, with formulas as their TeX or speech, controls as
        /// pictures and zero-width characters left out.
        public var text: String
        /// How many cells it takes.
        public var width: Int
        /// How it is drawn.
        public var style: Style
        /// The highlighted token of code it is, if any.
        public var token: TokenClass?
    }

    /// The spans of each row in `rows`, left to right, not overlapping. Code clipped at the edge
    /// stops there; in ``CellLayoutOptions/CodeOverflow/scroll`` it runs on past the width.
    public func paint(rows: Range<Int>) -> [[Span]] {
        var painted = Array(repeating: [Span](), count: max(0, rows.count))
        guard !rows.isEmpty, let first = block(atRow: max(rows.lowerBound, 0)) else { return painted }
        var index = first
        while index < blocks.count, top(ofBlock: index) < rows.upperBound {
            let top = top(ofBlock: index)
            let block = blocks[index]
            for decoration in block.decorations where rows.contains(top + decoration.row) {
                painted[top + decoration.row - rows.lowerBound].append(
                    Span(column: decoration.column, text: decoration.text, width: decoration.width, style: .decoration(decoration.role), token: nil))
            }
            for line in block.lines where top + line.row < rows.upperBound && top + line.row + line.height > rows.lowerBound {
                paint(line, inBlock: index, top: top, rows: rows, into: &painted)
            }
            index += 1
        }
        return painted.map { $0.sorted { $0.column < $1.column } }
    }

    /// The cells a character of a painted span takes (for cutting a span at an edge).
    public static func cells(of character: Character) -> Int {
        ClusterMeasure.width(of: String(character))
    }

    /// Every row as plain text: the text and decorations without styles, trailing spaces
    /// removed.
    public func plainRows(_ rows: Range<Int>? = nil) -> [String] {
        paint(rows: rows ?? 0..<Int(size.height)).map { spans in
            var line = ""
            var column = 0
            for span in spans where span.column >= column {
                line += ClusterMeasure.repeated(" ", count: span.column - column) + span.text
                column = span.column + span.width
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    private func paint(_ line: CellLine, inBlock index: Int, top: Int, rows: Range<Int>, into painted: inout [[Span]]) {
        let runs = document.blocks[index].runs
        if let box = line.box {
            let attributes = document.run(atUTF16: line.utf16Range.lowerBound, inBlock: index)?.attributes ?? TextAttributes(role: .body)
            for (offset, text) in box.enumerated() where rows.contains(top + line.row + offset) {
                painted[top + line.row + offset - rows.lowerBound].append(
                    Span(column: line.column, text: text, width: ClusterMeasure.width(of: text), style: .text(attributes), token: nil))
            }
            return
        }
        guard rows.contains(top + line.row) else { return }
        var tokens = ChunkedArray<TokenRun>()[...]
        if case .code(let code) = document.blocks[index].content {
            // The tokens from the first that ends after the line's start.
            let start = firstIndex(in: 0..<code.tokens.count) { code.tokens[$0].utf8Range.upperBound > line.utf8Range.lowerBound }
            tokens = code.tokens[start...]
        }
        var spans: [Span] = []
        var column = line.column
        let measure = self.measure
        // The run holding the line's start, found by bisection: a table is one block whose runs
        // are all its cells, so walking them from the first for every line was quadratic.
        var runIndex = firstIndex(in: 0..<runs.count) { runs[$0].utf8Range.upperBound > line.utf8Range.lowerBound }
        for cluster in measure.clusters(utf8Range: line.utf8Range, utf16Start: line.utf16Range.lowerBound, runs: runs, expandsTabs: line.expandsTabs) {
            guard column + cluster.width - line.column <= line.visibleWidth else { break }
            defer { column += cluster.width }
            guard cluster.width > 0 else { continue }
            while runIndex < runs.count, runs[runIndex].utf8Range.upperBound <= cluster.utf8 { runIndex += 1 }
            while let token = tokens.first, token.utf8Range.upperBound <= cluster.utf8 { tokens = tokens.dropFirst() }
            let token = tokens.first.flatMap { $0.utf8Range.contains(cluster.utf8) ? $0.tokenClass : nil }
            let attributes = runIndex < runs.count ? runs[runIndex].attributes : TextAttributes(role: .body)
            let text = measure.shown(cluster, runs: runs)
            if let last = spans.last, case .text(let previous) = last.style, previous == attributes, last.token == token,
               last.column + last.width == column {
                spans[spans.count - 1].text += text
                spans[spans.count - 1].width += cluster.width
            } else {
                spans.append(Span(column: column, text: text, width: cluster.width, style: .text(attributes), token: token))
            }
        }
        painted[top + line.row - rows.lowerBound].append(contentsOf: spans)
    }
}
