import LegibleAccessibility

/// The start tags of one element name in raw HTML, with their attributes, for rules that check
/// HTML written into Markdown (`<img>` without `alt`, `<table>` without `<th>`); read with the
/// tokenizer the reading model uses, so the audit and the reader agree on what is a tag.
enum HTMLTags {
    /// A start tag: where it is in the HTML (UTF-8 offsets) and its attributes, names lowercased.
    struct Tag {
        let range: Range<Int>
        let attributes: [String: String]
    }

    /// The start tags called `name` (lowercase) in `html`; comments and the contents of `script`,
    /// `style` and `template` skipped.
    static func startTags(_ name: String, in html: String) -> [Tag] {
        HTMLTokenizer.tokens(html).compactMap { token in
            guard case .startTag(name, let attributes) = token.kind else { return nil }
            return Tag(range: token.range, attributes: attributes)
        }
    }
}
