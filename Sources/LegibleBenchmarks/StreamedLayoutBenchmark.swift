import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// Streams a 10 KB and a 1 MB answer (corpus text) in 256-byte chunks into a cell layout and
/// times only what rendering pays per append: applying the reading model's update to the styled
/// document and laying out the changed blocks again. The reference, in the same run, is a fresh
/// styled document and layout of the whole final text, which is what a view without updates
/// pays per append. The append cost should follow the chunk, not the answer: the 1 MB median
/// close to the 10 KB one.
enum StreamedLayoutBenchmark {
    static let sizes = [10_000, 1_000_000]
    static let chunkSize = 256

    static func run(_ corpus: Corpus, options: CellLayoutOptions) {
        print("layout after a streamed append (\(chunkSize)-byte chunks); times in microseconds")
        print("size     full rebuild | apply median     p99     max  full/median")
        var medians: [Int: Double] = [:]
        for size in sizes {
            let text = StreamingBenchmark.document(of: size, from: corpus)
            let answer = StreamingAnswer()
            var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))),
                                    options: options)
            var times: [Double] = []
            var start = 0
            while start < text.count {
                let end = min(text.count, start + chunkSize)
                let update = answer.append(text[start..<end], at: .zero).update
                times.append(Stopwatch.fastest(of: 1) { layout.apply(update) })
                start = end
            }
            let model = ReadingModel(document: MarkdownDocument(parsing: text, options: .gitHub))
            let full = Stopwatch.fastest(of: 3) { _ = CellLayout(document: StyledDocument(model: model), options: options) }
            let median = StreamingBenchmark.percentile(times, 0.5)
            medians[size] = median
            print(String(format: "%-7@ %13.0f | %12.1f %7.1f %7.0f %11.0f×", StreamingBenchmark.label(size) as NSString, full * 1e6,
                         median * 1e6, StreamingBenchmark.percentile(times, 0.99) * 1e6, (times.max() ?? 0) * 1e6, full / median))
        }
        print(String(format: "the 1 MB median apply is %.2f× the 10 KB one", (medians[1_000_000] ?? 0) / (medians[10_000] ?? 1)))
    }
}
