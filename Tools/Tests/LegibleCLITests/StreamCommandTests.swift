import Foundation
import Testing

@Suite("legible stream")
struct StreamCommandTests {
    /// `[  t.ttt s] text` lines, as times and texts.
    static func lines(_ output: String) -> [(time: Double, text: String)] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
            let stamp = line[line.index(after: line.startIndex)..<close].trimmingCharacters(in: .whitespaces)
            guard stamp.hasSuffix(" s"), let seconds = Double(stamp.dropLast(2)) else { return nil }
            return (seconds, String(line[line.index(close, offsetBy: 2)...]))
        }
    }

    @Test("replays the shipped answer: summaries, increasing virtual times, the end last")
    func replay() throws {
        let result = try LegibleCommand.run(["stream", "Examples/assistant-answer.md", "--chunk", "4", "--delay-ms", "20"])
        #expect(result.status == 0)
        let lines = Self.lines(result.standardOutput)
        #expect(lines.count == result.standardOutput.split(separator: "\n").count)
        #expect(lines.map(\.time) == lines.map(\.time).sorted())
        // Announcements keep the standard policy's 1.5 s apart.
        for (earlier, later) in zip(lines, lines.dropFirst()) { #expect(later.time - earlier.time >= 1.5 - 1e-9) }
        let said = lines.map(\.text).joined(separator: " ")
        #expect(said.contains("Swift code, 3 lines"))
        #expect(said.contains("Table, 5 rows, 3 columns"))
        #expect(said.contains("Formula"))
        #expect(!said.contains("\\frac"))
        #expect(lines.last?.text == "Answer complete")
        // The end comes after the last chunk, which arrives at (chunks - 1) × 20 ms.
        let size = try Data(contentsOf: LegibleCommand.repositoryRoot.appendingPathComponent("Examples/assistant-answer.md")).count
        #expect(lines.last.map { $0.time >= Double((size + 3) / 4 - 1) * 0.02 } == true)
    }

    @Test("--policy quiet says only the end; verbose reads the formula")
    func policies() throws {
        let input = Array("Some text.\n\n$$\nx^2\n$$\n".utf8)
        let quiet = try LegibleCommand.run(["stream", "--policy", "quiet"], input: input)
        #expect(Self.lines(quiet.standardOutput).map(\.text) == ["Answer complete"])
        let verbose = try LegibleCommand.run(["stream", "--policy", "verbose"], input: input)
        #expect(Self.lines(verbose.standardOutput).map(\.text) == ["Some text. x squared", "Answer complete"])
    }

    @Test("a bad chunk size, delay or policy is a clear error")
    func errors() throws {
        let chunk = try LegibleCommand.run(["stream", "--chunk", "0"], input: [])
        #expect(chunk.status != 0)
        #expect(chunk.standardError.contains("--chunk must be at least 1"))
        let delay = try LegibleCommand.run(["stream", "--delay-ms", "-5"], input: [])
        #expect(delay.status != 0)
        let policy = try LegibleCommand.run(["stream", "--policy", "loud"], input: [])
        #expect(policy.status != 0)
        #expect(policy.standardError.contains("loud"))
    }
}
