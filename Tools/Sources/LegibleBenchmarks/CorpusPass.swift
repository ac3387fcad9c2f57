import LegibleMarkdown

/// Parses every corpus file and writes its HTML, once, and nothing else: the run to profile.
/// Under valgrind's callgrind, whose instruction counts repeat from run to run on a busy
/// machine where timings do not, count only this pass:
///
///     valgrind --tool=callgrind --toggle-collect='*CorpusPass*work*' \
///         .build/release/LegibleBenchmarks corpus-pass [--gfm] [--parse-only] [--reference cmark|md4c] [--digest]
///
/// `--reference` runs the reference (cmark or cmark-gfm, or md4c in the same dialect) instead.
/// `--digest` also prints a digest of our HTML of every file, which a change made for speed
/// must leave as it was.
enum CorpusPass {
    static func run(_ arguments: [String]) throws {
        let gitHub = arguments.contains("--gfm")
        let parseOnly = arguments.contains("--parse-only")
        let corpus = try Corpus.load()
        let work: ([UInt8]) -> Int
        switch arguments.firstIndex(of: "--reference").map({ arguments.dropFirst($0 + 1).first ?? "" }) {
        case nil:
            let options: ParseOptions = gitHub ? .gitHub : .commonMark
            work = parseOnly
                ? { MarkdownDocument(parsing: $0, options: options).root.lastChild?.sourceOffsets.upperBound ?? 0 }
                : { MarkdownDocument(parsing: $0, options: options).html(options: gitHub ? .gitHub : []).utf8.count }
        case "cmark":
            let reference = gitHub ? try ReferenceParsers.cmarkGFM() : try ReferenceParsers.cmark()
            work = parseOnly ? reference.parse : reference.render
        case "md4c":
            let reference = try ReferenceParsers.md4c(gitHub ? .gitHub : .commonMark)
            work = parseOnly ? reference.parse : reference.render
        case let other:
            throw BenchmarkError("unknown reference \(other ?? ""); use cmark or md4c")
        }
        let checksum = self.work(corpus, work)
        print("corpus pass: \(corpus.files.count) files, \(corpus.totalBytes) bytes, checksum \(checksum)")
        if arguments.contains("--digest") {
            // A digest of all the HTML, to check that a change to the code changed no output.
            let htmlOptions: HTMLOptions = gitHub ? .gitHub : []
            var digest: UInt64 = 0xCBF2_9CE4_8422_2325
            for file in corpus.files {
                for byte in MarkdownDocument(parsing: file.bytes, options: gitHub ? .gitHub : .commonMark).html(options: htmlOptions).utf8 {
                    digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
                }
            }
            print("HTML digest (FNV-1a): \(String(digest, radix: 16))")
        }
    }

    /// The measured work, kept out of line so a profiler can find it by name.
    @inline(never)
    static func work(_ corpus: Corpus, _ body: ([UInt8]) -> Int) -> Int {
        var checksum = 0
        for file in corpus.files { checksum &+= body(file.bytes) }
        return checksum
    }
}
