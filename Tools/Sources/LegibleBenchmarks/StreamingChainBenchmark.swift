import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// What one append of a streamed answer costs through the whole chain a front end runs, as
/// the terminal viewer runs it: the reading model's update (with its announcements), the styled
/// document's change and the cell layout of the changed blocks (`CellLayout.apply`), and the
/// plan a view applies (``LayoutInvalidation``) with the frame to draw again. Answers of 10 KB, 100 KB and
/// 1 MB (corpus text) arrive in 16-byte chunks, as tokens do; each stage is timed, and the
/// reference in the same run is a full rebuild of the final text (parse, model, styled
/// document, layout), which is what a front end without updates pays per append.
///
/// Target: the append does not grow with the answer (the 1 MB median within twice the 10 KB
/// median). Missing it exits with 1.
enum StreamingChainBenchmark {
    static let sizes = [10_000, 100_000, 1_000_000]
    static let chunkSize = 16
    static let options = CellLayoutOptions(width: 80)

    /// The time of each stage of each append, in seconds.
    struct Times {
        var model: [Double] = []
        var layout: [Double] = []
        var plan: [Double] = []
        var total: [Double] { zip(zip(model, layout), plan).map { $0.0 + $0.1 + $1 } }
    }

    static func run(_ arguments: [String]) throws {
        let corpus = try Corpus.load()
        print("one append through the chain (\(chunkSize)-byte chunks, layout \(options.width) cells); times in microseconds")
        print("size    full rebuild | chain median     p99     max | model median  styled+layout  plan+redraw | full/median")
        var medians: [Int: Double] = [:]
        for size in sizes {
            let text = StreamingBenchmark.document(of: size, from: corpus)
            let full = Stopwatch.fastest(of: 3) {
                let model = ReadingModel(document: MarkdownDocument(parsing: text, options: .gitHub))
                _ = CellLayout(document: StyledDocument(model: model), options: options)
            }
            let times = stream(text)
            let total = times.total
            let median = StreamingBenchmark.percentile(total, 0.5)
            medians[size] = median
            print(String(format: "%-7@ %12.0f | %12.1f %7.1f %7.0f | %12.1f %14.1f %12.1f | %10.0f×",
                         StreamingBenchmark.label(size) as NSString, full * 1e6, median * 1e6,
                         StreamingBenchmark.percentile(total, 0.99) * 1e6, (total.max() ?? 0) * 1e6,
                         StreamingBenchmark.percentile(times.model, 0.5) * 1e6, StreamingBenchmark.percentile(times.layout, 0.5) * 1e6,
                         StreamingBenchmark.percentile(times.plan, 0.5) * 1e6, full / median))
        }
        let growth = (medians[1_000_000] ?? 0) / (medians[10_000] ?? 1)
        print(String(format: "the 1 MB median append is %.2f× the 10 KB one (target ≤ 2×)", growth))
        if growth > 2 { throw BenchmarkError("the streaming chain's append grows with the answer") }
    }

    /// Streams `text` through the chain, timing each stage of each append.
    static func stream(_ text: [UInt8]) -> Times {
        let answer = StreamingAnswer()
        // The layout owns the styled document, as the terminal viewer's does: a second owner
        // would make each change copy the whole document.
        var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))),
                                options: options)
        var times = Times()
        var clock = Duration.zero
        var start = 0
        var drawn = 0.0
        func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
        while start < text.count {
            let end = min(text.count, start + chunkSize)
            let t0 = now()
            let update = answer.append(text[start..<end], at: clock).update
            let t1 = now()
            let change = layout.apply(update)
            let t2 = now()
            let plan = LayoutInvalidation(change: change, update: update, document: layout.document)
            drawn += plan.redrawFrame(in: layout)?.height ?? 0
            let t3 = now()
            times.model.append(t1 - t0)
            times.layout.append(t2 - t1)
            times.plan.append(t3 - t2)
            clock += .milliseconds(20)
            start = end
        }
        // The rows drawn again are used, so that nothing above is optimised away.
        if drawn < 0 { print(drawn) }
        return times
    }
}
