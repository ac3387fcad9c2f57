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
            to page, j and k to scroll, g and G, / to search, q to quit) and jumps to the next heading \
            (h), link (l), table (t), code block (c) or formula (m), with Shift for the previous one; \
            ] follows a footnote and [ comes back; ? lists the keys. When standard output is not a \
            terminal the whole document is written out. --plain writes linear text without drawing \
            characters, for screen readers. Styles follow the theme unless NO_COLOR is set.
            """
    )

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    enum ColorScheme: String, ExpressibleByArgument, CaseIterable {
        case dark, light
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

    @Option(help: "Cells a line may take (the terminal's width, else $COLUMNS, else 80; --plain: no wrapping).")
    var width: Int?

    @Option(help: "Styles: auto (in a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorChoice = .auto

    @Option(name: .customLong("color-scheme"), help: "The theme's colors for a dark or light terminal.")
    var colorScheme: ColorScheme = .dark

    @Flag(name: .customLong("increase-contrast"), help: "Use the theme's increased-contrast colors.")
    var increaseContrast = false

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
        let bytes = try InputFile.read(reading.file)
        let outputIsTerminal = isatty(STDOUT_FILENO) != 0
        let terminal = plain || !outputIsTerminal ? nil : RawTerminal()
        let environment = ProcessInfo.processInfo.environment
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let usesStyles = color == .always || (color == .auto && !plain && outputIsTerminal && !noColor)
        let layoutWidth = width ?? (plain ? Self.unwrapped : (RawTerminal.size()?.columns ?? Int(environment["COLUMNS"] ?? "") ?? 80))
        let options = CellLayoutOptions(width: layoutWidth, codeOverflow: plain ? .scroll : .clip, drawing: plain ? .plain : .boxDrawing,
                                        mathForm: mathForm)
        let phrases = PhraseTable.named(reading.language) ?? .english
        let document = stream
            ? ViewDocument(streaming: bytes, chunk: chunk, parseOptions: reading.dialect.parseOptions, phrases: phrases, options: options)
            : ViewDocument(bytes: bytes, parseOptions: reading.dialect.parseOptions, phrases: phrases, options: options)
        let painter = TerminalPainter(theme: .standard, appearance: Appearance(colorScheme: colorScheme == .dark ? .dark : .light,
                                                                               increasedContrast: increaseContrast),
                                      usesStyles: usesStyles)
        if let terminal {
            Pager(terminal: terminal, document: document, painter: painter, streamDelay: delayMilliseconds).run()
            return
        }
        document.finishStream()
        let layout = document.layout
        var out = ""
        for spans in layout.paint(rows: 0..<Int(layout.size.height)) {
            var row = painter.row(spans, width: Int.max)
            while row.hasSuffix(" ") { row.removeLast() }
            out += row + "\n"
        }
        StandardOutput.write(out)
    }

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
