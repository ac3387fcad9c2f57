import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// Lays out every corpus document at 80 cells and a 1 MB document made of corpus text, and
/// reports the time to build the styled document and the cell layout next to the time to
/// parse the same text in the same run, then the cost of a streamed append
/// (``StreamedLayoutBenchmark``). `layout N megabyte` lays out only the 1 MB document
/// (for profiling under callgrind).
enum LayoutBenchmark {
    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 3
        let corpus = try Corpus.load()
        let options = CellLayoutOptions(width: 80)
        if !arguments.contains("megabyte") { try layOutCorpus(corpus, repetitions: repetitions, options: options) }
        layOutMegabyte(corpus, repetitions: repetitions, options: options)
        if !arguments.contains("megabyte") { StreamedLayoutBenchmark.run(corpus, options: options) }
    }

    static func layOutCorpus(_ corpus: Corpus, repetitions: Int, options: CellLayoutOptions) throws {
        let bytes = corpus.totalBytes
        var documents: [MarkdownDocument] = []
        let parse = Stopwatch.fastest(of: repetitions) {
            documents = corpus.files.map { MarkdownDocument(parsing: $0.bytes, options: .gitHub) }
        }
        let models = documents.map { ReadingModel(document: $0) }
        var styled: [StyledDocument] = []
        let style = Stopwatch.fastest(of: repetitions) { styled = models.map { StyledDocument(model: $0) } }
        var lines = 0
        let layout = Stopwatch.fastest(of: repetitions) {
            lines = styled.reduce(0) { $0 + CellLayout(document: $1, options: options).lineCount }
        }
        print("layout of \(corpus.files.count) corpus files (\(bytes) bytes) at 80 cells, fastest of \(repetitions) runs")
        print(String(format: "  parse (GitHub preset):    %.3f s  %@", parse, Stopwatch.megabytesPerSecond(bytes, parse) as NSString))
        print(String(format: "  styled document:          %.3f s  %@  (%.2fx the parse time)", style,
                     Stopwatch.megabytesPerSecond(bytes, style) as NSString, style / parse))
        print(String(format: "  cell layout:              %.3f s  %@  (%.2fx the parse time, %d lines)", layout,
                     Stopwatch.megabytesPerSecond(bytes, layout) as NSString, layout / parse, lines))
    }

    static func layOutMegabyte(_ corpus: Corpus, repetitions: Int, options: CellLayoutOptions) {
        let megabyte = StreamingBenchmark.document(of: 1_000_000, from: corpus)
        let model = ReadingModel(document: MarkdownDocument(parsing: megabyte, options: .gitHub))
        let document = StyledDocument(model: model)
        let parseOne = Stopwatch.fastest(of: repetitions) { _ = MarkdownDocument(parsing: megabyte, options: .gitHub) }
        let layoutOne = Stopwatch.fastest(of: repetitions) { _ = CellLayout(document: document, options: options) }
        print(String(format: "  1 MB document: parse %.3f s, cell layout %.3f s  %@  (%.2fx the parse time)", parseOne, layoutOne,
                     Stopwatch.megabytesPerSecond(megabyte.count, layoutOne) as NSString, layoutOne / parseOne))
    }
}
