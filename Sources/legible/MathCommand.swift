import ArgumentParser
import LegibleMath
import LegibleMathLayout

/// `legible math 'TeX' [--style clearspeak|mathspeak] [--language de]`: prints how the math reads
/// aloud; with `--mathml [--display]`, its MathML instead; with `--layout json` or `--svg`, how TeX
/// lays it out in an OpenType math font.
struct MathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "math",
        abstract: "Print how TeX math reads aloud.",
        discussion: """
        Give the TeX without its delimiters, in single quotes so the shell keeps the backslashes, \
        or on standard input:
          legible math '\\frac{a+b}{2}'
          the fraction with numerator a plus b, and denominator 2
        TeX the speaker cannot read (an unknown command, unbalanced braces, \\left without \\right, \
        an environment not ended) is still spoken as well as it can be, and each problem is named on \
        standard error with exit status 1.
        """
    )

    @Argument(parsing: .allUnrecognized, help: "The TeX math to speak, without $ or \\( delimiters (standard input when omitted).")
    var tex: [String] = []

    @Option(help: "The speech style: \(MathSpeechStyle.allStyles.map(\.name).joined(separator: " or ")).")
    var style: String = MathSpeechStyle.clearSpeak.name

    @Option(help: "The language to speak (\(MathSpeaker.supportedLanguages.joined(separator: ", ")); de-AT falls back to de, others to English).")
    var language: String = "en"

    @Flag(help: "Print the MathML Core of the math instead of its speech.")
    var mathml = false

    @Flag(help: "With --mathml, --layout or --svg: display math rather than inline.")
    var display = false

    @Option(help: "Print the math's typeset layout instead of its speech; the format: json (glyphs and rules in points at 10 pt).")
    var layout: String?

    @Flag(help: "Print the typeset math as a self-contained SVG (glyphs as paths) instead of its speech.")
    var svg = false

    @Option(help: "With --layout or --svg: the OpenType math font file (default: the first of Latin Modern Math, TeX Gyre, STIX, Asana found on the system).")
    var font: String?

    @Option(help: "With --layout or --svg: the font of text in math (default: Latin Modern Roman with the default math font, else the math font).")
    var textFont: String?

    mutating func validate() throws {
        guard MathSpeechStyle(name: style) != nil else {
            let known = MathSpeechStyle.allStyles.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown style '\(style)'; the styles are: \(known)")
        }
        if let layout, layout != "json" { throw ValidationError("unknown layout format '\(layout)'; the format is: json") }
    }

    func run() throws {
        let speechStyle = MathSpeechStyle(name: style) ?? .clearSpeak
        // The TeX may start with a minus sign, so it is taken as all the words that are not options.
        let words = tex.first == "--" ? Array(tex.dropFirst()) : tex
        var source = words.joined(separator: " ")
        if words.isEmpty {
            source = String(decoding: try InputFile.read(nil), as: UTF8.self)
            while source.last?.isNewline == true { source.removeLast() }
        }
        if layout != nil || svg {
            let file = try MathFontFile.open(font)
            // Latin Modern Roman is the text font only of the default math font, Latin Modern Math.
            let text = try textFont.map { [try MathFontFile.open($0)] } ?? (font == nil ? try MathFontFile.text(MathFontFile.textPaths.regular) : [])
            // The other faces of Latin Modern go only with the default fonts.
            func family(_ paths: [String]) throws -> [MathFontFile] { textFont == nil && font == nil ? try MathFontFile.text(paths) : [] }
            let paths = MathFontFile.textPaths
            let (bold, italic, sansSerif, monospace) = (try family(paths.bold), try family(paths.italic), try family(paths.sansSerif), try family(paths.monospace))
            guard let typesetter = try? MathTypesetter(font: file.font, textFonts: text.map(\.font), boldTextFonts: bold.map(\.font),
                                                       italicTextFonts: italic.map(\.font), sansSerifTextFonts: sansSerif.map(\.font),
                                                       monospaceTextFonts: monospace.map(\.font)) else {
                throw InputFile.Unreadable(path: font ?? file.name, reason: "not a math font (it has no MATH table)")
            }
            let list = typesetter.layout(tex: source, display: display)
            if svg {
                let label = MathSpeaker(style: speechStyle, language: LanguageTag.best(language, in: MathSpeaker.supportedLanguages)).speak(source).text
                try StandardOutput.write(MathSVGWriter(typesetter: typesetter).svg(list, accessibleName: label) + "\n")
            } else {
                func name(_ face: MathDisplayList.Face) -> String {
                    let (files, level): ([MathFontFile], Int)
                    switch face {
                    case .math: return file.name
                    case .text(let textLevel): (files, level) = (text, textLevel)
                    case .boldText(let textLevel): (files, level) = (bold, textLevel)
                    case .italicText(let textLevel): (files, level) = (italic, textLevel)
                    case .sansSerifText(let textLevel): (files, level) = (sansSerif, textLevel)
                    case .monospaceText(let textLevel): (files, level) = (monospace, textLevel)
                    }
                    return files.isEmpty ? file.name : files[min(level, files.count - 1)].name
                }
                try StandardOutput.write(list.json(typesetter: typesetter, fontName: name) + "\n")
            }
        } else if mathml {
            try StandardOutput.write(MathMLWriter().mathML(source, display: display) + "\n")
        } else {
            let speaker = MathSpeaker(style: speechStyle, language: LanguageTag.best(language, in: MathSpeaker.supportedLanguages))
            try StandardOutput.write(speaker.speak(source).text + "\n")
        }
        let problems = MathSpeaker.problems(in: source)
        guard problems.isEmpty else { throw Unreadable(problems: problems) }
    }

    /// TeX the speaker read only as well as it could: exit status 1, each problem named.
    struct Unreadable: Error, CustomStringConvertible {
        let problems: [TeXProblem]

        var description: String {
            "cannot read the TeX: " + problems.map { problem in
                switch problem {
                case .unknownCommand(let name): "unknown command \\\(name)"
                case .unbalancedBraces: "a { without its } or a } without its {"
                case .unbalancedLeftRight: "a \\left without its \\right or a \\right without its \\left"
                case .unbalancedEnvironment(let name): "\\begin{\(name)} without its \\end{\(name)}, or the other way round"
                }
            }.joined(separator: "; ")
        }
    }
}
