import LegibleAccessibility
import LegibleMarkdown

/// How accessible HTML is written: what raw HTML and which URLs may pass, how element
/// identities become HTML `id`s, and how a page gets its stylesheet.
///
/// ```swift
/// var options = AccessibleHTMLOptions()
/// options.idPrefix = "answer-3-"          // two answers on one page keep their ids apart
/// options.html = [.unsafe, .tagFilter]    // trusted Markdown: raw HTML through, <script> tags escaped
/// ```
public struct AccessibleHTMLOptions: Hashable, Sendable {
    /// Where a page's stylesheet comes from.
    public enum Stylesheet: Hashable, Sendable {
        /// The default stylesheet (``AccessibleHTMLRenderer/stylesheet``) in a `<style>` element.
        case embedded
        /// A `<link rel="stylesheet">` to this URL (for instance the default stylesheet served
        /// as a file).
        case linked(String)
        /// None: the host page styles the classes itself.
        case none
    }

    /// Raw HTML and dangerous URLs, decided as for the spec-exact renderer: by default raw HTML
    /// is not written and `javascript:`, `vbscript:`, `file:` and `data:` destinations are
    /// dropped (raster `data:` images excepted); `HTMLOptions.unsafe` passes raw HTML blocks
    /// and inline tags and every URL through, with `HTMLOptions.tagFilter` still escaping
    /// `<script>`, `<iframe>`, `<style>` and the like. The filter is not a sanitiser: event
    /// attributes (`onclick=`) and `javascript:` links pass, so script can still run. Only for
    /// Markdown you trust.
    public var html: HTMLOptions
    /// Put before every `id` the renderer writes, so that several documents can share a page.
    /// Letters, digits, `-` and `_` only; anything else is replaced by `_`.
    public var idPrefix: String
    /// The stylesheet a page links or embeds (a fragment never carries one).
    public var stylesheet: Stylesheet
    /// Headings of a page or fragment get their anchor as GitHub makes it as their `id`, with
    /// this before it, so the document's `#section` links land on them (see `AnchorTargets` in LegibleAccessibility).
    /// `nil` gives headings element ids like every other element. A streamed page always uses
    /// element ids: its updates find elements by them. The ids come from the author's words, so
    /// a host page whose scripts look elements up by id should set a prefix (GitHub uses
    /// `user-content-` and lets script map the links), as ``idPrefix`` keeps Legible's own ids
    /// apart; without script, links land only on ids that match them exactly, hence the default
    /// of none.
    public var headingAnchorPrefix: String?
    /// Which images get an `<img src>`, so that a browser loads them: by default (`ImagePolicy.ask`)
    /// only `data:` images and relative ones (the page's own); a remote image is shown by its
    /// description and host in its place, and named as the model names it. A page's
    /// Content-Security-Policy (``AccessibleHTMLRenderer/contentSecurityPolicy(for:scriptAllowed:)``) says the
    /// same to the browser.
    public var images: ImagePolicy

    /// Safe HTML, `id`s prefixed `legible-`, headings' `id`s their anchors, the default
    /// stylesheet embedded in pages, remote images not loaded until the reader asks.
    public init(html: HTMLOptions = [], idPrefix: String = "legible-", stylesheet: Stylesheet = .embedded, headingAnchorPrefix: String? = "",
                images: ImagePolicy = .ask) {
        self.html = html
        self.idPrefix = idPrefix
        self.stylesheet = stylesheet
        self.headingAnchorPrefix = headingAnchorPrefix
        self.images = images
    }

    /// The HTML `id` of an element: the prefix, its role and where its source starts
    /// (`legible-heading-120`, `legible-tableCell-340-2` for the third cell starting at 340).
    public func htmlID(_ id: ElementID) -> String {
        Self.htmlID(id, prefix: Self.sanitized(idPrefix))
    }

    static func htmlID(_ id: ElementID, prefix: String) -> String {
        let base = prefix + id.role.rawValue + "-" + String(id.sourceOffset)
        return id.ordinal == 0 ? base : base + "-" + String(id.ordinal)
    }

    /// The prefix with every character but ASCII letters, digits, `-` and `_` replaced by `_`.
    static func sanitized(_ prefix: String) -> String {
        String(prefix.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
    }
}
