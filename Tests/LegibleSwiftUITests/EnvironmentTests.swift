@_spi(Testing) import AppKit
import Foundation
import LegibleAccessibility
import LegibleAppKit
import LegibleRendering
import LegibleSwiftUI
import LegibleUIKit
@_spi(Testing) import SwiftUI
import Testing
@_spi(Testing) import UIKit

/// What MarkdownView reads from its environment: the font's text style as the body's, the
/// color scheme (and on macOS the contrast), the tint for links when asked, the app's link
/// schemes.
@MainActor
@Suite("SwiftUI: MarkdownView reads its environment")
struct EnvironmentTests {
    func uiView(_ content: MarkdownView, _ environment: EnvironmentValues = EnvironmentValues()) -> LegibleUIKit.MarkdownTextView {
        let host = UIKitMarkdownHost(content: content)
        return host.makeUIView(context: UIViewRepresentableContext<UIKitMarkdownHost>(coordinator: (), environment: environment))
    }

    @Test("`.font(.callout)` makes callout the body text's style; a custom font leaves the theme's")
    func font() {
        var environment = EnvironmentValues()
        environment.font = .callout
        let view = uiView(MarkdownView("Text"), environment)
        #expect(view.theme.body.textStyle == .callout)
        #expect(view.theme.code.textStyle == .callout)
        #expect(view.theme.headings == Theme.standard.headings)
        environment.font = .custom("Inter", size: 15)
        #expect(uiView(MarkdownView("Text"), environment).theme == .standard)
    }

    @Test("the environment's image policy is the view's; ask unless set")
    func imagePolicy() {
        #expect(uiView(MarkdownView("x")).imagePolicy == .ask)
        var environment = EnvironmentValues()
        environment.imagePolicy = .allowHosts(["images.example"])
        #expect(uiView(MarkdownView("x"), environment).imagePolicy == .allowHosts(["images.example"]))
    }

    @Test("with linksFollowTint, links are drawn in the accent color, which is the view's tint")
    func tint() {
        let view = uiView(MarkdownView("[a](https://example.com)").linksFollowTint())
        #expect(view.theme.palette(for: .dark)[.link].system == .accent)
        #expect(uiView(MarkdownView("x")).theme.palette(for: .light)[.link].system == nil)
    }

    @Test("the environment's color scheme is the UIKit view's style and the AppKit view's appearance, dark or light even with increased contrast (appkit C1)")
    func colorScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(uiView(MarkdownView("x"), environment).overrideUserInterfaceStyle == .dark)
        // AppKit resolves the high-contrast variant itself; none can be made by name.
        environment.colorSchemeContrast = .increased
        let host = AppKitMarkdownHost(content: MarkdownView("x"))
        let view = host.makeNSView(context: NSViewRepresentableContext<AppKitMarkdownHost>(coordinator: (), environment: environment))
        #expect(view.appearance?.name == .darkAqua)
        #expect(NSAppearance(named: .accessibilityHighContrastDarkAqua) == nil)
    }

    @Test("a scheme the app handles reaches the view's link handlers, ahead of openURL")
    func schemes() throws {
        var handled: [URL] = []
        let view = uiView(MarkdownView("[s](myapp://s)").handlesLinks(withScheme: "myapp") { handled.append($0) })
        #expect(view.linkHandlers.route(try #require(URL(string: "myapp://s"))) == .handled)
        #expect(handled == [URL(string: "myapp://s")])
    }

    struct Diagram: BlockRenderer {
        func accessibleText(for block: CustomBlock) -> String { "A diagram" }
        func height(for block: CustomBlock, width: Double) -> Double { 100 }
    }

    @Test("a block renderer given to the SwiftUI view reaches the UIKit view, with the views that draw its blocks")
    func renderers() {
        let drawn = UIView(frame: .zero)
        let view = uiView(MarkdownView("```mermaid\ngraph TD\n```\n").rendersBlocks(language: "Mermaid", with: Diagram()) { _ in drawn })
        #expect(view.blockRenderers[language: "mermaid"] != nil)
        #expect(view.exposedCodeLabel == "A diagram")
    }
}

extension LegibleUIKit.MarkdownTextView {
    /// The label of the first code block's element.
    var exposedCodeLabel: String? {
        (accessibilityElements ?? []).compactMap { $0 as? LegibleUIKit.MarkdownAccessibilityElement }.first { $0.id.role == .codeBlock }?.accessibilityLabel
    }
}
