import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// Every display formula of every corpus document, laid out at 80 cells in Unicode with drawing
/// characters as `legible view` lays it out in a terminal: its drawing, broken into lines to fit
/// where it is wider, is shown whole, or cut with a clip marker; no row passes the 80th cell; no
/// drawing keeps TeX markup. A debug build
/// checks every 8th document (the release run in CI checks them all).
@Suite("Corpus: display formulas drawn at 80 cells")
struct CorpusMathDrawingTests {
    #if DEBUG
    static let stride = 8
    #else
    static let stride = 1
    #endif

    static func cells(_ text: String) -> Int {
        text.reduce(0) { $0 + CellLayout.cells(of: $1) }
    }

    @Test("every drawing fits its width or is marked as clipped, and none keeps TeX", .needsSharedData(SharedData.corpusManifest))
    func corpus() throws {
        let files = try SharedData.corpus()
        var formulas = 0
        var drawn = 0
        var clipped = 0
        var withTeX: [String] = []
        var problems: [String] = []
        for (index, file) in files.enumerated() where index % Self.stride == 0 {
            let model = ReadingModel(document: MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub))
            let layout = CellLayout(document: StyledDocument(model: model),
                                    options: CellLayoutOptions(width: 80, codeOverflow: .clip, drawing: .boxDrawing, mathForm: .unicode))
            let blocks = layout.document.blocks
            for (blockIndex, block) in blocks.enumerated() {
                guard case .math(let math) = block.content else { continue }
                formulas += 1
                let name = "\(file.lastPathComponent): \(math.tex.prefix(60))"
                let top = layout.top(ofBlock: blockIndex)
                let bottom = blockIndex + 1 < blocks.count ? layout.top(ofBlock: blockIndex + 1) : Int(layout.size.height)
                let painted = layout.paint(rows: top..<bottom)
                let shown = layout.plainRows(top..<bottom)
                if let widest = painted.compactMap({ $0.last.map { $0.column + $0.width } }).max(), widest > 80 {
                    problems.append("\(name): a row reaches cell \(widest)")
                }
                let room = 80 - Int(layout.line(at: layout.firstLine(ofBlock: blockIndex)).frame.x)
                guard let drawing = math.drawing(fitting: room, cellWidth: Self.cells) else { continue }
                drawn += 1
                if CorpusMathSpans.containsTeX(drawing.rows.joined(separator: "\n")) { withTeX.append(name) }
                let marked = painted.contains { $0.contains { $0.style == .decoration(.clipMarker) } }
                let whole = drawing.rows.allSatisfy { row in row.isEmpty || shown.contains { $0.hasSuffix(row) } }
                if marked { clipped += 1 }
                if !whole && !marked { problems.append("\(name): cut without a marker") }
                if whole && marked { problems.append("\(name): marked as clipped but shown whole") }
            }
        }
        print("display formulas at 80 cells: \(formulas), \(drawn) drawn, \(clipped) clipped with a marker, \(withTeX.count) with TeX left")
        for name in withTeX.prefix(10) { print("TeX in drawing: \(name)") }
        #expect(formulas > 0)
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(5).joined(separator: "; "))")
        #expect(withTeX.isEmpty)
    }
}
