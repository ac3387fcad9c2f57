/// A code block as drawn: its language, its lines, and the highlighting of its tokens.
public struct CodeBlockAttachment: Hashable, Sendable {
    /// A line of code, without its line break.
    public struct Line: Hashable, Sendable {
        /// The line's text in UTF-8 bytes of the document's text.
        public let utf8Range: Range<Int>
        /// The line's text in UTF-16 code units of the document's text.
        public let utf16Range: Range<Int>

        /// Creates a line from its ranges.
        public init(utf8Range: Range<Int>, utf16Range: Range<Int>) {
            self.utf8Range = utf8Range
            self.utf16Range = utf16Range
        }
    }

    /// The language's display name (`swift` → "Swift"), from the reading model; `nil` without
    /// an info string.
    public let language: String?
    /// The first word of the info string as written (`swift`), for choosing a highlighter.
    public let languageIdentifier: String?
    /// The lines of code, in order.
    public let lines: [Line]
    /// Highlighted tokens with their classes, in order.
    public let tokens: [CodeToken]

    /// Creates the attachment from its parts.
    public init(language: String?, languageIdentifier: String?, lines: [Line], tokens: [CodeToken]) {
        self.language = language
        self.languageIdentifier = languageIdentifier
        self.lines = lines
        self.tokens = tokens
    }
}

/// A highlighted token of a code block: a keyword, a string, a comment, ….
public struct CodeToken: Hashable, Sendable {
    /// The token's class, as the highlighter names it (`keyword`, `string`, `comment`, …).
    public let tokenClass: String
    /// The token's text in UTF-8 bytes of the document's text.
    public let utf8Range: Range<Int>
    /// The token's text in UTF-16 code units of the document's text.
    public let utf16Range: Range<Int>

    /// Creates a token from its parts.
    public init(tokenClass: String, utf8Range: Range<Int>, utf16Range: Range<Int>) {
        self.tokenClass = tokenClass
        self.utf8Range = utf8Range
        self.utf16Range = utf16Range
    }
}
