import Testing
import LegibleMath
import LegibleTestSupport

/// Whether the MathML that ``MathMLWriter`` writes makes a screen reader say what MathJax's MathML
/// for the same TeX makes it say: the Speech Rule Engine's ClearSpeak speech of both, for every
/// distinct corpus span, as `Scripts/sre-mathml-snapshot.py` recorded them
/// (`Tests/Oracles/sre-clearspeak-our-mathml.jsonl`), compared after the normalisation of
/// `SpeechComparison.normalizedSRE` on both sides. A span counts as agreeing only while our MathML
/// is still the one the snapshot was made from.
@Suite("MathML agreement with MathJax's, through the Speech Rule Engine")
struct MathMLAgreementTests {
    struct Span: Decodable {
        let tex: String
        let speech: String?
    }

    struct Record: Decodable {
        let tex: String
        let mathml: String
        let same: Bool?
        let speech: String?
    }

    /// A little under the share when the snapshot was made (93.6%).
    static let floor = 0.93

    /// A little under the share outside the documented classes when the snapshot was made (98.2%).
    static let floorOutsideDocumentedClasses = 0.975

    @Test("SRE says the same for our MathML as for MathJax's, above the floor")
    func agreement() throws {
        let spans = try OracleSnapshot.records("sre-clearspeak-corpus.jsonl", as: Span.self)
        let records = try OracleSnapshot.records("sre-clearspeak-our-mathml.jsonl", as: Record.self)
        let byTeX = Dictionary(records.map { ($0.tex, $0) }, uniquingKeysWith: { first, _ in first })
        let writer = MathMLWriter()
        var same = 0
        var stale = 0
        var documented = 0
        var byClass: [MathMLDeviationClass: Int] = [:]
        for span in spans {
            guard let record = byTeX[FNV1a.hex(span.tex)] else {
                stale += 1
                continue
            }
            guard record.mathml == FNV1a.hex(writer.mathML(span.tex)) else {
                stale += 1
                continue
            }
            if record.same == true {
                same += 1
                continue
            }
            // SRE's artifacts ("normal not sign" where MathJax marks ¬ upright) are no difference.
            guard let ours = record.speech, let theirs = span.speech else { continue }
            let oursNormalized = SpeechComparison.normalizedSRE(ours)
            let theirsNormalized = SpeechComparison.normalizedSRE(theirs)
            if oursNormalized == theirsNormalized {
                same += 1
            } else if let classes = MathMLDeviationClass.classes(tex: span.tex, ours: oursNormalized, theirs: theirsNormalized) {
                documented += 1
                for deviation in classes { byClass[deviation, default: 0] += 1 }
            }
        }
        let share = Double(same) / Double(max(spans.count, 1))
        let outside = Double(same) / Double(max(spans.count - documented, 1))
        print("MathML agreement with MathJax's through SRE ClearSpeak: \(same)/\(spans.count) = \(String(format: "%.1f", 100 * share))% (\(stale) spans whose MathML changed since the snapshot; run Scripts/sre-mathml-snapshot.py)")
        print("outside the \(documented) spans whose every difference is a documented class: \(same)/\(spans.count - documented) = \(String(format: "%.1f", 100 * outside))%")
        print("spans per documented class: " + MathMLDeviationClass.allCases.map { "\($0.rawValue) \(byClass[$0, default: 0])" }.joined(separator: ", "))
        #expect(spans.count > 10_000)
        #expect(share >= Self.floor)
        #expect(outside >= Self.floorOutsideDocumentedClasses)
    }

    @Test("A difference is in a documented class only when every differing run is one the class lists", arguments: [
        (#"O(n+m)"#, "o of open paren n plus m close paren", "o times open paren n plus m close paren", "application"),
        (#"a\equiv b\pmod m"#, "a is identical to b mod m", "a is identical to b of mod m", "modulus"),
        (#"n\equiv 0\pmod {k+1}"#, "n is identical to 0 open paren the mod of k plus 1 close paren",
         "n is identical to 0 times open paren mod k plus 1 close paren", "application modulus"),
        (#"x = 1 \tag{3}"#, "x equals 1 open paren 3 close paren", "x equals 1", "tag"),
        (#"\textbf{Input}"#, "input", "bold input", "textFont"),
        (#"(n+1)!-n!"#, "open paren n plus 1 close paren factorial minus n factorial",
         "open paren n plus 1 close paren factorial negative n factorial", "sign"),
        (#"a=1,\\ b=2"#, "2 lines line 1 a equals 1 comma line 2 b equals 2", "a equals 1 comma times b equals 2", "lines"),
        (#"30^\circ"#, "30 degrees", "30 raised to the composed with power", "degrees"),
        (#"a-b"#, "a minus b", "a negative b", ""),
        (#"x=3,\\ y=4"#, "2 lines line 1 x equals 3 comma line 2 y equals 4", "x equals 3 comma y equals 5", ""),
        (#"V^\pi(s)"#, "v to the pi-th power times s", "the pi-th power of v of s", ""),
    ])
    func classification(tex: String, ours: String, theirs: String, expected: String) {
        let classes = MathMLDeviationClass.classes(tex: tex, ours: ours, theirs: theirs)
        #expect(classes.map { $0.map(\.rawValue).sorted().joined(separator: " ") } == (expected.isEmpty ? nil : expected))
    }
}
