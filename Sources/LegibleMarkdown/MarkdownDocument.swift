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
/// Input is limited to ``maximumInputSize`` bytes.
public struct MarkdownDocument: Sendable {
    let storage: DocumentStorage

    /// The options the document was parsed with.
    public let options: ParseOptions

    /// The most bytes of Markdown a document holds: 512 MiB (source offsets are 32-bit). Parsing
    /// more is a programming error that stops the program, so check untrusted input against it.
    public static let maximumInputSize = MarkdownParser.maximumInputSize

    /// Parses Markdown text.
    public init(parsing text: String, options: ParseOptions = .commonMark) {
        self.init(sanitized: InputSanitizer.sanitize(text), options: options)
    }

    /// Parses Markdown from UTF-8 bytes; invalid sequences become U+FFFD.
    public init(parsing bytes: some Sequence<UInt8>, options: ParseOptions = .commonMark) {
        self.init(sanitized: InputSanitizer.sanitize(bytes), options: options)
    }

    init(sanitized source: [UInt8], options: ParseOptions) {
        self.options = options
        var parser = MarkdownParser(options: options)
        storage = parser.parse(source)
    }

    /// The document node, root of the syntax tree.
    public var root: MarkdownNode { MarkdownNode(storage: storage, index: storage.root) }

    /// The source text the tree was parsed from (invalid UTF-8 and NUL replaced by U+FFFD).
    public var source: String { String(decoding: storage.source, as: UTF8.self) }

    /// The source as UTF-8 bytes; ``MarkdownNode/sourceOffsets`` index into it.
    public var sourceBytes: [UInt8] { storage.source }
}
