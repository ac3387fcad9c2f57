import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import LegibleTestTraits
import LegibleViewSupport
import Testing

/// Every corpus document streamed as a view streams an answer: random chunks into a view's
/// content (reading model, styled document, the plan of what to lay out again), and a cell
/// layout that lays out only what each plan names. At the end, the styled document (its runs),
/// the lines, the rows and every element's frame must be byte-identical to a fresh build of
/// the whole text. CI's release run of the streaming suites (`--filter Streaming`) streams every
/// other document (every one took 1 to 2.5 minutes there, serially on the main actor); a debug
/// build streams every 128th, so that `swift test` stays quick.
@MainActor
@Suite("Corpus: streamed through a view's chain")
struct CorpusStreamingChainTests {
    static let width = 80
    /// Chunks of 1 to 64 bytes: from a token to a burst of them.
    static let largestChunk: UInt64 = 64

    @Test("every corpus document, streamed in random chunks through a view's content and cell layout, ends as a fresh build",
          .needsSharedData(SharedData.corpusManifest))
    func corpus() throws {
        let files = try SharedData.corpus()
        #if DEBUG
        let stride = 128
        #else
        let stride = 2
        #endif
        var checked = 0
        for (index, file) in files.enumerated() where index % stride == 0 {
            let bytes = [UInt8](try Data(contentsOf: file))
            let problem = Self.problem(streaming: bytes, seed: UInt64(index))
            #expect(problem == nil, "\(file.pathComponents.suffix(3).joined(separator: "/")) seed \(index): \(problem ?? "")")
            checked += 1
        }
        #expect(checked == (try SharedData.corpusCount() + stride - 1) / stride)
        print("corpus documents streamed through a view's chain: \(checked) (one in \(stride))")
    }

    @Test("a code block that grows while a block after it changes moves the blocks between them",
          .needsSharedData(SharedData.corpusManifest))
    func growthBeforeAChange() throws {
        // Found by the release sweep: an update grew a code block and changed an element further
        // on; the paragraph between them was left where it had been.
        let files = try SharedData.corpus()
        let file = try #require(files.first { $0.path.hasSuffix("docs/math/boolean-algebra.md") })
        #expect(Self.problem(streaming: [UInt8](try Data(contentsOf: file)), seed: 2072) == nil)
    }

    @Test("a document with every kind of block, streamed through the chain, ends as a fresh build", arguments: 0..<8)
    func everyKindOfBlock(seed: UInt64) {
        #expect(Self.problem(streaming: Array(StreamingStyledDocumentTests.answer.utf8), seed: seed) == nil)
    }

    /// Streams `bytes` in random chunks (from `seed`) through a view's content and a cell
    /// layout that follows its plans; the first difference from a fresh build at the end.
    static func problem(streaming bytes: [UInt8], seed: UInt64) -> String? {
        var random = SeededRandom(seed: seed)
        let clock = AnnouncementClock(now: { .zero }, wake: { _, _ in })
        let content = MarkdownContent(options: .gitHub, phrases: .english)
        var layout = CellLayout(document: content.styledDocument, options: CellLayoutOptions(width: width))
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + 1 + Int(random.next() % largestChunk))
            _ = content.append(bytes[position..<end], policy: .standard, clock: clock) { _ in }
            layout.apply(content.invalidation, to: content.styledDocument)
            position = end
        }
        _ = content.finish()
        layout.apply(content.invalidation, to: content.styledDocument)
        let fresh = ReadingModel(document: MarkdownDocument(parsing: bytes, options: .gitHub), phrases: .english)
        if content.readingModel.elements.map(\.id) != fresh.elements.map(\.id) { return "the reading model's elements differ" }
        return StyledReplay.freshProblem(layout, fresh, options: CellLayoutOptions(width: width))
    }
}
