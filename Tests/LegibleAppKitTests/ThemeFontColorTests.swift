@_spi(Testing) import AppKit
import LegibleAppKit
import LegibleRendering
import Testing

/// A theme's fonts by family and size, and its translucent, system and accent colors, as the
/// AppKit view makes them.
@MainActor
@Suite("AppKit: font families, sizes, alpha, system and accent colors")
struct AppKitThemeFontColorTests {
    @Test("a font of a family is that family at its size and weight; a family the Mac lacks is the system font")
    func familyFont() {
        let view = MarkdownTextView(markdown: "Text\n")
        let font = view.font(for: .family("JetBrains Mono", size: 12, relativeTo: .body, weight: .bold, isItalic: true))
        #expect(font.pointSize == 12)
        #expect(font.fontDescriptor.stubFamily == "JetBrains Mono")
        #expect(font.fontDescriptor.stubWeight == .bold)
        #expect(font.fontDescriptor.symbolicTraits.contains(.italic))
        let missing = view.font(for: .family("Not A Font", size: 15))
        #expect(missing.fontDescriptor.stubFamily == nil)
        #expect(missing.pointSize == 15)
    }

    @Test("a system color is AppKit's own (translucent when asked), the accent the reader's accent color")
    func systemColors() {
        var theme = Theme.standard
        theme.palettes[.light]?.colors[.text] = .system(.label)
        theme.palettes[.light]?.colors[.link] = .accent
        theme.palettes[.light]?.colors[.rule] = .system(.separator).withAlpha(0.5)
        theme.palettes[.light]?.colors[.codeBackground] = ThemeColor(hex: 0xFF0000, alpha: 0.2)
        let view = MarkdownTextView(markdown: "Text\n")
        view.theme = theme
        #expect(view.color(.text) === NSColor.labelColor)
        #expect(view.color(.link) === NSColor.controlAccentColor)
        #expect(view.color(.rule).cgColor.components?.last == 0.5)
        #expect(view.color(.codeBackground).cgColor.components == [1, 0, 0, 0.2])
    }
}
