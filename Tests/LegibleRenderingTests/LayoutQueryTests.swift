import LegibleAccessibility
import LegibleRendering
import Testing

/// What the layout protocol's extensions answer, computed once for every platform and checked
/// here on the cell layout: lines of elements, hit testing, frames, selection rectangles,
/// pages, reading positions and text navigation.
@Suite("Layout queries")
struct LayoutQueryTests {
    static let guide = """
        # Guide

        Read the [manual](https://example.com/manual) and $E=mc^2$ today.

        - First item
        - Second item

        | A | B |
        |---|---|
        | 1 | 2 |

        ---

        Last paragraph here.
        """

    // Elements of the guide, by identity.
    static let heading = ElementID(role: .heading, sourceOffset: 0)
    static let paragraph = ElementID(role: .text, sourceOffset: 9)
    static let link = ElementID(role: .link, sourceOffset: 18)
    static let formula = ElementID(role: .math, sourceOffset: 59)
    static let list = ElementID(role: .list, sourceOffset: 76)
    static let firstItem = ElementID(role: .listItem, sourceOffset: 76)
    static let firstItemText = ElementID(role: .text, sourceOffset: 78)
    static let table = ElementID(role: .table, sourceOffset: 104)
    static let lastCell = ElementID(role: .tableCell, sourceOffset: 130, ordinal: 1)
    static let separator = ElementID(role: .separator, sourceOffset: 135)
    static let last = ElementID(role: .text, sourceOffset: 140)

    @Test("the guide at 40 cells")
    func screen() {
        #expect(layout(Self.guide, width: 40).screen == [
            "Guide", "═════", "", "Read the manual and E=mc^2 today.", "", "• First item", "• Second item", "",
            "┌───┬───┐", "│ A │ B │", "├───┼───┤", "│ 1 │ 2 │", "└───┴───┘", "", String(repeating: "─", count: 40), "",
            "Last paragraph here.",
        ])
    }

    @Test("each line maps back to its element; an element's lines", arguments: [20, 40, 80])
    func linesOfElements(width: Int) {
        let layout = layout(Self.guide, width: width)
        #expect(layout.lineIndices(of: Self.paragraph) == (width == 20 ? 1..<3 : 1..<2))
        let tableLines = layout.lineIndices(of: Self.table)
        #expect(tableLines.map(layout.content(ofLine:)) == ["A", "B", "1", "2"])
        #expect(layout.lineIndices(of: Self.separator).map(layout.element(ofLine:)) == [Self.separator])
        #expect(layout.lineIndices(of: Self.link).map(layout.element(ofLine:)) == [Self.paragraph])
    }

    @Test("hit testing at 40: link, formula, text past its end, bullet, rule, nothing")
    func hitTesting() {
        let layout = layout(Self.guide, width: 40)
        #expect(layout.element(at: cell(10, 3)) == Self.link)
        #expect(layout.link(at: cell(10, 3))?.destination == "https://example.com/manual")
        #expect(layout.element(at: cell(21, 3)) == Self.formula)
        #expect(layout.attachment(at: cell(21, 3))?.element == Self.formula)
        #expect(layout.link(at: cell(21, 3)) == nil)
        #expect(layout.element(at: cell(35, 3)) == Self.paragraph)
        #expect(layout.element(at: cell(0, 5)) == Self.firstItem)
        #expect(layout.element(at: cell(3, 10)) == Self.table)
        #expect(layout.element(at: cell(3, 11)) == ElementID(role: .tableCell, sourceOffset: 126))
        #expect(layout.element(at: cell(0, 14)) == Self.separator)
        #expect(layout.element(at: cell(0, 2)) == nil)
    }

    @Test("a touch: the innermost element, and on a line the offset of the character there; beside the text, no offset")
    func touch() throws {
        let layout = layout(Self.guide, width: 40)
        let onLink = try #require(layout.touch(at: cell(10, 3)))
        let line = try #require(layout.lineIndex(at: cell(10, 3)))
        #expect(onLink.element == Self.link && onLink.utf16Offset == layout.utf16Offset(atX: 10, inLine: line))
        let onText = try #require(layout.touch(at: cell(2, 3)))
        #expect(onText.element == Self.paragraph && onText.utf16Offset == layout.document.utf16Range(of: Self.paragraph)?.lowerBound.advanced(by: 2))
        let onBullet = try #require(layout.touch(at: cell(0, 5)))
        #expect(onBullet.element == Self.firstItem && onBullet.utf16Offset == nil)
        #expect(layout.touch(at: cell(0, 2)) == nil)
    }

    @Test("hit testing at 20: the formula wrapped to the next line")
    func hitTestingNarrow() {
        let layout = layout(Self.guide, width: 20)
        #expect(layout.screen[3...4] == ["Read the manual and", "E=mc^2 today."])
        #expect(layout.element(at: cell(1, 4)) == Self.formula)
        #expect(layout.element(at: cell(10, 3)) == Self.link)
        #expect(layout.element(at: cell(0, 6)) == Self.firstItem)
    }

    @Test("frames of elements: text tightly, containers with their markers, tables with their rules", arguments: [
        (20, ["(0, 0, 5×2)", "(0, 3, 20×2)", "(9, 3, 6×1)", "(0, 4, 6×1)", "(0, 6, 20×2)", "(0, 6, 20×1)", "(0, 9, 9×5)", "(0, 15, 20×1)"]),
        (40, ["(0, 0, 5×2)", "(0, 3, 33×1)", "(9, 3, 6×1)", "(20, 3, 6×1)", "(0, 5, 40×2)", "(0, 5, 40×1)", "(0, 8, 9×5)", "(0, 14, 40×1)"]),
        (80, ["(0, 0, 5×2)", "(0, 3, 33×1)", "(9, 3, 6×1)", "(20, 3, 6×1)", "(0, 5, 80×2)", "(0, 5, 80×1)", "(0, 8, 9×5)", "(0, 14, 80×1)"]),
    ])
    func frames(width: Int, expected: [String]) {
        let layout = layout(Self.guide, width: width)
        let elements = [Self.heading, Self.paragraph, Self.link, Self.formula, Self.list, Self.firstItem, Self.table, Self.separator]
        #expect(elements.map { layout.frame(of: $0).map(\.description) ?? "none" } == expected)
    }

    @Test("every element of the guide has a frame", arguments: [20, 40, 80])
    func everyElementHasAFrame(width: Int) {
        let layout = layout(Self.guide, width: width)
        let model = readingModel(Self.guide)
        for element in model.elements where element.role != .document {
            #expect(layout.frame(of: element.id) != nil, "\(element.id)")
        }
    }

    @Test("selection rectangles: one per line, clipped to the text; a caret for an empty range")
    func selection() {
        // "manual and ￼ today.\nFirst" spans two lines at 40 and three at 20.
        #expect(layout(Self.guide, width: 40).selectionRects(forUTF16: 15..<40).map(\.description) == ["(9, 3, 24×1)", "(2, 5, 5×1)"])
        #expect(layout(Self.guide, width: 20).selectionRects(forUTF16: 15..<40).map(\.description)
            == ["(9, 3, 11×1)", "(0, 4, 13×1)", "(2, 6, 5×1)"])
        #expect(layout(Self.guide, width: 80).selectionRects(forUTF16: 20..<20).map(\.description) == ["(14, 3, 0×1)"])
    }

    @Test("selection over wide characters covers both cells of each")
    func wideSelection() {
        let layout = layout("漢字とかな", width: 6)
        #expect(layout.screen == ["漢字と", "かな"])
        #expect(layout.selectionRects(forUTF16: 1..<4).map(\.description) == ["(2, 0, 4×1)", "(0, 1, 2×1)"])
    }

    @Test("pages break between lines, tile the document, and hold every line once", arguments: [
        (20, [0, 5, 8, 13], [[0, 1, 2], [3, 4], [5, 6, 7, 8], [9, 10]]),
        (40, [0, 4, 7, 12], [[0, 1], [2, 3], [4, 5, 6, 7], [8, 9]]),
        (80, [0, 4, 7, 12], [[0, 1], [2, 3], [4, 5, 6, 7], [8, 9]]),
    ])
    func pages(width: Int, tops: [Double], lines: [[Int]]) {
        let layout = layout(Self.guide, width: width)
        let pages = layout.pages(height: 5)
        #expect(pages.map(\.frame.y) == tops)
        #expect(pages.map(layout.lineIndices(on:)) == lines)
        // Found in one pass over the lines: each page's last line in reading order.
        #expect(layout.lastLineIndices(on: pages) == lines.map(\.last))
        #expect(pages.last?.contentBottom == layout.size.height)
        #expect(layout.pageIndex(of: Self.lastCell, in: pages) == 2)
        #expect(layout.pageIndex(of: Self.last, in: pages) == 3)
    }

    @Test("after a page turn, reading goes on with the page's first line in reading order")
    func readingPosition() {
        let layout = layout(Self.guide, width: 40)
        let pages = layout.pages(height: 5)
        #expect(pages.map { layout.readingPosition(on: $0)?.element } == [Self.heading, Self.firstItemText,
                                                                          ElementID(role: .tableCell, sourceOffset: 106), Self.separator])
        #expect(layout.readingPosition(on: pages[1])?.utf16Offset == 35)
        #expect(layout.content(of: pages[1]) == "First item\nSecond item")
    }

    @Test("text navigation from any element")
    func navigation() {
        let document = layout(Self.guide, width: 40).document
        #expect(document.nextTextElement(after: Self.heading) == Self.paragraph)
        #expect(document.nextTextElement(after: Self.link) == Self.firstItemText)
        #expect(document.previousTextElement(before: Self.link) == Self.heading)
        #expect(document.nextTextElement(after: Self.list) == ElementID(role: .tableCell, sourceOffset: 106))
        #expect(document.previousTextElement(before: Self.list) == Self.paragraph)
        #expect(document.nextTextElement(after: Self.table) == Self.last)
        #expect(document.previousTextElement(before: Self.separator) == Self.lastCell)
        #expect(document.nextTextElement(after: Self.last) == nil)
        #expect(document.previousTextElement(before: Self.heading) == nil)
    }

    @Test("reading content per element: line numbers count from the element's first line")
    func elementLines() {
        let layout = layout(Self.guide, width: 20)
        #expect(layout.elementLine(at: cell(3, 4))?.element == Self.paragraph)
        #expect(layout.elementLine(at: cell(3, 4))?.line == 1)
    }
}

