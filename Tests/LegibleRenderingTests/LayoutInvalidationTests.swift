import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// The plan a view applies after a streamed append: which blocks to lay out again, which text
/// they replace, what to draw again and which text's accessibility changed.
@Suite("Layout invalidation: what a streamed append makes a view lay out again")
struct LayoutInvalidationTests {
    /// A styled document streamed from `pieces`, and the plan and text of each append.
    static func stream(_ pieces: [String]) -> [(plan: LayoutInvalidation, before: String, after: StyledDocument)] {
        let answer = StreamingAnswer()
        var styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        return pieces.map { piece in
            let before = styled.text
            let update = answer.append(piece, at: .zero).update
            let change = styled.apply(update)
            return (LayoutInvalidation(change: change, update: update, document: styled), before, styled)
        }
    }

    @Test("appending to the last paragraph lays out only it, from the end of the heading")
    func lastParagraph() {
        let steps = Self.stream(["# Title\n\nFirst paragraph.\n\nSecond", " grows"])
        let (plan, before, after) = steps[1]
        #expect(before == "Title\nFirst paragraph.\nSecond")
        #expect(after.text == "Title\nFirst paragraph.\nSecond grows")
        #expect(plan.removedBlocks == 2..<3)
        #expect(plan.insertedBlocks == 2..<3)
        #expect(plan.replacedUTF16Range == 22..<29)
        #expect(plan.insertedUTF16Range == 22..<35)
        #expect(plan.utf16Shift == 6)
        #expect(plan.accessibilityUTF16Range == 23..<35)
    }

    @Test("the replaced text, replaced by the inserted text, is the new text", arguments: 1..<12)
    func replacementGivesNewText(cut: Int) {
        let markdown = "## Mean\n\nThe *mean* of $n$ values.[^a]\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[^a]: A note.\n"
        let bytes = Array(markdown.utf8)
        let pieces = stride(from: 0, to: bytes.count, by: cut).map { String(decoding: bytes[$0..<min(bytes.count, $0 + cut)], as: UTF8.self) }
        for (plan, before, after) in Self.stream(pieces) {
            var text = Array(before.utf16)
            text.replaceSubrange(plan.replacedUTF16Range, with: Array(after.text.utf16)[plan.insertedUTF16Range])
            #expect(String(decoding: text, as: UTF16.self) == after.text)
        }
    }

    @Test("a layout kept up to the first block to lay out again keeps blocks the append did not change", arguments: [3, 7, 16])
    func firstBlockToLayOut(cut: Int) {
        let markdown = "# Notes\n\nThe *mean* of $n$ values.[^a]\n\n- one\n- two\n\n```swift\nlet x = 1\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[^a]: A note.\n"
        let bytes = Array(markdown.utf8)
        let answer = StreamingAnswer()
        var styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        for start in stride(from: 0, to: bytes.count, by: cut) {
            let before = styled
            let update = answer.append(String(decoding: bytes[start..<min(bytes.count, start + cut)], as: UTF8.self), at: .zero).update
            let plan = LayoutInvalidation(change: styled.apply(update), update: update, document: styled)
            let first = plan.firstBlockToLayOut(in: styled)
            #expect(Array(before.blocks.prefix(first)) == Array(styled.blocks.prefix(first)))
            let kept = first < styled.blocks.count ? styled.blocks[first].utf16Range.lowerBound : styled.utf16Count
            #expect(kept <= before.utf16Count)
            #expect(Array(before.text.utf16.prefix(kept)) == Array(styled.text.utf16.prefix(kept)))
            #expect(styled.runs(fromBlock: first) == Array(styled.runs.drop { $0.utf16Range.lowerBound < kept }))
        }
    }

    @Test("an append that only finishes a paragraph changes no element's accessibility")
    func onlyFinished() {
        let steps = Self.stream(["One paragraph.", "\n\n"])
        #expect(steps[1].plan.accessibilityUTF16Range == nil)
    }

    @Test("the frame to draw again runs from the line before the change to the bottom of the layout")
    func redrawFrame() {
        let steps = Self.stream(["# Title\n\nFirst paragraph.\n\nSecond", " grows"])
        let layout = CellLayout(document: steps[1].after, options: CellLayoutOptions(width: 40))
        let frame = steps[1].plan.redrawFrame(in: layout)
        let firstParagraphLine = layout.lineIndex(containingUTF16: 6).map(layout.line(at:))
        #expect(frame?.y == firstParagraphLine?.frame.maxY)
        #expect(frame?.maxY == layout.size.height)
        #expect(frame?.width == layout.size.width)
    }

    @Test("pages cut again from the first changed line, keeping those above it, are the pages cut afresh", arguments: [1, 3, 7, 16])
    func pagesFollowAppends(cut: Int) {
        let markdown = "# Title\n\nA first paragraph that wraps over lines.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
            + "> quoted text that\n> also wraps\n\n```\ncode\n```\n\nThe end[^a].\n\n[^a]: A note.\n"
        let bytes = Array(markdown.utf8)
        let answer = StreamingAnswer()
        var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))),
                                options: CellLayoutOptions(width: 20))
        var pages = layout.pages(height: 4)
        for start in stride(from: 0, to: bytes.count, by: cut) {
            let change = layout.apply(answer.append(bytes[start..<min(bytes.count, start + cut)], at: .zero).update)
            pages = layout.pages(height: 4, updating: pages, fromLine: layout.firstLine(ofBlock: change.removedBlocks.lowerBound))
            #expect(pages == layout.pages(height: 4), "after \(start + cut) bytes")
        }
    }

    @Test("a page above the change is cut again when the change lets the line after it fit: where it ends depended on that line")
    func pageBeforeTheChange() {
        func laidOut(_ markdown: String) -> CellLayout {
            CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))),
                       options: CellLayoutOptions(width: 10))
        }
        // Rows 0 and 2, then a code block whose line is on row 5 (under its frame's top), which
        // does not fit on a page of 5 rows: the first page ends at row 3.
        let before = laidOut("one\n\ntwo\n\n```\nx\n```")
        #expect(before.pages(height: 5).map(\.contentBottom) == [3, 7])
        // A paragraph in its place, on row 4, fits on the first page, which now ends after it.
        let after = laidOut("one\n\ntwo\n\nBig")
        let pages = after.pages(height: 5, updating: before.pages(height: 5), fromLine: after.firstLine(ofBlock: 2))
        #expect(pages.map(\.contentBottom) == [5])
        #expect(pages == after.pages(height: 5))
    }

    @Test("a cell layout that applies the plans equals one laid out afresh")
    func cellLayoutFollowsPlans() {
        let steps = Self.stream(["# Title\n\nFirst", " paragraph.\n\n- one\n", "- two\n\n> quoted", " text\n"])
        var layout = CellLayout(document: StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub))),
                                options: CellLayoutOptions(width: 30))
        for (plan, _, after) in steps {
            layout.apply(plan, to: after)
            let fresh = CellLayout(document: after, options: CellLayoutOptions(width: 30))
            #expect(layout.lines == fresh.lines)
            #expect(layout.plainRows() == fresh.plainRows())
        }
    }
}
