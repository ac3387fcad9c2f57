import LegibleHighlight

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
    /// The lines of code, in order (in chunks that the document before a streamed append
    /// shares with the one after, so that a growing block costs what arrived).
    public internal(set) var lines: ChunkedArray<Line>
    /// The highlighted tokens, in order, their ranges in the document's text (text that is
    /// no token, such as spaces, has none); empty for a language LegibleHighlight does not know.
    public internal(set) var tokens: ChunkedArray<TokenRun>
    /// How far the code was highlighted, its runs counted from the block's start: a block that
    /// grows at the end of a stream is highlighted again from the line it changed
    /// (`GrowingCode`). Not part of what the attachment is (`==` leaves it out).
    var highlighting: CodeHighlightProgress?

    /// Creates the attachment from its parts.
    public init(language: String?, languageIdentifier: String?, lines: [Line], tokens: [TokenRun]) {
        self.init(language: language, languageIdentifier: languageIdentifier, lines: ChunkedArray(lines), tokens: ChunkedArray(tokens),
                  highlighting: nil)
    }

    init(language: String?, languageIdentifier: String?, lines: ChunkedArray<Line>, tokens: ChunkedArray<TokenRun>,
         highlighting: CodeHighlightProgress?) {
        self.language = language
        self.languageIdentifier = languageIdentifier
        self.lines = lines
        self.tokens = tokens
        self.highlighting = highlighting
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.language == rhs.language && lhs.languageIdentifier == rhs.languageIdentifier && lhs.lines == rhs.lines && lhs.tokens == rhs.tokens
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(languageIdentifier)
        hasher.combine(lines)
        hasher.combine(tokens)
    }
}
