/// The metadata block at the very start of a page, as Jekyll, Hugo, VitePress and Docusaurus
/// write it: YAML between `---` lines (closed by `---` or `...`), or TOML between `+++` lines.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "---\ntitle: \"Hello\"\nlang: de\n---\n# Hi", options: .documents)
/// document.frontMatter?.title      // "Hello"
/// document.frontMatter?.language   // "de"
/// document.frontMatter?["lang"]    // "de"
/// ```
///
/// It is recognised only with ``ParseOptions/frontMatter``, only at the first byte of the
/// document, and only when its closing line comes within ``maximumLength`` bytes; otherwise the
/// lines are ordinary Markdown (a `---` line is a thematic break). It is never rendered as
/// content. The values are read by a small line reader, not a YAML or TOML parser: top-level
/// `key: value` (YAML) or `key = value` (TOML) lines whose value is a plain or quoted scalar.
/// Anything else (lists, nested maps, block scalars, tables) is left out of ``fields`` but kept in
/// ``text``, so nothing is lost.
public struct FrontMatter: Hashable, Sendable {
    /// The language the block is written in, told by its fence.
    public enum Format: Hashable, Sendable {
        /// `---` … `---` (or `...`).
        case yaml
        /// `+++` … `+++`.
        case toml
    }

    /// One top-level key and its scalar value, quotes removed.
    public struct Field: Hashable, Sendable {
        /// The key as written.
        public let key: String
        /// The value, unquoted; escapes in double-quoted values decoded.
        public let value: String
    }

    /// The longest front matter recognised, fences included: 64 KiB. A `---` line at the start
    /// of a long text whose next `---` is further away is a thematic break, so that deciding never
    /// costs more than this much scanning, even while a stream grows.
    public static let maximumLength = 64 << 10

    /// YAML or TOML.
    public let format: Format
    /// The text between the fences, as written.
    public let text: String
    /// The byte range of the whole block in ``MarkdownDocument/sourceBytes``, fences and the
    /// closing line's ending included.
    public let sourceOffsets: Range<Int>
    /// The top-level scalar fields, in order.
    public let fields: [Field]

    /// The value of the first field named `key`.
    public subscript(key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// The page's title: the `title` field, if it has text.
    public var title: String? { nonEmpty(self["title"]) }

    /// The page's language as a BCP 47 tag: the `lang` field (or `language`), if it has text.
    public var language: String? { nonEmpty(self["lang"]) ?? nonEmpty(self["language"]) }

    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
    }

    /// Reads the front matter at the start of `bytes`, if there is one.
    init?(_ source: [UInt8]) {
        guard let found = source.withUnsafeBufferPointer({ Self.find(in: $0) }) else { return nil }
        format = found.format
        sourceOffsets = 0..<found.end
        let inner = Array(source[found.contentStart..<found.contentEnd])
        text = String(decoding: inner, as: UTF8.self)
        fields = FrontMatterFields.read(inner, format: found.format)
    }

    /// Where front matter at the start of `bytes` ends (after its closing line), or `nil`.
    static func end(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        find(in: bytes)?.end
    }

    /// Whether `bytes` open with a front matter fence that has not been closed yet within
    /// ``maximumLength``: more text may still close it.
    static func mayStillOpen(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count < maximumLength && fence(at: bytes.startIndex, in: bytes) != nil && find(in: bytes) == nil
    }

    private struct Found {
        var format: Format
        var contentStart: Int
        var contentEnd: Int
        var end: Int
    }

    private static func find(in bytes: UnsafeBufferPointer<UInt8>) -> Found? {
        guard let (format, firstEnd) = fence(at: bytes.startIndex, in: bytes) else { return nil }
        let limit = min(bytes.endIndex, bytes.startIndex + maximumLength)
        var lineStart = nextLine(after: firstEnd, in: bytes)
        while lineStart < limit {
            let lineEnd = endOfLine(from: lineStart, in: bytes)
            guard lineEnd <= limit else { return nil }
            if let (closing, _) = fence(at: lineStart, in: bytes), closing == format {
                return Found(format: format, contentStart: nextLine(after: firstEnd, in: bytes), contentEnd: lineStart,
                             end: nextLine(after: lineEnd, in: bytes))
            }
            lineStart = nextLine(after: lineEnd, in: bytes)
        }
        return nil
    }

    /// A fence line at `start`: `---`, `+++` or `...` followed only by spaces or tabs. Returns its
    /// format and the index of its line ending.
    private static func fence(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Format, Int)? {
        guard bytes.endIndex - start >= 3 else { return nil }
        let first = bytes[start]
        guard first == ASCII.hyphen || first == ASCII.plus || first == ASCII.period,
              bytes[start + 1] == first, bytes[start + 2] == first else { return nil }
        let end = endOfLine(from: start + 3, in: bytes)
        guard bytes[(start + 3)..<end].allSatisfy(ASCII.isSpaceOrTab) else { return nil }
        switch first {
        case ASCII.hyphen: return (.yaml, end)
        case ASCII.plus: return (.toml, end)
        // `...` ends a YAML document but cannot open one.
        default: return start == bytes.startIndex ? nil : (.yaml, end)
        }
    }

    private static func endOfLine(from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = index
        while index < bytes.endIndex && !ASCII.isLineEnd(bytes[index]) { index += 1 }
        return index
    }

    private static func nextLine(after lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard lineEnd < bytes.endIndex else { return lineEnd }
        if bytes[lineEnd] == ASCII.carriageReturn && lineEnd + 1 < bytes.endIndex && bytes[lineEnd + 1] == ASCII.newline { return lineEnd + 2 }
        return lineEnd + 1
    }
}
