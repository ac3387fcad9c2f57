import Foundation

/// One surface of the library that takes untrusted bytes, with the invariants it must keep on
/// any input. Each harness returns the first broken invariant, described, or `nil`; a crash,
/// trap, hang or sanitizer report is a finding as well (libFuzzer and the sanitizers catch those).
enum FuzzHarness: String, CaseIterable, Sendable {
    /// Parsing under both presets, spec HTML, the reading model (``MarkdownHarness``).
    case markdown
    /// Streaming in chunks chosen by the input against full parses (``StreamingHarness``).
    case streaming
    /// TeX: problems, ClearSpeak and MathSpeak speech, MathML (``MathHarness``).
    case math
    /// Sentence segmentation, streamed sentences, line breaking (``TextHarness``).
    case text

    /// The first broken invariant on `bytes`, or `nil`.
    func problem(_ bytes: [UInt8]) -> String? {
        switch self {
        case .markdown: MarkdownHarness.problem(bytes)
        case .streaming: StreamingHarness.problem(bytes)
        case .math: MathHarness.problem(bytes)
        case .text: TextHarness.problem(bytes)
        }
    }

    /// The harness a fuzzing run checks, named by the `LEGIBLE_FUZZ` environment variable
    /// (libFuzzer owns the command line).
    static let chosen: FuzzHarness = {
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ"], let harness = FuzzHarness(rawValue: name) else {
            fatalError("set LEGIBLE_FUZZ to one of: \(names)")
        }
        return harness
    }()
}
