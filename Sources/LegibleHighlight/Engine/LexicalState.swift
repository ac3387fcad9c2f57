/// Everything a scanner needs to know, at the start of a line, about the lines before it: which
/// constructs are still open (a block comment, a multi-line string, an interpolation inside it, a
/// heredoc, a nested language) and the token before, which decides whether a `/` starts a regular
/// expression.
///
/// Two lines that start in equal states and hold equal text scan to equal runs: this is what
/// lets a streamed block be highlighted again from its last line only.
struct LexicalState: Hashable, Sendable {
    /// The open constructs, innermost last. The first is the block's language and is never
    /// popped. At most ``LexicalLimits/maximumNesting`` deep.
    var modes: ModeStack
    /// Heredocs whose bodies start on the next line, in the order they were opened.
    var pendingModes: [Mode] = []
    /// The class of the last token that was not a comment, for rules that look back (is a `/` a
    /// division or a regular expression? is a name after `.` a member?).
    var previousClass: UInt8 = LexicalState.nothingBefore
    /// The last byte of that token.
    var previousByte: UInt8 = 0
    /// The class the next name gets because a keyword declares it (`func` → function), or
    /// ``nothingBefore``.
    var declaring: UInt8 = LexicalState.nothingBefore
    /// Whether this segment continues a line that was cut for being too long, rather than
    /// starting a line.
    var continuesLine = false
    /// The depth of the innermost ``ModeKind/nestedLanguage`` record in ``modes``, 0 when
    /// there is none (kept by the scanner, so that finding it costs nothing at every token).
    var innermostNestedLanguage: Int32 = 0

    /// The value of ``previousClass`` before any token.
    static let nothingBefore: UInt8 = 0xFF
    /// The value of ``previousClass`` after plain text (a shell word, Markdown prose).
    static let plainBefore: UInt8 = 0xFE

    init(language: GrammarID) {
        modes = ModeStack(Mode(grammar: language, kind: .root))
    }
}

/// The named limits of highlighting, each with a pathological benchmark.
enum LexicalLimits {
    /// How deep constructs may nest (interpolations in strings in interpolations…). Deeper
    /// openers are shown as the text they are in rather than opened, so a million nested
    /// interpolations cost linear time and a small state.
    static let maximumNesting = 64
    /// Lines longer than this many bytes are scanned in pieces of about this size, the state
    /// carried from one to the next, so that a streamed giant line costs time linear in its
    /// length rather than in its square. A token cut at such a piece's end may be shown as two.
    static let maximumSegmentLength = 8_192
    /// How far a rule looks ahead for the end of a construct it is not sure it has found (a
    /// regex literal's closing `/`, an emphasis's closing `*`). A construct longer than this is
    /// shown as plain text, and a line of a million unclosed openers costs this many steps
    /// each at most.
    static let maximumLookahead = 256
}

/// One open construct: which grammar scans inside it, what kind of construct it is, and the
/// little it must remember (a nesting depth, the number of `#` of a raw string, a heredoc's
/// terminator).
struct Mode: Hashable, Sendable {
    /// The grammar that scans inside this construct.
    var grammar: GrammarID
    /// What the construct is.
    var kind: ModeKind
    /// Which of its grammar's variants (which string syntax, which comment syntax).
    var variant: UInt8 = 0
    /// How the construct ends.
    var flags: ModeFlags = []
    /// A count the construct needs: nesting depth, `#` count, indentation, fence length.
    var count: Int32 = 0
    /// A delimiter the construct ends with (heredoc word, C++ raw-string delimiter).
    var delimiter = Delimiter()
}

/// What kind of construct a ``Mode`` is. The first kinds are shared by every grammar; grammars
/// number their own from ``custom``.
struct ModeKind: RawRepresentable, Hashable, Sendable {
    var rawValue: UInt8

    /// The language's ordinary code: the bottom of the stack, or a nested language's code.
    static let root = ModeKind(rawValue: 0)
    /// Code inside a string interpolation, ended by a closing bracket at depth zero.
    static let interpolation = ModeKind(rawValue: 1)
    /// A block comment (``Mode/count`` is its nesting depth).
    static let blockComment = ModeKind(rawValue: 2)
    /// The body of a string.
    static let string = ModeKind(rawValue: 3)
    /// A preprocessor directive running to the end of its line.
    static let directive = ModeKind(rawValue: 4)
    /// The outer language's record of a nested language (`<script>` in HTML, a fence in
    /// Markdown): the nested language's root is pushed above it.
    static let nestedLanguage = ModeKind(rawValue: 5)
    /// The first kind a grammar may define for itself.
    static let custom = ModeKind(rawValue: 16)

    /// A grammar's own kind number `n`.
    static func custom(_ n: UInt8) -> ModeKind { ModeKind(rawValue: custom.rawValue + n) }
}

/// How a construct ends.
struct ModeFlags: OptionSet, Hashable, Sendable {
    var rawValue: UInt8

    /// The construct ends with its line (a one-line string, a directive).
    static let endsAtLineEnd = ModeFlags(rawValue: 1)
    /// …unless the line ends in a backslash (C strings and directives).
    static let continuesAfterBackslash = ModeFlags(rawValue: 2)
}

/// A delimiter of any length, kept as its length and a hash so that a ``Mode`` stays a small
/// value (C++ allows raw-string delimiters of 16 bytes; heredoc words have no limit).
struct Delimiter: Hashable, Sendable {
    var length: Int32 = 0
    var hash: UInt64 = 0

    init() {}

    init(_ bytes: some Collection<UInt8>) {
        length = Int32(bytes.count)
        hash = Delimiter.hash(bytes)
    }

    /// FNV-1a.
    static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
