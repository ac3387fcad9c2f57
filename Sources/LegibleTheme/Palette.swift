import LegibleMarkdown

/// What each color of a theme is for.
public enum ColorRole: String, Hashable, Sendable, CaseIterable {
    /// The page behind the text.
    case background
    /// Behind code blocks and code spans.
    case codeBackground
    /// Body text.
    case text
    /// Less prominent text: quotes, footnotes.
    case secondaryText
    /// Headings.
    case heading
    /// Links.
    case link
    /// Code blocks and code spans.
    case code
    /// Formulas.
    case math
    /// Footnote reference numbers.
    case footnoteReference
    /// List bullets, numbers and checkboxes.
    case listMarker
    /// The bar beside a block quote.
    case quoteBar
    /// Thematic breaks, table rules, code block frames.
    case rule
    /// A note alert's title, icon and bar (`> [!NOTE]`).
    case alertNote
    /// A tip alert's title, icon and bar.
    case alertTip
    /// An important alert's title, icon and bar.
    case alertImportant
    /// A warning alert's title, icon and bar.
    case alertWarning
    /// A caution alert's title, icon and bar.
    case alertCaution
    /// Highlighted code: keywords, directives, attributes, markup tags.
    case codeKeyword
    /// Highlighted code: type names.
    case codeType
    /// Highlighted code: names of declared functions.
    case codeFunction
    /// Highlighted code: strings, regular expressions, escapes.
    case codeString
    /// Highlighted code: numbers and named constants.
    case codeNumber
    /// Highlighted code: comments.
    case codeComment
    /// Highlighted code: lines a diff adds.
    case codeInserted
    /// Highlighted code: lines a diff removes.
    case codeDeleted
}

extension ColorRole {
    /// The color an alert of a kind is drawn in.
    public static func alert(_ alert: MarkdownNode.Alert) -> ColorRole {
        switch alert {
        case .note: .alertNote
        case .tip: .alertTip
        case .important: .alertImportant
        case .warning: .alertWarning
        case .caution: .alertCaution
        }
    }

    /// The roles of highlighted code.
    public static let codeTokenRoles: [ColorRole] = [.codeKeyword, .codeType, .codeFunction, .codeString, .codeNumber, .codeComment,
                                                     .codeInserted, .codeDeleted]
}

/// The colors of a theme in one appearance.
public struct Palette: Hashable, Sendable {
    /// The color of every role.
    public var colors: [ColorRole: ThemeColor]

    /// Creates a palette of the roles given; a ``Theme`` fills the others in from its standard
    /// palette of the same appearance, so a palette may name only what it changes.
    ///
    /// ```swift
    /// Palette([.link: ThemeColor(hex: 0x7C3AED)])   // the standard colors, links purple
    /// ```
    public init(_ colors: [ColorRole: ThemeColor]) {
        self.colors = colors
    }

    /// The color of a role (black for a role the palette lacks, which a theme's palettes never do).
    public subscript(role: ColorRole) -> ThemeColor { colors[role] ?? .black }

    /// This palette with each role it lacks taken from `defaults`.
    func filled(from defaults: Palette) -> Palette {
        Palette(defaults.colors.merging(colors) { _, own in own })
    }
}

/// A foreground drawn on a background, and the contrast WCAG 2.2 asks of it: 4.5:1 for text,
/// 3:1 for large text (headings) and for things that are not text (bars, rules).
public struct ColorPair: Hashable, Sendable {
    /// What WCAG 2.2 success criterion the pair falls under.
    public enum Kind: String, Hashable, Sendable {
        /// Text (1.4.3, 4.5:1).
        case text
        /// Large text: 18 points, or 14 points bold (1.4.3, 3:1).
        case largeText
        /// Graphics that carry meaning and borders of controls (1.4.11, 3:1).
        case nonText
    }

    /// What is drawn.
    public let foreground: ColorRole
    /// What it is drawn on.
    public let background: ColorRole
    /// Which contrast rule applies.
    public let kind: Kind

    /// Creates a pair.
    public init(_ foreground: ColorRole, on background: ColorRole, _ kind: Kind) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
    }

    /// The least contrast ratio the pair needs.
    public var minimumRatio: Double { kind == .text ? 4.5 : 3 }

    /// Every pair a document drawn with a theme puts on screen.
    public static let drawn: [ColorPair] = [
        ColorPair(.text, on: .background, .text),
        ColorPair(.secondaryText, on: .background, .text),
        ColorPair(.heading, on: .background, .largeText),
        ColorPair(.link, on: .background, .text),
        ColorPair(.footnoteReference, on: .background, .text),
        ColorPair(.math, on: .background, .text),
        ColorPair(.listMarker, on: .background, .text),
        ColorPair(.code, on: .codeBackground, .text),
        ColorPair(.link, on: .codeBackground, .text),
        ColorPair(.math, on: .codeBackground, .text),
        ColorPair(.quoteBar, on: .background, .nonText),
        // An alert's title is text in its color; its bar and icon are drawn in it too.
        ColorPair(.alertNote, on: .background, .text),
        ColorPair(.alertTip, on: .background, .text),
        ColorPair(.alertImportant, on: .background, .text),
        ColorPair(.alertWarning, on: .background, .text),
        ColorPair(.alertCaution, on: .background, .text),
        ColorPair(.rule, on: .background, .nonText),
        ColorPair(.rule, on: .codeBackground, .nonText),
    ] + ColorRole.codeTokenRoles.flatMap { role in
        // Code is drawn on its background in a view and on the page's in a terminal.
        [ColorPair(role, on: .codeBackground, .text), ColorPair(role, on: .background, .text)]
    }
}
