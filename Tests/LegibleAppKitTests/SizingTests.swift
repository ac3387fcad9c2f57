@_spi(Testing) import AppKit
import Foundation
import LegibleAppKit
import LegibleRendering
import Testing

/// Sizes for cells and bubbles, with the cell layout at a point a cell.
@MainActor
@Suite("AppKit: sizing")
struct SizingTests {
    /// A view laid out in cells, counting its layouts.
    func view(_ markdown: String) -> (MarkdownTextView, layouts: () -> Int) {
        let view = MarkdownTextView(markdown: markdown)
        var count = 0
        view.core.layoutEngine = { document, width in
            count += 1
            return CellLayout(document: document, options: CellLayoutOptions(width: Int(width)))
        }
        view.frame = NSRect(x: 0, y: 0, width: 40, height: 24)
        view.layout()
        return (view, { count })
    }

    @Test("a height at a width is laid out once, however often it is asked; a short message can be hugged")
    func cachedAndHugged() {
        let (view, layouts) = view("Then a paragraph long enough to wrap at twenty cells.\n")
        let before = layouts()
        #expect(view.fittingHeight(forWidth: 20) == 3)
        #expect(view.fittingSize(forWidth: 20) == NSSize(width: 20, height: 3))
        #expect(view.fittingHeight(forWidth: 40) == 2)
        #expect(layouts() == before + 1)
        view.hugsContentWidth = true
        view.markdown = "Sure!\n"
        #expect(view.fittingSize(forWidth: 40) == NSSize(width: 5, height: 1))
        #expect(view.fittingSize(forWidth: .infinity) == .zero)
    }

    @Test("while an answer streams in, the new height is reported once a frame")
    func heightReports() {
        let (view, _) = view("")
        var reported: [CGFloat] = []
        view.onHeightChange = { reported.append($0) }
        view.append("First line.\n\n")
        view.append("Second line.\n")
        #expect(reported == [])
        view.layout()
        #expect(reported == [3])
    }
}
