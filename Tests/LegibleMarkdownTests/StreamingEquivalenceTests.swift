import Foundation
import LegibleMarkdown
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// After every append, a streamed document's tree is exactly the tree of a full parse of the
/// text so far; at the end its HTML is the full parse's HTML.
@Suite("Streaming: equivalence with a full parse")
struct StreamingEquivalenceTests {
    /// Streams `bytes` in chunks of 1 to 16 bytes chosen by `seed`, checking after each append
    /// (or only every `checkEvery` appends) and at the end. Returns the first problem.
    static func stream(_ bytes: [UInt8], seed: UInt64, checkEvery: Int = 1, options: ParseOptions = .gitHub) -> String? {
        var random = SeededRandom(seed: seed)
        let stream = StreamingMarkdownDocument(options: options)
        var position = 0
        var appends = 0
        while position < bytes.count {
            let end = min(bytes.count, position + Int(random.next() % 16) + 1)
            stream.append(bytes[position..<end])
            position = end
            appends += 1
            if appends % checkEvery == 0, let problem = StreamingComparison.difference(stream, bytes[..<(end - stream.pendingByteCount)]) {
                return "after \(end) bytes: \(problem)"
            }
        }
        stream.finish()
        if let problem = StreamingComparison.difference(stream, bytes[...]) { return "at the end: \(problem)" }
        let expected = MarkdownDocument(parsing: bytes, options: options).html()
        if let problem = firstDifference(stream.snapshot().html(), expected) { return "HTML: \(problem)" }
        return nil
    }

    @Test("the cases where later text changes earlier output", arguments: [
        "[foo]\n\n[foo]: /url\n",
        "Title\n===\n\nnext",
        "- a\n- b\n\n- c\n\nafter",
        "> quote\nlazy line\n\npara",
        "```swift\nlet x = 1\n\nstill code\n```\nafter",
        "$$\nx^2\n\ny\n$$\nafter",
        "text[^n] more\n\n[^n]: the note\n",
        "[a]: /first\n\n[a]\n\n[a]: /second\n",
        "| a | b |\n| - | - |\n| 1 | 2 |\n\nafter",
        "para\n\n[x]: /u 'title\n\n'",
        "# H\ntext\n\n    code\n\n* * *\n",
        "<div>\n*x*\n\n</div>\n",
        "a\r\nb\r\n\r\nc\rd\n",
        "\u{FEFF}# BOM first\n\nÜmlauts 🍰 and 中文\n",
        "[a b]\n\n[a b]: /p(x)\n\nnext\n",
        "x[^n]\n\n[^n]: y\n\nz\n",
    ])
    func tricky(_ markdown: String) {
        let bytes = Array(markdown.utf8)
        for seed in 1...40 {
            #expect(Self.stream(bytes, seed: UInt64(seed)) == nil)
        }
        // One byte at a time, every cut.
        #expect(Self.streamOneByteAtATime(bytes) == nil)
    }

    @Test("a definition completed by the append that also finishes it applies to earlier uses")
    func definitionCompletedAsItFinishes() {
        // The second changes a definition the tail already had: the earlier use must follow.
        for (first, second) in [("[foo]\n\n[foo]: /u(", ")\n\nnext"), ("[a]\n\n[a]: /x", "yz\n\nnext"), ("x[^n]\n\n[^n", "]: y\n\nz")] {
            let stream = StreamingMarkdownDocument(options: .gitHub)
            stream.append(first)
            stream.append(second)
            #expect(StreamingComparison.difference(stream, Array((first + second).utf8)[...]) == nil, "\(first + second)")
        }
    }

    @Test("a definition that arrives late takes from later references what references may add")
    func referenceExpansionAcrossSegments() {
        // Before `[a]` is defined, nine uses of `[b]` fit under the 100,000-byte allowance; once
        // it is, the early `[a]` takes a share and the ninth `[b]`, in a segment that never
        // looked `a` up, must turn back into text.
        let long = String(repeating: "x", count: 10_000)
        let markdown = "[b]: /\(long)\n\n[a]\n\n" + String(repeating: "[b]\n\n", count: 12) + "[a]: /\(long)\n"
        let links = { (html: String) in html.components(separatedBy: "<a href").count - 1 }
        #expect(links(MarkdownDocument(parsing: markdown).html()) == 9)
        #expect(links(MarkdownDocument(parsing: String(markdown.dropLast(10_007))).html()) == 9)
        for seed in 1...2 {
            #expect(Self.stream(Array(markdown.utf8), seed: UInt64(seed), checkEvery: 50) == nil)
        }
    }

    static func streamOneByteAtATime(_ bytes: [UInt8], options: ParseOptions = .gitHub) -> String? {
        let stream = StreamingMarkdownDocument(options: options)
        for end in 1...bytes.count {
            stream.append(bytes[(end - 1)..<end])
            if let problem = StreamingComparison.difference(stream, bytes[..<(end - stream.pendingByteCount)]) { return "after \(end) bytes: \(problem)" }
        }
        return nil
    }

    @Test("invalid UTF-8 and NUL cut across appends repair as in a full parse")
    func invalidBytes() {
        let bytes: [UInt8] = Array("a".utf8) + [0xE2, 0x82] + Array("b\u{0}c".utf8) + [0xF0, 0x9F] + [0xFF] + Array(" d".utf8) + [0xE2]
        for seed in 1...40 {
            let stream = StreamingMarkdownDocument(options: .gitHub)
            var random = SeededRandom(seed: UInt64(seed))
            var position = 0
            while position < bytes.count {
                let end = min(bytes.count, position + Int(random.next() % 3) + 1)
                stream.append(bytes[position..<end])
                position = end
            }
            stream.finish()
            #expect(stream.snapshot().html() == MarkdownDocument(parsing: bytes, options: .gitHub).html())
        }
    }

    @Test("admonitions in the documents preset: a marker typed bit by bit, bodies, nesting", arguments: [
        "!!! note \"Title\"\n    body\n\n    more\n\nafter\n",
        "???+ tip\n\t$$\n\tx\n\t$$\n\n    ??? note\n        inner\n\nout\n",
        "text\n!!! note\n    not a block\n\n!!! warning \"\"\n    - a\n\n    - b\n",
    ])
    func admonitions(_ markdown: String) {
        let bytes = Array(markdown.utf8)
        for seed in 1...20 {
            #expect(Self.stream(bytes, seed: UInt64(seed), options: .documents) == nil)
        }
        #expect(Self.streamOneByteAtATime(bytes, options: .documents) == nil)
    }

    /// OI-wiki's documents put half their display math in admonitions; streamed in the
    /// documents preset, 64 checks each, evenly spread.
    @Test("OI-wiki's documents in the documents preset", .needsSharedData(SharedData.corpusManifest))
    func corpusOIWiki() throws {
        let files = try SharedData.corpus().filter { $0.path.contains("/oi-wiki") }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let problem = Self.stream(bytes, seed: 1, checkEvery: max(1, bytes.count * 2 / 17 / 64), options: .documents)
            #expect(problem == nil, "\(file.lastPathComponent): \(problem ?? "")")
        }
    }

    /// The corpus split in eight, so the parts run in parallel.
    static let partitions = Array(0..<8)

    /// Every corpus document, streamed with several seeds. Checking costs a full parse of the
    /// text so far, so checking every append is quadratic in a document's length: over 100 GB
    /// of parsing for the corpus, half of it for its largest file. A release build (CI runs this
    /// test with `swift test -c release`) spreads 1,024 checks evenly over each document's appends
    /// (every append of every document up to about 9 KB; 4,096 checks, every append up to 35 KB,
    /// took about 10 of CI's minutes, which must stay within an hour; by bytes parsed, checking
    /// every append of the 94 documents over 35 KB cost three times as much as all the rest). CI's time for more seeds goes to fuzzing the stream at cuts the fuzzer chooses and
    /// to the sanitizers (a second seed with 1,024 checks cost a quarter of this test). A debug
    /// build, ten times slower, streams every eighth document with that budget cut to 128
    /// checks, so that `swift test` stays quick.
    @Test("every corpus document, streamed in random chunks", .needsSharedData(SharedData.corpusManifest), arguments: partitions)
    func corpus(partition: Int) throws {
        let files = try SharedData.corpus()
        #if DEBUG
        let seeds: [(seed: UInt64, checks: Int)] = [(1, 128)]
        let documentStride = 8
        #else
        let seeds: [(seed: UInt64, checks: Int)] = [(1, 1_024)]
        let documentStride = 1
        #endif
        var checked = 0
        for (index, file) in files.enumerated()
        where index % Self.partitions.count == partition && (index / Self.partitions.count) % documentStride == 0 {
            let bytes = [UInt8](try Data(contentsOf: file))
            for (seed, checks) in seeds {
                // Chunks average 8.5 bytes.
                let appends = bytes.count * 2 / 17
                let problem = Self.stream(bytes, seed: seed, checkEvery: max(1, appends / checks))
                #expect(problem == nil, "\(file.pathComponents.suffix(3).joined(separator: "/")) seed \(seed): \(problem ?? "")")
            }
            checked += 1
        }
        let count = try SharedData.corpusCount()
        #expect(checked == (0..<count).filter { $0 % Self.partitions.count == partition && ($0 / Self.partitions.count) % documentStride == 0 }.count)
    }
}
