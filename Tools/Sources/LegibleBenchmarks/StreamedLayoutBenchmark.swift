import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// Streams a 10 KB and a 1 MB answer (corpus text) in 256-byte chunks into a cell layout and
/// times only what rendering pays per append: applying the reading model's update to the styled
/// document and laying out the changed blocks again. The reference, in the same run, is a fresh
/// styled document and layout of the whole final text, which is what a view without updates
/// pays per append. The append cost should follow the chunk, not the answer: the 1 MB median
/// close to the 10 KB one, and the same 10 KB of appends as cheap after 1 MB of text as alone.
enum StreamedLayoutBenchmark {
    static let sizes = [10_000, 1_000_000]
    static let chunkSize = 256

    static func run(_ corpus: Corpus, options: CellLayoutOptions) {
        print("layout after a streamed append (\(chunkSize)-byte chunks); times in microseconds")
        print("size                   full rebuild | apply median     p99     max  full/median")
        var medians: [String: Double] = [:]
        let small = StreamingBenchmark.document(of: sizes[0], from: corpus)
        let large = StreamingBenchmark.document(of: sizes[1], from: corpus)
        // The third row streams the 10 KB answer again after the whole 1 MB one (given at once,
        // not timed): the same appends, 100 times the text before them.
        for (label, prefix, streamed) in [("10 KB", [], small), ("1 MB", [], large), ("10 KB after 1 MB", large + Array("\n\n".utf8), small)] {
            let times = applyTimes(prefix: prefix, streamed: streamed, options: options)
            let model = ReadingModel(document: MarkdownDocument(parsing: prefix + streamed, options: .gitHub))
            let full = Stopwatch.fastest(of: 3) { _ = CellLayout(document: StyledDocument(model: model), options: options) }
            let median = StreamingBenchmark.percentile(times, 0.5)
            medians[label] = median
            print(String(format: "%@ %13.0f | %12.1f %7.1f %7.0f %11.0f×", label.padding(toLength: 21, withPad: " ", startingAt: 0) as NSString, full * 1e6,
                         median * 1e6, StreamingBenchmark.percentile(times, 0.99) * 1e6, (times.max() ?? 0) * 1e6, full / median))
        }
        print(String(format: "the same 10 KB of appends cost %.2f× as much after 1 MB of text (median)",
                     (medians["10 KB after 1 MB"] ?? 0) / (medians["10 KB"] ?? 1)))
    }

    /// The time of applying each append's update to a cell layout, streaming `streamed` after
    /// `prefix` (appended at once, not timed), in seconds.
    static func applyTimes(prefix: [UInt8], streamed: [UInt8], options: CellLayoutOptions) -> [Double] {
        let answer = StreamingAnswer()
        var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))),
                                options: options)
        if !prefix.isEmpty { layout.apply(answer.append(prefix, at: .zero).update) }
        var times: [Double] = []
        var start = 0
        while start < streamed.count {
            let end = min(streamed.count, start + chunkSize)
            let update = answer.append(streamed[start..<end], at: .zero).update
            times.append(Stopwatch.fastest(of: 1) { layout.apply(update) })
            start = end
        }
        return times
    }
}
