import LegibleHighlight
import LegibleTestSupport
import Testing

@Suite("Pathological code")
struct PathologicalHighlightTests {
    @Test("every pathological input highlights, whole and streamed, to runs in order inside the code, the same both ways",
          arguments: HighlightPathologicalInput.all)
    func input(_ input: HighlightPathologicalInput) {
        let code = input.code(3_000)
        let runs = CodeHighlighter(languageName: input.language).runs(in: code)
        let count = code.utf8.count
        var previousEnd = 0
        for run in runs {
            #expect(run.utf8Range.lowerBound >= previousEnd && run.utf8Range.upperBound <= count && !run.utf8Range.isEmpty)
            previousEnd = run.utf8Range.upperBound
        }
        let stream = StreamingCodeHighlighter(languageName: input.language)
        for chunk in chunks(of: code, size: 61) { stream.append(chunk) }
        #expect(Array(stream.runs) == runs)
    }

    @Test("interpolations nested deeper than the limit are shown as their string, and the code after them recovers")
    func nestingLimit() {
        let deep = String(repeating: "\"\\(", count: 200) + String(repeating: ")\"", count: 200) + "\nlet x = 1\n"
        let runs = CodeHighlighter(languageName: "swift").runs(in: deep)
        let lastLine = runs.filter { $0.utf8Range.lowerBound >= deep.utf8.count - 10 }
        #expect(lastLine.map(\.tokenClass) == [.keyword, .identifier, .punctuation, .number])
    }

    @Test("a line of 200 KB is highlighted in pieces, its tokens whole but at the cuts")
    func giantLine() {
        let line = String(repeating: "let x = 1; ", count: 20_000)
        let runs = CodeHighlighter(languageName: "swift").runs(in: line)
        #expect(runs.filter { $0.tokenClass == .keyword }.count >= 19_900)
        #expect(runs.last?.utf8Range.upperBound == line.utf8.count - 1)
    }
}
