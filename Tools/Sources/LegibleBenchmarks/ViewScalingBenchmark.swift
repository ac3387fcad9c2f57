import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// What `legible view` does with a document before writing it, timed at n and 10·n in fresh
/// processes (``ScalingCheck``): parse, reading model, styled document, cell layout at 80 cells
/// as for a pipe (code wrapped, links numbered, styles marked), and every row painted. A table
/// took 9.5 s for 10 columns × 5,000 rows, since painting walked a table's cells from the first
/// for every line.
enum ViewScalingBenchmark {
    struct Input: Sendable {
        let name: String
        let size: Int
        let markdown: @Sendable (Int) -> String
    }

    static let inputs: [Input] = [
        Input(name: "a table of 10 columns and n rows", size: 500) { rows in
            "| " + (0..<10).map { "h\($0)" }.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: 10) + "\n"
                + (0..<rows).map { row in "| " + (0..<10).map { "r\(row)c\($0) word" }.joined(separator: " | ") + " |\n" }.joined()
        },
        Input(name: "n paragraphs with a link, emphasis and code", size: 1_000) { count in
            String(repeating: "Some *text* with [a link](https://example.com/x) and `code`, ~~struck~~.\n\n", count: count)
        },
        Input(name: "a code block of n long lines", size: 1_000) { count in
            "```swift\n" + String(repeating: "let value = compute(first: 1, second: 2, third: 3) + other(first: 4, second: 5) // a comment\n", count: count) + "```\n"
        },
    ]

    static func run(_ arguments: [String]) throws {
        print("legible view's layout and painting: time(10n)/time(n), limit \(ScalingBenchmark.limit)")
        try ScalingCheck.check(inputs.map { ($0.name, $0.size) }) { index, size in
            ["view-pathological-probe", String(index), String(size)]
        }
    }

    /// The child's side: prints the processor time of one view of the input, in seconds.
    static func probe(_ arguments: [String]) throws {
        guard arguments.count >= 2, let index = Int(arguments[0]), let size = Int(arguments[1]), inputs.indices.contains(index) else {
            throw BenchmarkError("usage: view-pathological-probe CASE SIZE")
        }
        let bytes = Array(inputs[index].markdown(size).utf8)
        let options = CellLayoutOptions(width: 80, codeOverflow: .wrap, linkReferences: true, textMarks: true)
        var cells = 0
        let seconds = Stopwatch.fastestProcessorTime(of: 1) {
            let model = ReadingModel(document: MarkdownDocument(parsing: bytes, options: .gitHub))
            let layout = CellLayout(document: StyledDocument(model: model), options: options)
            cells = layout.paint(rows: 0..<Int(layout.size.height)).reduce(0) { $0 + $1.count }
        }
        print(cells >= 0 ? "\(seconds)" : "0")
    }
}
