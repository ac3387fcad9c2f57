import Foundation
import Testing

/// `legible view` when its output is not a terminal: the whole rendering, written once.
@Suite("legible view")
struct ViewCommandTests {
    static let answer = "Examples/assistant-answer.md"
    static let drawingCharacters = Set("─│┌┐└┘┬┴├┤┼═☐☑•◦▪›¹²")

    @Test("not a terminal: the whole document drawn at the given width, without escape codes")
    func drawn() throws {
        let result = try LegibleCommand.run(["view", "--width", "40", Self.answer])
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(rows.prefix(12)) == [
            "Compound interest in Swift",
            "──────────────────────────",
            "",
            "Compound interest grows a balance by",
            "applying the rate to the interest",
            "already earned. With a principal P, a",
            "yearly rate r compounded n times a year",
            "for t years, the balance is",
            "",
            "  A = P(1 + r/n)ⁿᵗ",
            "",
            "For continuous compounding the limit is",
        ])
        #expect(rows.contains("│ Yearly      │       1 │      1628.89 │"))
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    @Test("--plain: linear text, no drawing characters, tables row by row, checkboxes as [x]")
    func plain() throws {
        let result = try LegibleCommand.run(["view", "--plain", Self.answer])
        #expect(result.status == 0)
        let output = result.standardOutput
        #expect(!output.contains { Self.drawingCharacters.contains($0) })
        #expect(!output.contains("\u{1B}"))
        let rows = output.split(separator: "\n").map(String.init)
        #expect(rows.contains("Compound interest grows a balance by applying the rate to the interest already earned. With a principal P, a yearly rate r compounded n times a year for t years, the balance is"))
        #expect(rows.contains("Times a year: 12"))
        #expect(rows.contains("[x] Check the rate is a fraction (0.05), not a percentage (5)."))
        #expect(rows.contains("Swift:"))
        #expect(rows.contains("  func compound(principal: Double, rate: Double, timesPerYear n: Double, years t: Double) -> Double {"))
        #expect(rows.contains("For continuous compounding the limit is A = Peʳᵗ, which is always a little more.[1]"))
    }

    @Test("--math tex shows formulas as their TeX, --math speech as they are spoken")
    func mathForms() throws {
        let tex = try LegibleCommand.run(["view", "--plain", "--math", "tex", Self.answer])
        #expect(tex.standardOutput.contains("For continuous compounding the limit is A = P e^{rt}, which is always a little more.[1]"))
        let speech = try LegibleCommand.run(["view", "--plain", "--math", "speech", Self.answer])
        #expect(speech.standardOutput.contains("For continuous compounding the limit is A equals P e raised to the r t power, which is always a little more.[1]"))
    }

    @Test("a formula that cannot be read shows as its TeX between dollar signs")
    func unreadableFormula() throws {
        let result = try LegibleCommand.run(["view", "--plain", "-"], input: Array("Known $x^2$, unknown $\\foo{x}$.\n".utf8))
        #expect(result.standardOutput == "Known x², unknown $\\foo{x}$.\n")
    }

    @Test("--speak-math shows formulas as they are spoken")
    func speakMath() throws {
        let result = try LegibleCommand.run(["view", "--plain", "--speak-math", Self.answer])
        #expect(result.standardOutput.contains("For continuous compounding the limit is A equals P e raised to the r t power, which is always a little more.[1]"))
        #expect(!result.standardOutput.contains("\\frac"))
    }

    @Test("styles from the theme, links as OSC 8 hyperlinks, with --color always")
    func styles() throws {
        let result = try LegibleCommand.run(["view", "--width", "80", "--color", "always", Self.answer])
        let output = result.standardOutput
        // The heading: bold, the dark theme's heading color.
        #expect(output.hasPrefix("\u{1B}[1;38;2;230;237;243mCompound interest in Swift\u{1B}[0m"))
        #expect(output.contains("\u{1B}]8;;https://en.wikipedia.org/wiki/Compound_interest\u{1B}\\\u{1B}[4;38;2;68;147;248mhttps://en.wikipedia.org/wiki/Compound_interest\u{1B}[0m\u{1B}]8;;\u{1B}\\"))
        // Strikethrough, and a code span in the code color.
        #expect(output.contains("\u{1B}[9;38;2;230;237;243mDouble\u{1B}[0m"))
    }

    @Test("NO_COLOR or a pipe: no styles even where a terminal would get them")
    func noColor() throws {
        let result = try LegibleCommand.run(["view", Self.answer], environment: ["NO_COLOR": "1"])
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    @Test("--stream ends with the same rendering as the whole file")
    func stream() throws {
        let whole = try LegibleCommand.run(["view", "--width", "50", Self.answer])
        let streamed = try LegibleCommand.run(["view", "--width", "50", "--stream", "--chunk", "7", "--delay-ms", "0", Self.answer])
        #expect(streamed.status == 0)
        #expect(streamed.standardOutput == whole.standardOutput)
    }

    @Test("control characters in the document never reach the terminal")
    func controls() throws {
        let result = try LegibleCommand.run(["view", "--color", "always", "-"],
                                            input: Array("a\u{1B}[2Jb [x](<https://x.example/&#7;&#x1B;]evil page>)\n".utf8))
        #expect(result.standardOutput.contains("a␛[2Jb"))
        #expect(result.standardOutput.contains("\u{1B}]8;;https://x.example/%07%1B]evil%20page\u{1B}\\"))
        #expect(!result.standardOutput.contains("\u{07}"))
    }
}
