import Testing

@Suite("legible highlight")
struct HighlightCommandTests {
    @Test("--format json writes the language and the token runs with UTF-8 and UTF-16 ranges")
    func json() throws {
        let result = try LegibleCommand.run(["highlight", "--language", "py", "--format", "json"], input: Array("x = 'é'\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"language": "Python", "highlighted": true, "runs": [
              {"class": "identifier", "utf8": [0, 1], "utf16": [0, 1]},
              {"class": "operator", "utf8": [2, 3], "utf16": [2, 3]},
              {"class": "string", "utf8": [4, 8], "utf16": [4, 7]}
            ]}

            """)
    }

    @Test("colors with --color always, the theme's as the page and the views have them; none when the output is not a terminal")
    func colors() throws {
        let basic = ["TERM": "xterm", "COLORTERM": "", "COLORFGBG": ""]
        let colored = try LegibleCommand.run(["highlight", "--language", "swift", "--color", "always"], input: Array("let x = 1 // c".utf8),
                                             environment: basic)
        // The dark theme's keyword red, number blue and comment grey, as the 16 colours' bright red, bright blue and grey.
        #expect(colored.standardOutput == "\u{1B}[91mlet\u{1B}[0m x = \u{1B}[94m1\u{1B}[0m \u{1B}[90m// c\u{1B}[0m")
        let light = try LegibleCommand.run(["highlight", "--language", "swift", "--color", "always"], input: Array("let x = 1".utf8),
                                           environment: basic.merging(["COLORFGBG": "0;15"]) { $1 })
        #expect(light.standardOutput == "\u{1B}[31mlet\u{1B}[0m x = \u{1B}[34m1\u{1B}[0m")
        let trueColor = try LegibleCommand.run(["highlight", "--language", "html", "--color", "always"], input: Array("<a>".utf8),
                                               environment: basic.merging(["COLORTERM": "truecolor"]) { $1 })
        // `.tag` in the keyword red (#FF7B72), as the page colours it now.
        #expect(trueColor.standardOutput.contains("\u{1B}[38;2;255;123;114ma\u{1B}[0m"))
        let piped = try LegibleCommand.run(["highlight", "--language", "swift"], input: Array("let x = 1".utf8))
        #expect(piped.standardOutput == "let x = 1")
    }

    @Test("an unknown language is plain text, not an error")
    func unknownLanguage() throws {
        let result = try LegibleCommand.run(["highlight", "--language", "klingon", "--format", "json"], input: Array("a b".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "{\"language\": \"Plain text\", \"highlighted\": false, \"runs\": [\n]}\n")
    }

    @Test("a missing file is one line on standard error and exit status 1")
    func missingFile() throws {
        let result = try LegibleCommand.run(["highlight", "missing.swift", "--language", "swift"])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: cannot read missing.swift: no such file\n")
    }
}
