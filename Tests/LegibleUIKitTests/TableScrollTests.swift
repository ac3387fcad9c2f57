import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: a table wider than the view scrolls sideways")
struct UIKitTableScrollTests {
    /// A 300-wide view whose table's first column is a 60-character word: 610 wide with its
    /// padding and the second column, so it scrolls.
    func view() throws -> (MarkdownTextView, ElementID) {
        let view = MarkdownTextView(markdown: "| \(String(repeating: "w", count: 60)) | b |\n|---|---|\n| 1 | 2 |\n")
        view.core.layoutEngine = { document, width in RowLayout(document: document, tableWidth: Double(width), scrolledColumnLimit: 200) }
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        view.layoutSubviews()
        let table = try #require(view.styledDocument.blocks.first?.id)
        return (view, table)
    }

    @Test("a finger drags it: a scroll view lies over the table, as wide as the view and its content as wide as the table")
    func dragArea() throws {
        let (view, table) = try view()
        let scrollView = try #require(view.codeScrollViews[table])
        #expect(scrollView.frame.width == 300)
        #expect(scrollView.contentSize.width == 630)
    }

    @Test("VoiceOver's three-finger swipe on a cell scrolls its table a page of columns, and the cells' frames follow")
    func swipe() throws {
        let (view, table) = try view()
        let cell = try #require(view.exposedElements.first { $0.id.role == .tableCell && $0.accessibilityLabel == "2" })
        // The second row is 25 high (a line of 20 and a padding); its second cell is laid out from
        // 610 to 630: past the view's edge, 0 wide there.
        #expect(cell.accessibilityFrame == CGRect(x: 300, y: 25, width: 0, height: 25))
        _ = takePosted()
        #expect(cell.accessibilityScroll(.right))
        #expect(view.core.codeScrolls[table]?.offset == 300)
        #expect(cell.accessibilityScroll(.right))
        #expect(view.core.codeScrolls[table]?.offset == 330)      // the end: 630 wide, 300 shown
        #expect(!cell.accessibilityScroll(.right))
        #expect(takePosted().filter { $0.notification == .pageScrolled }.compactMap { $0.argument as? String } == ["Page 2 of 3", "Page 3 of 3"])
        #expect(cell.accessibilityFrame == CGRect(x: 280, y: 25, width: 20, height: 25))
    }

    @Test("VoiceOver moving onto a cell scrolled out of the table's box scrolls the table just far enough to show it, and back")
    func focusShowsCell() throws {
        let (view, table) = try view()
        let far = try #require(view.exposedElements.first { $0.id.role == .tableCell && $0.accessibilityLabel == "2" })
        let first = try #require(view.exposedElements.first { $0.id.role == .tableCell && $0.accessibilityLabel == "1" })
        far.accessibilityElementDidBecomeFocused()
        // The cell is drawn from 610 to 630 in a 300-wide box: scrolled so that its right edge is the box's.
        #expect(view.core.codeScrolls[table]?.offset == 330)
        #expect(view.codeScrollViews[table]?.contentOffset.x == 330)
        #expect(far.accessibilityFrame == CGRect(x: 280, y: 25, width: 20, height: 25))
        first.accessibilityElementDidBecomeFocused()
        #expect(view.core.codeScrolls[table]?.offset == 0)
        // A cell that shows moves nothing.
        first.accessibilityElementDidBecomeFocused()
        #expect(view.core.codeScrolls[table]?.offset == 0)
    }
}
