/// Highlights a code block that grows as a language model streams it, doing on each append
/// only the work the new text needs.
///
/// After every ``append(_:)`` the ``runs`` are exactly what ``CodeHighlighter`` gives for the
/// whole text so far. Each line's starting state is kept, so an append highlights again from
/// the start of the last line only: the runs before it stay as they were, and the
/// ``HighlightUpdate`` says from which run (and which text offset) a view must restyle.
///
/// ```swift
/// let highlighter = StreamingCodeHighlighter(language: CodeLanguage(named: "swift") ?? .plainText)
/// for token in ["let gre", "eting = \"Hel", "lo\"\n"] {
///     let update = highlighter.append(token)
///     restyle(highlighter.runs[update.firstChangedRun...], from: update.utf16Start)
/// }
/// ```
///
/// An append costs time in proportion to the new text and the last line, not to the block, so a
/// block of thousands of lines streams at a constant cost per token. (A line longer than
/// 8,192 bytes, the highlighter's internal `LexicalLimits.maximumSegmentLength`, is handled in
/// pieces of that size.)
public final class StreamingCodeHighlighter {
    /// The language highlighted.
    public var language: CodeLanguage { progress.language }
    /// The token runs of the code so far.
    public var runs: ChunkedArray<TokenRun> { progress.runs }
    /// The code so far, as UTF-8.
    private var bytes: [UInt8] = []
    /// The highlighting so far, and where each line starts with its state.
    private var progress: CodeHighlightProgress

    /// A highlighter for a block of `language`, empty so far.
    public init(language: CodeLanguage) {
        progress = CodeHighlightProgress(language: language)
    }

    /// A highlighter for a block in the language a fence names `name`, plain text when unknown.
    public convenience init(languageName name: String) {
        self.init(language: CodeLanguage(named: name) ?? .plainText)
    }

    /// The code so far.
    public var code: String { String(decoding: bytes, as: UTF8.self) }

    /// The length of the code so far in UTF-8 bytes.
    public var utf8Count: Int { bytes.count }

    /// Adds `text` at the end of the code and highlights what changed.
    @discardableResult
    public func append(_ text: String) -> HighlightUpdate {
        replace(fromUTF8Offset: bytes.count, with: text)
    }

    /// Replaces the code from the UTF-8 offset `offset` to its end with `text`: for a block
    /// whose end was provisional (a streamed fence's closing backticks first read as code).
    /// An offset inside a character is moved back to the character's start.
    @discardableResult
    public func replace(fromUTF8Offset offset: Int, with text: String) -> HighlightUpdate {
        var cut = min(max(0, offset), bytes.count)
        while cut > 0 && cut < bytes.count && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        bytes.removeSubrange(cut...)
        bytes.append(contentsOf: text.utf8)
        return bytes.withUnsafeBufferPointer { progress.highlight($0, changedFrom: cut) }
    }

    /// Makes the code `code`, highlighting again from the first byte that differs: for a
    /// renderer that is handed the block's whole text on every update. Comparing costs time
    /// linear in the code (a memory comparison); ``append(_:)`` avoids even that.
    @discardableResult
    public func update(to code: String) -> HighlightUpdate {
        var code = code
        let common = code.withUTF8 { new in
            bytes.withUnsafeBufferPointer { old in
                var i = 0
                let count = min(old.count, new.count)
                while i < count && old[i] == new[i] { i += 1 }
                // Start at a character boundary: the strings may share only part of a character.
                while i > 0 && i < new.count && new[i] & 0xC0 == 0x80 { i -= 1 }
                return i
            }
        }
        return replace(fromUTF8Offset: common, with: String(decoding: code.utf8.dropFirst(common), as: UTF8.self))
    }
}

/// What an append to a ``StreamingCodeHighlighter`` changed.
public struct HighlightUpdate: Hashable, Sendable {
    /// The runs before this index are as they were; the runs from it on are new.
    public var firstChangedRun: Int
    /// The UTF-8 offset from which styling may have changed (the start of a line).
    public var utf8Start: Int
    /// The same offset in UTF-16.
    public var utf16Start: Int
}
