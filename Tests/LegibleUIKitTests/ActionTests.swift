import Foundation
import LegibleAccessibility
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: custom actions and activation")
struct ActionTests {
    @Test("a code block's action copies its code")
    func copyCode() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        let action = try #require(code.accessibilityCustomActions?.first)
        #expect(action.name == "Copy code")
        #expect(action.actionHandler?(action) == true)
        #expect(UIPasteboard.general.string?.hasPrefix("func compound(principal: Double") == true)
    }

    @Test("a link's action and its activation open it through the view's closure")
    func openLink() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        var opened: [URL] = []
        view.openLink = { opened.append($0) }
        let link = try #require(view.exposedElements.first { $0.id.role == .link })
        let action = try #require(link.accessibilityCustomActions?.first)
        #expect(action.name == "Open link")
        #expect(action.actionHandler?(action) == true)
        #expect(link.accessibilityActivate())
        #expect(opened.map(\.absoluteString) == Array(repeating: "https://en.wikipedia.org/wiki/Compound_interest", count: 2))
    }

    @Test("by default a link opens through the window's scene, which app extensions may use (UIApplication.shared they may not)")
    func openLinkByDefault() throws {
        let view = MarkdownTextView(markdown: "[docs](https://example.com/docs)\n")
        let window = UIWindow(frame: .zero)
        let scene = UIWindowScene()
        window.windowScene = scene
        view.stubWindow = window
        let link = try #require(view.exposedElements.first { $0.id.role == .link })
        #expect(link.accessibilityActivate())
        #expect(scene.opened == [URL(string: "https://example.com/docs")])
    }

    @Test("selecting never brings up a keyboard: the input view is an empty one, and the text says it is not editable")
    func noKeyboard() {
        let view = MarkdownTextView(markdown: "Text.\n")
        #expect(view.canBecomeFirstResponder)
        #expect(view.inputView != nil)
        #expect(view.inputView?.subviews.isEmpty == true)
        #expect(!view.isEditable)
    }

    @Test("a formula's action speaks its TeX with the punctuation")
    func showTeXSource() throws {
        let view = MarkdownTextView(markdown: "$$\n\\frac{a}{b}\n$$\n")
        let math = try #require(view.exposedElements.first)
        let action = try #require(math.accessibilityCustomActions?.first)
        #expect(action.name == "Show TeX source")
        _ = takePosted()
        _ = takeAnnounced()
        #expect(action.actionHandler?(action) == true)
        #expect(takePosted().isEmpty)
        let announced = takeAnnounced()
        #expect(announced.count == 1)
        let spoken = try #require(announced.first)
        #expect(spoken.string == "\\frac{a}{b}")
        #expect(spoken.attribute(.accessibilitySpeechPunctuation, at: 0, effectiveRange: nil) as? Bool == true)
        // Asked for, so spoken at once, at the default priority: a long formula's TeX can be stopped.
        #expect(spoken.attribute(.accessibilitySpeechAnnouncementPriority, at: 0, effectiveRange: nil) as? UIAccessibilityPriority == .default)
    }

    @Test("a footnote reference goes to its footnote, and the footnote back to the reference")
    func footnotes() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let reference = try #require(view.exposedElements.first { $0.id.role == .footnoteReference })
        let footnote = try #require(view.exposedElements.first { $0.id.role == .footnote })
        _ = takePosted()
        #expect(reference.accessibilityCustomActions?.map(\.name) == ["Go to footnote"])
        #expect(reference.accessibilityActivate())
        var posted = takePosted()
        #expect(posted.map(\.notification) == [.layoutChanged])
        #expect(posted.first?.argument as? MarkdownAccessibilityElement === footnote)
        let back = try #require(footnote.accessibilityCustomActions?.first)
        #expect(back.name == "Back to reference 1")
        #expect(back.actionHandler?(back) == true)
        posted = takePosted()
        #expect(posted.first?.argument as? MarkdownAccessibilityElement === reference)
    }

    @Test("a link to a heading of the document moves VoiceOver to the heading instead of opening")
    func inDocumentLink() throws {
        let view = MarkdownTextView(markdown: "# Setup\n\nSee [the setup](#setup) and [elsewhere](#nowhere).\n")
        var opened: [URL] = []
        view.openLink = { opened.append($0) }
        let links = view.exposedElements.filter { $0.id.role == .link }
        let heading = try #require(view.exposedElements.first { $0.id.role == .heading })
        _ = takePosted()
        #expect(links.first?.accessibilityActivate() == true)
        let posted = takePosted()
        #expect(posted.map(\.notification) == [.layoutChanged])
        #expect(posted.first?.argument as? MarkdownAccessibilityElement === heading)
        #expect(opened.isEmpty)
        // An anchor the document does not have goes nowhere (the core's `follow`): no fragment
        // alone is handed to the system to open.
        #expect(links.last?.accessibilityActivate() == false)
        #expect(opened.isEmpty)
    }

    @Test("elements without actions have none, and activating them does nothing")
    func noActions() throws {
        let view = MarkdownTextView(markdown: "Plain text.\n")
        let text = try #require(view.exposedElements.first)
        #expect(text.accessibilityCustomActions == nil)
        #expect(!text.accessibilityActivate())
    }
}
