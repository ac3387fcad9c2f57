import LegibleMarkdown

/// The text a reader sees of raw HTML, with what its tags mean: tags are not spoken, their text
/// is kept; an `<a href>` is a link, and `<kbd>`, `<code>`, `<b>`, `<i>`, `<del>` and their kin
/// are the inline styles Markdown has. One run is the text of one element of the reading model
/// (a paragraph or a heading read out of an HTML block, or the inlines of a paragraph).
package struct HTMLText {
    /// Elements that start a new line of text: without the break, an HTML table or list reads as
    /// one run-together word ("NameValuea1").
    private static let lineElements: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div", "dl", "dt", "figcaption",
        "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
        "section", "summary", "table", "tbody", "tfoot", "thead", "tr", "ul",
    ]
    /// Elements whose neighbours are separate words: the cells of a row.
    private static let wordElements: Set<String> = ["td", "th"]

    /// A link the run holds: where its text starts and ends in ``bytes``, and where its `<a>`
    /// tag is in the HTML (which the model keeps to find the destination again).
    struct Link {
        var start: Int
        var end: Int?
        let tag: Range<Int>
    }

    /// An inline style the run holds, with the tag that opened it.
    struct Style {
        let kind: InlineSpan.Kind
        let tag: String
        var start: Int
        var end: Int?
    }

    private(set) var bytes: [UInt8] = []
    private(set) var links: [Link] = []
    private(set) var styles: [Style] = []

    mutating func append(_ text: [UInt8]) { bytes += text }

    /// Block elements and table rows start a line, table cells are words apart.
    mutating func separate(before name: String) {
        let separator = Self.lineElements.contains(name) ? UInt8(ascii: "\n") : Self.wordElements.contains(name) ? UInt8(ascii: " ") : nil
        guard let separator, let last = bytes.last else { return }
        if last == UInt8(ascii: " ") && separator == UInt8(ascii: "\n") { bytes[bytes.count - 1] = separator }
        if last != UInt8(ascii: "\n") && last != UInt8(ascii: " ") { bytes.append(separator) }
    }

    /// A start tag's meaning: a link (when its destination is one a reader may follow), a style,
    /// or an image's `alt` as text.
    mutating func start(_ name: String, _ attributes: [String: String], at tag: Range<Int>) {
        separate(before: name)
        if name == "img", let alt = attributes["alt"] { bytes += Array(alt.utf8) }
        if name == "a", Self.followableDestination(attributes) != nil {
            // An `<a>` inside an open one ends it, as HTML's parser does.
            end("a")
            links.append(Link(start: bytes.count, end: nil, tag: tag))
        }
        if let kind = Self.styleKind(name) { styles.append(Style(kind: kind, tag: name, start: bytes.count, end: nil)) }
    }

    /// An end tag closes the open link or the innermost open style it names.
    mutating func end(_ name: String) {
        separate(before: name)
        if name == "a", let last = links.indices.last, links[last].end == nil { links[last].end = bytes.count }
        if let index = styles.lastIndex(where: { $0.tag == name && $0.end == nil }) { styles[index].end = bytes.count }
    }

    /// The text without white space at either end; the links and styles are in its coordinates.
    var trimmedRange: Range<Int> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The inline styles of HTML tags, as the Markdown styles that mean the same (keyboard
    /// input, sample output and teletype text are code-like; `<b>` and `<i>` are bold and
    /// italic), and superscript and subscript, which Markdown has not.
    private static let styles: [String: InlineSpan.Kind] = [
        "kbd": .code, "code": .code, "samp": .code, "tt": .code, "var": .emphasis,
        "b": .strong, "strong": .strong, "i": .emphasis, "em": .emphasis, "cite": .emphasis,
        "s": .strikethrough, "del": .strikethrough, "strike": .strikethrough,
        "sup": .superscript, "sub": .subscript,
    ]

    /// Whether the reading model reads anything of a raw HTML block (else it makes no element of
    /// it): whether its text, with its images' alts, is more than white space, or it starts or
    /// ends a disclosure group (`<details>`), which is marked even without text.
    static func isRead(_ block: MarkdownNode) -> Bool {
        block.withLiteralBytes { html in
            var run = HTMLText()
            for token in HTMLTokenizer.tokens(html) {
                switch token.kind {
                case .startTag("details", _), .endTag("details"): return true
                case .text: run.append(HTMLTokenizer.decodingReferences(html, token.range))
                case .startTag(let name, let attributes): run.start(name, attributes, at: token.range)
                case .endTag, .comment, .hiddenRaw: continue
                }
            }
            return !run.trimmedRange.isEmpty
        }
    }

    /// The inline style an HTML tag stands for, if any.
    static func styleKind(_ name: String) -> InlineSpan.Kind? { styles[name] }

    /// The level of an HTML heading (`h1`…`h6`), or `nil`.
    static func headingLevel(_ name: String) -> Int? {
        guard name.utf8.count == 2, name.utf8.first == UInt8(ascii: "h"), let digit = name.utf8.last,
              digit >= UInt8(ascii: "1"), digit <= UInt8(ascii: "6") else { return nil }
        return Int(digit - UInt8(ascii: "0"))
    }

    /// The destination of an `<a>` a reader can follow: its `href`, when there is one and it is
    /// not a script (`javascript:`) or a local file, which no front end may follow. Without the
    /// white space and control characters around it, which a browser's URL parser drops too (so
    /// `" javascript:"` runs script).
    static func followableDestination(_ attributes: [String: String]) -> String? {
        guard let written = attributes["href"] else { return nil }
        let scalars = written.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 }), let last = scalars.lastIndex(where: { $0.value > 0x20 }) else { return nil }
        let href = String(scalars[first...last])
        var copy = href
        let isDangerous = copy.withUTF8 { URLSafety.isDangerous($0, isImage: false) }
        return isDangerous ? nil : href
    }

    /// The attributes of the start tag at `range` in a raw HTML node's literal.
    static func attributes(ofTagAt range: Range<Int>, in node: MarkdownNode) -> [String: String] {
        node.withLiteralBytes { html in
            guard range.lowerBound >= 0, range.upperBound <= html.count else { return [:] }
            let tag = UnsafeBufferPointer(rebasing: html[range])
            guard case .startTag(_, let attributes)? = HTMLTokenizer.tokens(tag).first?.kind else { return [:] }
            return attributes
        }
    }

    /// The `alt` of an inline HTML `<img>`, which is read in its place.
    static func imageAlt(_ node: MarkdownNode) -> String? {
        guard let literal = node.literal, case .startTag("img", let attributes)? = HTMLTokenizer.tokens(literal).first?.kind else { return nil }
        return attributes["alt"]
    }

    /// Whether an inline HTML span is a `<br>`: a line break as the author wrote it in HTML, read
    /// and shown as one (without it, "x<br>next" reads "xnext").
    package static func isLineBreak(_ node: MarkdownNode) -> Bool {
        guard node.kind == .inlineHTML, let literal = node.literal else { return false }
        guard case .startTag("br", _)? = HTMLTokenizer.tokens(literal).first?.kind else { return false }
        return true
    }
}
