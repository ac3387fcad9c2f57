import LegibleAccessibility
import LegibleRendering
import Testing

/// A ratio to two decimals.
private func twoDecimals(_ value: Double) -> Double { (value * 100).rounded() / 100 }

/// The theme is data: fonts by role, colors by appearance, and every color pair of the
/// standard theme meets WCAG 2.2 contrast.
@Suite("Theme")
struct ThemeTests {
    @Test("contrast ratios match WCAG 2.2's formula on known pairs")
    func knownRatios() {
        #expect(twoDecimals(ThemeColor.black.contrastRatio(with: .white)) == 21)
        #expect(twoDecimals(ThemeColor(hex: 0x767676).contrastRatio(with: .white)) == 4.54)
        #expect(twoDecimals(ThemeColor(hex: 0x949494).contrastRatio(with: .white)) == 3.03)
        #expect(ThemeColor.white.contrastRatio(with: .white) == 1)
    }

    @Test("every drawn color pair of the standard theme meets WCAG 2.2, in every appearance")
    func standardContrast() {
        var report: [String] = []
        for appearance in Appearance.allCases {
            let palette = Theme.standard.palette(for: appearance)
            for pair in ColorPair.drawn {
                let ratio = palette[pair.foreground].contrastRatio(with: palette[pair.background])
                report.append("\(appearance): \(pair.foreground) on \(pair.background) \(twoDecimals(ratio))")
                #expect(ratio >= pair.minimumRatio, "\(appearance): \(pair.foreground) \(palette[pair.foreground]) on \(pair.background) \(palette[pair.background]) is \(ratio), needs \(pair.minimumRatio)")
            }
        }
        #expect(report.count == Appearance.allCases.count * ColorPair.drawn.count)
        print(report.joined(separator: "\n"))
    }

    @Test("every role a theme colors is in some drawn pair")
    func pairsCoverRoles() {
        let used = Set(ColorPair.drawn.flatMap { [$0.foreground, $0.background] })
        #expect(used == Set(ColorRole.allCases))
    }

    @Test("fonts follow the role, then strong, emphasis and code spans")
    func fonts() {
        let theme = Theme.standard
        #expect(theme.font(for: TextAttributes(role: .body)) == FontDescription(textStyle: .body))
        #expect(theme.font(for: TextAttributes(role: .heading(level: 1))) == FontDescription(textStyle: .title1, weight: .bold))
        #expect(theme.font(for: TextAttributes(role: .body, inline: [.strong, .emphasis]))
            == FontDescription(textStyle: .body, weight: .bold, isItalic: true))
        #expect(theme.font(for: TextAttributes(role: .body, inline: .code))
            == FontDescription(textStyle: .body, isMonospaced: true, relativeSize: 0.9))
        #expect(theme.font(for: TextAttributes(role: .codeBlock)).isMonospaced)
        #expect(theme.font(for: TextAttributes(role: .tableHeader)).weight == .semibold)
    }

    @Test("colors follow what the text is")
    func colorRoles() {
        let theme = Theme.standard
        let link = LinkAttributeFixture.link
        #expect(theme.foregroundRole(for: TextAttributes(role: .body, link: link)) == .link)
        #expect(theme.foregroundRole(for: TextAttributes(role: .heading(level: 2))) == .heading)
        #expect(theme.foregroundRole(for: TextAttributes(role: .body, inline: .code)) == .code)
        #expect(theme.backgroundRole(for: TextAttributes(role: .body, inline: .code)) == .codeBackground)
        #expect(theme.backgroundRole(for: TextAttributes(role: .body)) == .background)
        #expect(theme.palette(for: .dark)[.link] == ThemeColor(hex: 0x4493F8))
    }
}

enum LinkAttributeFixture {
    static let link = LinkAttribute(element: ElementID(role: .link, sourceOffset: 0), destination: "https://example.com")
}

/// Custom themes: filled in rather than trapped, and checked for contrast.
@Suite("Custom themes")
struct CustomThemeTests {
    static let standard = Theme.standard

    /// A theme like the standard one with these palettes.
    func theme(_ palettes: [Appearance: Palette], headings: [FontDescription] = standard.headings) -> Theme {
        Theme(body: Self.standard.body, headings: headings, code: Self.standard.code, tableHeader: Self.standard.tableHeader,
              palettes: palettes, spacing: Self.standard.spacing)
    }

    @Test("a palette naming only links keeps the standard colors for the rest, in its appearance")
    func partialPalette() {
        let purple = ThemeColor(hex: 0x6D28D9)
        let custom = theme([.light: Palette([.link: purple])])
        #expect(custom.palette(for: .light)[.link] == purple)
        #expect(custom.palette(for: .light)[.text] == Self.standard.palette(for: .light)[.text])
        #expect(custom.palette(for: Appearance(colorScheme: .light, increasedContrast: true))[.link] == purple)
        #expect(custom.palette(for: .dark) == Self.standard.palette(for: .dark))
    }

    @Test("no palettes and too few heading fonts make a theme, not a crash")
    func nothingGiven() {
        let custom = theme([:], headings: [FontDescription(textStyle: .title1, weight: .bold)])
        #expect(custom.palettes == Self.standard.palettes)
        #expect(custom.headings.count == 6)
        #expect(custom.font(for: TextAttributes(role: .heading(level: 4))) == FontDescription(textStyle: .title1, weight: .bold))
    }

    @Test("the standard theme has no contrast problems; a low-contrast link is reported in the appearance it fails in")
    func contrastCheck() {
        #expect(Self.standard.contrastProblems() == [])
        let dim = theme([.dark: Palette([.link: ThemeColor(hex: 0x1F3A5F)])])
        let problems = dim.contrastProblems()
        #expect(problems.map(\.description) == [
            "dark: link #1F3A5F on background #0D1117 is 1.64:1, needs 4.5:1",
            "dark: link #1F3A5F on codeBackground #161B22 is 1.5:1, needs 4.5:1",
            // The dark palette stands for dark with Increase Contrast too, on that one's backgrounds.
            "dark, increased contrast: link #1F3A5F on background #010409 is 1.78:1, needs 4.5:1",
            "dark, increased contrast: link #1F3A5F on codeBackground #151B23 is 1.5:1, needs 4.5:1",
        ])
    }
}
