/// A parsed Markdown document: an immutable syntax tree with source ranges on every node.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "Hello *world*")
/// print(document.html())   // <p>Hello <em>world</em></p>
/// ```
///
/// Parsing never fails. Invalid UTF-8 and NUL characters are replaced by U+FFFD, as the
/// CommonMark spec asks; ``source`` is the text after that replacement, and all source ranges
/// refer to it. Parsing takes time linear in the input, whatever the input is, and no part of
/// parsing, walking, rendering or releasing a document recurses as deep as the input nests.
///
/// A document holds at most ``maximumInputSize`` bytes. Of longer input, only the first
/// ``maximumInputSize`` bytes (cut before a character that does not fit whole) are parsed, and
/// ``isTruncated`` says so: nothing traps, and nothing is dropped without a flag. Check
/// ``isTruncated``, or the input's size beforehand, where a partial document must not be shown
/// as if it were whole.
///
/// References to link reference definitions are limited in what they add: before any point of
/// the document, the destinations and titles they add come to at most as many bytes as the text
/// up to that point has, or 100,000 if that is more. A reference past the limit stays literal
/// text, as in cmark. So one long definition used thousands of times (an "expansion bomb")
/// cannot make the tree, the HTML or the reading model grow beyond a multiple of the input;
/// ordinary documents never come near the limit.
public struct MarkdownDocument: Sendable {
    let storage: DocumentStorage

    /// The options the document was parsed with.
    public let options: ParseOptions

    /// Whether the input was longer than ``maximumInputSize`` and only its beginning was parsed.
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: untrustedBytes)
    /// if document.isTruncated { showNotice("Only the first 512 MiB are shown.") }
    /// ```
    public let isTruncated: Bool

    /// Whether the input held invalid UTF-8 or NUL characters, which ``source`` shows as U+FFFD.
    /// Found in the pass that checks the input anyway, so a tool that warns about repairs reads
    /// its input once.
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: [0x61, 0xFF])
    /// document.isRepaired   // true: source is "a\u{FFFD}"
    /// ```
    public let isRepaired: Bool

    /// The most bytes of Markdown a document holds: 512 MiB (source offsets are 32-bit). Longer
    /// input is cut to this size, and ``isTruncated`` is set.
    public static let maximumInputSize = MarkdownParser.maximumInputSize

    /// Whether the parser takes `bytes` as they are: well-formed UTF-8 with no NUL, which it
    /// would otherwise repair (each bad byte and each NUL shows as U+FFFD). One pass, eight
    /// ASCII bytes at a time: a tool that warns about repairs checks this first, and looks
    /// closer only when it fails.
    public static func needsNoRepair(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { InputSanitizer.isValidUTF8WithoutNUL($0) }
    }

    /// Parses Markdown text.
    public init(parsing text: String, options: ParseOptions = .commonMark) {
        let input = InputSanitizer.sanitize(text, limit: Self.maximumInputSize)
        self.init(sanitized: input.bytes, options: options, isTruncated: input.isTruncated, isRepaired: input.isRepaired)
    }

    /// Parses Markdown from UTF-8 bytes; invalid sequences become U+FFFD.
    public init(parsing bytes: some Sequence<UInt8>, options: ParseOptions = .commonMark) {
        let input = InputSanitizer.sanitize(bytes, limit: Self.maximumInputSize)
        self.init(sanitized: input.bytes, options: options, isTruncated: input.isTruncated, isRepaired: input.isRepaired)
    }

    init(sanitized source: [UInt8], options: ParseOptions, isTruncated: Bool = false, isRepaired: Bool = false) {
        self.options = options
        self.isTruncated = isTruncated
        self.isRepaired = isRepaired
        var parser = MarkdownParser(options: options)
        storage = parser.parse(source)
    }

    /// The front matter at the start of the document, when parsed with
    /// ``ParseOptions/frontMatter`` and there is one. Its lines are not part of the tree.
    public var frontMatter: FrontMatter? {
        options.contains(.frontMatter) ? FrontMatter(storage.source) : nil
    }

    /// The document node, root of the syntax tree.
    public var root: MarkdownNode { MarkdownNode(storage: storage, index: storage.root) }

    /// The source text the tree was parsed from (invalid UTF-8 and NUL replaced by U+FFFD).
    public var source: String { String(decoding: storage.source, as: UTF8.self) }

    /// The source as UTF-8 bytes; ``MarkdownNode/sourceOffsets`` index into it.
    public var sourceBytes: [UInt8] { storage.source }

    /// How many bytes of text the document keeps besides its source: literals that are not a
    /// run of the source as it stands (decoded escapes and references, content whose lines
    /// lost a container's prefix).
    package var copiedTextByteCount: Int { storage.text.count }
}
