import Foundation
import Testing

/// `legible view` when its output is not a terminal: the whole rendering, written once.
@Suite("legible view")
struct ViewCommandTests {
    static let answer = "Examples/assistant-answer.md"
    static let drawingCharacters = Set("─│┌┐└┘┬┴├┤┼═☐☑•◦▪›¹²")

    @Test("not a terminal: the whole document drawn at the given width, without escape codes, styles marked as in Markdown")
    func drawn() throws {
        let result = try LegibleCommand.run(["view", "--width", "40", Self.answer])
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(rows.prefix(14)) == [
            "## Compound interest in Swift",
            "─────────────────────────────",
            "",
            "Compound interest grows a balance by",
            "applying the rate to the interest",
            "already earned. With a principal P, a",
            "yearly rate r compounded n times a year",
            "for t years, the balance is",
            "",
            "       ⎛     r ⎞ⁿᵗ",
            "  A = P⎜1 + ───⎟",
            "       ⎝     n ⎠",
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
        #expect(rows.contains("[x] Check the rate is a fraction (`0.05`), not a percentage (`5`)."))
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

    @Test("a display formula is drawn in two dimensions: the drawing at the top of the README is what legible view draws")
    func drawnFormula() throws {
        let readme = try String(contentsOf: LegibleCommand.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let opening = "draws display formulas in two dimensions"
        let afterOpening = try #require(readme.range(of: opening)).upperBound
        let blockStart = try #require(readme.range(of: "```text\n", range: afterOpening..<readme.endIndex)).upperBound
        let blockEnd = try #require(readme.range(of: "```", range: blockStart..<readme.endIndex)).lowerBound
        let result = try LegibleCommand.run(["view", "--width", "80", "-"], input: Array("$$x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$\n".utf8))
        #expect(result.standardOutput == String(readme[blockStart..<blockEnd]))
    }

    @Test("--plain writes a display formula's linear form, --plain --speak-math its spoken form, --math tex its TeX")
    func linearDisplayFormula() throws {
        let input = Array("$$x = \\frac{1}{2}$$\n".utf8)
        #expect(try LegibleCommand.run(["view", "--plain", "-"], input: input).standardOutput == "  x = 1/2\n")
        #expect(try LegibleCommand.run(["view", "--plain", "--speak-math", "-"], input: input).standardOutput == "  x equals one half\n")
        #expect(try LegibleCommand.run(["view", "--math", "tex", "-"], input: input).standardOutput == "  x = \\frac{1}{2}\n")
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

    @Test("styles from the theme, links as OSC 8 hyperlinks, with --color always; body text and headings in the terminal's own colour")
    func styles() throws {
        let result = try LegibleCommand.run(["view", "--width", "80", "--color", "always", Self.answer], environment: ["COLORTERM": "truecolor"])
        let output = result.standardOutput
        // The heading: bold, in the terminal's foreground.
        #expect(output.hasPrefix("\u{1B}[1mCompound interest in Swift\u{1B}[0m"))
        #expect(output.contains("\u{1B}]8;;https://en.wikipedia.org/wiki/Compound_interest\u{1B}\\\u{1B}[4;38;2;68;147;248mhttps://en.wikipedia.org/wiki/Compound_interest\u{1B}[0m\u{1B}]8;;\u{1B}\\"))
        // Struck code: the theme draws code in its text colour, so it too keeps the terminal's,
        // on the chip that sets code apart.
        #expect(output.contains("\u{1B}[9;48;2;22;27;34mDouble\u{1B}[0m"))
    }

    @Test("colours as many as the terminal has: 24-bit with COLORTERM=truecolor, xterm's 256 by TERM, else the 16 basic ones", arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm"], "4;38;2;68;147;248m"), (["COLORTERM": "", "TERM": "xterm-256color"], "4;38;5;69m"),
        (["COLORTERM": "", "TERM": "linux"], "4;94m"),
    ])
    func colorDepth(environment: [String: String], linkStyle: String) throws {
        let output = try LegibleCommand.run(["view", "--color", "always", Self.answer], environment: environment).standardOutput
        #expect(output.contains("Compound_interest\u{1B}\\\u{1B}[\(linkStyle)"))
        #expect(environment["COLORTERM"] == "truecolor" || !output.contains("38;2;"))
    }

    @Test("a code span stands on the theme's code background in every colour depth, the terminal's grey or white in 16 colours", arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm"], "48;2;22;27;34m"), (["COLORTERM": "", "TERM": "xterm-256color"], "48;5;234m"),
        (["COLORTERM": "", "TERM": "linux"], "100m"), (["COLORTERM": "", "TERM": "linux", "COLORFGBG": "0;15"], "47m"),
    ])
    func codeChip(environment: [String: String], chip: String) throws {
        let output = try LegibleCommand.run(["view", "--color", "always", "-"], input: Array("Run `cargo build` now.\n".utf8), environment: environment)
        #expect(output.standardOutput.contains("\u{1B}[\(chip)cargo build\u{1B}[0m"))
    }

    @Test("without colour (a pipe, --plain, NO_COLOR, --color never) a code span is set between backticks, as many as it needs", arguments: [
        ["view", "-"], ["view", "--plain", "-"], ["view", "--color", "never", "-"],
    ])
    func codeMarks(arguments: [String]) throws {
        let input = Array("Run `cargo build`, then ``git log --format=`%h` ``.\n".utf8)
        let result = try LegibleCommand.run(arguments, input: input, environment: ["NO_COLOR": "1"])
        #expect(result.standardOutput == "Run `cargo build`, then ``git log --format=`%h` ``.\n")
    }

    @Test("COLORFGBG picks the light or dark theme; --color-scheme overrides it", arguments: [
        ("15;0", [], "68;147;248"), ("0;15", [], "9;105;218"), ("0;7", ["--color-scheme", "dark"], "68;147;248"),
    ] as [(String, [String], String)])
    func colorScheme(colorFGBG: String, arguments: [String], linkColor: String) throws {
        let output = try LegibleCommand.run(["view", "--color", "always"] + arguments + [Self.answer],
                                            environment: ["COLORTERM": "truecolor", "COLORFGBG": colorFGBG]).standardOutput
        #expect(output.contains("\u{1B}[4;38;2;\(linkColor)m"))
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

    static let links = Array("""
        # Links

        See [the guide](guide.md#usage), [Example](https://example.com "Example") and <https://a.example>.
        Again [the guide](guide.md#usage); [![build](b.png)](https://ci.example/x).

        """.utf8)

    @Test("piped: each link's text is followed by its reference number, and the addresses are listed after the text")
    func linksPiped() throws {
        let result = try LegibleCommand.run(["view", "--width", "80", "-"], input: Self.links)
        #expect(result.standardOutput.hasSuffix("""
            See the guide[1], Example[2] and https://a.example. Again the guide[1];
            [build][3].

            Links:
            [1] guide.md#usage
            [2] https://example.com
            [3] https://ci.example/x

            """))
    }

    @Test("the list of links is titled in the document's language", arguments: [("fr", "Liens:"), ("es", "Enlaces:"), ("it", "Link:")])
    func linksTitledInLanguage(language: String, title: String) throws {
        let result = try LegibleCommand.run(["view", "--plain", "--language", language, "-"], input: Array("[a](https://example.com)\n".utf8))
        #expect(result.standardOutput.hasSuffix("\n\(title)\n[1] https://example.com\n"))
    }

    @Test("--plain: references and the list too, relative addresses resolved against the file as file: URLs")
    func linksPlainRelative() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-links-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("doc.md")
        try Data(Self.links).write(to: file)
        let result = try LegibleCommand.run(["view", "--plain", file.path])
        #expect(result.standardOutput.contains("See the guide[1], Example[2] and https://a.example. Again the guide[1]; [build][3]."))
        #expect(result.standardOutput.contains("\nLinks:\n[1] file://\(folder.path)/guide.md#usage\n[2] https://example.com\n"))
        let colored = try LegibleCommand.run(["view", "--color", "always", file.path])
        #expect(colored.standardOutput.contains("\u{1B}]8;;file://\(folder.path)/guide.md#usage\u{1B}\\"))
    }

    @Test("without styles, struck, emphasized and strong text and every heading level are marked as Markdown marks them")
    func marks() throws {
        let input = Array("### Level three\n\n~~Double~~ Decimal avoids *rounding* **errors**.\n\n###### Six\n".utf8)
        let result = try LegibleCommand.run(["view", "--plain", "-"], input: input)
        #expect(result.standardOutput == "### Level three\n\n~~Double~~ Decimal avoids _rounding_ **errors**.\n\n###### Six\n")
    }

    @Test("--plain wraps at --width (a terminal's width when on a terminal); into a pipe it does not wrap")
    func plainWidth() throws {
        let input = Array("one two three four five six seven\n".utf8)
        #expect(try LegibleCommand.run(["view", "--plain", "--width", "10", "-"], input: input).standardOutput == "one two\nthree four\nfive six\nseven\n")
        #expect(try LegibleCommand.run(["view", "--plain", "-"], input: input).standardOutput == "one two three four five six seven\n")
    }

    @Test("piped, code lines are wrapped, never cut: every character of a long line is there")
    func codeWrappedWhenPiped() throws {
        let result = try LegibleCommand.run(["view", "--width", "30", Self.answer])
        let rows = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(!result.standardOutput.contains("›"))
        #expect(rows.allSatisfy { $0.count <= 30 })
        let code = rows.filter { $0.hasPrefix("│ ") }.map { $0.dropFirst(2) }.joined()
        #expect(code.contains("func compound(principal: Double, rate: Double, timesPerYear n: Double, years t: Double) -> Double {"))
    }

    @Test("--plain at a width wraps code too")
    func codeWrappedPlain() throws {
        let input = Array("```\nabcdefghijklmnopqrstuvwxyz\n```\n".utf8)
        let result = try LegibleCommand.run(["view", "--plain", "--width", "12", "-"], input: input)
        #expect(result.standardOutput == "  abcdefghij\n  klmnopqrst\n  uvwxyz\n")
    }

    @Test("a table of 10 columns and 2,000 rows is drawn whole, every row in its place (its time is in the view-pathological benchmark)")
    func longTable() throws {
        let header = "| " + (0..<10).map { "h\($0)" }.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: 10) + "\n"
        let rows = (0..<2_000).map { row in "| " + (0..<10).map { "r\(row)c\($0)" }.joined(separator: " | ") + " |\n" }
        let result = try LegibleCommand.run(["view", "--width", "200", "-"], input: Array((header + rows.joined()).utf8))
        let drawn = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("│ r") }
        #expect(drawn.count == 2_000)
        #expect(drawn.last?.hasPrefix("│ r1999c0 │ r1999c1 │") == true)
    }
}
