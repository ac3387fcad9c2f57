import LegibleAccessibility

/// What a run of text is, by meaning rather than by font: the role of the block it belongs to,
/// the inline styles on it, and what it points to. A `Theme` turns attributes into fonts and
/// colors; a front end never looks at the Markdown to decide how text looks.
///
/// ```swift
/// // "See **the guide**." as the runs of a paragraph:
/// // "See "       role: .body
/// // "the guide"  role: .body, inline: .strong
/// // "."          role: .body
/// ```
public struct TextAttributes: Hashable, Sendable {
    /// The role of the text's block: body text, a heading of some level, code, a table header.
    public var role: TextRole
    /// Emphasis, strong emphasis, strikethrough and code spans on the text.
    public var inline: InlineStyle
    /// The link the text belongs to.
    public var link: LinkAttribute?
    /// The footnote reference the text is (its number).
    public var footnoteReference: FootnoteReferenceAttribute?
    /// The image or formula drawn in place of the text's U+FFFC.
    public var attachment: InlineAttachment?

    /// Attributes with a role and nothing else.
    public init(role: TextRole, inline: InlineStyle = [], link: LinkAttribute? = nil,
                footnoteReference: FootnoteReferenceAttribute? = nil, attachment: InlineAttachment? = nil) {
        self.role = role
        self.inline = inline
        self.link = link
        self.footnoteReference = footnoteReference
        self.attachment = attachment
    }

    /// The innermost element the text belongs to that is smaller than its block: the image or
    /// formula, the footnote reference, or the link; `nil` for plain text of a block.
    public var inlineElement: ElementID? {
        attachment?.element ?? footnoteReference?.element ?? link?.element
    }
}

/// The role of the block a run of text belongs to.
public enum TextRole: Hashable, Sendable {
    /// Paragraphs, list items, quotes, table body cells, footnotes, and the separators between
    /// blocks.
    case body
    /// A heading of a level from 1 (the largest) to 6.
    case heading(level: Int)
    /// The text of a code block.
    case codeBlock
    /// A cell of a table's header row.
    case tableHeader
}

/// The inline styles of a run: any combination of emphasis, strong emphasis, strikethrough, code
/// span, superscript, subscript, and the reading model's warnings.
public struct InlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `*emphasis*`, usually shown in italics.
    public static let emphasis = InlineStyle(rawValue: 1 << 0)
    /// `**strong emphasis**`, usually shown in bold.
    public static let strong = InlineStyle(rawValue: 1 << 1)
    /// `~~strikethrough~~`.
    public static let strikethrough = InlineStyle(rawValue: 1 << 2)
    /// A code span, shown in a monospaced face.
    public static let code = InlineStyle(rawValue: 1 << 3)
    /// Superscript text (raw HTML's `<sup>`), smaller and raised.
    public static let superscript = InlineStyle(rawValue: 1 << 4)
    /// Subscript text (raw HTML's `<sub>`), smaller and lowered.
    public static let `subscript` = InlineStyle(rawValue: 1 << 5)
    /// Words the reading model added where the text hides or disguises something
    /// (`⟦hidden text: …⟧`, `⟦goes to attacker.example⟧`): drawn so that they stand out from the
    /// author's.
    public static let warning = InlineStyle(rawValue: 1 << 6)
}

/// A link a run of text belongs to.
public struct LinkAttribute: Hashable, Sendable {
    /// The link's element in the reading model.
    public let element: ElementID
    /// Where the link goes, as written (entities and escapes decoded).
    public let destination: String

    /// Creates the attribute from its parts.
    public init(element: ElementID, destination: String) {
        self.element = element
        self.destination = destination
    }
}

/// A reference to a footnote: the run is its number.
public struct FootnoteReferenceAttribute: Hashable, Sendable {
    /// The reference's element in the reading model.
    public let element: ElementID
    /// The footnote's number (1 for the first referenced).
    public let number: Int
    /// The footnote it refers to, where following the reference goes; `nil` when undefined.
    public let footnote: ElementID?

    /// Creates the attribute from its parts.
    public init(element: ElementID, number: Int, footnote: ElementID?) {
        self.element = element
        self.number = number
        self.footnote = footnote
    }
}
