import Foundation
import LegibleAccessibility
import LegibleTestSupport
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// A code block's Copy button is an element of its own, beside the code block, so that Voice
/// Control ("Tap Copy code") and Switch Control reach it; it says "Copied" for two seconds.
@MainActor
@Suite("UIKit: a code block's Copy button")
struct CopyButtonTests {
    static let markdown = "Intro.\n\n```swift\nlet a = 1\n```\n\nAfter.\n"

    @Test("the button is a button element right after its code block, named Copy code; the block keeps its action")
    func beside() throws {
        let view = laidOutView(Self.markdown)
        let stops = (view.accessibilityElements ?? []).compactMap { $0 as? MarkdownAccessibilityElement }
        let code = try #require(stops.firstIndex { $0.id.role == .codeBlock && !($0 is CopyCodeButtonElement) })
        let button = try #require(stops[code + 1] as? CopyCodeButtonElement)
        #expect(button.id == stops[code].id)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Copy code")
        #expect(button.accessibilityTraits == .button)
        #expect(stops[code].accessibilityCustomActions?.map(\.name) == ["Copy code"])
        #expect(stops[code + 2].accessibilityLabel == "After.")
    }

    @Test("activating it copies the code, announces it, and it says Copied for two seconds")
    func activate() throws {
        let clock = VirtualClock()
        let view = laidOutView(Self.markdown)
        view.announcementClock = clock.clock
        let button = try #require(view.copyButtons.first)
        UIPasteboard.general.string = ""
        _ = takeAnnouncements()
        #expect(button.accessibilityActivate())
        #expect(UIPasteboard.general.string == "let a = 1")
        #expect(takeAnnouncements() == ["Code copied"])
        #expect(button.accessibilityLabel == "Copied")
        clock.advance(to: .milliseconds(1999))
        #expect(button.accessibilityLabel == "Copied")
        clock.advance(to: .seconds(2))
        #expect(button.accessibilityLabel == "Copy code")
    }

    @Test("the code block's own action, performed on it by VoiceOver, announces the copy and its button says Copied")
    func action() throws {
        let view = laidOutView(Self.markdown)
        view.announcementClock = VirtualClock().clock
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        let action = try #require(code.accessibilityCustomActions?.first)
        code.accessibilityElementDidBecomeFocused()
        _ = takeAnnouncements()
        #expect(action.actionHandler?(action) == true)
        #expect(takeAnnouncements() == ["Code copied"])
        #expect(view.copyButtons.first?.accessibilityLabel == "Copied")
    }

    @Test("without headers there is no button to reach")
    func noHeaders() throws {
        let view = laidOutView(Self.markdown)
        view.showsCodeBlockHeaders = false
        #expect(view.copyButtons.allSatisfy { !$0.isAccessibilityElement })
    }

    @Test("a streamed code block keeps its button object as the answer grows")
    func streamed() throws {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.append("```\nlet a")
        view.displayFrame()
        let first = try #require(view.copyButtons.first)
        view.append(" = 1\nlet b = 2\n")
        view.displayFrame()
        #expect(view.copyButtons.first === first)
        view.finish()
        #expect(view.copyButtons.count == 1)
    }
}
