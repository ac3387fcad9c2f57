/// Which Markdown syntax the parser recognises beyond CommonMark. How a document is written out
/// as HTML is chosen apart from this, with ``HTMLOptions``.
///
/// ``commonMark`` is CommonMark 0.31.2 exactly. ``gitHub`` adds what GitHub and language models
/// write: tables, strikethrough, task lists, bare URLs, footnotes and math. Each extension can also
/// be switched on alone:
///
/// ```swift
/// let options: ParseOptions = [.tables, .math]
/// let document = MarkdownDocument(parsing: text, options: options)
/// ```
public struct ParseOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pipe tables with a delimiter row (GFM).
    public static let tables = ParseOptions(rawValue: 1 << 0)
    /// `~~deleted~~` and `~deleted~` (GFM).
    public static let strikethrough = ParseOptions(rawValue: 1 << 1)
    /// `- [ ]` and `- [x]` list items (GFM).
    public static let taskLists = ParseOptions(rawValue: 1 << 2)
    /// Bare `www.`, `http://`, `https://` and e-mail addresses become links (GFM).
    public static let autolinks = ParseOptions(rawValue: 1 << 3)
    /// `[^label]` references and `[^label]: …` definitions.
    public static let footnotes = ParseOptions(rawValue: 1 << 4)
    /// TeX math: `$…$`, `\(…\)`, `$$…$$`, `\[…\]` and ```` ```math ```` fences.
    public static let math = ParseOptions(rawValue: 1 << 5)

    /// CommonMark 0.31.2 and nothing else.
    public static let commonMark: ParseOptions = []
    /// GitHub Flavored Markdown with footnotes and math, as language models write it.
    public static let gitHub: ParseOptions = [.tables, .strikethrough, .taskLists, .autolinks, .footnotes, .math]
}
