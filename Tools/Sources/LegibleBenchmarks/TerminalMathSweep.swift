import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport

/// Lays out documents as `legible view` does in a terminal and writes every display formula as
/// it is shown there, one JSON object a line, for `Scripts/terminal-math-sweep.py`, which checks
/// the drawings against TeX's own layout and counts them by defect class.
///
///     LegibleBenchmarks terminal-math [--width 100 --width 80] [FILE…]
///
/// Without files: every document of the corpus's math-heavy collections (d2l-en, oi-wiki-math)
/// with a display formula. Each line: `{"file", "index", "tex", "shown": {"100": {"how", "rows"}…},
/// "drawing": {"rows", "symbols"}}`, where `how` says how the layout showed the formula at that
/// width (drawn whole, broken, clipped, linear, source) and `symbols` are where the drawing put
/// each character of the formula, in the order of the TeX.
enum TerminalMathSweep {
    static func run(_ arguments: [String]) throws {
        var widths: [Int] = []
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--width", index + 1 < arguments.count, let width = Int(arguments[index + 1]) {
                widths.append(width)
                index += 2
            } else {
                paths.append(arguments[index])
                index += 1
            }
        }
        if widths.isEmpty { widths = [100, 80] }
        if paths.isEmpty {
            paths = try (SharedData.files(under: "data/corpus/d2l-en") + SharedData.files(under: "data/corpus/oi-wiki-math")).map(\.path)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var output = Data()
        var formulas = 0
        var documents = 0
        let cells: (String) -> Int = { $0.reduce(0) { $0 + CellLayout.cells(of: $1) } }
        for path in paths {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let model = ReadingModel(document: MarkdownDocument(parsing: bytes, options: .documents))
            let styled = StyledDocument(model: model)
            var records: [Int: Record] = [:]
            for width in widths {
                let layout = CellLayout(document: styled, options: CellLayoutOptions(width: width, codeOverflow: .clip, drawing: .boxDrawing, mathForm: .unicode))
                let blocks = layout.document.blocks
                for (blockIndex, block) in blocks.enumerated() {
                    guard case .math(let math) = block.content else { continue }
                    // The formula's own rows, from the column it starts at: not the bars and
                    // markers of the quotes and lists it is in, nor the blank rows around it.
                    let frame = layout.line(at: layout.firstLine(ofBlock: blockIndex)).frame
                    let (top, left) = (Int(frame.y), Int(frame.x))
                    let rowRange = top..<top + Int(frame.height)
                    let painted = layout.paint(rows: rowRange)
                    var rows = layout.plainRows(rowRange).map { String($0.dropFirst(left)) }
                    while rows.last?.isEmpty == true { rows.removeLast() }
                    let room = width - left
                    let drawing = math.drawing(fitting: room, cellWidth: cells)
                    let clipped = painted.contains { $0.contains { $0.style == .decoration(.clipMarker) } }
                    let shownWhole = drawing.map { drawn in
                        drawn.rows.count == rows.count && zip(drawn.rows, rows).allSatisfy { $0 == $1 }
                    } ?? false
                    let how = if let drawing {
                        clipped ? "clipped" : !shownWhole ? "linear" : drawing.lineCount > 1 ? "broken" : "drawn"
                    } else {
                        math.formula.isReadable ? "linear" : "source"
                    }
                    var record = records[blockIndex] ?? Record(file: path, index: blockIndex, tex: math.tex, shown: [:],
                                                               drawing: math.drawing(cellWidth: cells).map(Drawn.init))
                    record.shown[String(width)] = Shown(how: how, rows: rows)
                    records[blockIndex] = record
                }
            }
            if !records.isEmpty { documents += 1 }
            for key in records.keys.sorted() {
                output.append(try encoder.encode(records[key]!))
                output.append(0x0A)
                formulas += 1
            }
        }
        FileHandle.standardOutput.write(output)
        FileHandle.standardError.write(Data("terminal-math: \(formulas) display formulas in \(documents) documents\n".utf8))
    }

    private struct Record: Encodable {
        let file: String
        let index: Int
        let tex: String
        var shown: [String: Shown]
        let drawing: Drawn?
    }

    private struct Shown: Encodable {
        let how: String
        let rows: [String]
    }

    /// The drawing at the widest width, unbroken where that fits: its rows and where each
    /// character of the formula is, as `[text, row, column]`.
    private struct Drawn: Encodable {
        let rows: [String]
        let symbols: [[Symbol]]

        init(_ drawing: MathDrawing) {
            rows = drawing.rows
            symbols = drawing.symbols.map { [.text($0.text), .number($0.row), .number($0.column)] }
        }

        enum Symbol: Encodable {
            case text(String)
            case number(Int)

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .text(let text): try container.encode(text)
                case .number(let number): try container.encode(number)
                }
            }
        }
    }
}
