/// TeX math as language models and documentation write it:
///
/// - inline `$…$` (the opening `$` followed by a non-space, the closing one preceded by a
///   non-space and not followed by a digit, so `$5 and $10` stays text) and `\(…\)`;
/// - display `$$…$$` and `\[…\]`, inside a paragraph or on lines of their own (then a block,
///   which may span lines and ends at a line ending with the closing delimiter). Inside a
///   paragraph, `\[…\]` is math only if its content looks like TeX (a command, `^`, `_`, `=` or
///   `{`): escaped brackets are how Markdown writes literal ones, as in `[\[1\] Smith](url)`;
/// - fenced code blocks whose info string is `math`.
///
/// The TeX inside is kept exactly as written: no Markdown, escapes or entities are processed in
/// it. Code spans win over math (whichever starts first wins), and math wins over emphasis.
enum MathSyntax {
    /// Marks (in a math block's `small`) a block that closed on its opening line.
    static let closedOnOpeningLine: UInt16 = 0x100

    /// Which delimiters a math block was opened with.
    enum BlockDelimiter: UInt16 {
        case dollars = 1
        case brackets = 2

        var opening: StaticString { self == .dollars ? "$$" : "\\[" }
        var closing: StaticString { self == .dollars ? "$$" : "\\]" }
    }

    /// Whether the byte at `index` is escaped by an odd run of backslashes before it.
    static func isEscaped(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, lowerBound: Int) -> Bool {
        var backslashes = 0
        var position = index - 1
        while position >= lowerBound && bytes[position] == ASCII.backslash {
            backslashes += 1
            position -= 1
        }
        return backslashes % 2 == 1
    }

    /// The first unescaped occurrence of `delimiter` in `start..<end`.
    static func findClosing(_ delimiter: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                            lowerBound: Int) -> Int? {
        var position = start
        while let found = HTMLSyntax.find(bytes, delimiter, from: position, to: end) {
            // A `\]` or `\)` delimiter starts with its own backslash; what matters is whether
            // that backslash, or the `$`, is itself escaped.
            if !isEscaped(bytes, found, lowerBound: lowerBound) { return found }
            position = found + 1
        }
        return nil
    }

    /// Whether `start..<end` holds something besides white space and backslashes: `\[\\\]` is
    /// three escaped characters, not a formula.
    static func hasMath(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        for index in start..<max(start, end) where !ASCII.isWhitespace(bytes[index]) && bytes[index] != ASCII.backslash {
            return true
        }
        return false
    }

    /// `end`, moved back over spaces and tabs (but not before `start`).
    static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && ASCII.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Whether text between `\[` and `\]` inside a paragraph looks like TeX rather than
    /// bracketed words.
    static func looksLikeTeX(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        for index in start..<max(start, end) {
            switch bytes[index] {
            case ASCII.backslash, ASCII.caret, ASCII.underscore, ASCII.equals, ASCII.leftBrace: return true
            default: continue
            }
        }
        return false
    }

    /// Whether `start..<end` holds anything but white space.
    static func hasContent(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        for index in start..<max(start, end) where !ASCII.isWhitespace(bytes[index]) { return true }
        return false
    }
}

/// Where searches for closing math delimiters failed: whether a closer is valid does not depend
/// on its opener, so no closer exists after that point and later openers fail at once.
struct MathScanMemo {
    var dollarSearchFailedFrom = Int.max
    var doubleDollarSearchFailedFrom = Int.max
    var parenthesisSearchFailedFrom = Int.max
    var bracketSearchFailedFrom = Int.max
}

// MARK: - Blocks

extension MarkdownParser {
    /// A `$$` or `\[` line opening a display math block. A block that closes on the same line
    /// must have nothing after the closing delimiter; otherwise the line is ordinary paragraph
    /// text with inline display math. A `\[` that does not close on its line must stand alone
    /// on it: `\[foo]` at a line start is an escaped bracket, as CommonMark has always read it.
    mutating func openMathBlock() -> Int32? {
        let start = line.firstNonspace
        let delimiter: MathSyntax.BlockDelimiter
        if HTMLSyntax.hasPrefix(input, start, line.end, "$$") {
            delimiter = .dollars
        } else if HTMLSyntax.hasPrefix(input, start, line.end, "\\[") {
            delimiter = .brackets
        } else {
            return nil
        }
        let contentStart = start + 2
        let closing = MathSyntax.findClosing(delimiter.closing, input, from: contentStart, to: line.end, lowerBound: contentStart)
        if let closing {
            guard !MathSyntax.hasContent(input, closing + 2, line.end), MathSyntax.hasMath(input, contentStart, closing) else {
                return nil
            }
        } else if delimiter == .brackets && MathSyntax.hasContent(input, contentStart, line.end) {
            return nil
        }
        let block = openChild(.mathBlock, start: start)
        nodes[Int(block)].small = delimiter.rawValue
        advanceOffset(contentStart - line.offset, columns: false)
        while ASCII.isSpaceOrTab(peek(line.offset)) { advanceOffset(1, columns: false) }
        if let closing {
            // Like a thematic break, the block stays open until the next line closes it.
            addLine(to: block, end: MathSyntax.trimmedEnd(input, line.offset, closing))
            nodes[Int(block)].end = Int32(closing + 2)
            nodes[Int(block)].small |= MathSyntax.closedOnOpeningLine
        } else if MathSyntax.hasContent(input, contentStart, line.end) {
            addLine(to: block)
        }
        advanceOffset(line.end - line.offset, columns: false)
        return block
    }

    /// A `$$` or `\[` block goes on until a line that ends with its closing delimiter; the text
    /// before the delimiter on that line is the block's last line.
    mutating func continueMathBlock(_ block: Int32) -> Bool {
        guard let delimiter = MathSyntax.BlockDelimiter(rawValue: nodes[Int(block)].small & 0xFF) else { return true }
        var end = line.end
        while end > line.offset && ASCII.isSpaceOrTab(input[end - 1]) { end -= 1 }
        let closing = end - 2
        guard closing >= line.offset, HTMLSyntax.hasPrefix(input, closing, end, delimiter.closing),
              !MathSyntax.isEscaped(input, closing, lowerBound: line.offset) else { return false }
        if MathSyntax.hasContent(input, line.offset, closing) { addLine(to: block, end: MathSyntax.trimmedEnd(input, line.offset, closing)) }
        nodes[Int(block)].end = Int32(end)
        return true
    }
}

// MARK: - Inlines

extension MarkdownParser {
    /// `$…$` or `$$…$$` at the current position; a `$` that opens nothing is literal.
    mutating func handleDollar() {
        let start = inline.position
        let arena = inline.arena
        let end = inline.end
        if byteAt(start + 1) == ASCII.dollar {
            if let closing = findMathClosing("$$", from: start + 2, memo: \.doubleDollarSearchFailedFrom),
               MathSyntax.hasContent(arena, start + 2, closing) {
                appendMath(contentStart: start + 2, contentEnd: closing, end: closing + 2, display: true)
            } else {
                noteUnclosed(at: start)
                appendLiteral(length: 2)
            }
            return
        }
        // The opener must be followed by a non-space; the closer preceded by one and not followed
        // by a digit, which keeps prices like `$5 and $10` as text.
        let next = byteAt(start + 1)
        guard start + 1 < end, !ASCII.isWhitespace(next), start + 1 < inline.math.dollarSearchFailedFrom else {
            if start + 1 >= end || !ASCII.isWhitespace(next) { noteUnclosed(at: start) }
            appendLiteral(length: 1)
            return
        }
        var position = start + 1
        while true {
            guard let found = HTMLSyntax.find(arena, ASCII.dollar, from: position, to: end) else {
                inline.math.dollarSearchFailedFrom = start + 1
                noteUnclosed(at: start)
                appendLiteral(length: 1)
                return
            }
            if found > start + 1 && !ASCII.isWhitespace(arena[found - 1]) && !ASCII.isDigit(byteAt(found + 1))
                && !MathSyntax.isEscaped(arena, found, lowerBound: start + 1) {
                appendMath(contentStart: start + 1, contentEnd: found, end: found + 1, display: false)
                return
            }
            position = found + 1
        }
    }

    /// `\(…\)` or `\[…\]` at the current backslash; returns `false` if there is no math here.
    mutating func handleBackslashMath() -> Bool {
        let start = inline.position
        let display: Bool
        switch byteAt(start + 1) {
        case ASCII.leftParenthesis: display = false
        case ASCII.leftBracket: display = true
        default: return false
        }
        let closing: Int?
        if display {
            closing = findMathClosing("\\]", from: start + 2, memo: \.bracketSearchFailedFrom)
        } else {
            closing = findMathClosing("\\)", from: start + 2, memo: \.parenthesisSearchFailedFrom)
        }
        guard let closing else {
            noteUnclosed(at: start)
            return false
        }
        guard MathSyntax.hasMath(inline.arena, start + 2, closing),
              !display || MathSyntax.looksLikeTeX(inline.arena, start + 2, closing) else { return false }
        appendMath(contentStart: start + 2, contentEnd: closing, end: closing + 2, display: display)
        return true
    }

    private mutating func findMathClosing(_ delimiter: StaticString, from start: Int, memo: WritableKeyPath<MathScanMemo, Int>) -> Int? {
        guard start < inline.math[keyPath: memo] else { return nil }
        guard let found = MathSyntax.findClosing(delimiter, inline.arena, from: start, to: inline.end, lowerBound: start) else {
            inline.math[keyPath: memo] = start
            return nil
        }
        return found
    }

    private mutating func appendMath(contentStart: Int, contentEnd: Int, end: Int, display: Bool) {
        let node = appendInline(.math, from: inline.position, to: end,
                                text: TextSlice(start: Int32(contentStart), count: Int32(contentEnd - contentStart)))
        nodes[Int(node)].set(RawNode.Flag.variant, display)
        inline.position = end
    }
}
