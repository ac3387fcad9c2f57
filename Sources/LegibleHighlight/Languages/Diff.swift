/// Unified and context diffs, line by line: added lines, removed lines, hunk headers (`@@`),
/// file headers (`diff`, `index`, and `---`/`+++` naming files), context lines as plain text.
///
/// A line starting `+++` or `---` names a file only in a header (after a `diff` or `Index`
/// line and before the first hunk) or when a path follows (`--- a/x`, `+++ /dev/null`);
/// elsewhere it is a line added or removed that starts with `++` or `--`.
final class DiffGrammar: Grammar {
    /// The count of the root mode: 1 in a header, before a hunk.
    private static let inHeader: Int32 = 1

    func scan(_ s: inout Scanner) {
        guard s.position == s.segmentStart && s.segmentStartsLine else {
            s.skipPlain(to: s.end)
            return
        }
        let first = s.current
        let tokenClass: TokenClass?
        switch first {
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let triple = s.peek(1) == first && s.peek(2) == first && (s.peek(3) == UInt8(ascii: " ") || s.peek(3) == 0)
            tokenClass = triple && (s.top.count == Self.inHeader || namesFile(s)) ? .diffHeader : (first == UInt8(ascii: "+") ? .inserted : .deleted)
        case UInt8(ascii: ">"): tokenClass = .inserted
        case UInt8(ascii: "<"): tokenClass = .deleted
        case UInt8(ascii: "@"):
            tokenClass = .diffHeader
            s.setTopCount(0)
        case UInt8(ascii: "d") where s.matches("diff", at: s.position),
             UInt8(ascii: "i") where s.matches("index", at: s.position),
             UInt8(ascii: "I") where s.matches("Index", at: s.position),
             UInt8(ascii: "="):
            tokenClass = .diffHeader
            s.setTopCount(Self.inHeader)
        case UInt8(ascii: "*") where s.matches("***", at: s.position):
            tokenClass = .diffHeader
        default:
            tokenClass = nil
        }
        if let tokenClass {
            s.take(tokenClass, to: s.end)
        } else {
            s.skipPlain(to: s.end)
        }
    }

    /// Whether the `---` or `+++` line at `s.position` names a file: `a/`, `b/` or `/` follows.
    private func namesFile(_ s: Scanner) -> Bool {
        let path = s.position + 4
        return s.byte(at: path) == UInt8(ascii: "/")
            || ((s.byte(at: path) == UInt8(ascii: "a") || s.byte(at: path) == UInt8(ascii: "b")) && s.byte(at: path + 1) == UInt8(ascii: "/"))
    }
}
