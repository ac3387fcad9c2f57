/// How a document is rendered to HTML.
///
/// By default the output is safe to show to end users, as cmark's is without `--unsafe`: raw HTML
/// is escaped (shown as text, never interpreted), and link and image destinations with the
/// `javascript:`, `vbscript:`, `file:` or `data:` schemes are dropped (images keep
/// `data:image/png`, `gif`, `jpeg` and `webp`).
///
/// ```swift
/// document.html()                    // safe
/// document.html(options: .unsafe)    // raw HTML and every destination pass through
/// ```
public struct HTMLOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pass raw HTML and every link and image destination through unchanged, as the CommonMark
    /// spec's examples expect. Only for Markdown you trust.
    public static let unsafe = HTMLOptions(rawValue: 1 << 0)
}

extension MarkdownDocument {
    /// Renders the document as HTML, in the exact form of the CommonMark and GFM specs' examples.
    public func html(options: HTMLOptions = []) -> String {
        var renderer = HTMLRenderer(parseOptions: self.options, htmlOptions: options, segments: [storage], footnoteIndex: nil)
        return renderer.render([storage])
    }
}
