import ArgumentParser
import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// `legible view FILE`: the document drawn in the terminal, to read and move around in.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Read a Markdown file in the terminal: wrapped, styled, with tables, code and math drawn.",
        discussion: """
            In a terminal the document is shown a screen at a time, with the keys of less (space and b \
            to page, j and k to scroll, g and G, / to search with a regular expression and n and N for \
            the next and previous match, ← and → to scroll code sideways, q to quit), w to wrap code, \
            and jumps to the next heading (h), link (l), table (t), code block (c) or formula (m), with \
            Shift for the previous one; o shows where the focused link goes; ] follows a footnote or a \
            link to a heading (#section) and [ comes back; ? lists the keys. The cursor sits on the focused item or match. When standard \
            output is not a terminal, or TERM is dumb, the whole document is written out with code \
            wrapped, links numbered and their addresses listed after it, and styles marked as \
            Markdown marks them (**strong**, _emphasis_, ~~struck~~, `code`, ### headings). --plain writes \
            linear text without drawing characters, for screen readers. Body text keeps the \
            terminal's own colours; the theme's other colours follow a light or dark background \
            (COLORFGBG, else the terminal's answer to OSC 11) and the colours the terminal has \
            (COLORTERM, TERM); code spans stand on a tinted chip. NO_COLOR removes colour but keeps \
            bold, underline and reverse video; without colour, code spans are set between backticks.
            """
    )

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    enum ColorScheme: String, ExpressibleByArgument, CaseIterable {
        case auto, dark, light
    }

    enum MathChoice: String, ExpressibleByArgument, CaseIterable {
        case unicode, tex, speech
    }

    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Write linear text with no drawing characters and no styles, for screen readers.")
    var plain = false

    @Option(help: "Formulas as: unicode (one line, `x² + 1`), tex (the source), speech (as they are spoken).")
    var math: MathChoice = .unicode

    @Flag(name: .customLong("speak-math"), help: "Show formulas as they are spoken (--math speech).")
    var speakMath = false

    @Option(help: "Cells a line may take (the terminal's width, else $COLUMNS, else 80; --plain into a pipe: no wrapping).")
    var width: Int?

    @Option(help: "Styles: auto (in a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorChoice = .auto

    @Option(name: .customLong("color-scheme"),
            help: "The theme's colors for a dark or light terminal (auto: from COLORFGBG, else by asking the terminal, else dark).")
    var colorScheme: ColorScheme = .auto

    @Flag(name: .customLong("increase-contrast"), help: "Use the theme's increased-contrast colors.")
    var increaseContrast = false

    @Flag(name: .customLong("line-numbers"), help: "Number the lines of code blocks (beside the code, not part of it).")
    var lineNumbers = false

    @Flag(help: "Show the file arriving as a streamed answer, CHUNK bytes every DELAY milliseconds.")
    var stream = false

    @Option(help: "Bytes per chunk with --stream.")
    var chunk = 16

    @Option(name: .customLong("delay-ms"), help: "Milliseconds between chunks with --stream.")
    var delayMilliseconds = 50

    func validate() throws {
        guard chunk > 0 else { throw ValidationError("--chunk must be at least 1") }
        guard delayMilliseconds >= 0 else { throw ValidationError("--delay-ms must not be negative") }
        if let width, width < 1 { throw ValidationError("--width must be at least 1") }
    }

    func run() throws {
        // The command runs on the main thread, where the view core lives.
        try MainActor.assumeIsolated { try show() }
    }

    @MainActor
    private func show() throws {
        // A pipe still being written is shown as it arrives; a file is read whole.
        let live = try LiveInput.opened(reading.file)
        let bytes = live == nil ? try InputFile.read(reading.file) : []
        let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
        let outputIsTerminal = isatty(STDOUT_FILENO) != 0
        let terminal = plain || !outputIsTerminal || environment.isDumb ? nil : RawTerminal()
        let styling: TerminalPainter.Styling = switch color {
        case .always: .color
        case .never: .none
        case .auto: plain || !outputIsTerminal || environment.isDumb ? .none : environment.noColor ? .monochrome : .color
        }
        let terminalWidth = RawTerminal.size()?.columns ?? Int(environment.variables["COLUMNS"] ?? "")
        let layoutWidth = width ?? (plain && !outputIsTerminal ? Self.unwrapped : terminalWidth ?? 80)
        // Code is cut only where the pager can scroll it sideways; elsewhere it wraps.
        let options = CellLayoutOptions(width: layoutWidth, codeOverflow: terminal == nil ? .wrap : .clip, drawing: plain ? .plain : .boxDrawing,
                                        mathForm: mathForm,
                                        linkReferences: terminal == nil || !environment.showsHyperlinks, textMarks: styling == .none,
                                        codeMarks: styling != .color,
                                        codeLineNumbers: lineNumbers)
        // The front matter, if any, is within its longest length of the start.
        let phrases = reading.phrases(for: MarkdownDocument(parsing: bytes.prefix(FrontMatter.maximumLength + 1), options: reading.dialect.parseOptions).frontMatter)
        let document = live != nil
            ? ViewDocument(streaming: [], chunk: 1, live: true, parseOptions: reading.parseOptions, phrases: phrases, options: options)
            : stream
            ? ViewDocument(streaming: bytes, chunk: chunk, parseOptions: reading.parseOptions, phrases: phrases, options: options)
            : ViewDocument(bytes: bytes, parseOptions: reading.parseOptions, phrases: phrases, options: options)
        let scheme: Appearance.ColorScheme = switch colorScheme {
        case .dark: .dark
        case .light: .light
        case .auto:
            TerminalBackground.scheme(colorFGBG: environment.variables["COLORFGBG"])
                ?? terminal?.queryBackground(timeout: Self.backgroundQueryTimeout).flatMap(TerminalBackground.scheme(osc11Reply:)) ?? .dark
        }
        let painter = TerminalPainter(theme: .standard, appearance: Appearance(colorScheme: scheme, increasedContrast: increaseContrast),
                                      styling: styling, colors: TerminalColors(environment: environment.variables), file: reading.file)
        if let terminal {
            Pager(terminal: terminal, document: document, live: live, painter: painter, streamDelay: delayMilliseconds).run()
            return
        }
        let write: (String) throws -> Void = { styling == .none ? try StandardOutput.write($0) : try StandardOutput.writeStyled($0) }
        if let live {
            try writeSettled(document, from: live, painter: painter, write: write)
        } else {
            document.finishStream()
            try write(Self.rows(0..<Int(document.layout.size.height), of: document.layout, painter: painter))
        }
        try write(Self.referenceList(document.layout.linkReferences, file: reading.file, phrases: phrases))
    }

    /// Writes a live answer to an output that is not a terminal: with `--plain`, each block once
    /// it is settled (no longer being written), in order and never rewritten, so that a
    /// terminal screen reader hears the answer once, as it arrives; otherwise all of it once
    /// the input closes.
    @MainActor
    private func writeSettled(_ document: ViewDocument, from live: LiveInput, painter: TerminalPainter,
                              write: (String) throws -> Void) throws {
        var written = 0
        while !live.isClosed {
            let bytes = try live.nextBytes()
            if !bytes.isEmpty { document.receive(bytes) }
            if plain, document.settledRows > written {
                try write(Self.rows(written..<document.settledRows, of: document.layout, painter: painter))
                written = document.settledRows
            }
        }
        document.endOfInput()
        try write(Self.rows(written..<max(written, document.settledRows), of: document.layout, painter: painter))
    }

    /// Rows of a layout as text lines, trailing spaces trimmed.
    private static func rows(_ rows: Range<Int>, of layout: CellLayout, painter: TerminalPainter) -> String {
        var out = ""
        for spans in layout.paint(rows: rows) {
            var row = painter.row(spans, width: Int.max)
            while row.hasSuffix(" ") { row.removeLast() }
            out += row + "\n"
        }
        return out
    }

    /// The addresses of the links, numbered as their references in the text, relative ones
    /// resolved against the file (empty without links), under the links' name in `phrases`
    /// ("Links:", French "Liens:").
    static func referenceList(_ references: LinkReferences, file: String?, phrases: PhraseTable) -> String {
        guard !references.destinations.isEmpty else { return "" }
        return "\n" + phrases.text(.linksRotor) + ":\n" + references.destinations.enumerated().map { index, destination in
            "[\(index + 1)] " + ControlPictures.replacing(in: LinkAddress.resolved(destination, in: file)) + "\n"
        }.joined()
    }

    /// How long a terminal has to say what its background is, in milliseconds: a local one
    /// answers in about one, one over SSH in a round trip.
    static let backgroundQueryTimeout: Int32 = 150

    /// How formulas are shown: `--speak-math` is `--math speech`.
    var mathForm: CellLayoutOptions.MathForm {
        if speakMath { return .spoken }
        switch math {
        case .unicode: return .unicode
        case .tex: return .tex
        case .speech: return .spoken
        }
    }

    /// The width of `--plain` text: no wrapping, the terminal (or the screen reader) does it.
    static let unwrapped = 100_000
}
