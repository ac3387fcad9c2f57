import Foundation
import LegibleAccessibility
import LegibleMarkdown

/// Streams documents of 10 KB, 100 KB and 1 MB, built from corpus text, in 4-byte chunks and
/// reports the median and 99th-percentile cost of one append next to the cost of parsing the
/// whole text once (ours, and cmark-gfm's parse and render, which is what a viewer that parses
/// again on every token pays). A second pass, up to 100 KB, times what an app does per token:
/// append, take a snapshot and update the reading model.
///
/// Targets: at 100 KB an append costs at most a fiftieth of a full parse, and the append cost
/// does not grow with the document (the 1 MB median within twice the 10 KB median). Missing
/// either exits with 1.
enum StreamingBenchmark {
    static let sizes = [10_000, 100_000, 1_000_000]
    static let chunkSize = 4
    /// The largest document whose appends are also timed with the reading model: the 1 MB row
    /// would spend CI time on 250,000 more updates, and `streaming-chain` times the model's
    /// update at 1 MB already.
    static let modelSizeLimit = 100_000

    static func run(_ arguments: [String]) throws {
        let corpus = try Corpus.load()
        let cmarkGFM = try ReferenceParsers.cmarkGFM().render
        print("streaming in \(chunkSize)-byte chunks (GitHub preset); times per append in microseconds")
        print("size     full parse  cmark-gfm | append median    p99     max  full/median  cmark-gfm/median  stream MB/s"
              + " | +model median    p99")
        var medians: [Int: Double] = [:]
        var ratios: [Int: Double] = [:]
        for size in sizes {
            let text = document(of: size, from: corpus)
            let full = Stopwatch.fastest(of: 5) { _ = MarkdownDocument(parsing: text, options: .gitHub) }
            let reference = Stopwatch.fastest(of: 5) { _ = cmarkGFM(text) }
            let appends = timeAppends(text) { stream, chunk in stream.append(chunk) }
            let model = StreamingReadingModel()
            let withModel = size > modelSizeLimit ? [] : timeAppends(text) { stream, chunk in
                stream.append(chunk)
                _ = model.update(to: stream.snapshot())
            }
            let median = percentile(appends, 0.5)
            medians[size] = median
            ratios[size] = full / median
            let throughput = Double(text.count) / appends.reduce(0, +) / 1e6
            let modelColumns = withModel.isEmpty ? "  (not timed)"
                : String(format: "%13.1f %6.1f", percentile(withModel, 0.5) * 1e6, percentile(withModel, 0.99) * 1e6)
            print(String(format: "%-7@ %11.0f %10.0f | %13.1f %6.1f %7.0f %11.0f× %16.0f× %12.1f | %@",
                         label(size) as NSString, full * 1e6, reference * 1e6, median * 1e6, percentile(appends, 0.99) * 1e6,
                         (appends.max() ?? 0) * 1e6, full / median, reference / median, throughput,
                         modelColumns as NSString))
        }
        let cheaper = ratios[100_000] ?? 0
        let growth = (medians[1_000_000] ?? 0) / (medians[10_000] ?? 1)
        print(String(format: "at 100 KB an append is %.0f× cheaper than a full parse (target ≥ 50×)", cheaper))
        print(String(format: "the 1 MB median append is %.2f× the 10 KB one (target ≤ 2×)", growth))
        if cheaper < 50 || growth > 2 {
            throw BenchmarkError("a streaming target was missed")
        }
    }

    /// Corpus files joined by blank lines, cut at the end of the line that reaches `size`
    /// bytes. The files are taken from each of the corpus's collections in turn (a book
    /// chapter, an RFC, a page of math, a man page, …), and only files of up to 32 KB, the
    /// length of a long answer: the corpus's few giant files (a spec, a 400 KB list of links)
    /// would otherwise stand for all text.
    static func document(of size: Int, from corpus: Corpus) -> [UInt8] {
        var collections: [String: [Corpus.File]] = [:]
        for file in corpus.files where file.bytes.count <= 32_768 {
            let relative = file.path.components(separatedBy: "/data/corpus/").last ?? file.path
            collections[String(relative.prefix { $0 != "/" }), default: []].append(file)
        }
        let queues = collections.keys.sorted().map { collections[$0] ?? [] }
        var text: [UInt8] = []
        var round = 0
        while text.count < size && queues.contains(where: { round < $0.count }) {
            for queue in queues where round < queue.count && text.count < size {
                text += queue[round].bytes
                text += Array("\n\n".utf8)
            }
            round += 1
        }
        let lineEnd = text[min(size, text.count)...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        return Array(text[..<min(text.count, lineEnd + 1)])
    }

    /// The time of every chunk's `work`, in seconds, streaming `text` into a new document.
    static func timeAppends(_ text: [UInt8], _ work: (StreamingMarkdownDocument, ArraySlice<UInt8>) -> Void) -> [Double] {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        var times: [Double] = []
        times.reserveCapacity(text.count / chunkSize + 1)
        var position = 0
        while position < text.count {
            let end = min(text.count, position + chunkSize)
            let start = DispatchTime.now().uptimeNanoseconds
            work(stream, text[position..<end])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            position = end
        }
        return times
    }

    static func percentile(_ times: [Double], _ fraction: Double) -> Double {
        let sorted = times.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func label(_ size: Int) -> String {
        size >= 1_000_000 ? "\(size / 1_000_000) MB" : "\(size / 1_000) KB"
    }
}
