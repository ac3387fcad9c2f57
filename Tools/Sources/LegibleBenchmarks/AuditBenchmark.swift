import Foundation
import LegibleAudit
import LegibleMarkdown
import LegibleTestSupport

/// Audits every corpus document with the default rules and reports the time next to the time
/// to parse them (GitHub preset) in the same run, and how many findings each rule made. Fails
/// when the audit of the corpus takes more than ``limitSeconds``.
///
/// `audit-sample SEED [COUNT]` instead prints COUNT findings picked at random with SEED, each
/// with its file, line and source line, for judging by hand.
enum AuditBenchmark {
    /// Issue 16's target was the whole corpus (17 MB) audited in under 2 s in release, met on
    /// the machine of its time; CI's 2-core machines differ (2.71 s on a slower one, the same
    /// code), so CI holds the audit to twice that, which still catches a regression of the
    /// work's order. The figure to follow is the time against the parse, printed beside it.
    static let limitSeconds = 4.0

    static func run(_ arguments: [String]) throws {
        let repetitions = Int(arguments.first ?? "") ?? 3
        let corpus = try Corpus.load()
        let bytes = corpus.totalBytes
        let auditor = Auditor()
        let parse = Stopwatch.fastest(of: repetitions) {
            for file in corpus.files { _ = MarkdownDocument(parsing: file.bytes, options: .gitHub) }
        }
        var findings: [[AuditFinding]] = []
        let audit = Stopwatch.fastest(of: repetitions) {
            findings = corpus.files.map { auditor.audit(markdown: $0.bytes) }
        }
        let processor = processorTime(of: repetitions) { for file in corpus.files { _ = auditor.audit(markdown: file.bytes) } }
        let parseProcessor = processorTime(of: repetitions) { for file in corpus.files { _ = MarkdownDocument(parsing: file.bytes, options: .gitHub) } }
        print("audit of \(corpus.files.count) corpus files (\(bytes) bytes), fastest of \(repetitions) runs")
        print(String(format: "  parse (GitHub preset):           %.3f s  %@  (processor time %.3f s)", parse,
                     Stopwatch.megabytesPerSecond(bytes, parse) as NSString, parseProcessor))
        print(String(format: "  audit (parse, model and rules):  %.3f s  %@  (%.2fx the parse time; processor time %.3f s, %.2fx)", audit,
                     Stopwatch.megabytesPerSecond(bytes, audit) as NSString, audit / parse, processor, processor / parseProcessor))
        var counts: [String: Int] = [:]
        for list in findings { for finding in list { counts[finding.ruleID, default: 0] += 1 } }
        print("  findings by rule (default configuration):")
        for rule in Auditor.rules {
            let state = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
            print("    \(String(counts[rule.id] ?? 0).leftPadded(5))  \(rule.id) (\(state))")
        }
        print("    \(String(findings.reduce(0) { $0 + $1.count }).leftPadded(5))  in all")
        if arguments.contains("--per-rule") {
            // Each rule alone, over the same parsed corpus minus the cost of no rule at all.
            let documents = corpus.files.map { $0.bytes }
            func time(_ configuration: AuditConfiguration) -> Double {
                let auditor = Auditor(configuration: configuration)
                return processorTime(of: repetitions) { for bytes in documents { _ = auditor.audit(markdown: bytes) } }
            }
            let allOff = Dictionary(uniqueKeysWithValues: Auditor.rules.map { ($0.id, AuditConfiguration.RuleSettings(isEnabled: false)) })
            let base = time(AuditConfiguration(rules: allOff))
            print(String(format: "  processor time, no rule (parse and model): %.3f s; each rule alone adds:", base))
            for rule in Auditor.rules {
                var rules = allOff
                rules[rule.id] = .init(isEnabled: true)
                print(String(format: "    %+.3f s  %@", time(AuditConfiguration(rules: rules)) - base, rule.id))
            }
        }
        // Processor time is the figure held to the limit: other builds and tests on a busy
        // machine stretch wall-clock time several times over, but not the work done.
        guard processor > limitSeconds else { return }
        // Caches shared with other work can still slow a run: measure again before failing.
        let again = processorTime(of: 2 * repetitions) { for file in corpus.files { _ = auditor.audit(markdown: file.bytes) } }
        print(String(format: "  over the limit; measured again: processor time %.3f s", again))
        if again > limitSeconds {
            throw BenchmarkError(String(format: "the audit took %.2f s of processor time, more than the %.1f s limit", again, limitSeconds))
        }
    }

    /// The least processor time this thread spent over `repetitions` runs of `work`, in seconds.
    static func processorTime(of repetitions: Int, _ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            work()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
        }
        return best
    }

    static func sample(_ arguments: [String]) throws {
        guard let seed = arguments.first.flatMap(UInt64.init) else { throw BenchmarkError("usage: audit-sample SEED [COUNT]") }
        let count = arguments.dropFirst().first.flatMap(Int.init) ?? 30
        let corpus = try Corpus.load()
        let auditor = Auditor()
        var all: [(path: String, lines: [Substring], finding: AuditFinding)] = []
        for file in corpus.files {
            let findings = auditor.audit(markdown: file.bytes)
            guard !findings.isEmpty else { continue }
            // Lines end as the audit counts them: at \n, \r\n (one character) or \r.
            let lines = String(decoding: file.bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            all += findings.map { (file.path, lines, $0) }
        }
        var random = SeededRandom(seed: seed)
        // A partial Fisher–Yates shuffle: the first `count` picks without replacement.
        var indices = Array(all.indices)
        for position in 0..<min(count, indices.count) {
            let pick = position + Int(random.next() % UInt64(indices.count - position))
            indices.swapAt(position, pick)
        }
        let root = SharedData.root.appendingPathComponent("data/corpus").path + "/"
        for (number, index) in indices.prefix(count).enumerated() {
            let (path, lines, finding) = all[index]
            let line = finding.range.lowerBound.line
            print("\(number + 1). \(path.replacingOccurrences(of: root, with: "")):\(line):\(finding.range.lowerBound.column) [\(finding.ruleID)] \(finding.message)")
            print("   > \(lines.indices.contains(line - 1) ? lines[line - 1].prefix(200) : "")")
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
