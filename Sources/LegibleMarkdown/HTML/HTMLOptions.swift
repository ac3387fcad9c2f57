/// How a document is written out as HTML, chosen apart from how it was parsed
/// (``ParseOptions``).
///
/// By default the output is safe to show to end users, as cmark's is without `--unsafe`: raw HTML
/// is escaped (shown as text, never interpreted), and link and image destinations with the
/// `javascript:`, `vbscript:`, `file:` or `data:` schemes are dropped (images keep
/// `data:image/png`, `gif`, `jpeg` and `webp`). The HTML has the form of the CommonMark spec's
/// examples; ``gitHub`` gives the form of GitHub's (cmark-gfm's).
///
/// ```swift
/// document.html()                                  // safe
/// document.html(options: .gitHub)                  // safe, in GitHub's form
/// document.html(options: [.unsafe, .tagFilter])    // raw HTML through, but never a <script>
/// ```
public struct HTMLOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pass raw HTML and every link and image destination through unchanged, as the CommonMark
    /// spec's examples expect. Only for Markdown you trust.
    public static let unsafe = HTMLOptions(rawValue: 1 << 0)
    /// With ``unsafe``, the raw HTML tags that would change how the rest of a page is parsed or
    /// would run code (`<script>`, `<iframe>`, `<style>`, …) have their `<` escaped, so they
    /// show as text (GFM's "disallowed raw HTML"). Without ``unsafe`` all raw HTML is escaped.
    public static let tagFilter = HTMLOptions(rawValue: 1 << 1)
    /// A `<strong>` directly inside another is written as one (`****a****` is
    /// `<strong>a</strong>`), as GitHub's renderer does; CommonMark's keeps both.
    public static let collapsesNestedStrong = HTMLOptions(rawValue: 1 << 2)
    /// Headings get an `id`: their anchor as GitHub makes it (see ``HeadingAnchors``), so that
    /// `#section` links land on them. Neither spec's HTML has ids, so no preset includes this.
    public static let headingIDs = HTMLOptions(rawValue: 1 << 3)

    /// The form of GitHub's HTML: tag filter and collapsed nested strong emphasis, safe unless
    /// ``unsafe`` is added.
    public static let gitHub: HTMLOptions = [.tagFilter, .collapsesNestedStrong]
}

extension MarkdownDocument {
    /// Renders the document as HTML, in the exact form of the CommonMark spec's examples (or, with
    /// ``HTMLOptions/gitHub``, of the GFM spec's). With ``HTMLOptions/headingIDs``, every heading's
    /// `id` starts with `headingIDPrefix`.
    public func html(options: HTMLOptions = [], headingIDPrefix: String = "") -> String {
        var renderer = HTMLRenderer(options: options, segments: [storage], footnoteIndex: nil, headingIDPrefix: headingIDPrefix)
        return renderer.render([storage])
    }

    /// Writes the HTML of ``html(options:headingIDPrefix:)`` as it is made: `write` gets it in
    /// pieces, in order, each whole characters of UTF-8, so a large document's HTML is never held
    /// whole (a command-line tool can send each piece to its output). A piece is valid only
    /// during the call.
    ///
    /// ```swift
    /// var html: [UInt8] = []
    /// MarkdownDocument(parsing: "Hello *world*").writeHTML { html.append(contentsOf: $0) }
    /// String(decoding: html, as: UTF8.self)   // "<p>Hello <em>world</em></p>\n"
    /// ```
    public func writeHTML(options: HTMLOptions = [], headingIDPrefix: String = "", to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(write) { write in
            var renderer = HTMLRenderer(options: options, segments: [storage], footnoteIndex: nil, headingIDPrefix: headingIDPrefix, sink: write)
            _ = renderer.render([storage])
        }
    }
}
