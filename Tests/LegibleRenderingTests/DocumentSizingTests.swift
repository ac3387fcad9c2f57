import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import Testing

/// Sizes worked out once per width, content widths for hugging, and height reports once a frame.
@Suite("Document sizing")
struct DocumentSizingTests {
    static let text = "A short line.\n\nThen a paragraph long enough to wrap at twenty cells.\n"

    /// A sizing whose layouts are counted.
    final class Counter { var count = 0 }

    func size(_ sizing: inout DocumentSizing, _ width: Double, _ counter: Counter) -> LayoutSize {
        sizing.size(forWidth: width) { width in
            counter.count += 1
            return layout(Self.text, width: Int(width))
        }
    }

    func report(_ sizing: inout DocumentSizing, _ height: Double) -> Bool { sizing.heightChanged(to: height) }
    func take(_ sizing: inout DocumentSizing) -> Double? { sizing.takeReport() }

    @Test("each width is laid out once, until the content changes")
    func cachedPerWidth() {
        var sizing = DocumentSizing()
        let counter = Counter()
        #expect(size(&sizing, 20, counter) == LayoutSize(width: 19, height: 5))   // "long enough to wrap"
        #expect(size(&sizing, 60, counter) == LayoutSize(width: 53, height: 3))
        #expect(size(&sizing, 20, counter).height == 5)
        #expect(counter.count == 2)
        sizing.contentDidChange()
        _ = size(&sizing, 20, counter)
        #expect(counter.count == 3)
    }

    @Test("the content's width is rounded up to a whole point, so the widest line still fits a frame snapped to pixels (uikit B13, appkit C7)")
    func huggedWidthRoundedUp() {
        var sizing = DocumentSizing()
        // A paragraph whose drawn box ends at 123.4 (its text is 10 a character, 6 characters).
        let rows = RowLayout(document: styled("Short.\n"))
        let fractional = BoxedLayout(rows: rows) { _, _ in LayoutRect(x: 0, y: 0, width: 123.4, height: 20) }
        #expect(sizing.size(forWidth: 300) { _ in fractional }.width == 124)
        // Never wider than the width offered.
        #expect(sizing.size(forWidth: 123.5) { _ in fractional }.width == 123.5)
    }

    @Test("a layout the view made is remembered, so asking at its width lays nothing out")
    func remembered() {
        var sizing = DocumentSizing()
        let counter = Counter()
        sizing.remember(layout(Self.text, width: 40), width: 40)
        #expect(size(&sizing, 40, counter) == LayoutSize(width: 39, height: 4))   // "… wrap at", its space left out
        #expect(counter.count == 0)
    }

    @Test("only the last few widths are kept, the oldest forgotten first")
    func bounded() {
        var sizing = DocumentSizing()
        let counter = Counter()
        for width in 20..<(20 + DocumentSizing.rememberedWidthLimit + 1) { _ = size(&sizing, Double(width), counter) }
        let laidOut = counter.count
        _ = size(&sizing, Double(20 + DocumentSizing.rememberedWidthLimit), counter)
        #expect(counter.count == laidOut)
        _ = size(&sizing, 20, counter)
        #expect(counter.count == laidOut + 1)
    }

    @Test("the content width is the widest line's, or a table's rules, never more than the width")
    func contentWidth() {
        #expect(layout("Hi.\n", width: 40).contentWidth == 3)
        #expect(layout("| a | b |\n|---|---|\n| 1 | 2 |\n", width: 40).contentWidth == 9)
        #expect(layout(Self.text, width: 20).contentWidth <= 20)
    }

    @Test("height changes in one frame are reported once, with the last height; no change, no report")
    func coalesced() {
        var sizing = DocumentSizing()
        #expect(report(&sizing, 10) == true)
        #expect(report(&sizing, 12) == false)
        #expect(report(&sizing, 14) == false)
        #expect(take(&sizing) == 14)
        #expect(report(&sizing, 20) == true)
        #expect(report(&sizing, 14) == false)
        #expect(take(&sizing) == nil)
        #expect(report(&sizing, 16) == true)
        #expect(take(&sizing) == 16)
    }

    @Test("a view's own layout forgets every size without measuring its content's width, and its first height change asks for a report")
    func viewLayout() {
        var sizing = DocumentSizing()
        let counter = Counter()
        _ = size(&sizing, 20, counter)
        // A layout whose content width would be measured line by line: a streamed append must not pay for it.
        let rows = RowLayout(document: styled(Self.text))
        let measured = Counter()
        let watched = BoxedLayout(rows: rows) { _, _ in
            measured.count += 1
            return LayoutRect(x: 0, y: 0, width: 10, height: 20)
        }
        let asksForReport = sizing.viewDidLayOut(watched, width: 40)
        #expect(asksForReport)
        #expect(measured.count == 0)
        _ = size(&sizing, 20, counter)
        #expect(counter.count == 2)
    }
}
