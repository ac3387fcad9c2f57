import LegibleAccessibility
import LegibleMarkdown

/// The HTML being written, as UTF-8 bytes, with the escaping every piece of it needs: text and
/// attribute values through ``HTMLEscaping``, URLs percent-encoded and dropped when dangerous
/// through ``URLSafety``, raw HTML only where the options allow it.
struct MarkupWriter {
    private(set) var bytes: [UInt8] = []
    let options: AccessibleHTMLOptions
    /// The options' id prefix, made safe once.
    private let idPrefix: String

    init(options: AccessibleHTMLOptions, capacity: Int = 0) {
        self.options = options
        idPrefix = AccessibleHTMLOptions.sanitized(options.idPrefix)
        bytes.reserveCapacity(capacity)
    }

    /// The HTML `id` of an element.
    func htmlID(_ id: ElementID) -> String { AccessibleHTMLOptions.htmlID(id, prefix: idPrefix) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup written as it is: only for literal tags and attribute names.
    mutating func raw(_ markup: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Markup made by this module (a tag name, a class list, an identifier it built).
    mutating func markup(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Text, escaped.
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { HTMLEscaping.appendEscaped($0, to: &bytes) }
    }

    /// Text given as bytes, escaped.
    mutating func text(bytes piece: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.appendEscaped(piece, to: &bytes)
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        raw(" ")
        raw(name)
        raw("=\"")
        text(value)
        raw("\"")
    }

    /// ` name="url"`: percent-encoded, and empty when the URL's scheme could run code, unless
    /// raw HTML is allowed (as the spec-exact renderer does).
    mutating func urlAttribute(_ name: StaticString, _ url: String, isImage: Bool) {
        raw(" ")
        raw(name)
        raw("=\"")
        var url = url
        url.withUTF8 { url in
            if options.html.contains(.unsafe) || !URLSafety.isDangerous(url, isImage: isImage) {
                HTMLEscaping.appendEscapedURL(url, to: &bytes)
            }
        }
        raw("\"")
    }

    /// ` id="…"`: the element's identity as an HTML identifier.
    mutating func identity(_ id: ElementID) {
        raw(" id=\"")
        markup(htmlID(id))
        raw("\"")
    }

    /// Raw HTML from the document: passed through (tag-filtered if asked) only when the options
    /// say so; otherwise never written.
    mutating func rawHTML(_ html: UnsafeBufferPointer<UInt8>) {
        guard options.html.contains(.unsafe) else { return }
        if options.html.contains(.tagFilter) {
            TagFilter.appendFiltered(html, to: &bytes)
        } else {
            bytes.append(contentsOf: html)
        }
    }

    mutating func newline() {
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }
}
