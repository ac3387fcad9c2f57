/// MkDocs admonitions: a titled block of a free type (``ParseOptions/admonitions``).
extension MarkdownNode {
    /// What an admonition's marker line says: `!!! warning "Back up first"`.
    public struct Admonition: Hashable, Sendable {
        /// Whether the block can be folded, and how it starts.
        public enum State: UInt8, Hashable, Sendable {
            /// `!!!`: always shown.
            case fixed = 1
            /// `???`: folded until the reader opens it.
            case collapsed
            /// `???+`: collapsible, shown at first.
            case expanded
        }

        /// The first word after the marker, as written (`note`, `warning`, `example`, any word).
        public let type: String
        /// The quoted title, `nil` when there is none; an empty `""` title means no title bar.
        public let title: String?
        /// Whether it folds.
        public let state: State

        /// What a reader is shown as its title: the text of the given title (MkDocs reads it as
        /// inline Markdown, so `[Zorn's lemma](…)` shows "Zorn's lemma"), else the type with a
        /// capital first letter, as MkDocs shows it; empty when the author wrote `""`.
        public var shownTitle: String {
            guard let title else { return shownType }
            return MarkdownDocument(parsing: title, options: .gitHub).root.firstChild?.plainText ?? ""
        }

        /// The type with a capital first letter, as MkDocs shows it when there is no title.
        public var shownType: String { type.prefix(1).uppercased() + type.dropFirst() }

        /// The type words and title of a marker line (after the marker, trimmed): words of
        /// letters, digits, `_` and `-` separated by spaces, then optionally a `"title"`.
        static func parse(_ bytes: some Collection<UInt8>) -> (type: Range<Int>, title: Range<Int>?)? {
            let bytes = Array(bytes)
            var index = 0
            var typeEnd = 0
            while index < bytes.count && bytes[index] != ASCII.quote {
                let byte = bytes[index]
                if ASCII.isSpaceOrTab(byte) {
                    if typeEnd == 0 { typeEnd = index }
                } else if !(ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.underscore || byte == ASCII.hyphen || byte >= 0x80) {
                    return nil
                }
                index += 1
            }
            if typeEnd == 0 { typeEnd = index }
            guard typeEnd > 0, !ASCII.isSpaceOrTab(bytes[0]) else { return nil }
            guard index < bytes.count else { return (0..<typeEnd, nil) }
            // A title is quoted and ends the line, after at least one space.
            guard index > typeEnd, bytes.count - index >= 2, bytes[bytes.count - 1] == ASCII.quote else { return nil }
            return (0..<typeEnd, (index + 1)..<(bytes.count - 1))
        }
    }

    /// For a block quote that is an MkDocs admonition, its type, title and folding; its marker
    /// line is not among its children. `nil` for every other node.
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: "???+ tip \"Faster\"\n    Cache it.", options: .documents)
    /// document.root.firstChild?.admonition?.shownTitle   // "Faster"
    /// ```
    public var admonition: Admonition? {
        guard kind == .blockQuote, raw.has(RawNode.Flag.variant), let slice = storage.secondaryText[index],
              let state = Admonition.State(rawValue: UInt8(truncatingIfNeeded: raw.small)) else { return nil }
        let marker = Array(storage.string(slice).utf8)
        guard let parts = Admonition.parse(marker) else { return nil }
        return Admonition(type: String(decoding: marker[parts.type], as: UTF8.self),
                          title: parts.title.map { String(decoding: marker[$0], as: UTF8.self) }, state: state)
    }
}
