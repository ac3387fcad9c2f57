import LegibleHighlight
import Testing

@Suite("Token runs")
struct TokenRunTests {
    @Test("runs give UTF-8 and UTF-16 ranges: a two-byte letter, a four-byte emoji")
    func ranges() {
        let runs = CodeHighlighter(languageName: "swift").runs(in: "let π = \"😀\" + 3.14")
        #expect(runs.map(\.tokenClass) == [.keyword, .identifier, .punctuation, .string, .operator, .number])
        #expect(runs.map(\.utf8Range) == [0..<3, 4..<6, 7..<8, 9..<15, 16..<17, 18..<22])
        #expect(runs.map(\.utf16Range) == [0..<3, 4..<5, 6..<7, 8..<12, 13..<14, 15..<19])
    }

    @Test("no run holds a line break, even in a comment or string that spans lines")
    func lineBreaks() {
        let code = "/* one\r\ntwo */ \"\"\"\nthree\n\"\"\"\n"
        let runs = CodeHighlighter(languageName: "swift").runs(in: code)
        let bytes = Array(code.utf8)
        for run in runs {
            #expect(!bytes[run.utf8Range].contains(0x0A) && !bytes[run.utf8Range].contains(0x0D), "\(run)")
        }
        #expect(highlighted(code, "swift") == "com{/* one}\r\ncom{two */} str{\"\"\"}\nstr{three}\nstr{\"\"\"}\n")
    }

    @Test("runs are in order and touching runs of one class are one")
    func order() {
        let runs = CodeHighlighter(languageName: "python").runs(in: "x = (1, [2])  # c\n")
        for (a, b) in zip(runs, runs.dropFirst()) {
            #expect(a.utf8Range.upperBound <= b.utf8Range.lowerBound)
            #expect(a.utf8Range.upperBound < b.utf8Range.lowerBound || a.tokenClass != b.tokenClass)
        }
    }

    @Test("NUL, lone surrogates' replacement characters and unclosed constructs are scanned, never a crash")
    func oddInput() {
        let code = "let a = \"\u{0}\u{FFFD}\n/* open\n#if\n`\\(\"\\("
        for language in CodeLanguage.highlighted {
            let runs = CodeHighlighter(language: language).runs(in: code)
            #expect(runs.allSatisfy { $0.utf8Range.upperBound <= code.utf8.count }, "\(language.name)")
        }
    }

    @Test("class names are the CSS class names of accessible HTML")
    func names() {
        #expect(TokenClass.stringEscape.name == "string-escape")
        #expect(TokenClass(name: "doc-comment") == .docComment)
        #expect(Set(TokenClass.allCases.map(\.name)).count == TokenClass.allCases.count)
    }
}
