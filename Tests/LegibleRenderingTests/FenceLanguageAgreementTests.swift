import LegibleAccessibility
import LegibleHighlight
import LegibleMarkdown
import Testing

/// One table of fence names: what the highlighter highlights a fence as is what the reading
/// model says it is.
@Suite("Code fence languages: highlighted and spoken alike")
struct FenceLanguageAgreementTests {
    @Test("the reading model names each spelling's language as the highlighter does", arguments: [
        "py3", "python2", "js", "node", "objc", "obj-c", "sh", "console", "bash", "zsh", "fish", "text", "nohighlight", "c++",
        "cuda", "yml", "jsx", "tsx", "rs", "golang", "kt", "rb", "hs", "clj", "postgres", "rust,ignore", "{.python .input}", "js{6}",
    ])
    func spokenAsHighlighted(fence: String) throws {
        let model = ReadingModel(document: MarkdownDocument(parsing: "```\(fence)\nx\n```\n", options: .gitHub))
        let code = try #require(model.elements(.codeBlock).first?.code)
        let name = try #require(MarkdownNode.language(ofInfoString: fence))
        #expect(code.language == CodeLanguage(named: name)?.displayName)
    }

    @Test("a spelling reaches the phrase table's own name through the fence table's identifier", arguments: [
        ("txt", "Text"), ("nasm", "Assembler"), ("viml", "Vim-Skript"), ("py3", "Python"), ("clj", "Clojure"),
    ])
    func namedInTheTablesLanguage(fence: String, german: String) throws {
        let phrases = try #require(PhraseTable.named("de"))
        let model = ReadingModel(document: MarkdownDocument(parsing: "```\(fence)\nx\n```\n", options: .gitHub), phrases: phrases)
        #expect(model.elements(.codeBlock).first?.code?.language == german)
    }
}
