@_spi(Testing) import Accessibility
@_spi(Testing) import AppKit
import LegibleAccessibility
import LegibleAppKit
import LegibleSwiftUI
import LegibleUIKit
import LegibleTestSupport
@_spi(Testing) import SwiftUI
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("SwiftUI: MarkdownView wraps the UIKit and AppKit views")
struct MarkdownViewTests {
    func context(_ environment: EnvironmentValues = EnvironmentValues()) -> UIKitMarkdownHost.Context {
        UIViewRepresentableContext(coordinator: (), environment: environment)
    }

    @Test("in a scroll view, the UIKit view is told what part of it the scroll view shows as it scrolls, and draws the bands near it (uikit B8)")
    func visibleBoundsFollowScrolling() throws {
        let markdown = MarkdownView((1...300).map { "Paragraph \($0) of a long answer." }.joined(separator: "\n\n"))
        let body = try #require(markdown.body as? GeometryChangeView<UIKitMarkdownHost, CGRect?>)
        let view = body.content.makeUIView(context: context())
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 20_000)
        view.layoutSubviews()
        #expect(view.visibleBounds == nil)
        let everyBand = view.bands.count
        // Scrolled 5,000 points down a 844-point scroll view.
        let shown = CGRect(x: 0, y: 5_000, width: 390, height: 844)
        body.stubGeometryChanged(GeometryProxy(size: view.bounds.size, bounds: ["scrollView": shown]))
        #expect(view.visibleBounds == shown)
        #expect(view.bands.count < everyBand)
        // Those near it: made within half a screen of it, kept within one and a half.
        #expect(view.bands.values.allSatisfy { $0.frame.maxY > shown.minY - 1.5 * 844 && $0.frame.minY < shown.maxY + 1.5 * 844 })
        // Out of any scroll view again: drawn whole.
        body.stubGeometryChanged(GeometryProxy(size: view.bounds.size))
        #expect(view.visibleBounds == nil)
        #expect(view.bands.count == everyBand)
    }

    @Test("a chat bubble's growing text streams into the UIKit view: elements kept, announcements made, finished when complete")
    func streamingText() throws {
        let clock = VirtualClock()
        let host = UIKitMarkdownHost(content: MarkdownView("", isComplete: false))
        let view = host.makeUIView(context: context())
        view.announcementClock = clock.clock
        let answer = Examples.assistantAnswer
        var shown = ""
        var heading: LegibleUIKit.MarkdownAccessibilityElement?
        UIAccessibility.posted = []
        AccessibilityNotification.posted = []
        // The text grows as a chat's tokens arrive: a few characters at a time.
        let characters = Array(answer)
        for start in stride(from: 0, to: characters.count, by: 8) {
            shown += String(characters[start..<min(characters.count, start + 8)])
            clock.advance(to: clock.now + .milliseconds(40))
            UIKitMarkdownHost(content: MarkdownView(shown, isComplete: false)).updateUIView(view, context: context())
            let first = (view.accessibilityElements?.first as? LegibleUIKit.MarkdownAccessibilityElement)
            if heading == nil, first?.id.role == .heading { heading = first }
        }
        #expect(view.isStreaming)
        UIKitMarkdownHost(content: MarkdownView(shown, isComplete: true)).updateUIView(view, context: context())
        clock.advance(to: clock.now + .seconds(60))
        #expect(!view.isStreaming)
        #expect(view.markdown == answer)
        #expect(view.accessibilityElements?.first as? LegibleUIKit.MarkdownAccessibilityElement === heading)
        let announcements = AccessibilityNotification.posted.compactMap { ($0 as? NSAttributedString)?.string }
        #expect(announcements.first?.hasPrefix("Compound interest in Swift. Compound interest grows") == true)
        #expect(announcements.count > 3)
        #expect(announcements.last == "Answer complete")
    }

    @Test("a StreamingAnswer appended in 4-byte chunks streams into the UIKit view: elements kept, announcements made, finished with the answer")
    func streamingAnswer() throws {
        let clock = VirtualClock()
        let answer = StreamingAnswer(policy: .standard)
        let view = UIKitMarkdownHost(content: MarkdownView(answer: answer)).makeUIView(context: context())
        view.announcementClock = clock.clock
        UIAccessibility.posted = []
        AccessibilityNotification.posted = []
        var heading: LegibleUIKit.MarkdownAccessibilityElement?
        let bytes = Array(Examples.assistantAnswer.utf8)
        for start in stride(from: 0, to: bytes.count, by: 4) {
            clock.advance(to: clock.now + .milliseconds(20))
            _ = answer.append(bytes[start..<min(bytes.count, start + 4)], at: clock.now)
            UIKitMarkdownHost(content: MarkdownView(answer: answer)).updateUIView(view, context: context())
            // What is shown is always a prefix of the answer: a character cut in two is held back.
            #expect(!view.markdown.contains("\u{FFFD}"))
            let first = view.accessibilityElements?.first as? LegibleUIKit.MarkdownAccessibilityElement
            if heading == nil, first?.id.role == .heading { heading = first }
        }
        #expect(view.isStreaming)
        _ = answer.finish(at: clock.now)
        UIKitMarkdownHost(content: MarkdownView(answer: answer)).updateUIView(view, context: context())
        clock.advance(to: clock.now + .seconds(60))
        #expect(!view.isStreaming)
        #expect(view.markdown == Examples.assistantAnswer)
        #expect(heading != nil)
        #expect(view.accessibilityElements?.first as? LegibleUIKit.MarkdownAccessibilityElement === heading)
        let announcements = AccessibilityNotification.posted.compactMap { ($0 as? NSAttributedString)?.string }
        #expect(announcements.first?.hasPrefix("Compound interest in Swift. Compound interest grows") == true)
        #expect(announcements.last == "Answer complete")
    }

    /// An answer whose tokens split three grapheme clusters: a thumbs-up and its skin tone, an
    /// "e" and its combining acute accent, the two regional indicators of a flag.
    static let clusterAnswer = "# Trip notes\n\nWe loved it 👍\u{1F3FD} and would go again. The cafe\u{301} was lovely. "
        + "Next stop: Bern \u{1F1E8}\u{1F1ED} in spring.\n\nPack light.\n"

    /// The answer's tokens: cut before each scalar that joins the one before it, and every five
    /// scalars elsewhere.
    static var clusterTokens: [String] {
        var tokens: [String] = []
        var token = String.UnicodeScalarView()
        for scalar in clusterAnswer.unicodeScalars {
            if ["\u{1F3FD}", "\u{301}", "\u{1F1ED}"].contains(scalar) || token.count == 5 {
                tokens.append(String(token))
                token = String.UnicodeScalarView()
            }
            token.append(scalar)
        }
        return tokens + [String(token)]
    }

    @Test("tokens that split a grapheme cluster (skin tone, combining accent, flag) continue the stream: identities kept, each sentence announced once")
    func streamingSplitClusters() throws {
        let tokens = Self.clusterTokens
        // Each of the three clusters is cut in two: a token starts with the scalar that joins the
        // last one shown, so what is shown stops mid-cluster.
        for extender: Unicode.Scalar in ["\u{1F3FD}", "\u{301}", "\u{1F1ED}"] {
            #expect(tokens.contains { $0.unicodeScalars.first == extender }, "no token starts with \(extender.escaped(asASCII: true))")
        }
        let clock = VirtualClock()
        let view = UIKitMarkdownHost(content: MarkdownView("", isComplete: false)).makeUIView(context: context())
        view.announcementClock = clock.clock
        AccessibilityNotification.posted = []
        var shown = ""
        var objects: [ElementID: LegibleUIKit.MarkdownAccessibilityElement] = [:]
        for token in tokens {
            shown += token
            clock.advance(to: clock.now + .milliseconds(40))
            UIKitMarkdownHost(content: MarkdownView(shown, isComplete: false)).updateUIView(view, context: context())
            #expect(view.markdown == shown)
            // The heading, once there, is the same object throughout: the stream never starts over.
            for case let element as LegibleUIKit.MarkdownAccessibilityElement in view.accessibilityElements ?? [] where element.id.role == .heading {
                #expect(objects[element.id].map { $0 === element } ?? true, "heading replaced after \(shown.debugDescription)")
                objects[element.id] = element
            }
        }
        let paragraphs = (view.accessibilityElements ?? []).compactMap { $0 as? LegibleUIKit.MarkdownAccessibilityElement }
        UIKitMarkdownHost(content: MarkdownView(shown, isComplete: true)).updateUIView(view, context: context())
        clock.advance(to: clock.now + .seconds(60))
        #expect(view.markdown == Self.clusterAnswer)
        #expect(!objects.isEmpty)
        // Finishing keeps the elements that were finished: the heading and the first paragraph.
        let finished = (view.accessibilityElements ?? []).compactMap { $0 as? LegibleUIKit.MarkdownAccessibilityElement }
        #expect(finished.prefix(2).map(ObjectIdentifier.init) == paragraphs.prefix(2).map(ObjectIdentifier.init))
        let announced = AccessibilityNotification.posted.compactMap { ($0 as? NSAttributedString)?.string }.joined(separator: " ")
        for sentence in ["would go again", "was lovely", "in spring", "Pack light", "Answer complete"] {
            #expect(announced.components(separatedBy: sentence).count == 2, "\(sentence) announced \(announced.components(separatedBy: sentence).count - 1) times in \(announced)")
        }
    }

    @Test("the view reads an answer with the answer's phrases and announces it with its policy; a character cut in two waits for its last byte")
    func answerSettings() throws {
        let german = try #require(PhraseTable.named("de"))
        let answer = StreamingAnswer(phrases: german, policy: .quiet)
        _ = answer.append("# Titel\n\nText.", at: .zero)
        let content = MarkdownView(answer: answer)
        #expect(content.announcementPolicy == .quiet)
        #expect(!content.isComplete)
        let view = UIKitMarkdownHost(content: content).makeUIView(context: context())
        #expect(view.phrases.languageCode == "de")
        #expect(view.markdown == "# Titel\n\nText.")
        #expect(view.isStreaming)
        // "∞" is three bytes: while only two have arrived, the view shows what comes before it.
        let infinity = Array(" ∞".utf8)
        _ = answer.append(infinity[..<3], at: .zero)
        UIKitMarkdownHost(content: MarkdownView(answer: answer)).updateUIView(view, context: context())
        #expect(view.markdown == "# Titel\n\nText. ")
        _ = answer.append(infinity[3...], at: .zero)
        UIKitMarkdownHost(content: MarkdownView(answer: answer)).updateUIView(view, context: context())
        #expect(view.markdown == "# Titel\n\nText. ∞")
    }

    @Test("a heading's level reaches VoiceOver from the wrapped UIKit view, as the heading-level attribute of its label")
    func headingLevelOnUIKit() throws {
        let view = UIKitMarkdownHost(content: MarkdownView("## Interest\n\nText.\n")).makeUIView(context: context())
        let heading = try #require(view.accessibilityElements?.first as? LegibleUIKit.MarkdownAccessibilityElement)
        #expect(heading.accessibilityTraits.contains(.header))
        let label = try #require(heading.accessibilityAttributedLabel)
        #expect(label.string == "Interest")
        #expect(label.attribute(.accessibilityTextHeadingLevel, at: 0, effectiveRange: nil) as? Int == 2)
    }

    @Test("a heading's level reaches VoiceOver from the wrapped AppKit view, as the heading role with the level as value")
    func headingLevelOnAppKit() throws {
        let context = NSViewRepresentableContext<AppKitMarkdownHost>(coordinator: (), environment: EnvironmentValues())
        let view = AppKitMarkdownHost(content: MarkdownView("### Interest\n\nText.\n")).makeNSView(context: context)
        let heading = try #require(view.accessibilityChildren()?.first as? LegibleAppKit.MarkdownAccessibilityElement)
        #expect(heading.accessibilityRole()?.rawValue == "AXHeading")
        #expect(heading.accessibilityValue() as? Int == 3)
    }

    @Test("complete text that does not extend what is shown replaces it, without announcements")
    func replacing() {
        let view = UIKitMarkdownHost(content: MarkdownView("# One\n")).makeUIView(context: context())
        UIAccessibility.posted = []
        AccessibilityNotification.posted = []
        UIKitMarkdownHost(content: MarkdownView("# Two\n")).updateUIView(view, context: context())
        #expect(view.markdown == "# Two\n")
        #expect(!view.isStreaming)
        #expect(UIAccessibility.posted.isEmpty)
        #expect(AccessibilityNotification.posted.isEmpty)
    }

    @Test("links open through the environment's openURL, unless the view is given its own handler")
    func links() throws {
        var handled: [URL] = []
        var environment = EnvironmentValues()
        environment.openURL = OpenURLAction { url in
            handled.append(url)
            return .handled
        }
        let view = UIKitMarkdownHost(content: MarkdownView("[a](https://example.com/a)\n")).makeUIView(context: context(environment))
        let link = try #require(view.tree.objects.values.first { $0.id.role == .link })
        #expect(link.accessibilityActivate())
        #expect(handled == [URL(string: "https://example.com/a")!])
        var own: [URL] = []
        UIKitMarkdownHost(content: MarkdownView("[a](https://example.com/a)\n", onOpenURL: { own.append($0) })).updateUIView(view, context: context(environment))
        #expect(link.accessibilityActivate())
        #expect(own.count == 1)
        #expect(handled.count == 1)
    }

    @Test("the size SwiftUI is told is the document's height at the width offered")
    func sizing() {
        let host = UIKitMarkdownHost(content: MarkdownView("# Title\n\nText.\n"))
        let view = host.makeUIView(context: context())
        view.core.layoutEngine = { document, _ in RowLayout(document: document) }
        #expect(host.sizeThatFits(ProposedViewSize(width: 320, height: nil), uiView: view, context: context()) == CGSize(width: 320, height: 40))
        // The ideal size (an unspecified width) is the content's, not the width offered last.
        #expect(host.sizeThatFits(.unspecified, uiView: view, context: context()) == CGSize(width: 50, height: 40))
    }

    @Test("a view that hugs its content is told no wider than its widest line; its minimum, ideal and maximum sizes never depend on its own width (appkit C7)")
    func hugging() {
        let host = UIKitMarkdownHost(content: MarkdownView("Sure!\n").hugsContentWidth())
        let view = host.makeUIView(context: context())
        view.core.layoutEngine = { document, _ in RowLayout(document: document) }   // 10 points a character, 20 a line
        #expect(host.sizeThatFits(ProposedViewSize(width: 320, height: nil), uiView: view, context: context()) == CGSize(width: 50, height: 20))
        // SwiftUI's default ideal width before the first layout, which must not feed back.
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        for width: CGFloat? in [.infinity, nil, 0] {
            #expect(host.sizeThatFits(ProposedViewSize(width: width, height: nil), uiView: view, context: context()) == CGSize(width: 50, height: 20))
        }
    }

    @Test("line numbers and wrapping reach the platform view, and are taken back when no longer asked for")
    func codeBlocks() {
        let view = UIKitMarkdownHost(content: MarkdownView("```\nx\n```\n").codeLineNumbers().codeBlockOverflow(.wrap)).makeUIView(context: context())
        #expect(view.showsCodeLineNumbers)
        #expect(view.codeBlockOverflow == .wrap)
        UIKitMarkdownHost(content: MarkdownView("```\nx\n```\n")).updateUIView(view, context: context())
        #expect(!view.showsCodeLineNumbers)
        #expect(view.codeBlockOverflow == .scroll)
    }

    @Test("images load with the app's bytes when it gives a loader, and the base URL reaches the platform view")
    func imageLoading() async throws {
        let base = URL(string: "https://example.org/docs/")
        var asked: [String] = []
        let content = MarkdownView("![A chart](chart.png)\n").imageBaseURL(base).loadImageData { source in
            asked.append(source)
            return Data([1])
        }
        let view = UIKitMarkdownHost(content: content).makeUIView(context: context())
        #expect(view.baseURL == base)
        for _ in 0..<20 where view.images.isEmpty { await Task.yield() }
        #expect(asked == ["chart.png"])
        #expect(view.images["chart.png"]?.size == CGSize(width: 1, height: 1))
        // Updates with the same base URL ask for nothing again.
        UIKitMarkdownHost(content: content).updateUIView(view, context: context())
        for _ in 0..<5 { await Task.yield() }
        #expect(asked == ["chart.png"])
    }

    @Test("on macOS the AppKit view is wrapped the same way")
    func appKitHost() {
        let context = NSViewRepresentableContext<AppKitMarkdownHost>(coordinator: (), environment: EnvironmentValues())
        let host = AppKitMarkdownHost(content: MarkdownView("# Title\n\nText.\n"))
        let view = host.makeNSView(context: context)
        view.core.layoutEngine = { document, _ in RowLayout(document: document) }
        // A virtual clock, as in the streaming tests: the continuous one would leave an
        // announcement's wake sleeping past the end of the test run.
        view.announcementClock = VirtualClock().clock
        #expect(view.exposedElementIDs == ["heading@0", "text@9"])
        #expect(host.sizeThatFits(ProposedViewSize(width: 320, height: nil), nsView: view, context: context) == CGSize(width: 320, height: 40))
        AppKitMarkdownHost(content: MarkdownView("# Title\n\nText. More", isComplete: false)).updateNSView(view, context: context)
        #expect(view.isStreaming)
        #expect(view.markdown == "# Title\n\nText. More")
    }
}

extension LegibleAppKit.MarkdownTextView {
    var exposedElementIDs: [String] {
        (accessibilityChildren() ?? []).compactMap { ($0 as? LegibleAppKit.MarkdownAccessibilityElement)?.id.description }
    }
}
