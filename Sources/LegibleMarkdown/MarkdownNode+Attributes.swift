extension MarkdownNode {
    /// The literal content of a leaf: the text of ``Kind/text``, the code of ``Kind/code`` and
    /// ``Kind/codeBlock``, the raw HTML of ``Kind/htmlBlock`` and ``Kind/inlineHTML``, the TeX of
    /// ``Kind/math`` and ``Kind/mathBlock``. `nil` for other kinds.
    public var literal: String? {
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .inlineHTML, .math, .mathBlock:
            return storage.withLiteral(of: index) { String(decoding: $0, as: UTF8.self) }
        default:
            return nil
        }
    }

    /// Whether inline math is display math (`$$…$$` or `\[…\]` inside a paragraph) rather than
    /// in-line math (`$…$` or `\(…\)`). Math blocks are always display math.
    public var isDisplayMath: Bool {
        switch kind {
        case .math: raw.has(RawNode.Flag.variant)
        case .mathBlock: true
        default: false
        }
    }

    /// The level (1 to 6) of a heading; `nil` for other kinds.
    public var headingLevel: Int? { kind == .heading ? Int(raw.small) : nil }

    /// Whether a heading is underlined (setext) rather than introduced by `#` (ATX).
    public var isSetextHeading: Bool { kind == .heading && raw.has(RawNode.Flag.variant) }

    /// The id the author gave a heading, `## Setup {#install}` (with ``ParseOptions/headingIDs``):
    /// its anchor instead of the one its text makes. `nil` for other nodes and headings without one.
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: "## Setup {#install}", options: .documents)
    /// document.root.firstChild?.headingID   // "install"
    /// ```
    public var headingID: String? {
        guard kind == .heading, let slice = storage.secondaryText[index] else { return nil }
        return storage.string(slice)
    }

    /// The info string of a code block (entities and escapes decoded), `nil` for other kinds
    /// and for indented code blocks.
    public var info: String? {
        guard kind == .codeBlock, raw.has(RawNode.Flag.variant) else { return nil }
        return storage.secondaryText[index].map(storage.string) ?? ""
    }

    /// The language of a fenced code block, as its info string names it (see
    /// ``language(ofInfoString:)``), if it names one.
    public var language: String? { info.flatMap(Self.language(ofInfoString:)) }

    /// Whether a code block is fenced (as opposed to indented).
    public var isFencedCode: Bool { kind == .codeBlock && raw.has(RawNode.Flag.variant) }

    /// The attributes of a list; `nil` for other kinds.
    public var list: ListAttributes? {
        guard kind == .list else { return nil }
        let raw = self.raw
        let marker = UInt8(truncatingIfNeeded: raw.small)
        if raw.has(RawNode.Flag.ordered) {
            return ListAttributes(
                kind: .ordered(start: Int(raw.number), delimiter: marker == UInt8(ascii: ")") ? .parenthesis : .period),
                isTight: raw.has(RawNode.Flag.variant))
        }
        return ListAttributes(kind: .bullet(Character(Unicode.Scalar(marker))), isTight: raw.has(RawNode.Flag.variant))
    }

    /// The destination of a link or image (entities and escapes decoded); `nil` for other kinds.
    public var destination: String? {
        guard kind == .link || kind == .image else { return nil }
        return storage.string(raw.text)
    }

    /// The title of a link or image, or `nil` when it has none or the node is of another kind.
    public var title: String? {
        guard kind == .link || kind == .image, let title = storage.secondaryText[index] else { return nil }
        return storage.string(title)
    }

    /// Whether a task list item is checked; `nil` for other nodes, including ordinary list items.
    public var taskState: TaskState? {
        guard kind == .listItem, raw.has(RawNode.Flag.ordered) else { return nil }
        return raw.has(RawNode.Flag.checked) ? .checked : .unchecked
    }

    /// How a link was written: inline or reference (`[text](url)`), autolink (`<https://…>`), or a
    /// bare URL found by the extended autolink extension. `nil` for other kinds.
    public var linkStyle: LinkStyle? {
        guard kind == .link else { return nil }
        if raw.has(RawNode.Flag.bare) { return .bareURL }
        return raw.has(RawNode.Flag.variant) ? .autolink : .written
    }
}

/// The kind, numbering and spacing of a list.
public struct ListAttributes: Hashable, Sendable {
    /// The delimiter after an ordered list's numbers.
    public enum Delimiter: Hashable, Sendable {
        /// `1.`
        case period
        /// `1)`
        case parenthesis
    }

    /// Bullet or ordered.
    public enum Kind: Hashable, Sendable {
        /// A bullet list and its bullet character (`-`, `+` or `*`).
        case bullet(Character)
        /// An ordered list, its first number and its delimiter.
        case ordered(start: Int, delimiter: Delimiter)
    }

    /// Bullet or ordered, with the details of each.
    public var kind: Kind
    /// A tight list has no blank lines between its items; its paragraphs are not wrapped in `<p>`.
    public var isTight: Bool

    /// Creates list attributes.
    public init(kind: Kind, isTight: Bool) {
        self.kind = kind
        self.isTight = isTight
    }

    /// Whether the list is ordered.
    public var isOrdered: Bool {
        if case .ordered = kind { return true }
        return false
    }
}

/// The checkbox of a task list item (`- [ ]` or `- [x]`).
public enum TaskState: Hashable, Sendable {
    /// `- [ ]`: not done.
    case unchecked
    /// `- [x]`: done.
    case checked
}

/// How a link was written in the source.
public enum LinkStyle: Hashable, Sendable {
    /// `[text](destination)` or a reference link `[text][label]`.
    case written
    /// `<https://example.com>` or `<me@example.com>`.
    case autolink
    /// A bare `www.`, `https://` or e-mail address found by the extended autolink extension.
    case bareURL
}
