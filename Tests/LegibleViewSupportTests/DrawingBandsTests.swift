import LegibleRendering
import LegibleViewSupport
import Testing

/// The bands a tall view is drawn in: no surface taller than a band, and only a few screens of
/// them once the view knows what its scroll view shows.
@Suite("The bands a tall view is drawn in")
struct DrawingBandsTests {
    let band = DrawingBands.height

    @Test("without knowing what is visible every band is drawn, the last as high as what is left; an empty view has none")
    func allBands() {
        #expect(DrawingBands.shown(viewHeight: 0, visible: nil).isEmpty)
        #expect(DrawingBands.shown(viewHeight: band, visible: nil) == 0..<1)
        #expect(DrawingBands.shown(viewHeight: band * 3 + 1, visible: nil) == 0..<4)
        #expect(DrawingBands.frame(of: 3, width: 390, viewHeight: band * 3 + 1) == LayoutRect(x: 0, y: band * 3, width: 390, height: 1))
        #expect(DrawingBands.frame(of: 0, width: 390, viewHeight: 100) == LayoutRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test("what a scroll view shows, and half its height above and below, is drawn, whatever the document's length")
    func visibleBands() {
        let screen = 844.0
        for viewHeight in [20_000.0, 400_000.0, 4_000_000.0] {
            for top in stride(from: 0, to: viewHeight, by: viewHeight / 7) {
                let visible = LayoutRect(x: 0, y: top, width: 390, height: screen)
                let shown = DrawingBands.shown(viewHeight: viewHeight, visible: visible)
                let frames = shown.map { DrawingBands.frame(of: $0, width: 390, viewHeight: viewHeight) }
                let drawn = frames.reduce(0) { $0 + $1.height }
                // Two screens and the parts of the bands at either end.
                #expect(drawn <= 2 * screen + 2 * band)
                // What is visible, and half a screen either way where the document goes on, is covered.
                let needTop = max(0, top - screen / 2), needBottom = min(viewHeight, top + screen * 1.5)
                #expect(frames.first.map { $0.y <= needTop } == true && frames.last.map { $0.maxY >= needBottom } == true)
            }
        }
    }

    @Test("the visible part may lie partly or wholly outside the view (a message scrolled off screen)")
    func outside() {
        let height = band * 10
        #expect(DrawingBands.shown(viewHeight: height, visible: LayoutRect(x: 0, y: -5_000, width: 390, height: 844)).isEmpty)
        #expect(DrawingBands.shown(viewHeight: height, visible: LayoutRect(x: 0, y: height + 1_000, width: 390, height: 844)).isEmpty)
        #expect(DrawingBands.shown(viewHeight: height, visible: LayoutRect(x: 0, y: -600, width: 390, height: 844)) == 0..<2)
        // Not a place: drawn whole rather than blank.
        #expect(DrawingBands.shown(viewHeight: height, visible: LayoutRect(x: 0, y: .nan, width: 390, height: 844)) == 0..<10)
        #expect(DrawingBands.shown(viewHeight: height, visible: LayoutRect(x: 0, y: 0, width: 390, height: .infinity)) == 0..<10)
    }

    @Test("a huge rectangle, as CGRect.infinite is, is every band, not a crash")
    func huge() {
        let height = band * 10
        let infinite = LayoutRect(x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
                                  width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        #expect(DrawingBands.meeting(infinite, viewHeight: height) == 0..<10)
        #expect(DrawingBands.shown(viewHeight: height, visible: infinite) == 0..<10)
        #expect(DrawingBands.meeting(LayoutRect(x: 0, y: 1e300, width: 1, height: 1e300), viewHeight: height).isEmpty)
        #expect(DrawingBands.shown(viewHeight: .infinity, visible: nil).isEmpty)
    }

    @Test("bands are kept further from what is visible than they are made, so a small scroll back and forth does not remake one")
    func hysteresis() {
        let height = band * 40
        for top in stride(from: 0.0, to: height, by: 97) {
            let visible = LayoutRect(x: 0, y: top, width: 390, height: 844)
            let shown = DrawingBands.shown(viewHeight: height, visible: visible)
            let kept = DrawingBands.kept(viewHeight: height, visible: visible)
            #expect(kept.lowerBound <= shown.lowerBound && shown.upperBound <= kept.upperBound)
            // A band made here is still kept after a scroll of a third of a screen either way.
            for shift in [-281.0, 281.0] {
                let moved = DrawingBands.kept(viewHeight: height, visible: LayoutRect(x: 0, y: top + shift, width: 390, height: 844))
                #expect(shown.allSatisfy(moved.contains))
            }
        }
    }

    @Test("a rectangle to draw again falls in the bands it meets")
    func meeting() {
        let height = band * 10
        #expect(DrawingBands.meeting(LayoutRect(x: 0, y: band - 1, width: 10, height: 2), viewHeight: height) == 0..<2)
        #expect(DrawingBands.meeting(LayoutRect(x: 0, y: band * 4, width: 10, height: band), viewHeight: height) == 4..<5)
        #expect(DrawingBands.meeting(LayoutRect(x: 0, y: band * 20, width: 10, height: 5), viewHeight: height).isEmpty)
    }
}
