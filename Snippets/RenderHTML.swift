// Parse Markdown into a syntax tree with source ranges, and render it as HTML.
import LegibleMarkdown

let document = MarkdownDocument(parsing: "# Hello\n\nSome *emphasis*.")
for block in document.root.children {
    print(block.kind, block.sourceRange)     // heading 1:1..<1:8, paragraph 3:1..<3:17
}
print(document.html())                       // <h1>Hello</h1>\n<p>Some <em>emphasis</em>.</p>\n
