import LegibleAccessibility
import LegibleMarkdown
import LegibleMathLayout
import LegibleTheme

/// Writes a document as accessible HTML from its reading model: every element the way the
/// `RoleMapping` table maps it, named and described in the model's words, so that a browser's
/// accessibility tree (and the screen reader reading it) finds what VoiceOver finds in the
/// Apple views. The spec-exact renderer (`MarkdownDocument.html(options:)`) is unchanged; this
/// is a second, separate writer.
///
/// ```swift
/// let model = ReadingModel(document: MarkdownDocument(parsing: answer, options: .gitHub))
/// let renderer = AccessibleHTMLRenderer()
/// let page = renderer.page(model)              // a complete page: lang, title, main, stylesheet
/// let fragment = renderer.fragment(model)      // <article id="legible-document-0" class="legible" lang="en">…
/// AccessibleHTMLRenderer.stylesheet            // the default CSS, for a page that embeds fragments
/// ```
///
/// What it writes, by element (the classes are the documented vocabulary a host page can style;
/// every element carries its identity as its `id`, see ``AccessibleHTMLOptions/htmlID(_:)``):
///
/// - the document: `<article class="legible" lang>`;
/// - headings `h1`–`h6`, paragraphs `p`, quotes `blockquote`, separators `hr`;
/// - lists `ul`/`ol` (`legible-list`, `legible-tight` without blank lines between items,
///   `legible-tasks` for task lists), items `li`; a task's checkbox is
///   `<span class="legible-task" role="checkbox" aria-checked aria-label="task">`, drawn by the
///   stylesheet, before the task's text: a screen reader says its state before the text, and
///   no key, click or screen reader's activation can change it (an `<input>` would need
///   `disabled` or `aria-readonly` for that, which screen readers say as "grayed");
/// - code: `<div class="legible-code legible-scroll" tabindex="0">` holding the model's name
///   for it ("Swift code, 4 lines") as `legible-visually-hidden` text and
///   `<pre role="code" class="language-swift">`, tokens as `<span class="keyword">` and the
///   other `LegibleHighlight.TokenClass` names;
/// - tables: `<div class="legible-table legible-scroll">` holding `<table tabindex="0">`, which
///   a screen reader names by its own size; header cells `th scope="col"`; alignment as
///   `legible-align-left`, `-center`, `-right`;
/// - formulas: `<span class="legible-math">` (`<div class="legible-math legible-math-display">`
///   for display math) holding the spoken form in `<span class="legible-speech">` (visually
///   hidden) and the MathML, `aria-hidden` (see `DocumentMarkup.writeMath` for why), written
///   as MathML Core by LegibleMath's `MathMLWriter`; a formula the model cannot read as math
///   (`MathFacts.isReadable`) adds the class `legible-math-tex` and shows its TeX instead, as
///   `<code aria-hidden="true">` (in a `<pre>` for display math), its hidden text being the
///   model's label ("formula not understood, TeX: …");
/// - images: `<img alt>` with the author's alt text or the name the model derives from the
///   file name, then with `class="legible-undescribed"` and `data-lacks-description`; an image
///   the options' image policy does not load is its words in its place,
///   `<span class="legible-image-placeholder" role="img" aria-label>` showing "chart (image from
///   example.com, not loaded)";
/// - what the model warns about (hidden characters, a disguised link's real host):
///   `<span class="legible-warning">`;
/// - links: `<a>`; a bare URL is named as the model says it (`aria-label="example.com/docs"`);
/// - footnote references: `<sup class="legible-footnote-reference"><a aria-label="footnote 1">`;
///   the footnotes: `<section class="legible-footnotes" role="doc-endnotes" aria-label="footnotes"><ol><li>`,
///   each footnote starting with its label ("footnote 1", visually hidden) and its number as
///   seen (`legible-footnote-number`, `aria-hidden`), with back links
///   `<a class="legible-back-reference" aria-label="Back to reference 1">`;
/// - struck-through text `del`, emphasis `em`, strong `strong`, code spans `code`.
///
/// Raw HTML and dangerous URLs are handled as ``AccessibleHTMLOptions/html`` says: by default
/// no raw HTML is written (a raw HTML block shows its text, as a reader hears it) and
/// destinations that could run script are dropped. Nothing needs script.
public struct AccessibleHTMLRenderer: Sendable {
    /// How the HTML is written.
    public var options: AccessibleHTMLOptions
    /// The math font formulas are drawn in as SVG (glyphs as paths, for mail and readers without
    /// MathML) instead of MathML; `nil` for MathML. Either way the spoken form is beside it.
    public var mathFont: MathFont?

    /// A renderer with the given options (safe HTML by default), writing formulas as MathML, or
    /// as SVG drawn in `mathFont` when one is given.
    public init(options: AccessibleHTMLOptions = AccessibleHTMLOptions(), mathFont: MathFont? = nil) {
        self.options = options
        self.mathFont = mathFont
    }

    /// The default stylesheet, for a page that shows fragments: the `Theme.standard` colors
    /// in light and dark, each with `prefers-contrast: more`, meeting WCAG 2.2 AA contrast.
    public static var stylesheet: String { Stylesheet.css(theme: .standard) }

    /// The stylesheet for another theme.
    public static func stylesheet(theme: Theme) -> String { Stylesheet.css(theme: theme) }

    /// The document as a fragment to embed: `<article class="legible" lang="…">…</article>`.
    public func fragment(_ model: ReadingModel) -> String {
        var markup = documentMarkup(phrases: model.phrases, capacity: model.text.utf8.count * 2 + 256)
        // A whole document shares its formulas' glyph outlines.
        if markup.mathSVG != nil { markup.mathGlyphs = SVGGlyphDefinitions(idPrefix: options.idPrefix) }
        markup.anchors = options.headingAnchorPrefix.map { model.anchorTargets(prefix: $0) }
        markup.language = model.language
        markup.write(model.root)
        return markup.out.string
    }

    /// A writer of elements in the options, with formulas drawn as SVG when there is a math font.
    func documentMarkup(phrases: PhraseTable, capacity: Int = 0) -> DocumentMarkup {
        var markup = DocumentMarkup(phrases: phrases, options: options, capacity: capacity)
        markup.mathSVG = mathFont.map(MathMarkup.svgWriter)
        return markup
    }

    /// The document as a complete page: `<html lang>` in the phrase table's language, its
    /// Content-Security-Policy (``contentSecurityPolicy(for:scriptAllowed:)``), a `<title>`
    /// (``title(of:)`` unless given), the stylesheet the options ask for, and the document in a
    /// `main` landmark.
    public func page(_ model: ReadingModel, title: String? = nil) -> String {
        page(model, title: title, afterDocument: "")
    }

    /// The page, with `extra` markup after the document in `main` (a script when
    /// `scriptAllowed`, which its Content-Security-Policy lets run).
    func page(_ model: ReadingModel, title: String?, afterDocument extra: String, scriptAllowed: Bool = false) -> String {
        var head = MarkupWriter(options: options)
        head.raw("<!DOCTYPE html>\n<html")
        head.attribute("lang", model.language ?? model.phrases.languageCode)
        head.raw(">\n<head>\n<meta charset=\"utf-8\">\n")
        head.raw("<meta http-equiv=\"Content-Security-Policy\"")
        head.attribute("content", Self.contentSecurityPolicy(for: options, scriptAllowed: scriptAllowed))
        head.raw(">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        head.raw("<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
        head.text(title ?? Self.title(of: model))
        head.raw("</title>\n")
        switch options.stylesheet {
        case .embedded:
            head.raw("<style>\n")
            head.markup(Self.stylesheet)
            head.raw("</style>\n")
        case .linked(let url):
            head.raw("<link rel=\"stylesheet\"")
            head.urlAttribute("href", url, isImage: false)
            head.raw(">\n")
        case .none:
            break
        }
        head.raw("</head>\n<body class=\"legible-page\">\n<main>\n")
        return head.string + fragment(model) + extra + "</main>\n</body>\n</html>\n"
    }

    /// A page's title: the front matter's title, or else the first heading's text, or else the first words of the first
    /// paragraph, or else the empty string.
    public static func title(of model: ReadingModel) -> String {
        if let title = model.title { return title }
        if let heading = model.elements(.heading).first?.label, !heading.isEmpty { return heading }
        guard let text = model.textElements.first?.label, !text.isEmpty else { return "" }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        return words.count <= 12 ? text : words.prefix(12).joined(separator: " ") + "…"
    }
}
