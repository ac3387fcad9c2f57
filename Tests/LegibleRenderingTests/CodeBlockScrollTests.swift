import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import Testing

@Suite("A code block wider than its box scrolls a page of columns at a time")
struct CodeBlockScrollTests {
    /// ``RowLayout`` with a box padded 20 around each code block's lines (as TextKit pads it),
    /// to the 800-wide view's right edge; `gutter` more on the left (line numbers).
    func layout(_ markdown: String, gutter: Double = 0) -> BoxedLayout {
        BoxedLayout(rows: RowLayout(document: styled(markdown))) { element, rows in
            let frames = rows.lines.filter { $0.element == element }.map(\.frame)
            guard let first = frames.first, let last = frames.last else { return nil }
            let left = first.x - 20 - gutter
            return LayoutRect(x: left, y: first.y - 20, width: 800 - left, height: last.maxY - first.y + 40)
        }
    }

    @Test("the lines show inside the box's padding: a 1000-wide line in a box padded 20 in an 800-wide view shows 780 at a time (the box reaches the view's edge, less its padding), in 2 pages")
    func padding() throws {
        let layout = layout("```\n\(String(repeating: "x", count: 100))\n```\n")
        let code = try #require(layout.document.blocks.first { if case .code = $0.content { true } else { false } })
        var scroll = try #require(CodeBlockScroll.scrolls(in: layout, viewWidth: 800, keeping: [:])[code.id])
        #expect(scroll.contentWidth == 1000)
        #expect(scroll.visibleWidth == 780)
        #expect(scroll.pageCount == 2)
        let forward = scroll.scroll(forward: true)
        #expect(forward)
        #expect(scroll.offset == 220)
        #expect(scroll.page == 1)
        let past = scroll.scroll(forward: true)
        #expect(!past)
    }

    @Test("a gutter of line numbers left of the lines takes nothing from the right: the lines show up to the box's padding")
    func gutter() throws {
        let layout = layout("```\n\(String(repeating: "x", count: 100))\n```\n", gutter: 30)
        let code = try #require(layout.document.blocks.first?.id)
        let scroll = try #require(CodeBlockScroll(of: code, in: layout, viewWidth: 800))
        #expect(scroll.visibleWidth == 780)
    }

    @Test("a block whose lines fit has no scroll; an offset kept from before is held within the new bounds")
    func fitsAndKept() throws {
        let wide = layout("```\n\(String(repeating: "x", count: 100))\n```\n")
        let code = try #require(wide.document.blocks.first { if case .code = $0.content { true } else { false } })
        #expect(CodeBlockScroll(of: code.id, in: layout("```\nshort\n```\n"), viewWidth: 800) == nil)
        #expect(CodeBlockScroll(of: code.id, in: wide, viewWidth: 800, offset: 5000)?.offset == 220)
    }

    @Test("a scroll by a distance moves the lines that far, held within bounds; a scroll that moves nothing says so")
    func byDistance() throws {
        let layout = layout("```\n\(String(repeating: "x", count: 100))\n```\n")
        let code = try #require(layout.document.blocks.first { if case .code = $0.content { true } else { false } })
        var scroll = try #require(CodeBlockScroll(of: code.id, in: layout, viewWidth: 800))
        // The line is 1000 wide and shows 780 at a time: the offset goes from 0 to 220.
        var results: [(moved: Bool, offset: Double)] = []
        for distance in [50.0, 1000, 10, -500, -1] {
            let moved = scroll.scroll(by: distance)
            results.append((moved, scroll.offset))
        }
        #expect(results.map(\.moved) == [true, true, false, true, false])
        #expect(results.map(\.offset) == [50, 220, 220, 0, 0])
    }

    @Test("a line's frame follows the scroll: moved left by the offset and cut to the part of the box the lines show in")
    func shownFrame() throws {
        let layout = layout("```\n\(String(repeating: "x", count: 100))\n```\n")
        let code = try #require(layout.document.blocks.first { if case .code = $0.content { true } else { false } })
        // The lines start at 0 and show from 0 to 780 (the box's padding of 20 before the view's edge).
        let scroll = try #require(CodeBlockScroll(of: code.id, in: layout, viewWidth: 800, offset: 100))
        #expect(scroll.shownFrame(of: LayoutRect(x: 0, y: 0, width: 1000, height: 20)) == LayoutRect(x: 0, y: 0, width: 780, height: 20))
        #expect(scroll.shownFrame(of: LayoutRect(x: 0, y: 20, width: 150, height: 20)) == LayoutRect(x: 0, y: 20, width: 50, height: 20))
        // A short line scrolled out of sight: 0 wide at the left.
        #expect(scroll.shownFrame(of: LayoutRect(x: 0, y: 40, width: 50, height: 20)) == LayoutRect(x: 0, y: 40, width: 0, height: 20))
    }

    @Test("the layout as shown: a scrolled code block's lines moved left inside its box, points mapping to the characters shown there, other blocks as laid out")
    func shown() throws {
        let laidOut = layout("```\n\(String(repeating: "x", count: 100))\n```\n\nAfter.\n")
        let code = try #require(laidOut.document.blocks.first?.id)
        var scroll = try #require(CodeBlockScroll(of: code, in: laidOut, viewWidth: 800))
        let moved = scroll.scroll(by: 150)
        #expect(moved)
        let shown = ShownLayout(laidOut, scrolls: [code: scroll])
        // The line (0 to 1000 as laid out) is shown from -150, cut to the box's inside, 0 to 780.
        #expect(shown.frame(ofLine: 0) == LayoutRect(x: 0, y: 0, width: 780, height: 20))
        #expect(shown.xPosition(ofUTF16: 50, inLine: 0) == laidOut.xPosition(ofUTF16: 50, inLine: 0) - 150)
        #expect(shown.utf16Offset(atX: 405, inLine: 0) == laidOut.utf16Offset(atX: 555, inLine: 0))
        #expect(shown.lineIndex(at: LayoutPoint(x: 790, y: 10)) == nil)
        #expect(shown.element(at: LayoutPoint(x: 405, y: 10)) == code)
        // The paragraph after it is where it was laid out.
        #expect(shown.frame(ofLine: 1) == laidOut.frame(ofLine: 1))
        #expect(ShownLayout(laidOut, scrolls: [:]).frame(ofLine: 0) == laidOut.frame(ofLine: 0))
    }

    @Test("a drag moves the lines to where it has dragged them, within bounds, over the part of the box they show in")
    func drag() throws {
        let laidOut = layout("```\n\(String(repeating: "x", count: 100))\n```\n")
        let code = try #require(laidOut.document.blocks.first?.id)
        var scroll = try #require(CodeBlockScroll(of: code, in: laidOut, viewWidth: 800))
        let moves = [120.0, 120, 900, -5].map { target in (scroll.scroll(to: target), scroll.offset) }
        #expect(moves.map(\.0) == [true, false, true, true])
        #expect(moves.map(\.1) == [120, 120, 220, 0])
        let area = scroll.dragArea(in: LayoutRect(x: 0, y: 40, width: 1000, height: 60))
        #expect(area.visible == LayoutRect(x: 0, y: 40, width: 780, height: 60))
        #expect(area.contentWidth == 1000)
    }

    @Test("a display formula wider than the view scrolls as code does, never shrunk; a paragraph as wide, holding an in-line formula, does not")
    func displayFormula() throws {
        // Each UTF-16 unit 900 wide: the formula's U+FFFC is a 900-wide line in an 800-wide view.
        let laidOut = RowLayout(document: styled("$$\n\\sum_{i=1}^{n} i\n$$\n\nThen $x$.\n"), characterWidth: 900)
        let formula = try #require(laidOut.document.blocks.first { if case .math = $0.content { true } else { false } })
        let scrolls = CodeBlockScroll.scrolls(in: laidOut, viewWidth: 800, keeping: [:])
        #expect(Array(scrolls.keys) == [formula.id])
        #expect(scrolls[formula.id]?.contentWidth == 900)
        #expect(scrolls[formula.id]?.visibleWidth == 800)
    }
}

@Suite("A streamed block's scroll follows it as it grows")
struct StreamedCodeBlockScrollTests {
    @Test("a code block and a table streamed 7 bytes at a time, their scrolls brought up from the blocks laid out again, scroll as a fresh layout's after every append; their frames are a fresh layout's")
    func streamedEqualsFresh() {
        let code = (0..<40).map { "let value\($0) = \"\(String(repeating: "wide ", count: ($0 * 7) % 13))\"" }
        let rows = (0..<12).map { "| item \($0) | \($0 * 37) | a note on row \($0) |" }
        // The fence's backticks read as code until it closes: the block grows and shrinks.
        let markdown = "Intro.\n\n```swift\n" + code.joined(separator: "\n") + "\n```\n\n| Name | Value | Note |\n|---|--:|---|\n"
            + rows.joined(separator: "\n") + "\n\nAfter.\n"
        let pieces = stride(from: 0, to: markdown.utf8.count, by: 7).map { start in
            String(decoding: Array(markdown.utf8)[start..<min(start + 7, markdown.utf8.count)], as: UTF8.self)
        }
        let options = CellLayoutOptions(width: 30, codeOverflow: .scroll, codeLineNumbers: true)
        var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))),
                                options: options)
        var scrolls: [ElementID: CodeBlockScroll] = [:]
        for (plan, _, after) in LayoutInvalidationTests.stream(pieces) {
            layout.apply(plan, to: after)
            scrolls = CodeBlockScroll.scrolls(updating: scrolls, in: layout, viewWidth: 30, changedBlocks: plan.insertedBlocks)
            let fresh = CellLayout(document: after, options: options)
            #expect(scrolls == CodeBlockScroll.scrolls(in: fresh, viewWidth: 30, keeping: [:]), "after \(after.text.utf8.count) bytes")
            for block in after.blocks {
                #expect(layout.decorationFrame(of: block.id) == fresh.decorationFrame(of: block.id))
                // Measured as laid out, as the lines say.
                let walked = fresh.lines.filter { $0.element == block.id }.map(\.frame).reduce(nil) { $0?.union($1) ?? $1 }
                #expect(layout.ownLinesFrame(of: block.id) == walked)
            }
        }
        #expect(!scrolls.isEmpty)
    }
}
