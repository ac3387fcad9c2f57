import LegibleAccessibility
import Testing

@Suite("Code blocks")
struct CodeBlockElementTests {
    @Test("one element labelled with the language's display name and line count; value the code")
    func labelAndValue() throws {
        let code = try #require(model("```swift\nlet a = 1\nlet b = 2\nprint(a)\nprint(b)\n```").first(.codeBlock))
        #expect(code.label == "Swift code, 4 lines")
        #expect(code.value == "let a = 1\nlet b = 2\nprint(a)\nprint(b)")
        #expect(code.textualContext == .sourceCode)
        #expect(code.code == CodeFacts(language: "Swift", languageIdentifier: "swift", lineCount: 4))
    }

    @Test("language names: js is JavaScript, attribute-style info strings work, no info string is Code")
    func languages() {
        #expect(model("```js\nx()\n```").first(.codeBlock)?.label == "JavaScript code, 1 line")
        #expect(model("```{.python .input}\nx = 1\n```").first(.codeBlock)?.label == "Python code, 1 line")
        #expect(model("```\na\nb\n```").first(.codeBlock)?.label == "Code, 2 lines")
        #expect(model("    indented\n").first(.codeBlock)?.label == "Code, 1 line")
        #expect(model("```haskell\nmain = pure ()\n```").first(.codeBlock)?.label == "Haskell code, 1 line")
    }

    @Test("info strings with options, line marks or spaces name their language, not themselves")
    func infoStringLanguages() {
        #expect(model("```rust,ignore\nfn main() {}\n```").first(.codeBlock)?.label == "Rust code, 1 line")
        #expect(model("```js{6}\nx()\n```").first(.codeBlock)?.label == "JavaScript code, 1 line")
        #expect(model("```  Python  \nx = 1\n```").first(.codeBlock)?.label == "Python code, 1 line")
    }

    @Test("the language a fence names is a fact, read once, for front ends that highlight it")
    func languageIdentifier() {
        #expect(model("```rust,ignore\nfn main() {}\n```").first(.codeBlock)?.code?.languageIdentifier == "rust")
        #expect(model("```js{6}\nx()\n```").first(.codeBlock)?.code?.languageIdentifier == "js")
        #expect(model("```{.python .input}\nx = 1\n```").first(.codeBlock)?.code?.languageIdentifier == "python")
        #expect(model("    indented\n").first(.codeBlock)?.code?.languageIdentifier == nil)
    }

    @Test("a Copy code action carries the code")
    func copyCode() throws {
        let code = try #require(model("```\nrm -rf build\n```").first(.codeBlock))
        #expect(code.actions.map(\.name) == ["Copy code"])
        #expect(code.actions.first?.payload == "rm -rf build")
    }

    @Test("read-all names the block, then reads each line with its punctuation")
    func readAllCode() {
        #expect(readAll("```swift\nf(x)\n\ng()\n```") == ["Swift code, 3 lines", "code: f(x)", "code: g()"])
    }

    @Test("read-all skips lines of only white space, Unicode spaces and a space with a mark on it included")
    func readAllBlankLines() {
        #expect(readAll("```\na\n \t\u{3000}\n \u{301}\n\u{A0}é\n```") == ["Code, 4 lines", "code: a", "code: \u{A0}é"])
    }
}
