@_spi(Testing) import AppKit
import Foundation
import LegibleAccessibility
import LegibleAppKit
import LegibleTestSupport
import Testing

/// A code block's Copy button is an element of its own, the code block's child, so that Voice
/// Control ("Click Copy code") and Switch Control reach it; it says "Copied" for two seconds.
@MainActor
@Suite("AppKit: a code block's Copy button")
struct CopyButtonTests {
    @Test("the button is the code block's child, a button named Copy code, and pressing it copies, announces and says Copied for two seconds")
    func press() throws {
        let clock = VirtualClock()
        let view = laidOutView("```swift\nlet a = 1\n```\n")
        view.announcementClock = clock.clock
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        let button = try #require(code.accessibilityChildren()?.first as? CopyCodeButtonElement)
        #expect(button.accessibilityParent() as? MarkdownAccessibilityElement === code)
        #expect(button.accessibilityRole() == .button)
        #expect(button.accessibilityLabel() == "Copy code")
        #expect(button.isAccessibilityElement())
        #expect(code.accessibilityCustomActions()?.map(\.name) == ["Copy code"])
        _ = takeAnnouncements()
        #expect(button.accessibilityPerformPress())
        #expect(NSPasteboard.general.string(forType: .string) == "let a = 1")
        #expect(takeAnnouncements().map(\.text) == ["Code copied"])
        #expect(button.accessibilityLabel() == "Copied")
        clock.advance(to: .seconds(2))
        #expect(button.accessibilityLabel() == "Copy code")
    }

    @Test("without headers the button is no element, and no child of the code block (appkit C9)")
    func noHeaders() {
        let view = laidOutView("```\nx\n```\n")
        #expect(view.copyButtons.count == 1)
        view.showsCodeBlockHeaders = false
        // AppKit does not leave out ignored elements a parent returns itself.
        #expect(view.copyButtons.isEmpty)
        #expect(view.exposedElements.first { $0.id.role == .codeBlock }?.accessibilityChildren() == nil)
    }
}
