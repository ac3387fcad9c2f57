import LegibleMarkdown
import Testing

@Suite("Syntax tree")
struct SyntaxTreeTests {
    @Test("headings know their level and style")
    func headings() {
        let document = MarkdownDocument(parsing: "## ATX\n\nSetext\n======\n")
        let headings = Array(document.root.children)
        #expect(headings.map(\.headingLevel) == [2, 1])
        #expect(headings.map(\.isSetextHeading) == [false, true])
        #expect(headings.map(\.plainText) == ["ATX", "Setext"])
    }

    @Test("lists know their kind, start, delimiter and tightness")
    func lists() {
        let document = MarkdownDocument(parsing: "3) a\n4) b\n\n- c\n\n- d\n")
        let lists = Array(document.root.children).compactMap(\.list)
        #expect(lists == [
            ListAttributes(kind: .ordered(start: 3, delimiter: .parenthesis), isTight: true),
            ListAttributes(kind: .bullet("-"), isTight: false),
        ])
    }

    @Test("code blocks keep their info string, language and literal")
    func codeBlocks() {
        let document = MarkdownDocument(parsing: "```swift title=\"x\"\nlet a = 1\n```\n\n    indented\n")
        let blocks = Array(document.root.children)
        #expect(blocks[0].info == "swift title=\"x\"")
        #expect(blocks[0].language == "swift")
        #expect(blocks[0].literal == "let a = 1\n")
        #expect(blocks[0].isFencedCode)
        #expect(blocks[1].info == nil)
        #expect(blocks[1].literal == "indented\n")
    }

    @Test("links and images carry destination, title and how they were written")
    func links() {
        let document = MarkdownDocument(parsing: "[a](/x \"T\") <https://e.org> ![alt *b*](i.png)")
        let inlines = Array(document.root.firstChild!.children).filter { $0.kind != .text }
        #expect(inlines.map(\.destination) == ["/x", "https://e.org", "i.png"])
        #expect(inlines.map(\.title) == ["T", nil, nil])
        #expect(inlines.map(\.linkStyle) == [.written, .autolink, nil])
        #expect(inlines[2].plainText == "alt b")
    }

    @Test("a walk enters and exits every node once, in document order")
    func walk() {
        let document = MarkdownDocument(parsing: "> a *b*\n\n- c\n")
        var depth = 0
        var entered: [MarkdownNode.Kind] = []
        for event in document.root.walk() {
            switch event {
            case .enter(let node):
                entered.append(node.kind)
                depth += 1
            case .exit:
                depth -= 1
            }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
        #expect(entered == [.document, .blockQuote, .paragraph, .text, .emphasis, .text, .list, .listItem, .paragraph, .text])
        #expect(Array(document.root.descendants).count == entered.count - 1)
    }

    @Test("nodes are values identified by document and position")
    func identity() {
        let document = MarkdownDocument(parsing: "a\n\nb\n")
        let first = document.root.firstChild
        #expect(first == document.root.children.first { _ in true })
        #expect(first != document.root.lastChild)
        #expect(first?.nextSibling == document.root.lastChild)
        #expect(document.root.lastChild?.previousSibling == first)
        #expect(first?.parent == document.root)
        #expect(MarkdownDocument(parsing: "a\n\nb\n").root != document.root)
    }

    @Test("a byte order mark at the start is not text")
    func byteOrderMark() {
        #expect(MarkdownDocument(parsing: "\u{FEFF}# Title").root.firstChild?.kind == .heading)
    }
}

@Suite("Syntax tree: links between nodes and the text they keep")
struct TreeLinkTests {
    /// Checks every node's children both ways: first child and next siblings, last child and
    /// previous siblings, and each child's parent.
    private func expectConsistentLinks(_ document: MarkdownDocument) {
        for event in document.root.walk() {
            guard case .enter(let node) = event else { continue }
            let children = Array(node.children)
            #expect(node.lastChild == children.last)
            #expect(node.firstChild?.previousSibling == nil)
            for (previous, child) in zip(children, children.dropFirst()) {
                #expect(child.previousSibling == previous)
            }
            #expect(children.allSatisfy { $0.parent == node })
        }
    }

    @Test("siblings link both ways after the parser removes, wraps and splits nodes")
    func siblingLinks() {
        // Definitions leave paragraphs, emphasis wraps runs of siblings, trailing spaces and
        // unmatched brackets are text nodes taken out or joined, a table takes a paragraph's
        // last line, bare links split text nodes, an alert's marker line leaves its quote.
        let markdown = """
        [a]: /a
        [b]: /b "B"
        Text *with **nested** emphasis*   \nand [a] and [b][] and [x] www.example.com and mail@example.com.

        > [!NOTE]
        > Noted *here*.

        Intro line
        | h1 | h2 |
        | -- | -- |
        | c1 | c2 |

        - item one
          continued
        - [ ] task

        Footnote[^1] and ***strong emphasis*** and _under_score.

        [^1]: The note.

        Setext
        ======
        """
        expectConsistentLinks(MarkdownDocument(parsing: markdown, options: .gitHub))
        expectConsistentLinks(MarkdownDocument(parsing: markdown))
    }

    @Test("content whose lines follow each other in the source is not copied")
    func contentInSource() {
        // Paragraphs, one-line list items, headings and top-level fenced code refer to the source.
        let plain = MarkdownDocument(parsing: "# Title\n\nA paragraph\nof two lines.\n\n- one\n- two\n\n```swift\nlet x = 1\n```\n")
        #expect(plain.copiedTextByteCount == 0)
        let blocks = Array(plain.root.children)
        #expect(blocks.map(\.kind) == [.heading, .paragraph, .list, .codeBlock])
        #expect(blocks[0].plainText == "Title" && blocks[1].plainText == "A paragraph of two lines.")
        #expect(Array(blocks[2].children).map(\.plainText) == ["one", "two"])
        #expect(blocks[3].info == "swift" && blocks[3].literal == "let x = 1\n")
        // A list item's second line loses its indentation, an escape is decoded: those are copied.
        let copied = MarkdownDocument(parsing: "- one\n  two\n\nan \\* escape\n")
        #expect(copied.copiedTextByteCount > 0)
        #expect(Array(copied.root.children).map(\.plainText) == ["one two", "an * escape"])
    }

    @Test("a literal over a line ended by a carriage return alone has a newline there, as one over a newline has")
    func literalOverCarriageReturn() {
        for ending in ["\n", "\r", "\r\n"] {
            let document = MarkdownDocument(parsing: "a <b" + ending + "c=\"d\"> e" + ending + "f $x" + ending + "y$", options: .gitHub)
            let literals = Array(document.root.firstChild!.children).filter { $0.kind == .inlineHTML || $0.kind == .math }.map(\.literal)
            #expect(literals == ["<b\nc=\"d\">", "x\ny"], "line ending \(Array(ending.utf8))")
        }
    }
}
