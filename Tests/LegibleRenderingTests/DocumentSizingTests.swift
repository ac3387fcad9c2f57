import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import Testing

/// Layouts kept per width and brought up to appends, content widths for hugging, and height
/// reports once a frame.
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

    @Test("a layout remembered is kept, so asking at its width lays nothing out; taken, it is no longer kept")
    func remembered() {
        var sizing = DocumentSizing()
        let counter = Counter()
        sizing.remember(layout(Self.text, width: 40), width: 40)
        #expect(size(&sizing, 40, counter) == LayoutSize(width: 39, height: 4))   // "… wrap at", its space left out
        #expect(counter.count == 0)
        #expect(sizing.takeLayout(forWidth: 40)?.layout.size.height == 4)
        #expect(sizing.takeLayout(forWidth: 40) == nil)
        _ = size(&sizing, 40, counter)
        #expect(counter.count == 1)
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

    @Test("an append brings each kept layout up to it and measures its content again from where it changed; one that cannot be is laid out again")
    func keptThroughAppends() {
        let steps = LayoutInvalidationTests.stream(["Short.\n\nAnother short one.\n\n", "A paragraph long enough to wrap at twenty cells.\n", "\nMore."])
        var sizing = DocumentSizing()
        let counter = Counter()
        let measured = Counter()
        func counted(_ cells: CellLayout) -> MeasuredCells { MeasuredCells(cells: cells, measured: measured) }
        _ = sizing.size(forWidth: 20) { width in
            counter.count += 1
            return counted(CellLayout(document: steps[0].after, options: CellLayoutOptions(width: Int(width))))
        }
        sizing.contentDidChange(after: steps[1].plan) { kept in
            guard var cells = (kept as? MeasuredCells)?.cells else { return nil }
            cells.apply(steps[1].plan, to: steps[1].after)
            return counted(cells)
        }
        measured.count = 0
        let size = sizing.size(forWidth: 20) { _ in
            counter.count += 1
            return CellLayout(document: steps[1].after, options: CellLayoutOptions(width: 20))
        }
        let fresh = CellLayout(document: steps[1].after, options: CellLayoutOptions(width: 20))
        #expect(counter.count == 1)
        #expect(size == LayoutSize(width: fresh.contentWidth.rounded(.up), height: fresh.size.height))
        // Only the lines from the one before the change on are measured again.
        // Not the first line, "Short.": the change starts at the third, and the second is measured
        // again for the line break the change may have brought.
        #expect(measured.count == fresh.lineCount - 1)
        sizing.contentDidChange(after: steps[2].plan) { _ in nil }
        _ = sizing.size(forWidth: 20) { _ in
            counter.count += 1
            return CellLayout(document: steps[2].after, options: CellLayoutOptions(width: 20))
        }
        #expect(counter.count == 2)
    }

    @Test("an append brings up only the layouts asked for since the last change; the others are forgotten, laid out again if asked again (reading R57-6)")
    func unaskedForgotten() {
        let steps = LayoutInvalidationTests.stream(["Short.\n\nAnother short one.\n\n", "A paragraph long enough to wrap at twenty cells.\n", "\nMore."])
        var sizing = DocumentSizing()
        var laidOut: [Double] = []
        var updates = 0
        func ask(_ width: Double, at step: Int) {
            _ = sizing.size(forWidth: width) { width in
                laidOut.append(width)
                return CellLayout(document: steps[step].after, options: CellLayoutOptions(width: Int(width)))
            }
        }
        func append(_ step: Int) {
            sizing.contentDidChange(after: steps[step].plan) { kept in
                guard var cells = kept as? CellLayout else { return nil }
                updates += 1
                cells.apply(steps[step].plan, to: steps[step].after)
                return cells
            }
        }
        ask(20, at: 0)
        ask(60, at: 0)
        append(1)
        #expect(updates == 2)
        ask(20, at: 1)
        append(2)
        #expect(updates == 3)
        ask(20, at: 2)
        #expect(laidOut == [20, 60])
        ask(60, at: 2)
        #expect(laidOut == [20, 60, 60])
        sizing.contentDidChange()
        ask(20, at: 2)
        #expect(laidOut == [20, 60, 60, 20])
    }

    @Test("the em is measured once, and again after the document is shown anew, its theme or fonts change, or it is forgotten (reading R57-6)")
    func emKept() {
        var sizing = DocumentSizing()
        var measured = 0
        func em(_ points: Double) -> Double {
            sizing.em {
                measured += 1
                return points
            }
        }
        #expect(em(17) == 17)
        #expect(em(20) == 17)
        #expect(measured == 1)
        sizing.contentDidChange()
        #expect(em(20) == 20)
        #expect(measured == 2)
        sizing.forgetEm()
        #expect(em(18) == 18)
        #expect(measured == 3)
    }
}

/// A cell layout counting the lines whose ends are measured.
struct MeasuredCells: DocumentLayout {
    let cells: CellLayout
    let measured: DocumentSizingTests.Counter
    var document: StyledDocument { cells.document }
    var size: LayoutSize { cells.size }
    var lineCount: Int { cells.lineCount }
    var firstLineLaidOutAgain: Int? { cells.firstLineLaidOutAgain }
    func line(at index: Int) -> LayoutLine { cells.line(at: index) }
    func lineIndex(at point: LayoutPoint) -> Int? { cells.lineIndex(at: point) }
    func lineIndex(containingUTF16 offset: Int) -> Int? { cells.lineIndex(containingUTF16: offset) }
    func utf16Offset(atX x: Double, inLine index: Int) -> Int { cells.utf16Offset(atX: x, inLine: index) }
    func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double {
        measured.count += 1
        return cells.xPosition(ofUTF16: offset, inLine: index)
    }
    func decorationFrame(of element: ElementID) -> LayoutRect? { cells.decorationFrame(of: element) }
}
