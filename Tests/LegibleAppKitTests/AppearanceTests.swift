@_spi(Testing) import AppKit
import LegibleAccessibility
@testable import LegibleAppKit
import LegibleRendering
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
            view.stubAppearance = NSAppearance(named: name)!
            #expect(view.appearance == appearance)
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
}
