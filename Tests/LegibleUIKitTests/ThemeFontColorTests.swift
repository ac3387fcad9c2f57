import Foundation
import LegibleRendering
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// A theme's fonts by family and size, and its translucent, system and accent colors, as the
/// UIKit view makes them.
@MainActor
@Suite("UIKit: font families, sizes, alpha, system and accent colors")
struct ThemeFontColorTests {
    @Test("a font of a family is that family at its size and weight, scaled by Dynamic Type as its text style")
    func familyFont() {
        let view = MarkdownTextView(markdown: "Text\n")
        let inter = FontDescription.family("Inter", size: 16, relativeTo: .body, weight: .semibold)
        #expect(view.font(for: inter).pointSize == 16)
        #expect(view.font(for: inter).fontDescriptor.stubFamily == "Inter")
        #expect(view.font(for: inter).fontDescriptor.stubWeight == .semibold)
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(view.font(for: inter).pointSize == 32)
        #expect(view.font(for: .family("Inter", size: 16, isItalic: true)).fontDescriptor.stubFamily == "Inter")
    }

    @Test("a family the device lacks falls back to the system font at the size asked")
    func missingFamily() {
        let view = MarkdownTextView(markdown: "Text\n")
        let font = view.font(for: .family("Not A Font", size: 20))
        #expect(font.fontDescriptor.stubFamily == nil)
        #expect(font.pointSize == 20)
    }

    @Test("a system color is UIKit's own, made translucent when the theme asks; the accent is the view's tint")
    func systemColors() {
        var theme = Theme.standard
        theme.palettes[.light]?.colors[.text] = .system(.label)
        theme.palettes[.light]?.colors[.secondaryText] = .system(.secondaryLabel).withAlpha(0.5)
        theme.palettes[.light]?.colors[.link] = .accent
        theme.palettes[.light]?.colors[.codeBackground] = ThemeColor(hex: 0x0969DA, alpha: 0.25)
        let view = MarkdownTextView(markdown: "Text\n")
        view.theme = theme
        view.tintColor = UIColor(red: 1, green: 0, blue: 0.5, alpha: 1)
        let light = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                      preferredContentSizeCategory: .large)
        let dark = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .normal, legibilityWeight: .regular,
                                     preferredContentSizeCategory: .large)
        #expect(view.color(.text).resolvedColor(with: light).cgColor.components == UIColor.label.resolvedColor(with: light).cgColor.components)
        #expect(view.color(.secondaryText).resolvedColor(with: light).cgColor.components?.last == 0.5)
        #expect(view.color(.link).resolvedColor(with: light).cgColor.components == [1, 0, 0.5, 1])
        let tint: [CGFloat] = [9.0 / 255, 105.0 / 255, 218.0 / 255, 0.25]
        #expect(view.color(.codeBackground).resolvedColor(with: light).cgColor.components == tint)
        // Dark was not changed: the standard dark palette's link.
        let standardLink = Theme.standard.palette(for: .dark)[.link]
        #expect(view.color(.link).resolvedColor(with: dark).cgColor.components
            == [CGFloat(standardLink.red) / 255, CGFloat(standardLink.green) / 255, CGFloat(standardLink.blue) / 255, 1])
    }
}
