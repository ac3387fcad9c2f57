import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import LegibleTextKit
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: Dynamic Type, Bold Text, dark mode, Increase Contrast and images")
struct AppearanceTests {
    let theme = Theme.standard

    @Test("fonts follow the theme's text styles and the reader's Dynamic Type size, unless told not to")
    func dynamicType() {
        let view = MarkdownTextView(markdown: "Text\n")
        #expect(view.font(for: theme.body).pointSize == 17)
        #expect(view.font(for: theme.headings[0]).pointSize == 28)
        #expect(view.font(for: theme.code).pointSize == 17 * 0.9)
        #expect(view.font(for: theme.code).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(view.font(for: theme.headings[5]).fontDescriptor.symbolicTraits.contains(.traitItalic))
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(view.font(for: theme.body).pointSize == 34)
        view.adjustsFontForContentSizeCategory = false
        #expect(view.font(for: theme.body).pointSize == 17)
    }

    @Test("with Bold Text, regular text is semibold and bold text heavier")
    func boldText() {
        let view = MarkdownTextView(markdown: "Text\n")
        #expect(view.font(for: theme.body).fontDescriptor.stubWeight == .regular)
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .bold,
                                            preferredContentSizeCategory: .large)
        #expect(view.font(for: theme.body).fontDescriptor.stubWeight == .semibold)
        #expect(view.font(for: theme.headings[0]).fontDescriptor.stubWeight == .heavy)
    }

    @Test("a change of Dynamic Type or Bold Text lays the document out again once, in the next layout pass, when the view's traits have changed (uikit B10)")
    func settingsChangeRelayout() {
        let view = laidOutView("Text\n")
        var layouts = 0
        view.core.layoutEngine = { document, _ in
            layouts += 1
            return RowLayout(document: document)
        }
        layouts = 0  // a new engine lays out at once
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        NotificationCenter.default.post(name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
        #expect(layouts == 0)
        view.layoutSubviews()
        #expect(layouts == 1)
        view.layoutSubviews()
        #expect(layouts == 1)
    }

    @Test("a new text size or Bold Text in the view's traits lays the document out again in the next layout pass, without the notifications (N-1)")
    func traitChangeRelayout() {
        let view = laidOutView("Text\n")
        var layouts = 0
        view.core.layoutEngine = { document, _ in
            layouts += 1
            return RowLayout(document: document)
        }
        layouts = 0  // a new engine lays out at once
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(layouts == 0)
        view.layoutSubviews()
        #expect(layouts == 1)
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .bold,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        view.layoutSubviews()
        #expect(layouts == 2)
        // Dark mode changes colors only, which are resolved when drawing.
        view.stubTraits = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .normal, legibilityWeight: .bold,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        view.layoutSubviews()
        #expect(layouts == 2)
    }

    @Test("colors follow light and dark, with and without Increase Contrast, as the theme's palettes")
    func colors() {
        let view = MarkdownTextView(markdown: "Text\n")
        for appearance in Appearance.allCases {
            let traits = UITraitCollection(userInterfaceStyle: appearance.colorScheme == .dark ? .dark : .light,
                                           accessibilityContrast: appearance.increasedContrast ? .high : .normal,
                                           legibilityWeight: .regular, preferredContentSizeCategory: .large)
            for role in ColorRole.allCases {
                let expected = theme.palette(for: appearance)[role]
                let components = view.color(role).resolvedColor(with: traits).cgColor.components
                #expect(components == [CGFloat(expected.red) / 255, CGFloat(expected.green) / 255, CGFloat(expected.blue) / 255, 1],
                        "\(role) in \(appearance)")
            }
        }
    }

    @Test("runs get their theme font and color; links are underlined, code spans have a background, deleted text a line through it")
    func runAttributes() {
        let view = MarkdownTextView(markdown: "Text\n")
        let style = view.textKitStyle(width: 300)
        let heading = style.runAttributes(TextAttributes(role: .heading(level: 1)))
        #expect((heading[.font] as? UIFont)?.pointSize == 28)
        let link = style.runAttributes(TextAttributes(role: .body, link: LinkAttribute(element: ElementID(role: .link, sourceOffset: 0), destination: "x")))
        #expect(link[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        let code = style.runAttributes(TextAttributes(role: .body, inline: .code))
        #expect(code[.backgroundColor] != nil)
        #expect(style.runAttributes(TextAttributes(role: .body, inline: .strikethrough))[.strikethroughStyle] != nil)
        #expect(style.runAttributes(TextAttributes(role: .body))[.backgroundColor] == nil)
        #expect(style.bodyFontSize == 17)
    }

    @Test("images load through the caller's loader, are drawn at their size fitted to the width, and are described until then")
    func images() async throws {
        let view = MarkdownTextView(markdown: "![A chart](chart.png)\n")
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let images = view.styledDocument.runs.compactMap { run -> ImageAttachment? in
            if case .image(let image)? = run.attributes.attachment { return image }
            return nil
        }
        let image = try #require(images.first)
        #expect(view.textKitStyle(width: 300).imageSize(image) == CGSize(width: 300, height: 17 * 1.2 * 3))
        var asked: [String] = []
        let loaded = UIImage(size: CGSize(width: 600, height: 400))
        view.loadImage = { source in
            asked.append(source)
            return loaded
        }
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        #expect(asked == ["chart.png"])
        #expect(view.textKitStyle(width: 300).imageSize(image) == CGSize(width: 300, height: 200))
        #expect(view.painter.drawImage(image, CGRect(x: 0, y: 0, width: 300, height: 200)))
        #expect(loaded.drawnRects == [CGRect(x: 0, y: 0, width: 300, height: 200)])
    }

    @Test("without a loader of the app's, images load through the shared loader, relative to the base URL")
    func defaultLoader() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-view-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("bytes".utf8).write(to: directory.appendingPathComponent("chart.png"))
        let view = MarkdownTextView(markdown: "")
        view.baseURL = directory.appendingPathComponent("answer.md")
        view.append("![A chart](chart.png) and ![a dot](data:image/png;base64,AQID)\n")
        view.layoutIfNeeded()
        for _ in 0..<100 where view.images.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(Set(view.images.keys) == ["chart.png", "data:image/png;base64,AQID"])
    }

    @Test("while an answer streams in, each image is asked for once, not on every append")
    func oneRequestPerImage() async throws {
        let view = MarkdownTextView(markdown: "")
        var asked: [String] = []
        view.loadImage = { source in
            asked.append(source)
            try? await Task.sleep(for: .milliseconds(20))
            return nil
        }
        view.append("![A chart](chart.png)\n\nSome")
        for word in [" words", " arrive", " one", " by", " one."] {
            view.append(word)
            view.layoutIfNeeded()
        }
        for _ in 0..<10 { await Task.yield() }
        #expect(asked == ["chart.png"])
    }

    @Test("a Swift code block's keyword and string are drawn in the theme's token colors, in light and dark, with and without Increase Contrast")
    func highlightedCode() {
        let view = MarkdownTextView(markdown: "```swift\nlet s = \"hi\"\n```\n")
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300))
        let string = view.styledDocument.text as NSString
        // The color TextKit draws a piece of text in: the last color given over its range.
        func color(of piece: String) -> UIColor? {
            let range = string.range(of: piece)
            return text.attributeRuns.last { NSIntersectionRange($0.range, range) == range && $0.attributes[.foregroundColor] != nil }?
                .attributes[.foregroundColor] as? UIColor
        }
        for appearance in Appearance.allCases {
            let traits = UITraitCollection(userInterfaceStyle: appearance.colorScheme == .dark ? .dark : .light,
                                           accessibilityContrast: appearance.increasedContrast ? .high : .normal,
                                           legibilityWeight: .regular, preferredContentSizeCategory: .large)
            let palette = theme.palette(for: appearance)
            for (piece, role) in [("let", ColorRole.codeKeyword), ("\"hi\"", .codeString), ("s", .code)] {
                let expected = palette[role]
                #expect(color(of: piece)?.resolvedColor(with: traits).cgColor.components
                        == [CGFloat(expected.red) / 255, CGFloat(expected.green) / 255, CGFloat(expected.blue) / 255, 1], "\(piece) in \(appearance)")
            }
        }
    }
}
