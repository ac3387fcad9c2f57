import LegibleHighlight
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// Every fenced code block of the corpus in a language Legible highlights, streamed as a model
/// streams an answer, ends with exactly the runs of highlighting it whole; and runs are in
/// order, inside the code, and never hold a line break. A debug build streams every 8th block
/// (about 2 minutes for all of them there); a release build (the `--filter Streaming` step of
/// CI, about 10 seconds) streams all of them.
@Suite("Corpus: streamed code blocks")
struct CorpusStreamingHighlightTests {
    @Test("every corpus code block, streamed in 5-byte chunks, ends as highlighted whole; every 64th block is compared after every append",
          .needsSharedData(SharedData.corpusManifest))
    func corpus() throws {
        let blocks = try CorpusCodeBlocks.load()
        let documents = Set(blocks.map(\.file)).count
        #if DEBUG
        let stride = 8
        #else
        let stride = 1
        #endif
        let highlighted = blocks.compactMap { block in
            block.language.flatMap { CodeLanguage(named: $0) }.flatMap { $0.isHighlighted ? (block: block, language: $0) : nil }
        }
        var checked = 0
        for (position, (block, language)) in highlighted.enumerated() where position % stride == 0 {
            let whole = CodeHighlighter(language: language).runs(in: block.code)
            let stream = StreamingCodeHighlighter(language: language)
            var text = ""
            for chunk in chunks(of: block.code, size: 5) {
                let kept = stream.runs.count
                let update = stream.append(chunk)
                #expect(update.firstChangedRun <= kept)
                if position % 64 == 0 {
                    text += chunk
                    #expect(Array(stream.runs) == CodeHighlighter(language: language).runs(in: text), "\(block.file) #\(block.index)")
                }
            }
            #expect(Array(stream.runs) == whole, "\(block.file) #\(block.index) (\(language.name))")
            let bytes = Array(block.code.utf8)
            var previousEnd = 0
            for run in whole {
                #expect(run.utf8Range.lowerBound >= previousEnd && run.utf8Range.upperBound <= bytes.count && !run.utf8Range.isEmpty)
                #expect(!bytes[run.utf8Range].contains(0x0A))
                previousEnd = run.utf8Range.upperBound
            }
            checked += 1
        }
        print("corpus documents with code blocks: \(documents); code blocks in highlighted languages: \(highlighted.count), streamed: \(checked)")
        #expect(highlighted.count > 8_000)
        #expect(checked == (highlighted.count + stride - 1) / stride)
    }
}
