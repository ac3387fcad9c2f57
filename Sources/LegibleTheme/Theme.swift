import LegibleHighlight

/// How a styled document looks, as data: a font for each text role, colors for each appearance,
/// and spacing. No platform font or color types: the Apple views map the fonts to Dynamic Type
/// and the colors to `UIColor`/`NSColor`; the terminal maps them to SGR codes.
///
/// ```swift
/// let theme = Theme.standard
/// theme.headings[0]                    // title1, bold
/// theme.palette(for: .dark)[.link]      // #4493F8
/// theme.foregroundRole(for: .keyword)   // .codeKeyword
/// ```
public struct Theme: Hashable, Sendable {
    /// The font of body text.
    public var body: FontDescription
    /// The fonts of headings of level 1 to 6.
    public var headings: [FontDescription]
    /// The font of code blocks and code spans.
    public var code: FontDescription
    /// The font of table header cells.
    public var tableHeader: FontDescription
    /// The colors of each appearance.
    public var palettes: [Appearance: Palette]
    /// The space between and around blocks.
    public var spacing: Spacing
    /// How kinds of block are set apart (space, background, corners, border, padding), over
    /// ``spacing``; see ``blockStyle(for:)``. None in the standard theme.
    public var blockStyles: [BlockKind: BlockStyle]
    /// The color role formulas are drawn in (``ColorRole/math`` sets them apart); `nil`, the
    /// standard, draws each formula in the color of the text around it, as its size is that
    /// text's: a formula in a heading is the heading's, one in a link the link's.
    public var formulaColor: ColorRole?

    /// Creates a theme. Nothing need be complete: an appearance without a palette takes the
    /// palette of its color scheme at standard contrast if given (else the standard theme's), a
    /// palette's missing roles come from the standard theme's palette for its appearance, and
    /// missing heading levels take the last level given (or the body font), and a block kind
    /// without a style is spaced as `spacing` says. Check a custom theme's colors with
    /// ``contrastProblems()``.
    public init(body: FontDescription, headings: [FontDescription], code: FontDescription, tableHeader: FontDescription,
                palettes: [Appearance: Palette], spacing: Spacing, blockStyles: [BlockKind: BlockStyle] = [:]) {
        self.body = body
        self.headings = Array((headings + Array(repeating: headings.last ?? body, count: max(0, 6 - headings.count))).prefix(6))
        self.code = code
        self.tableHeader = tableHeader
        self.palettes = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { appearance in
            let standard = Theme.standardPalettes[appearance] ?? Palette([:])
            let given = palettes[appearance] ?? palettes[Appearance(colorScheme: appearance.colorScheme)]
            return (appearance, given?.filled(from: standard) ?? standard)
        })
        self.spacing = spacing
        self.blockStyles = blockStyles
    }

    /// The colors for an appearance; a system color with the stand-in of the appearance's
    /// color scheme (``SystemColor/standIn(for:)``), for front ends no platform resolves it in.
    public func palette(for appearance: Appearance) -> Palette {
        let palette = palettes[appearance] ?? Theme.standardPalettes[appearance] ?? Palette([:])
        guard palette.colors.values.contains(where: \.isResolvedByPlatform) else { return palette }
        return Palette(palette.colors.mapValues { $0.standIn(for: appearance.colorScheme) })
    }

    /// This theme with its body text in another Dynamic Type style (SwiftUI's `.font(.callout)`
    /// around a `MarkdownView`): body text, code and table headers take that style, keeping
    /// their family, size, weight and proportions; headings keep theirs.
    ///
    /// ```swift
    /// Theme.standard.withBodyTextStyle(.callout).code   // callout monospaced × 0.9
    /// ```
    public func withBodyTextStyle(_ style: FontDescription.TextStyle) -> Theme {
        var theme = self
        theme.body.textStyle = style
        theme.code.textStyle = style
        theme.tableHeader.textStyle = style
        return theme
    }

    /// This theme with links and footnote references in the accent color (on iOS the view's
    /// tint, which SwiftUI's `.tint` sets), in every appearance. Its contrast is then the
    /// platform's to check (``contrastProblems()`` lists those pairs as not checked).
    public func withAccentLinks() -> Theme {
        var theme = self
        for appearance in Appearance.allCases {
            var palette = palette(for: appearance)
            palette.colors[.link] = .accent
            palette.colors[.footnoteReference] = .accent
            theme.palettes[appearance] = palette
        }
        return theme
    }

    /// Whether a color of the theme is the accent color (in a palette or a block style), so that
    /// a view draws again when the accent (on iOS, the view's tint) changes.
    public var usesAccentColor: Bool {
        let styled = blockStyles.values.flatMap { [$0.background, $0.border] }.compactMap { color -> ThemeColor? in
            if case .color(let color)? = color { color } else { nil }
        }
        return (palettes.values.flatMap(\.colors.values) + styled).contains { $0.system == .accent }
    }

    /// The text color of a highlighted token of code: one of the code roles, or the code color
    /// for classes drawn plainly (identifiers, operators, punctuation). The one mapping of token
    /// classes to colors: the views, the terminal and the accessible page's stylesheet all use
    /// it, so a markup tag is the keyword color in each.
    public func foregroundRole(for token: TokenClass) -> ColorRole {
        switch token.kind {
        case .keyword, .preprocessor, .attribute, .tag, .prompt: .codeKeyword
        case .type, .attributeName, .heading, .diffHeader: .codeType
        case .function: .codeFunction
        case .string, .stringEscape, .regex: .codeString
        case .number, .constant: .codeNumber
        case .comment, .docComment: .codeComment
        case .inserted: .codeInserted
        case .deleted: .codeDeleted
        case .identifier, .operator, .punctuation, .emphasis, .strong: .code
        }
    }

}

extension Theme {
    /// The size of superscript and subscript text relative to the text around it: CSS's
    /// `smaller`, which browsers give `<sup>` and `<sub>`, is about five sixths.
    package static let scriptSize = 5.0 / 6.0

    /// The theme Legible draws with unless told otherwise: system text styles, and colors that
    /// meet WCAG 2.2 contrast in light and dark, with and without Increase Contrast.
    public static let standard = Theme(
        body: FontDescription(textStyle: .body),
        headings: [
            FontDescription(textStyle: .title1, weight: .bold),
            FontDescription(textStyle: .title2, weight: .bold),
            FontDescription(textStyle: .title3, weight: .semibold),
            FontDescription(textStyle: .headline, weight: .semibold),
            FontDescription(textStyle: .subheadline, weight: .semibold),
            FontDescription(textStyle: .subheadline, weight: .semibold, isItalic: true),
        ],
        code: FontDescription(textStyle: .body, isMonospaced: true, relativeSize: 0.9),
        tableHeader: FontDescription(textStyle: .body, weight: .semibold),
        palettes: standardPalettes,
        spacing: Spacing(betweenBlocks: 1, betweenTightItems: 0, listIndent: 2, quoteIndent: 2, codePadding: 1)
    )

    /// The standard colors, which meet WCAG 2.2 contrast in every appearance; what a custom
    /// theme's missing palettes and roles are filled in from.
    static let standardPalettes: [Appearance: Palette] = [
        .light: Palette([
            .background: ThemeColor(hex: 0xFFFFFF), .codeBackground: ThemeColor(hex: 0xF6F8FA),
            .text: ThemeColor(hex: 0x1F2328), .secondaryText: ThemeColor(hex: 0x59636E), .heading: ThemeColor(hex: 0x1F2328),
            .link: ThemeColor(hex: 0x0969DA), .code: ThemeColor(hex: 0x1F2328), .math: ThemeColor(hex: 0x8250DF),
            .footnoteReference: ThemeColor(hex: 0x0969DA), .listMarker: ThemeColor(hex: 0x59636E),
            .alertNote: ThemeColor(hex: 0x0969DA), .alertTip: ThemeColor(hex: 0x1A7F37), .alertImportant: ThemeColor(hex: 0x8250DF),
            .alertWarning: ThemeColor(hex: 0x9A6700), .alertCaution: ThemeColor(hex: 0xD1242F),
            .quoteBar: ThemeColor(hex: 0x818B98), .rule: ThemeColor(hex: 0x818B98),
            .codeKeyword: ThemeColor(hex: 0xCF222E), .codeType: ThemeColor(hex: 0x953800), .codeFunction: ThemeColor(hex: 0x8250DF),
            .codeString: ThemeColor(hex: 0x0A3069), .codeNumber: ThemeColor(hex: 0x0550AE), .codeComment: ThemeColor(hex: 0x59636E),
            .codeInserted: ThemeColor(hex: 0x116329), .codeDeleted: ThemeColor(hex: 0x82071E),
        ]),
        Appearance(colorScheme: .light, increasedContrast: true): Palette([
            .background: ThemeColor(hex: 0xFFFFFF), .codeBackground: ThemeColor(hex: 0xEFF2F5),
            .text: ThemeColor(hex: 0x010409), .secondaryText: ThemeColor(hex: 0x393F46), .heading: ThemeColor(hex: 0x010409),
            .link: ThemeColor(hex: 0x0349B4), .code: ThemeColor(hex: 0x010409), .math: ThemeColor(hex: 0x622CBC),
            .footnoteReference: ThemeColor(hex: 0x0349B4), .listMarker: ThemeColor(hex: 0x393F46),
            .alertNote: ThemeColor(hex: 0x0349B4), .alertTip: ThemeColor(hex: 0x055D20), .alertImportant: ThemeColor(hex: 0x622CBC),
            .alertWarning: ThemeColor(hex: 0x744500), .alertCaution: ThemeColor(hex: 0xA0111F),
            .quoteBar: ThemeColor(hex: 0x454C54), .rule: ThemeColor(hex: 0x454C54),
            .codeKeyword: ThemeColor(hex: 0xA0111F), .codeType: ThemeColor(hex: 0x702C00), .codeFunction: ThemeColor(hex: 0x622CBC),
            .codeString: ThemeColor(hex: 0x032563), .codeNumber: ThemeColor(hex: 0x023B95), .codeComment: ThemeColor(hex: 0x393F46),
            .codeInserted: ThemeColor(hex: 0x024C1A), .codeDeleted: ThemeColor(hex: 0x6E011A),
        ]),
        .dark: Palette([
            .background: ThemeColor(hex: 0x0D1117), .codeBackground: ThemeColor(hex: 0x161B22),
            .text: ThemeColor(hex: 0xE6EDF3), .secondaryText: ThemeColor(hex: 0x9198A1), .heading: ThemeColor(hex: 0xE6EDF3),
            .link: ThemeColor(hex: 0x4493F8), .code: ThemeColor(hex: 0xE6EDF3), .math: ThemeColor(hex: 0xBC8CFF),
            .footnoteReference: ThemeColor(hex: 0x4493F8), .listMarker: ThemeColor(hex: 0x9198A1),
            .alertNote: ThemeColor(hex: 0x4493F8), .alertTip: ThemeColor(hex: 0x3FB950), .alertImportant: ThemeColor(hex: 0xAB7DF8),
            .alertWarning: ThemeColor(hex: 0xD29922), .alertCaution: ThemeColor(hex: 0xF85149),
            .quoteBar: ThemeColor(hex: 0x656C76), .rule: ThemeColor(hex: 0x656C76),
            .codeKeyword: ThemeColor(hex: 0xFF7B72), .codeType: ThemeColor(hex: 0xFFA657), .codeFunction: ThemeColor(hex: 0xD2A8FF),
            .codeString: ThemeColor(hex: 0xA5D6FF), .codeNumber: ThemeColor(hex: 0x79C0FF), .codeComment: ThemeColor(hex: 0x9198A1),
            .codeInserted: ThemeColor(hex: 0x7EE787), .codeDeleted: ThemeColor(hex: 0xFFA198),
        ]),
        Appearance(colorScheme: .dark, increasedContrast: true): Palette([
            .background: ThemeColor(hex: 0x010409), .codeBackground: ThemeColor(hex: 0x151B23),
            .text: ThemeColor(hex: 0xFFFFFF), .secondaryText: ThemeColor(hex: 0xD1D9E0), .heading: ThemeColor(hex: 0xFFFFFF),
            .link: ThemeColor(hex: 0x74B9FF), .code: ThemeColor(hex: 0xFFFFFF), .math: ThemeColor(hex: 0xDBB7FF),
            .footnoteReference: ThemeColor(hex: 0x74B9FF), .listMarker: ThemeColor(hex: 0xD1D9E0),
            .alertNote: ThemeColor(hex: 0x74B9FF), .alertTip: ThemeColor(hex: 0x72F088), .alertImportant: ThemeColor(hex: 0xDBB7FF),
            .alertWarning: ThemeColor(hex: 0xF0B72F), .alertCaution: ThemeColor(hex: 0xFF9492),
            .quoteBar: ThemeColor(hex: 0x9EA7B3), .rule: ThemeColor(hex: 0x9EA7B3),
            .codeKeyword: ThemeColor(hex: 0xFF9492), .codeType: ThemeColor(hex: 0xFFB757), .codeFunction: ThemeColor(hex: 0xDBB7FF),
            .codeString: ThemeColor(hex: 0xADDCFF), .codeNumber: ThemeColor(hex: 0x91CBFF), .codeComment: ThemeColor(hex: 0xD1D9E0),
            .codeInserted: ThemeColor(hex: 0x72F088), .codeDeleted: ThemeColor(hex: 0xFFB1AF),
        ]),
    ]
}
