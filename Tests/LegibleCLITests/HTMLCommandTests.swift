import Testing

@Suite("legible html")
struct HTMLCommandTests {
    @Test("renders a shipped example")
    func example() throws {
        let result = try LegibleCommand.run(["html", "Examples/travel-guide.md"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<h1>Three Days in Lisbon</h1>\n<p>Lisbon rewards slow walkers."))
        #expect(result.standardError.isEmpty)
    }

    @Test("reads standard input when no file is given")
    func standardInput() throws {
        let result = try LegibleCommand.run(["html"], input: Array("*hi*".utf8))
        #expect(result.standardOutput == "<p><em>hi</em></p>\n")
    }

    @Test("a missing file is one clear line on standard error and exit status 1")
    func missingFile() throws {
        let result = try LegibleCommand.run(["html", "missing.md"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "Error: cannot read missing.md: no such file\n")
    }

    @Test("invalid UTF-8 on input becomes U+FFFD, never a crash; so does a NUL in text, while binary data is refused")
    func invalidInput() throws {
        let result = try LegibleCommand.run(["html"], input: [0x61, 0xC3, 0x28, 0x62])
        #expect(result.status == 0)
        #expect(result.standardOutput == "<p>a\u{FFFD}(b</p>\n")
        #expect(try LegibleCommand.run(["html"], input: [0x61, 0x00, 0x62]).standardOutput == "<p>a\u{FFFD}b</p>\n")
        #expect(try LegibleCommand.run(["html"], input: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]).status == 1)
    }

    @Test("reads GitHub Flavored Markdown with math by default; --commonmark reads strict CommonMark")
    func dialects() throws {
        let markdown = Array("~~old~~ $x$\n".utf8)
        let github = try LegibleCommand.run(["html"], input: markdown)
        #expect(github.standardOutput == "<p><del>old</del> <span class=\"math inline\">\\(x\\)</span></p>\n")
        let commonMark = try LegibleCommand.run(["html", "--commonmark"], input: markdown)
        #expect(commonMark.standardOutput == "<p>~~old~~ $x$</p>\n")
        let both = try LegibleCommand.run(["html", "--gfm", "--commonmark"], input: markdown)
        #expect(both.status != 0)
    }

    @Test("--unsafe passes raw HTML through")
    func unsafe() throws {
        let result = try LegibleCommand.run(["html", "--unsafe"], input: Array("<i>x</i>".utf8))
        #expect(result.standardOutput == "<p><i>x</i></p>\n")
    }
}
