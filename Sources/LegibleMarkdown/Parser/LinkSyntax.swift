/// Scanners for the parts of links shared by inline links and link reference definitions:
/// destinations, titles and labels (CommonMark 6.3), and the white space between them.
enum LinkSyntax {
    /// cmark's limit on nested parentheses in an unbracketed destination: deeper nesting is not a
    /// destination, which keeps `[a](` repeated from rescanning the rest of the input each time.
    static let maximumParenthesisDepth = 32
    /// A link label holds at most 999 characters between its brackets (6.3).
    static let maximumLabelLength = 999

    /// Where a destination's content lies, and where the destination ends.
    struct Span {
        var contentStart: Int
        var contentEnd: Int
        var end: Int
    }

    /// The bytes an unbracketed destination stops at to look: escapes, parentheses, and the
    /// spaces and controls that end it. The rest, most of a URL, is passed over eight bytes at a
    /// time (byte by byte, the destinations were 1% of parsing the corpus).
    private static let destinationStops = ByteSet(Array(0...ASCII.space)
        + [ASCII.backslash, ASCII.leftParenthesis, ASCII.rightParenthesis, 0x7F])

    /// A link destination: `<…>` without line endings or unescaped `<` `>`, or a non-empty run
    /// without spaces or control characters whose parentheses balance.
    static func scanDestination(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Span? {
        if start < end && bytes[start] == ASCII.lessThan {
            var cursor = start + 1
            while cursor < end {
                let byte = bytes[cursor]
                if byte == ASCII.greaterThan { return Span(contentStart: start + 1, contentEnd: cursor, end: cursor + 1) }
                if byte == ASCII.lessThan || ASCII.isLineEnd(byte) { return nil }
                if byte == ASCII.backslash && cursor + 1 < end && ASCII.isPunctuation(bytes[cursor + 1]) {
                    cursor += 2
                } else {
                    cursor += 1
                }
            }
            return nil
        }
        var cursor = start
        var depth = 0
        while true {
            cursor = destinationStops.firstIndex(in: bytes, from: cursor, to: end)
            guard cursor < end else { break }
            let byte = bytes[cursor]
            if byte == ASCII.backslash {
                cursor += cursor + 1 < end && ASCII.isPunctuation(bytes[cursor + 1]) ? 2 : 1
                continue
            }
            if byte == ASCII.leftParenthesis {
                depth += 1
                if depth > maximumParenthesisDepth { return nil }
            } else if byte == ASCII.rightParenthesis {
                if depth == 0 { break }
                depth -= 1
            } else {
                break
            }
            cursor += 1
        }
        guard cursor > start, depth == 0 else { return nil }
        return Span(contentStart: start, contentEnd: cursor, end: cursor)
    }

    /// A link title in `"…"`, `'…'` or `(…)`, with backslash escapes; `(` titles may not contain an
    /// unescaped `(`.
    static func scanTitle(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Span? {
        guard start < end else { return nil }
        let opener = bytes[start]
        let closer: UInt8
        switch opener {
        case ASCII.quote, ASCII.apostrophe: closer = opener
        case ASCII.leftParenthesis: closer = ASCII.rightParenthesis
        default: return nil
        }
        var cursor = start + 1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == ASCII.backslash && cursor + 1 < end && ASCII.isPunctuation(bytes[cursor + 1]) {
                cursor += 2
                continue
            }
            if byte == closer { return Span(contentStart: start + 1, contentEnd: cursor, end: cursor + 1) }
            if opener == ASCII.leftParenthesis && byte == ASCII.leftParenthesis { return nil }
            cursor += 1
        }
        return nil
    }

    /// A link label `[…]`: at most 999 characters, no unescaped brackets, not only white space.
    static func scanLabel(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Span? {
        guard start < end, bytes[start] == ASCII.leftBracket else { return nil }
        var cursor = start + 1
        var hasContent = false
        while cursor < end && cursor - start <= maximumLabelLength + 1 {
            let byte = bytes[cursor]
            switch byte {
            case ASCII.backslash:
                hasContent = true
                cursor += cursor + 1 < end && ASCII.isPunctuation(bytes[cursor + 1]) ? 2 : 1
                continue
            case ASCII.leftBracket:
                return nil
            case ASCII.rightBracket:
                return hasContent ? Span(contentStart: start + 1, contentEnd: cursor, end: cursor + 1) : nil
            default:
                if !ASCII.isWhitespace(byte) { hasContent = true }
            }
            cursor += 1
        }
        return nil
    }

    /// Spaces and tabs, at most one line ending, then spaces and tabs again.
    static func skipSpacesAndOneNewline(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var cursor = start
        var sawNewline = false
        while cursor < end {
            let byte = bytes[cursor]
            if byte == ASCII.newline {
                if sawNewline { break }
                sawNewline = true
            } else if !ASCII.isSpaceOrTab(byte) {
                break
            }
            cursor += 1
        }
        return cursor
    }
}
