@_spi(Testing) import AppKit
import LegibleAccessibility
import LegibleAppKit
import LegibleRendering
import LegibleTextKit
import Testing

@MainActor
@Suite("AppKit: appearance, fonts and images")
struct AppKitAppearanceTests {
    @Test("colors follow the view's appearance: light, dark, and their high-contrast forms")
    func colors() {
        let view = MarkdownTextView(markdown: "Text\n")
        let cases: [(NSAppearance.Name, Appearance)] = [
            (.aqua, .light), (.darkAqua, .dark),
            (.accessibilityHighContrastAqua, Appearance(colorScheme: .light, increasedContrast: true)),
            (.accessibilityHighContrastDarkAqua, Appearance(colorScheme: .dark, increasedContrast: true)),
        ]
        for (name, appearance) in cases {
            view.stubAppearance = NSAppearance(matching: name)
            #expect(view.themeAppearance == appearance)
            let expected = Theme.standard.palette(for: appearance)[.link]
            #expect(view.color(.link).cgColor.components == [CGFloat(expected.red) / 255, CGFloat(expected.green) / 255, CGFloat(expected.blue) / 255, 1])
        }
    }

    @Test("fonts follow the theme's text styles: sizes, monospaced code, italic")
    func fonts() {
        let view = MarkdownTextView(markdown: "Text\n")
        #expect(view.font(for: Theme.standard.body).pointSize == 13)
        #expect(view.font(for: Theme.standard.headings[0]).pointSize == 22)
        #expect(view.font(for: Theme.standard.code).fontDescriptor.symbolicTraits.contains(.monoSpace))
        #expect(view.font(for: Theme.standard.headings[5]).fontDescriptor.symbolicTraits.contains(.italic))
    }

    @Test("images load through the caller's loader and are drawn fitted to the width")
    func images() async throws {
        let view = MarkdownTextView(markdown: "![A chart](chart.png)\n")
        view.frame = NSRect(x: 0, y: 0, width: 300, height: 400)
        let loaded = NSImage(size: NSSize(width: 600, height: 400))
        view.loadImage = { _ in loaded }
        for _ in 0..<10 where view.images.isEmpty { await Task.yield() }
        let images = view.styledDocument.runs.compactMap { run -> ImageAttachment? in
            if case .image(let image)? = run.attributes.attachment { return image }
            return nil
        }
        let image = try #require(images.first)
        #expect(view.textKitStyle(width: 300).imageSize(image) == CGSize(width: 300, height: 200))
        #expect(view.painter.drawImage(image, CGRect(x: 0, y: 0, width: 300, height: 200)))
        #expect(loaded.drawnRects == [NSRect(x: 0, y: 0, width: 300, height: 200)])
    }

    @Test("a Swift code block's keyword and string are drawn in the theme's token colors for the view's appearance")
    func highlightedCode() throws {
        let view = MarkdownTextView(markdown: "```swift\nlet s = \"hi\"\n```\n")
        let cases: [(NSAppearance.Name, Appearance)] = [
            (.aqua, .light), (.darkAqua, .dark),
            (.accessibilityHighContrastAqua, Appearance(colorScheme: .light, increasedContrast: true)),
            (.accessibilityHighContrastDarkAqua, Appearance(colorScheme: .dark, increasedContrast: true)),
        ]
        let string = view.styledDocument.text as NSString
        for (name, appearance) in cases {
            view.stubAppearance = NSAppearance(matching: name)
            let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300))
            let palette = Theme.standard.palette(for: appearance)
            for (piece, role) in [("let", ColorRole.codeKeyword), ("\"hi\"", .codeString), ("s", .code)] {
                // The color TextKit draws the piece in: the last color given over its range.
                let range = string.range(of: piece)
                let color = text.attributeRuns.last { NSIntersectionRange($0.range, range) == range && $0.attributes[.foregroundColor] != nil }?
                    .attributes[.foregroundColor] as? NSColor
                let expected = palette[role]
                #expect(color?.cgColor.components == [CGFloat(expected.red) / 255, CGFloat(expected.green) / 255, CGFloat(expected.blue) / 255, 1],
                        "\(piece) in \(appearance)")
            }
        }
    }
}
