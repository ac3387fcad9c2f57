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

    @Test("the common argument shapes, read without ArgumentParser for a fast start, mean what ArgumentParser reads them as",
          arguments: [[], ["--unsafe"], ["--commonmark"], ["--gfm"], ["--unsafe", "--commonmark"], ["--commonmark", "--unsafe"]])
    func fastPathAgrees(_ flags: [String]) throws {
        // `--` before the file sends the same request through ArgumentParser.
        let fast = try LegibleCommand.run(["html"] + flags + ["Examples/assistant-answer.md"])
        let parsed = try LegibleCommand.run(["html"] + flags + ["--", "Examples/assistant-answer.md"])
        #expect(fast.status == 0)
        #expect(fast.standardOutput == parsed.standardOutput)
        #expect(fast.standardError == parsed.standardError)
    }

    @Test("shapes the fast start does not take (a flag twice, two files) get ArgumentParser's answer")
    func fastPathDeclines() throws {
        let twice = try LegibleCommand.run(["html", "--unsafe", "--unsafe", "Examples/assistant-answer.md"])
        #expect(twice.standardOutput == (try LegibleCommand.run(["html", "--unsafe", "--", "Examples/assistant-answer.md"])).standardOutput)
        let twoFiles = try LegibleCommand.run(["html", "Examples/assistant-answer.md", "Examples/travel-guide.md"])
        #expect(twoFiles.status == 2)
        #expect(twoFiles.standardError.hasPrefix("Error: Unexpected argument 'Examples/travel-guide.md'"))
    }

    @Test("--heading-ids, as the help and the README spell it, gives headings their GitHub anchors")
    func headingIDs() throws {
        let result = try LegibleCommand.run(["html", "--heading-ids"], input: Array("# Hello, World!\n".utf8))
        #expect(result.standardOutput == "<h1 id=\"hello-world\">Hello, World!</h1>\n")
    }

    @Test("a large file's HTML, written in pieces as it is made, is the whole HTML: a carriage return before a line feed stays where a piece ends between them, a lone one is a picture")
    func largeFileInPieces() throws {
        let paragraphs = 20_000
        let result = try LegibleCommand.run(["html"], input: Array((0..<paragraphs).map { "line \($0)&#13;\nnext&#13;\n\n" }.joined().utf8))
        #expect(result.standardOutput == (0..<paragraphs).map { "<p>line \($0)\r\nnext␍</p>\n" }.joined())
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
