import LegibleMarkdown
import Testing

/// A code fence's language, read from its info string once, here, for every front end.
@Suite("Code fence languages")
struct CodeLanguageReadingTests {
    @Test("the first word, without the options, line marks and attribute braces fences add", arguments: [
        ("swift", "swift"), ("rust,ignore", "rust"), ("js{6}", "js"), ("{.python .input}", "python"), ("  Python  ", "Python"),
        ("swift title=\"x\"", "swift"), ("{ .haskell }", "haskell"), ("c++", "c++"), ("objective-c", "objective-c"),
    ])
    func infoStrings(info: String, language: String) {
        #expect(MarkdownNode.language(ofInfoString: info) == language)
    }

    @Test("an info string naming nothing has no language", arguments: ["", "   ", "{}", "{.}", ",rust"])
    func noLanguage(info: String) {
        #expect(MarkdownNode.language(ofInfoString: info) == nil)
    }

    @Test("a fenced code block's language is read from its info string; an indented one has none")
    func nodes() {
        let document = MarkdownDocument(parsing: "```js{6}\nx()\n```\n\n    indented\n", options: .gitHub)
        #expect(document.root.children.map(\.language) == ["js", nil])
    }
}
