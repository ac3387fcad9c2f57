import LegibleHighlight
import LegibleTestSupport
import Testing

@Suite("Streaming highlighting")
struct StreamingHighlightTests {
    @Test("appended in chunks of 1 to 7 bytes, the runs are always those of the whole text so far, and runs before the update stay as they were",
          arguments: streamingSamples.map(\.language))
    func appends(language: String) {
        let code = streamingSamples.first { $0.language == language }?.code ?? ""
        let highlighter = CodeHighlighter(languageName: language)
        for size in 1...7 {
            let stream = StreamingCodeHighlighter(languageName: language)
            var text = ""
            for chunk in chunks(of: code, size: size) {
                let before = stream.runs
                let update = stream.append(chunk)
                text += chunk
                #expect(Array(stream.runs) == highlighter.runs(in: text), "\(language), \(size)-byte chunks, after \(text.utf8.count) bytes")
                #expect(Array(stream.runs.prefix(update.firstChangedRun)) == Array(before.prefix(update.firstChangedRun)))
                #expect(update.firstChangedRun <= before.count)
            }
            #expect(stream.code == code)
        }
    }

    @Test("an append highlights again from the start of the last line only")
    func lastLineOnly() {
        let stream = StreamingCodeHighlighter(languageName: "swift")
        stream.append("let a = 1\nlet b = 2\nlet c")
        let update = stream.append(" = 3")
        #expect(update.utf8Start == 20)
        #expect(update.utf16Start == 20)
        #expect(update.firstChangedRun == 8)
    }

    @Test("a tail replaced (a fence's closing backticks first read as code) is highlighted again from its line")
    func replace() {
        let stream = StreamingCodeHighlighter(languageName: "python")
        stream.append("x = 1\n``")
        let update = stream.replace(fromUTF8Offset: 6, with: "y = '2'\n")
        #expect(update.utf8Start == 6)
        #expect(stream.code == "x = 1\ny = '2'\n")
        #expect(Array(stream.runs) == CodeHighlighter(languageName: "python").runs(in: "x = 1\ny = '2'\n"))
        stream.update(to: "x = 1\ny = 3\n")
        #expect(Array(stream.runs) == CodeHighlighter(languageName: "python").runs(in: "x = 1\ny = 3\n"))
        stream.update(to: "π = 1")
        #expect(Array(stream.runs) == CodeHighlighter(languageName: "python").runs(in: "π = 1"))
    }

    @Test("a line longer than the segment limit streams to the runs of the whole line")
    func longLines() {
        let line = String(repeating: "let x = \"ab\\n\" + y /* c */ ; ", count: 1_000) + "\n"
        let stream = StreamingCodeHighlighter(languageName: "swift")
        for chunk in chunks(of: line, size: 97) { stream.append(chunk) }
        #expect(Array(stream.runs) == CodeHighlighter(languageName: "swift").runs(in: line))
        let string = "\"" + String(repeating: "é", count: 20_000) + "\""
        let streamed = StreamingCodeHighlighter(languageName: "python")
        for chunk in chunks(of: string, size: 333) { streamed.append(chunk) }
        #expect(Array(streamed.runs) == CodeHighlighter(languageName: "python").runs(in: string))
        #expect(streamed.runs.allSatisfy { $0.tokenClass == .string })
    }
}
