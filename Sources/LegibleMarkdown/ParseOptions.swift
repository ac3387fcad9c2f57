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
    /// TeX math: `$…$`, `\(…\)`, `$$…$$`, `\[…\]` and code fences whose info string is `math`.
    public static let math = ParseOptions(rawValue: 1 << 5)
    /// YAML (`---`) or TOML (`+++`) front matter at the very start of the document is metadata,
    /// not content; see ``FrontMatter``.
    public static let frontMatter = ParseOptions(rawValue: 1 << 6)
    /// GitHub's alerts: a top-level block quote whose first line is `[!NOTE]`, `[!TIP]`,
    /// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case); see ``MarkdownNode/alert``.
    public static let alerts = ParseOptions(rawValue: 1 << 7)
    /// An id the author gives a heading, `## Title {#custom-id}`, as VitePress, Docusaurus,
    /// markdown-it-attrs, kramdown and Pandoc read it: the `{#custom-id}` is not shown, and the id
    /// is the heading's anchor; see ``MarkdownNode/headingID``. GitHub shows it as text.
    public static let headingIDs = ParseOptions(rawValue: 1 << 8)
    /// MkDocs admonitions, as Python-Markdown and pymdownx.details write them: a line
    /// `!!! note "Title"` (`???` collapsed, `???+` expanded) starts a titled block whose body is
    /// the lines indented by four columns after it; see ``MarkdownNode/admonition``. CommonMark
    /// reads the body as indented code.
    public static let admonitions = ParseOptions(rawValue: 1 << 9)

    /// The Markdown is the app's own (its help pages, its templates), not a language model's,
    /// a user's or a web page's. The parser reads it alike; the reading model then shows hidden
    /// characters (tag characters, zero width characters) and direction controls as written,
    /// without its warnings, and adds none to links whose text names another site. No preset
    /// includes it: a document is untrusted unless the app says otherwise. Images are a front
    /// end's decision: give trusted content `ImagePolicy.allowAll` there too.
    public static let trusted = ParseOptions(rawValue: 1 << 10)

    /// CommonMark 0.31.2 and nothing else.
    public static let commonMark: ParseOptions = []
    /// GitHub Flavored Markdown with footnotes and math, as language models write it.
    /// The spec's dialect exactly (every GFM spec example, cmark-gfm's output), so it leaves out
    /// what GitHub adds outside the spec; ``documents`` has that too.
    public static let gitHub: ParseOptions = [.tables, .strikethrough, .taskLists, .autolinks, .footnotes, .math]
    /// Markdown as people write pages and READMEs today: ``gitHub`` with ``frontMatter``,
    /// ``alerts``, ``headingIDs`` (documentation sites write `{#id}` after headings their
    /// pages link to, and a reader should neither see nor hear it) and ``admonitions`` (MkDocs
    /// sites put notes, examples and proofs in them). The command-line tool and
    /// the views read this by default.
    public static let documents: ParseOptions = gitHub.union([.frontMatter, .alerts, .headingIDs, .admonitions])
}
