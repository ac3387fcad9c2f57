import LegibleAccessibility
import LegibleRendering
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: a stretch of a paragraph has its exact shape, so the link beside it is what a touch finds")
struct StretchShapeTests {
    /// A paragraph on two rows (a hard line break), a link at the start of the second:
    /// "Some text before" / "the docs after".
    let markdown = "Some text before\\\nthe [docs](https://example.com) after\n"

    @Test("the first stretch's frame (both its lines) covers the link; its path is its text on each line, and does not")
    func pathLeavesTheLinkOut() throws {
        let view = laidOutView(markdown)
        let stretches = view.swipeStops.compactMap { $0 as? TextRunAccessibilityElement }
        let link = try #require(view.swipeStops.first { $0.id.role == .link })
        #expect(stretches.count == 2)
        // "Some text before\n" is 16 wide on row 0, "the " 4 wide on row 1; the link is "docs" after it.
        #expect(link.accessibilityFrame == CGRect(x: 40, y: 20, width: 40, height: 20))
        #expect(stretches[0].accessibilityFrame.intersects(link.accessibilityFrame))
        let path = try #require(stretches[0].accessibilityPath)
        #expect(path.rects == [CGRect(x: 0, y: 0, width: 160, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)])
        #expect(path.rects.allSatisfy { $0.intersection(link.accessibilityFrame).isEmpty })
        #expect(try #require(stretches[1].accessibilityPath).rects == [CGRect(x: 80, y: 20, width: 60, height: 20)])
    }

    @Test("a touch finds, by shape where an element has one and by frame else, only the link on the link and only the stretch on its text")
    func touchFindsOne() throws {
        let view = laidOutView(markdown)
        view.frame.origin = CGPoint(x: 5, y: 100)
        func found(_ point: CGPoint) -> [ElementID] {
            view.swipeStops.filter { stop in
                stop.accessibilityPath.map { $0.rects.contains { $0.contains(point) } } ?? stop.accessibilityFrame.contains(point)
            }.map(\.id)
        }
        let link = try #require(view.swipeStops.first { $0.id.role == .link })
        let paragraph = try #require(view.swipeStops.first { $0 is TextRunAccessibilityElement }?.id)
        // Screen points: the view is 5 right and 100 down.
        #expect(found(CGPoint(x: 65, y: 130)) == [link.id])
        #expect(found(CGPoint(x: 25, y: 130)) == [paragraph])
        #expect(found(CGPoint(x: 125, y: 130)) == [paragraph])
    }
}
