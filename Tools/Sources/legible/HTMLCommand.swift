import ArgumentParser
import LegibleMarkdown

/// `legible html [FILE]`: Markdown to HTML.
struct HTMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Render Markdown as HTML.",
        discussion: """
            Reads FILE, or standard input when no file is given, and writes HTML to standard output. \
            By default the input is read as GitHub Flavored Markdown with footnotes and math, as \
            language models write it, with GitHub's alerts and a page's front matter (which is not \
            written); --commonmark reads strict CommonMark 0.31.2. Raw HTML is escaped \
            and dangerous link schemes are dropped unless --unsafe is given. Headings get no id, as \
            in cmark's HTML, unless --heading-ids is given.
            """
    )

    @Argument(help: "The Markdown file to render (standard input when omitted).", completion: .file())
    var file: String?

    @OptionGroup var dialect: DialectOptions

    @Flag(help: "Pass raw HTML and every link destination through unchanged.")
    var unsafe = false

    // Named outright: ArgumentParser would spell `headingIDs` as `--heading-i-ds`.
    @Flag(name: .customLong("heading-ids"), help: "Give headings their anchors as GitHub makes them as ids, so #section links land on them.")
    var headingIDs = false

    @Option(help: "Put this before every heading id (with --heading-ids).")
    var headingIDPrefix = ""

    func run() throws {
        try Self.render(file: file, dialect: dialect.dialect, unsafe: unsafe, headingIDs: headingIDs,
                        headingIDPrefix: headingIDPrefix)
    }

    /// The command's work, shared with ``HTMLFastPath``.
    static func render(file: String?, dialect: DialectOptions.Dialect, unsafe: Bool, headingIDs: Bool,
                       headingIDPrefix: String) throws {
        let document = try InputFile.readDocument(file, options: dialect.parseOptions)
        let options = dialect.htmlOptions.union(unsafe ? .unsafe : []).union(headingIDs ? .headingIDs : [])
        // Written as it is made: the HTML of a large file is never held whole.
        try StandardOutput.writePieces { document.writeHTML(options: options, headingIDPrefix: headingIDPrefix, to: $0) }
    }
}
