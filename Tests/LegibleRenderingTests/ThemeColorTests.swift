import LegibleRendering
import Testing

/// Colors with an opacity and the platform's own colors: what they are drawn as, and how the
/// contrast check measures them or says it cannot.
@Suite("Theme colors: alpha, system and accent colors")
struct ThemeColorTests {
    @Test("a translucent color is drawn mixed with what is behind it")
    func compositing() {
        let tint = ThemeColor(hex: 0x0969DA, alpha: 0.5)
        #expect(tint.composited(over: .white) == ThemeColor(hex: 0x84B4ED))
        #expect(tint.composited(over: .black) == ThemeColor(hex: 0x05356D))
        #expect(ThemeColor(hex: 0x123456).composited(over: .white) == ThemeColor(hex: 0x123456))
        #expect(tint.description == "#0969DA80")
    }

    @Test("opacity is clamped to 0…1, and not a number is opaque")
    func alphaClamped() {
        #expect(ThemeColor(hex: 0, alpha: 2).alpha == 1)
        #expect(ThemeColor(hex: 0, alpha: -1).alpha == 0)
        #expect(ThemeColor(hex: 0, alpha: .nan).alpha == 1)
    }

    @Test("contrast of a translucent text color is measured as drawn over its background")
    func translucentContrast() {
        // Black at 40% over white is #999999: 2.85:1, where opaque black is 21:1.
        let faint = ThemeColor.black.withAlpha(0.4)
        #expect((faint.contrastRatio(with: .white) * 100).rounded() / 100 == 2.85)
        #expect(ThemeColor.black.contrastRatio(with: .white) == 21)
    }

    @Test("a translucent text color that fails on the page is reported with its composited ratio")
    func translucentProblem() {
        var theme = Theme.standard
        theme.palettes[.light]?.colors[.secondaryText] = ThemeColor(hex: 0x1F2328, alpha: 0.45)
        let problems = theme.contrastProblems().filter { $0.appearance == .light }
        #expect(problems.map(\.description) == ["light: secondaryText #1F232873 on background #FFFFFF is 2.75:1, needs 4.5:1"])
    }

    @Test("a system or accent color is not measured: the check says so, once a pair and appearance")
    func systemColorsUnchecked() {
        var theme = Theme.standard
        theme.palettes[.light]?.colors[.link] = .accent
        let light = theme.contrastProblems().filter { $0.appearance == .light }
        #expect(light.count == 2)   // link on the background and on code's background
        #expect(light.allSatisfy { $0.ratio == nil })
        #expect(light.first?.description
            == "light: link system accent on background #FFFFFF not checked: the platform resolves system colors at run time, so check it on a device (needs 4.5:1)")
    }

    @Test("a system color stands in as its light or dark value in each appearance's palette, still a system color")
    func standIns() {
        var theme = Theme.standard
        theme.palettes[.light]?.colors[.text] = .system(.label)
        theme.palettes[.dark]?.colors[.text] = .system(.label)
        let light = theme.palette(for: .light)[.text], dark = theme.palette(for: .dark)[.text]
        #expect(light.system == .label && dark.system == .label)
        #expect([light.red, light.green, light.blue] == [0, 0, 0])
        #expect([dark.red, dark.green, dark.blue] == [255, 255, 255])
        #expect(ThemeColor.system(.secondaryLabel).withAlpha(0.5).description == "system secondaryLabel at 50%")
    }

    @Test("a font of a family has its own size, scaled as its text style; a style's font takes the style's size")
    func fontSizes() {
        let inter = FontDescription.family("Inter", size: 16, relativeTo: .body)
        #expect(inter.pointSize(textStyleSize: 17) == 16)
        #expect(FontDescription(textStyle: .title1).pointSize(textStyleSize: 28) == 28)
        #expect(FontDescription(textStyle: .body, relativeSize: 0.9).pointSize(textStyleSize: 20) == 18)
        // A size that makes no sense falls back to the text style's.
        #expect(FontDescription.system(size: -3).pointSize(textStyleSize: 17) == 17)
        #expect(FontDescription.system(size: .infinity).pointSize(textStyleSize: 17) == 17)
    }

    @Test("Bold Text makes a font at least semibold and one weight heavier")
    func boldText() {
        #expect(FontDescription(textStyle: .body).weight(boldText: true) == .semibold)
        #expect(FontDescription(textStyle: .body, weight: .bold).weight(boldText: true) == .heavy)
        #expect(FontDescription(textStyle: .body, weight: .heavy).weight(boldText: true) == .heavy)
        #expect(FontDescription(textStyle: .body, weight: .medium).weight(boldText: false) == .medium)
    }

    @Test("a font description says what will be drawn")
    func fontDescriptions() {
        #expect(FontDescription.family("Inter", size: 16, relativeTo: .body).description == "Inter 16 pt relative to body")
        #expect(FontDescription.family("Georgia", size: 28.5, relativeTo: .title1, weight: .bold, isItalic: true).description
            == "Georgia 28.5 pt relative to title1 bold italic")
        #expect(FontDescription.system(size: 15, relativeTo: .callout).description == "system 15 pt relative to callout")
        #expect(Theme.standard.code.description == "body monospaced × 0.9")
        #expect(Theme.standard.headings[0].description == "title1 bold")
    }

    @Test("a code span takes the code font's family at the size of the text around it")
    func codeSpanFamily() {
        var theme = Theme.standard
        theme.body = .family("Inter", size: 16)
        theme.code = .family("JetBrains Mono", size: 14)
        let span = theme.font(for: TextAttributes(role: .body, inline: .code))
        #expect(span.familyName == "JetBrains Mono")
        #expect(span.size == 16)
        #expect(theme.font(for: TextAttributes(role: .codeBlock)).size == 14)
    }
}

/// The theme changes the SwiftUI view makes from its environment.
@Suite("Theme: body text style and accent links")
struct ThemeEnvironmentTests {
    @Test("another body text style moves body, code and table headers to it, keeping the rest of each font")
    func bodyTextStyle() {
        var theme = Theme.standard
        theme.body = .family("Inter", size: 16)
        let callout = theme.withBodyTextStyle(.callout)
        #expect(callout.body == .family("Inter", size: 16, relativeTo: .callout))
        #expect(callout.code == FontDescription(textStyle: .callout, isMonospaced: true, relativeSize: 0.9))
        #expect(callout.tableHeader.weight == .semibold)
        #expect(callout.headings == theme.headings)
    }

    @Test("accent links are the accent in every appearance, other colors untouched, and not contrast-checked")
    func accentLinks() {
        let theme = Theme.standard.withAccentLinks()
        for appearance in Appearance.allCases {
            #expect(theme.palette(for: appearance)[.link].system == .accent)
            #expect(theme.palette(for: appearance)[.footnoteReference].system == .accent)
            #expect(theme.palette(for: appearance)[.text] == Theme.standard.palette(for: appearance)[.text])
        }
        #expect(theme.contrastProblems().allSatisfy { $0.ratio == nil })
        #expect(theme.usesAccentColor)
    }
}
