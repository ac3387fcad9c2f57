import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// Blocks in reading order, with the containers they sit in and what each block attaches.
@Suite("Styled blocks")
struct StyledBlockTests {
    @Test("headings and paragraphs in reading order")
    func headingsAndParagraphs() {
        #expect(styled("# One\n\nText.\n\n### Three").blockDescriptions == [
            "heading1 \"One\"", "paragraph \"Text.\"", "heading3 \"Three\"",
        ])
    }

    @Test("nested lists: depth, marker text, and which block opens which item")
    func nestedLists() {
        #expect(styled("- a\n  - b\n  - c\n- d").blockDescriptions == [
            "paragraph \"a\" | +list(bullet 1 tight) +item(•)",
            "paragraph \"b\" | list(bullet 1 tight) item(•) +list(bullet 2 tight) +item(◦)",
            "paragraph \"c\" | list(bullet 1 tight) item(•) list(bullet 2 tight) +item(◦)",
            "paragraph \"d\" | list(bullet 1 tight) +item(•)",
        ])
    }

    @Test("ordered lists number from their start, with their delimiter; loose lists say so")
    func orderedLists() {
        #expect(styled("7) x\n\n8) y").blockDescriptions == [
            "paragraph \"x\" | +list(ordered 1) +item(7))", "paragraph \"y\" | list(ordered 1) +item(8))",
        ])
    }

    @Test("task items carry their checkbox state")
    func taskList() {
        let document = styled("- [x] done\n- [ ] to do")
        #expect(document.blockDescriptions == [
            "paragraph \"done\" | +list(task 1 tight) +item(☑)", "paragraph \"to do\" | list(task 1 tight) +item(☐)",
        ])
        guard case .listItem(let marker)? = document.blocks[0].nesting.last?.kind else {
            Issue.record("no list item")
            return
        }
        #expect(marker.kind == .task(.checked))
    }

    @Test("quote depth counts nested quotes")
    func quotes() {
        let document = styled("> a\n>\n> > b")
        #expect(document.blockDescriptions == ["paragraph \"a\" | +quote", "paragraph \"b\" | quote +quote"])
        #expect(document.blocks.map(\.quoteDepth) == [1, 2])
    }

    @Test("an empty list item still has a block, so its marker is drawn")
    func emptyItem() {
        #expect(styled("- a\n-\n- c").blockDescriptions == [
            "paragraph \"a\" | +list(bullet 1 tight) +item(•)", "empty \"\" | list(bullet 1 tight) +item(•)",
            "paragraph \"c\" | list(bullet 1 tight) +item(•)",
        ])
    }

    @Test("a code block has its language, lines and highlighted tokens")
    func codeBlock() {
        let document = styled("```swift\nlet a = 1\n\nprint(a)\n```")
        #expect(document.blockDescriptions == ["code(Swift, 3 lines) \"let a = 1\\n\\nprint(a)\""])
        guard case .code(let code) = document.blocks[0].content else { return }
        #expect(code.languageIdentifier == "swift")
        #expect(code.lines.map { document.slice($0.utf8Range) } == ["let a = 1", "", "print(a)"])
        // LegibleHighlight's tokens, in the document's offsets.
        #expect(code.tokens.map { "\($0.tokenClass.name) \(document.slice($0.utf8Range))" } == [
            "keyword let", "identifier a", "punctuation =", "number 1", "identifier print", "punctuation (", "identifier a", "punctuation )",
        ])
        #expect(styled("```\nplain\n```\n\n```nosuchlanguage\nx = 1\n```").blocks.allSatisfy { block in
            if case .code(let code) = block.content { return code.tokens.isEmpty }
            return false
        })
    }

    @Test("a fence's info string with options or line marks still highlights its language, as the page does")
    func infoStringLanguages() {
        for fence in ["```rust,ignore\nlet a = 1;\n```", "```{.rust .numberLines}\nlet a = 1;\n```", "```  Rust  \nlet a = 1;\n```"] {
            let document = styled(fence)
            #expect(document.blockDescriptions.first?.hasPrefix("code(Rust, 1 lines)") == true, "\(fence)")
            guard case .code(let code) = document.blocks.first?.content else { continue }
            #expect(code.tokens.first.map { "\($0.tokenClass.name) \(document.slice($0.utf8Range))" } == "keyword let", "\(fence)")
        }
    }

    @Test("a table is a grid of cells with alignment, the first row the header")
    func table() {
        let document = styled("| Name | Age |\n|:-----|----:|\n| Ann | 31 |\n| Bo |")
        #expect(document.blockDescriptions == ["table(3x2) \"Name\\tAge\\nAnn\\t31\\nBo\\t\""])
        guard case .table(let grid) = document.blocks[0].content else { return }
        #expect(grid.rows.map(\.isHeader) == [true, false, false])
        #expect(grid.rows.map { $0.cells.map { document.slice($0.utf8Range) } } == [["Name", "Age"], ["Ann", "31"], ["Bo", ""]])
        #expect(grid.rows[1].cells.map(\.alignment) == [.left, .right])
        let cell = grid.rows[0].cells[1]
        #expect(document.blocks[0].runs(in: cell.utf8Range, utf16Range: cell.utf16Range).map(document.describe) == ["\"Age\" tableHeader"])
    }

    @Test("display math, a block image and a thematic break")
    func attachments() {
        #expect(styled("$$\nE = mc^2\n$$\n\n![A cat](cat.png)\n\n---\n\nEnd").blockDescriptions == [
            "math(E = mc^2) \"\u{FFFC}\"", "image(A cat) \"\u{FFFC}\"", "thematicBreak \"\"", "paragraph \"End\"",
        ])
    }

    @Test("footnotes come last, each opening a footnote container")
    func footnotes() {
        #expect(styled("A[^1] b[^2].\n\n[^2]: Two.\n[^1]: One.").blockDescriptions == [
            "paragraph \"A1 b2.\"", "paragraph \"One.\" | +footnotes +footnote(1)", "paragraph \"Two.\" | footnotes +footnote(2)",
        ])
    }

    @Test("finding blocks and elements by offset")
    func lookup() {
        let markdown = "Para [link](u).\n\n| a | b |\n|---|---|\n| c | d |"
        let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))
        let document = StyledDocument(model: model)
        let link = model.elements(.link)[0]
        #expect(document.element(atUTF16: link.utf16Range.lowerBound) == link.id)
        #expect(document.element(atUTF16: 0) == model.textElements[0].id)
        let cell = model.elements(.tableCell)[3]
        #expect(document.element(atUTF16: cell.utf16Range.lowerBound) == cell.id)
        #expect(document.blockIndex(containingUTF16: cell.utf16Range.lowerBound) == 1)
        // The line break between the paragraph and the table belongs to no block.
        #expect(document.blockIndex(containingUTF16: model.textElements[0].utf16Range.upperBound) == nil)
        #expect(document.textElements == model.textElements.map(\.id))
        #expect(document.blockIndices(of: model.elements(.table)[0].id) == 1..<2)
    }
}
