import ArgumentParser
import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMathLayout
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
            tables and code in scrolling regions a keyboard reaches; formulas with their spoken form, drawn as TeX \
            draws them (SVG typeset in the system's math font, Latin Modern Math first) or, without a math font \
            or with --math mathml, as MathML; \
            images, links and footnotes named as `legible read` says them, and each task's state \
            before its text, which no key or click changes. No script. \
            No remote image loads unless --images allows its host (a Content-Security-Policy says so to the browser); \
            hidden characters and disguised links are shown, as `legible read` says them. \
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

    @Option(help: ArgumentHelp("How formulas are drawn: svg (typeset in a math font as TeX sets them, glyphs as paths; the default when the system has a math font, else MathML), or mathml (the browser's own drawing).",
                               valueName: "svg|mathml"))
    var math: String?

    @Option(help: "The OpenType math font file formulas are typeset in (default: the first of Latin Modern Math, TeX Gyre, STIX, Asana, STIX Two found on the system); a text font without a MATH table is set with MathML Core's fallbacks.")
    var mathFont: String?

    @Option(help: ArgumentHelp("Which images the page loads: ask (the default: a remote image is a link named by its description and host), "
                               + "a comma-separated list of hosts whose images load (*.example.com for its subdomains), or all. "
                               + "data: and relative images always load; the page's Content-Security-Policy says the same to the browser.",
                               valueName: "ask|HOST,...|all"))
    var images: String?

    @Flag(help: ArgumentHelp("Write raw HTML as it is and keep every link destination; only for Markdown you trust.",
                             discussion: """
                                 With GitHub's dialect (the default) the tag filter still escapes <script>, <iframe>, <style>, \
                                 <textarea>, <title>, <xmp>, <noembed>, <noframes> and <plaintext>; with --commonmark nothing \
                                 is escaped. Either way event attributes (onclick=) and javascript: links pass, so script \
                                 in the Markdown can run.
                                 """))
    var unsafe = false

    func validate() throws {
        if let math, !["mathml", "svg"].contains(math) { throw ValidationError("unknown math format '\(math)'; the formats are: svg, mathml") }
        _ = try imagePolicy()
    }

    /// The images the page loads: as `--images` says, else all for `--trusted` Markdown and
    /// none remote otherwise.
    func imagePolicy() throws -> ImagePolicy {
        guard let images else { return reading.trusted ? .allowAll : .ask }
        switch images {
        case "ask": return .ask
        case "all": return .allowAll
        default:
            let hosts = images.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let policy = ImagePolicy.allowHosts(hosts)
            guard !hosts.isEmpty, policy.allowedHosts?.count == hosts.count else {
                throw ValidationError("--images takes ask, all, or host names separated by commas (such as images.example.com,*.cdn.example); got '\(images)'")
            }
            return policy
        }
    }

    /// The font formulas are typeset in: the one given, else the system's; none with `--math
    /// mathml`. Without `--math svg` a system without a math font draws MathML silently; with it,
    /// or with a font given that cannot be used, that is said on standard error.
    func svgMathFont() -> MathFont? {
        guard math != "mathml" else { return nil }
        guard let mathFont else {
            guard let font = MathFont.installed else {
                guard math == "svg" else { return nil }
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
        } catch FontError.missingTable("MATH") {
            // A text font: formulas are set in it with MathML Core's fallbacks, as a platform
            // without a math font sets them in its own.
            let url = URL(fileURLWithPath: mathFont)
            guard let bytes = try? Data(contentsOf: url), let font = try? OpenTypeFont(bytes: [UInt8](bytes)) else { return nil }
            return MathFont(textFont: font, name: url.lastPathComponent, textFaces: TextFaces(regular: [font]))
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
                                            stylesheet: linkStylesheet.map { .linked($0) } ?? .embedded, headingAnchorPrefix: anchorPrefix,
                                            images: try imagePolicy())
        let renderer = AccessibleHTMLRenderer(options: options, mathFont: svgMathFont())
        // A document with no text still needs a title (WCAG 2.4.2); its file's name is the one left.
        let fallback = AccessibleHTMLRenderer.title(of: model).isEmpty
            ? reading.file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } : nil
        try StandardOutput.write(fragment ? renderer.fragment(model) : renderer.page(model, title: title ?? fallback))
    }
}
