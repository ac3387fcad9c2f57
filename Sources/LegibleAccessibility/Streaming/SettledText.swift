import LegibleMarkdown

/// How much of a paragraph still being written will not change as more text arrives.
///
/// Text before the first construct the parser left open cannot change: an unclosed `[` may
/// still become a link or image, a `` ` `` a code span, a `$` a formula, a `<` an autolink, and
/// `*`, `_` or `~` emphasis or strikethrough, each changing what is said (and `![` even looks
/// like the end of a sentence). So only sentences before that point may be announced early;
/// the rest waits until the paragraph is finished.
enum SettledText {
    private static let openers: Set<UInt8> = Set("[`$<*_~".utf8)

    /// The source offset of the first construct left open in `paragraph`, or `nil` if none is.
    static func firstOpenConstruct(in paragraph: MarkdownNode) -> Int? {
        for inline in paragraph.descendants where inline.kind == .text {
            guard let literal = inline.literal else { continue }
            let bytes = Array(literal.utf8)
            for (index, byte) in bytes.enumerated() where openers.contains(byte) {
                // Positions inside a text node map one to one onto the source only when the
                // text was not decoded (no escapes or entities); otherwise take the node's start.
                let range = inline.sourceOffsets
                return range.count == bytes.count ? range.lowerBound + index : range.lowerBound
            }
        }
        return nil
    }

    /// `[^label]` left as text because its definition has not arrived (definitions usually come
    /// last): said as the footnote it will be.
    static func speakingPendingFootnotes(_ text: String, phrases: PhraseTable) -> String {
        guard text.contains("[^") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[^") {
            guard let close = rest[open.upperBound...].firstIndex(of: "]"),
                  close > open.upperBound, !rest[open.upperBound..<close].contains(where: { $0.isWhitespace || $0 == "[" }) else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            result += rest[..<open.lowerBound]
            if let last = result.last, !last.isWhitespace { result += " " }
            result += phrases.text(.footnote, ["number": String(rest[open.upperBound..<close])])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
