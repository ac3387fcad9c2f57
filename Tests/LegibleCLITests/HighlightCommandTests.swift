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

    @Test("colors with --color always; none when the output is not a terminal")
    func colors() throws {
        let colored = try LegibleCommand.run(["highlight", "--language", "swift", "--color", "always"], input: Array("let x = 1".utf8))
        #expect(colored.standardOutput == "\u{1B}[35mlet\u{1B}[0m x = \u{1B}[33m1\u{1B}[0m")
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
