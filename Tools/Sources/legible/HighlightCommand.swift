import ArgumentParser
import Foundation
import LegibleHighlight
import LegibleRendering

/// `legible highlight FILE --language L`: code highlighted in the terminal, or its token runs
/// as JSON.
struct HighlightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "highlight",
        abstract: "Highlight code: colors in a terminal, or the token runs as JSON.",
        discussion: """
            Reads FILE, or standard input when no file is given. LANGUAGE is a name as code fences \
            write it (swift, py, js, sh, console, objc, yml, …; any case); without it, the file's \
            extension names it (x.py is Python); an unknown language is plain text. Colors are used when standard output is a terminal and NO_COLOR is not set, \
            unless --color says otherwise. --format json writes {"language", "runs": [{"class", \
            "utf8", "utf16"}]} with each range as [start, end).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum Color: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "The code file to highlight (standard input when omitted).", completion: .file())
    var file: String?

    @Option(help: "The code's language, as a code fence names it (default: the file's extension).")
    var language: String?

    @Option(help: "What to write: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Option(help: "When to color text output: \(Color.allCases.map(\.rawValue).joined(separator: ", ")).")
    var color: Color = .auto

    func run() throws {
        let code = String(decoding: try InputFile.read(file), as: UTF8.self)
        let highlighter = CodeHighlighter(languageName: language ?? Self.languageName(ofFile: file))
        let runs = highlighter.runs(in: code)
        switch format {
        case .json:
            try StandardOutput.write(Self.json(highlighter.language, runs))
        case .text:
            let environment = ProcessInfo.processInfo.environment
            let colors = TokenColors(theme: .standard, colorFGBG: environment["COLORFGBG"], terminal: TerminalColors(environment: environment))
            try usesColor ? StandardOutput.writeStyled(Self.ansi(code, runs, colors: colors)) : StandardOutput.write(code)
        }
    }

    private var usesColor: Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
    }

    /// The language a file's name implies: its extension, which is the name code fences use for
    /// most languages (`py`, `swift`, `rs`); empty (plain text) without one.
    static func languageName(ofFile file: String?) -> String {
        guard let file, file != "-" else { return "" }
        return URL(fileURLWithPath: file).pathExtension
    }

    /// The runs as JSON, one run a line.
    static func json(_ language: CodeLanguage, _ runs: [TokenRun]) -> String {
        let lines = runs.map { run in
            "{\"class\": \"\(run.tokenClass.name)\", \"utf8\": [\(run.utf8Range.lowerBound), \(run.utf8Range.upperBound)], "
                + "\"utf16\": [\(run.utf16Range.lowerBound), \(run.utf16Range.upperBound)]}"
        }
        let name = language.displayName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "{\"language\": \"\(name)\", \"highlighted\": \(language.isHighlighted), \"runs\": [\n"
            + lines.map { "  " + $0 }.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]}\n"
    }

    /// The code with each run wrapped in the SGR style of its class, the code's own controls
    /// shown as pictures.
    static func ansi(_ code: String, _ runs: [TokenRun], colors: TokenColors) -> String {
        let bytes = Array(code.utf8)
        func text(_ range: Range<Int>) -> String {
            ControlPictures.replacing(in: String(decoding: bytes[range], as: UTF8.self), keepingLineBreaksAndTabs: true)
        }
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        var position = 0
        for run in runs {
            guard let style = colors.style(run.tokenClass) else { continue }
            out += text(position..<run.utf8Range.lowerBound) + "\u{1B}[\(style)m" + text(run.utf8Range) + "\u{1B}[0m"
            position = run.utf8Range.upperBound
        }
        return out + text(position..<bytes.count)
    }

    /// The SGR style of each token class: its colour from the theme, as `legible view`, the page
    /// and the Apple views colour it (`Theme.foregroundRole(for:)`), in the colours the terminal
    /// has; bold or italic for the classes drawn so.
    struct TokenColors {
        let theme: Theme
        let palette: Palette
        let terminal: TerminalColors

        /// The theme's colours for a terminal whose background `COLORFGBG` tells (dark when it
        /// does not: `highlight` writes into a pipe and asks the terminal nothing).
        init(theme: Theme, colorFGBG: String?, terminal: TerminalColors) {
            self.theme = theme
            palette = theme.palette(for: Appearance(colorScheme: TerminalBackground.scheme(colorFGBG: colorFGBG) ?? .dark))
            self.terminal = terminal
        }

        /// The SGR parameters of a class; `nil` for text drawn as plain code.
        func style(_ tokenClass: TokenClass) -> String? {
            var codes: [String] = []
            switch tokenClass {
            case .strong, .heading, .diffHeader: codes.append("1")
            case .emphasis, .docComment: codes.append("3")
            default: break
            }
            let role = theme.foregroundRole(for: tokenClass)
            if role != .code && palette[role] != palette[.code] { codes.append(terminal.foreground(palette[role])) }
            return codes.isEmpty ? nil : codes.joined(separator: ";")
        }
    }
}
