import LegibleMarkdown

/// The kinds of block a theme can style apart (``Theme/blockStyles``).
///
/// A kind falls back to a more general one for what it does not set: a heading level to every
/// heading (`.heading(nil)`), an alert kind to every alert (`.alert(nil)`) and that to block
/// quotes, since an alert is drawn as a quote.
public enum BlockKind: Hashable, Sendable {
    /// A heading of a level, 1 to 6; `nil` for every heading.
    case heading(Int?)
    /// A paragraph.
    case paragraph
    /// A block quote, around all it holds.
    case blockQuote
    /// A GitHub alert (`> [!NOTE]`) of a kind, around all it holds; `nil` for every alert.
    case alert(MarkdownNode.Alert?)
    /// A fenced or indented code block.
    case codeBlock
    /// A table.
    case table
    /// A thematic break (`---`).
    case thematicBreak

    /// The kind this one takes what it does not set from; `nil` for the most general.
    public var fallback: BlockKind? {
        switch self {
        case .heading(_?): .heading(nil)
        case .alert(_?): .alert(nil)
        case .alert(nil): .blockQuote
        default: nil
        }
    }
}

/// A color a block style names: a role of the theme's palette, which follows each appearance,
/// or a color of its own (a translucent tint or a system color suits light and dark alike).
public enum BlockColor: Hashable, Sendable {
    /// The palette's color for a role in the reader's appearance.
    case role(ColorRole)
    /// This color in every appearance.
    case color(ThemeColor)

    /// The color in a palette.
    public func resolved(in palette: Palette) -> ThemeColor {
        switch self {
        case .role(let role): palette[role]
        case .color(let color): color
        }
    }
}

/// How one kind of block is set apart: the space around it, a background with rounded corners
/// and a border, and the padding between those and its text. What a style leaves `nil` comes
/// from its kind's ``BlockKind/fallback``, then from the theme's ``Spacing`` (no background, no
/// border, no padding).
///
/// ```swift
/// var theme = Theme.standard
/// theme.blockStyles[.heading(1)] = BlockStyle(spaceBefore: 2, border: .role(.rule), borderWidth: 1)
/// theme.blockStyles[.blockQuote] = BlockStyle(background: .color(ThemeColor(hex: 0x8250DF, alpha: 0.08)), cornerRadius: 6, padding: 0.5)
/// theme.blockStyle(for: .alert(.tip)).cornerRadius   // 6: an alert is a quote
/// ```
public struct BlockStyle: Hashable, Sendable {
    /// Space before the block, in lines of body text (the theme's space between blocks if `nil`).
    public var spaceBefore: Double?
    /// Space after the block, in lines; the space between two blocks is the larger of the
    /// first's after and the second's before, as CSS margins collapse.
    public var spaceAfter: Double?
    /// What is drawn behind the block.
    public var background: BlockColor?
    /// The radius of the background's and border's corners, in points.
    public var cornerRadius: Double?
    /// The color of the border around the block (of the rule, for a thematic break).
    public var border: BlockColor?
    /// The width of the border, in points (the rule's thickness, for a thematic break).
    public var borderWidth: Double?
    /// Space between the background's edge and the text, in ems.
    public var padding: Double?

    /// Creates a style; every part not given comes from the fallback.
    public init(spaceBefore: Double? = nil, spaceAfter: Double? = nil, background: BlockColor? = nil, cornerRadius: Double? = nil,
                border: BlockColor? = nil, borderWidth: Double? = nil, padding: Double? = nil) {
        self.spaceBefore = spaceBefore
        self.spaceAfter = spaceAfter
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.borderWidth = borderWidth
        self.padding = padding
    }

    /// This style, with what it leaves `nil` taken from `fallback`.
    public func filled(from fallback: BlockStyle) -> BlockStyle {
        BlockStyle(spaceBefore: spaceBefore ?? fallback.spaceBefore, spaceAfter: spaceAfter ?? fallback.spaceAfter,
                   background: background ?? fallback.background, cornerRadius: cornerRadius ?? fallback.cornerRadius,
                   border: border ?? fallback.border, borderWidth: borderWidth ?? fallback.borderWidth, padding: padding ?? fallback.padding)
    }

    /// Whether anything is drawn around the block: a background, or a border of some width.
    public var drawsBox: Bool { background != nil || (border != nil && (borderWidth ?? 1) > 0) }

    /// The padding in ems, never negative (0 when not set).
    public var paddingEms: Double { max(padding ?? 0, 0).finiteOrZero }
}

extension Theme {
    /// The style of a kind of block: its own, filled in from its fallbacks (an empty style
    /// when the theme sets none, so the block is drawn as the theme's spacing says).
    public func blockStyle(for kind: BlockKind) -> BlockStyle {
        var style = blockStyles[kind] ?? BlockStyle()
        var next = kind.fallback
        while let general = next {
            style = style.filled(from: blockStyles[general] ?? BlockStyle())
            next = general.fallback
        }
        return style
    }
}

extension Double {
    /// The value, or 0 when it is infinite or not a number (a style never breaks a layout).
    package var finiteOrZero: Double { isFinite ? self : 0 }
}
