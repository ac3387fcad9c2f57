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

    /// A little under the share when the snapshot was made.
    static let floor = 0.92

    @Test("SRE says the same for our MathML as for MathJax's, above the floor")
    func agreement() throws {
        let spans = try OracleSnapshot.records("sre-clearspeak-corpus.jsonl", as: Span.self)
        let records = try OracleSnapshot.records("sre-clearspeak-our-mathml.jsonl", as: Record.self)
        let byTeX = Dictionary(records.map { ($0.tex, $0) }, uniquingKeysWith: { first, _ in first })
        let writer = MathMLWriter()
        var same = 0
        var stale = 0
        for span in spans {
            guard let record = byTeX[FNV1a.hex(span.tex)] else {
                stale += 1
                continue
            }
            guard record.mathml == FNV1a.hex(writer.mathML(span.tex)) else {
                stale += 1
                continue
            }
            // SRE's artifacts ("normal not sign" where MathJax marks ¬ upright) are no difference.
            if record.same == true {
                same += 1
            } else if let ours = record.speech, let theirs = span.speech,
                      SpeechComparison.normalizedSRE(ours) == SpeechComparison.normalizedSRE(theirs) {
                same += 1
            }
        }
        let share = Double(same) / Double(max(spans.count, 1))
        print("MathML agreement with MathJax's through SRE ClearSpeak: \(same)/\(spans.count) = \(String(format: "%.1f", 100 * share))% (\(stale) spans whose MathML changed since the snapshot; run Scripts/sre-mathml-snapshot.py)")
        #expect(spans.count > 10_000)
        #expect(share >= Self.floor)
    }
}
