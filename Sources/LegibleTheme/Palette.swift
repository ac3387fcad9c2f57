import LegibleMarkdown

/// What each color of a theme is for.
public struct ColorRole: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Every value this version of Legible knows, for the library's own exhaustive switches.
    /// Clients compare with the static values instead, so a value added later breaks no
    /// client's `switch`.
    package enum Kind: String, CaseIterable, Sendable {
        case background, codeBackground, text, secondaryText, heading, link, code, math, footnoteReference,
            listMarker, quoteBar, rule, alertNote, alertTip, alertImportant, alertWarning, alertCaution,
            codeKeyword, codeType, codeFunction, codeString, codeNumber, codeComment, codeInserted,
            codeDeleted
    }

    /// Which of the known values this is.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// The value's stable key.
    public var rawValue: String { kind.rawValue }

    /// The value whose ``rawValue`` is `rawValue`, if this version knows one.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The value's name as Swift writes it: `keyword`, `listItem`.
    public var description: String { String(describing: kind) }

    /// Every value this version knows, in declaration order.
    public static var allCases: [ColorRole] { Kind.allCases.map(ColorRole.init) }

    /// The page behind the text.
    public static let background = ColorRole(.background)
    /// Behind code blocks and code spans.
    public static let codeBackground = ColorRole(.codeBackground)
    /// Body text.
    public static let text = ColorRole(.text)
    /// Less prominent text: quotes, footnotes.
    public static let secondaryText = ColorRole(.secondaryText)
    /// Headings.
    public static let heading = ColorRole(.heading)
    /// Links.
    public static let link = ColorRole(.link)
    /// Code blocks and code spans.
    public static let code = ColorRole(.code)
    /// Formulas.
    public static let math = ColorRole(.math)
    /// Footnote reference numbers.
    public static let footnoteReference = ColorRole(.footnoteReference)
    /// List bullets, numbers and checkboxes.
    public static let listMarker = ColorRole(.listMarker)
    /// The bar beside a block quote.
    public static let quoteBar = ColorRole(.quoteBar)
    /// Thematic breaks, table rules, code block frames.
    public static let rule = ColorRole(.rule)
    /// A note alert's title, icon and bar (`> [!NOTE]`).
    public static let alertNote = ColorRole(.alertNote)
    /// A tip alert's title, icon and bar.
    public static let alertTip = ColorRole(.alertTip)
    /// An important alert's title, icon and bar.
    public static let alertImportant = ColorRole(.alertImportant)
    /// A warning alert's title, icon and bar.
    public static let alertWarning = ColorRole(.alertWarning)
    /// A caution alert's title, icon and bar.
    public static let alertCaution = ColorRole(.alertCaution)
    /// Highlighted code: keywords, directives, attributes, markup tags.
    public static let codeKeyword = ColorRole(.codeKeyword)
    /// Highlighted code: type names.
    public static let codeType = ColorRole(.codeType)
    /// Highlighted code: names of declared functions.
    public static let codeFunction = ColorRole(.codeFunction)
    /// Highlighted code: strings, regular expressions, escapes.
    public static let codeString = ColorRole(.codeString)
    /// Highlighted code: numbers and named constants.
    public static let codeNumber = ColorRole(.codeNumber)
    /// Highlighted code: comments.
    public static let codeComment = ColorRole(.codeComment)
    /// Highlighted code: lines a diff adds.
    public static let codeInserted = ColorRole(.codeInserted)
    /// Highlighted code: lines a diff removes.
    public static let codeDeleted = ColorRole(.codeDeleted)
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
