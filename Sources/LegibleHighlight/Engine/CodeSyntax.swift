/// The lexical syntax of a programming language as data: its words, comments, strings, numbers
/// and symbols. ``CodeGrammar`` scans any language described this way; a language's own
/// ``CodeRules`` add only what data cannot say.
struct CodeSyntax: Sendable {
    /// Which bytes are names, operators and punctuation.
    var bytes: ByteTable
    /// Reserved and built-in words.
    var words: WordTable
    /// Comments running to the end of the line, longest opener first where one is a prefix of
    /// another (`///` before `//`).
    var lineComments: [LineComment] = []
    /// Block comments.
    var blockComments: [BlockComment] = []
    /// String and character literals, longest opener first.
    var strings: [StringSyntax] = []
    /// Numeric literals.
    var numbers = NumberSyntax()
    /// Symbols of more than one byte whose class differs from their bytes' (`->` punctuation
    /// where `-` is an operator), longest first.
    var symbols: [(text: [UInt8], tokenClass: TokenClass)] = []
    /// A byte introducing an attribute name (`@` in Swift, Java, Kotlin, Python).
    var attributeMarker: UInt8?
    /// Whether `#` first on a line starts a preprocessor directive running to the line's end
    /// (and on past a final backslash).
    var hasDirectives = false

    /// A comment running to the end of its line.
    struct LineComment: Sendable {
        var opener: [UInt8]
        var tokenClass: TokenClass = .comment
        /// The opener must not be followed by this byte (`////` is not a doc comment).
        var notFollowedBy: UInt8?
    }

    /// A comment between an opener and a closer.
    struct BlockComment: Sendable {
        var opener: [UInt8]
        var closer: [UInt8]
        var tokenClass: TokenClass = .comment
        /// Whether openers inside open nested comments (Swift, Rust, Kotlin).
        var nests = false
        /// The opener must not be followed by this byte (`/**/` is not a doc comment).
        var notFollowedBy: UInt8?
    }
}

/// One kind of string literal.
struct StringSyntax: Sendable {
    /// What opens it, prefix included (`"`, `"""`, `f'`, `r#"`); for raw strings the `#`s are
    /// counted apart.
    var opener: [UInt8]
    /// What closes it (by default the opener without its prefix letters).
    var closer: [UInt8]
    /// The class of its text (a Python docstring is a doc comment).
    var tokenClass: TokenClass = .string
    /// Whether a backslash escapes the next character.
    var escapes = true
    /// How code is interpolated, if it is.
    var interpolation: Interpolation?
    /// Whether it may span lines.
    var multiline = false
    /// Whether any number of `#` may surround it (`#"…"#` in Swift, `r#"…"#` in Rust), escapes
    /// and interpolations then needing as many `#` after the backslash.
    var hashes = false
    /// Whether a backslash before the line break continues a one-line string (C).
    var continuesAfterBackslash = false
    /// Whether, escapes being off, a backslash still keeps the next character from closing the
    /// string (Python's raw strings: `r"\""`).
    var backslashProtects = false
    /// Whether only a language rule opens it (a Python docstring is a string in a place).
    var onlyByRule = false
    /// Whether the opener must not follow a name byte (prefixed strings such as `f"`, `b'`).
    var prefixed: Bool { opener.first.map(isASCIILetter) ?? false }

    /// How code is embedded in a string.
    enum Interpolation: Sendable {
        /// `\(code)` (Swift).
        case backslashParenthesis
        /// `${code}` (JavaScript templates, Kotlin, shell, PHP, Groovy).
        case dollarBrace
        /// `#{code}` (Ruby).
        case hashBrace
        /// `{code}`, `{{` being a literal brace (Python f-strings, C#).
        case brace
        /// `${code}` and `$name` (Kotlin, PHP, shell double quotes).
        case dollarBraceOrName
        /// No code, but format placeholders (`%5.2f`, `{0:>8}`) shown as escapes (Python).
        case formatPlaceholders
    }

    init(_ opener: String, _ closer: String? = nil, tokenClass: TokenClass = .string, escapes: Bool = true,
         interpolation: Interpolation? = nil, multiline: Bool = false, hashes: Bool = false,
         continuesAfterBackslash: Bool = false, backslashProtects: Bool = false, onlyByRule: Bool = false) {
        self.opener = Array(opener.utf8)
        // A prefixed string closes with its quote alone: `r"…"`, `b'…'`.
        self.closer = Array((closer ?? String(opener.drop(while: \.isLetter))).utf8)
        self.tokenClass = tokenClass
        self.escapes = escapes
        self.interpolation = interpolation
        self.multiline = multiline
        self.hashes = hashes
        self.continuesAfterBackslash = continuesAfterBackslash
        self.backslashProtects = backslashProtects
        self.onlyByRule = onlyByRule
    }
}

/// How a language writes numbers.
struct NumberSyntax: Sendable {
    /// Whether `_` may separate digits.
    var underscores = true
    /// Whether letters and digits after the number belong to it (`10u32`, `1.5f`, `100L`, `10n`).
    var suffixes = true
    /// Whether a number may start with its decimal point (`.5`).
    var leadingDot = false
    /// Whether a point not followed by a digit still belongs to the number (`1.` in Python).
    var trailingDot = false
}
