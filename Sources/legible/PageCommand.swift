import ArgumentParser
import Foundation
import LegibleHTML
import LegibleRendering

/// `legible page FILE`: accessible HTML, a complete page or a fragment.
struct PageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Render Markdown as accessible HTML: a complete page, or a fragment to embed.",
        discussion: """
            Writes the document as the reading model exposes it: lang and a title from the front matter \
            or else the first heading, headings with GitHub's anchors as ids (so #section links land), \
            GitHub's alerts as named notes, \
            a main landmark and a stylesheet meeting WCAG 2.2 AA in light, dark and high contrast; \
            tables and code in scrolling regions a keyboard reaches; formulas as MathML with their spoken form \
            (with --math svg, as SVG drawn in a math font, for mail and readers without MathML); \
            images, links and footnotes named as `legible read` says them, and each task's state \
            before its text, which no key or click changes. No script. \
            Raw HTML and dangerous URLs are dropped unless --unsafe is given. --fragment writes only \
            the <article>, for a page that includes the stylesheet (--stylesheet writes it alone).
            """
    )

    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Write only the <article> fragment, without page or stylesheet.")
    var fragment = false

    @Flag(help: "Write only the default stylesheet.")
    var stylesheet = false

    @Option(help: "The page's title (default: the front matter's, else the first heading, else the first words, else the file's name).")
    var title: String?

    @Option(name: .customLong("link-stylesheet"), help: "Link this stylesheet URL instead of embedding the default one.")
    var linkStylesheet: String?

    @Option(help: "Put this before every id, to keep several documents on one page apart.")
    var idPrefix = "legible-"

    @Option(help: "Put this before every heading's anchor id (its links may leave it out).")
    var anchorPrefix = ""

    @Option(help: ArgumentHelp("How formulas are drawn: mathml, or svg (typeset in a math font, glyphs as paths; MathML when no math font is found).",
                               valueName: "mathml|svg"))
    var math = "mathml"

    @Option(help: "With --math svg: the OpenType math font file (default: the first of Latin Modern Math, TeX Gyre, STIX, Asana, STIX Two found on the system).")
    var mathFont: String?

    @Flag(help: ArgumentHelp("Write raw HTML as it is and keep every link destination; only for Markdown you trust.",
                             discussion: """
                                 With GitHub's dialect (the default) the tag filter still escapes <script>, <iframe>, <style>, \
                                 <textarea>, <title>, <xmp>, <noembed>, <noframes> and <plaintext>; with --commonmark nothing \
                                 is escaped. Either way event attributes (onclick=) and javascript: links pass, so script \
                                 in the Markdown can run.
                                 """))
    var unsafe = false

    func validate() throws {
        guard ["mathml", "svg"].contains(math) else { throw ValidationError("unknown math format '\(math)'; the formats are: mathml, svg") }
    }

    /// The font of `--math svg`: the one given, else the system's. None found, or one that cannot
    /// be used, is said on standard error, and formulas are MathML as without the option.
    func svgMathFont() -> MathFont? {
        guard math == "svg" else { return nil }
        guard let mathFont else {
            guard let font = MathFont.installed else {
                StandardError.line("warning: no math font found (install Latin Modern Math, e.g. Debian's fonts-lmodern, or give one with --math-font PATH); formulas are written as MathML")
                return nil
            }
            return font
        }
        guard FileManager.default.isReadableFile(atPath: mathFont) else {
            StandardError.line("warning: cannot read \(mathFont): no such file; formulas are written as MathML")
            return nil
        }
        do {
            return try MathFont(contentsOf: URL(fileURLWithPath: mathFont))
        } catch {
            StandardError.line("warning: \(mathFont) cannot be used as a math font: \(error); formulas are written as MathML")
            return nil
        }
    }

    func run() throws {
        if stylesheet {
            try StandardOutput.write(AccessibleHTMLRenderer.stylesheet)
            return
        }
        let model = try reading.model()
        let options = AccessibleHTMLOptions(html: reading.dialect.htmlOptions.union(unsafe ? .unsafe : []), idPrefix: idPrefix,
                                            stylesheet: linkStylesheet.map { .linked($0) } ?? .embedded, headingAnchorPrefix: anchorPrefix)
        let renderer = AccessibleHTMLRenderer(options: options, mathFont: svgMathFont())
        // A document with no text still needs a title (WCAG 2.4.2); its file's name is the one left.
        let fallback = AccessibleHTMLRenderer.title(of: model).isEmpty
            ? reading.file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } : nil
        try StandardOutput.write(fragment ? renderer.fragment(model) : renderer.page(model, title: title ?? fallback))
    }
}
