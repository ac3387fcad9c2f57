import LegibleAccessibility
import LegibleRendering
import Testing

/// The part of an element's text on the lines a view shows (AppKit's visible character range).
@Suite("Visible text range")
struct VisibleRangeTests {
    // At 12 cells the paragraph wraps onto three rows, y 0, 1 and 2, each 1 high:
    // "alpha beta " / "gamma delta " / "epsilon".
    let wrapped = layout("alpha beta gamma delta epsilon\n", width: 12)
    var paragraph: Range<Int> { 0..<30 }

    @Test("the rows of the paragraph, as laid out")
    func rows() {
        #expect((0..<wrapped.lineCount).map { wrapped.content(ofLine: $0) } == ["alpha beta ", "gamma delta ", "epsilon"])
    }

    @Test("scrolled so that the first row is above the top, the rest of the text shows")
    func scrolledPastFirstRow() {
        #expect(wrapped.visibleUTF16Range(of: paragraph, lines: 0..<3, top: 1, bottom: 10) == 11..<30)
    }

    @Test("a view showing only the middle row shows only its text")
    func middleRow() {
        #expect(wrapped.visibleUTF16Range(of: paragraph, lines: 0..<3, top: 1.5, bottom: 1.8) == 11..<23)
    }

    @Test("a stretch of the paragraph is clipped to itself")
    func stretch() {
        #expect(wrapped.visibleUTF16Range(of: 6..<16, lines: 0..<2, top: 0, bottom: 10) == 6..<16)
    }

    @Test("nothing shows when the view is below every row")
    func nothingShown() {
        #expect(wrapped.visibleUTF16Range(of: paragraph, lines: 0..<3, top: 5, bottom: 9) == nil)
    }
}
