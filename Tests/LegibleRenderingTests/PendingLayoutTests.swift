import LegibleRendering
import LegibleTestSupport
import Testing

/// A view with no width yet lays nothing out (uikit B7, appkit C2).
@Suite("Pending layout")
struct PendingLayoutTests {
    let document = styled("# Title\n\nA paragraph of some words.\n")

    @Test("at a width of 0, negative or infinite, nothing is laid out: no lines and no height", arguments: [0, -1, Double.infinity, .nan])
    func noWidth(width: Double) {
        var laidOut = false
        let layout = PendingLayout.layout(document, width: width) { _ in
            laidOut = true
            return RowLayout(document: document)
        }
        #expect(!laidOut)
        #expect(layout is PendingLayout)
        #expect(layout.lineCount == 0 && layout.size == LayoutSize(width: 0, height: 0))
        #expect(layout.tapTarget(at: LayoutPoint(x: 0, y: 0)) == nil)
    }

    @Test("at a real width, the document is laid out there")
    func width() {
        let layout = PendingLayout.layout(document, width: 320) { width in
            #expect(width == 320)
            return RowLayout(document: document)
        }
        #expect(layout.lineCount == 2)
    }
}
