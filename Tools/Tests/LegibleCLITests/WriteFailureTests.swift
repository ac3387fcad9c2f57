import Testing

/// A write that fails (a full disk) is one line on standard error and exit status 1, for every
/// command: never a crash, never silence.
@Suite("writing to a full disk")
struct WriteFailureTests {
    static let answer = "Examples/assistant-answer.md"

    @Test("one line on standard error, exit status 1", arguments: [
        ["view", answer], ["view", "--plain", answer], ["view", "--color", "always", answer], ["read", answer], ["read", "--ssml", answer],
        ["tree", answer], ["tree", "--json", answer], ["html", answer], ["page", answer], ["page", "--stylesheet"], ["audit", answer],
        ["audit", "--list-rules"], ["highlight", "--language", "swift", "Package.swift"], ["math", "x^2"], ["math", "--mathml", "x^2"],
        ["stream", answer], ["stream", "--html-patches", answer],
    ])
    func fullDisk(arguments: [String]) throws {
        let result = try LegibleCommand.run(arguments, outputPath: "/dev/full")
        #expect(result.status == 1)
        #expect(result.standardError == "Error: cannot write to standard output: No space left on device\n")
    }
}
