import ArgumentParser
import LegibleMath
import LegibleMathLayout
import LegibleRendering

/// `legible math 'TeX' [--style clearspeak|mathspeak] [--language de]`: prints how the math reads
/// aloud; with `--mathml [--display]`, its MathML instead; with `--braille nemeth`, its Nemeth
/// braille; with `--layout json` or `--svg`, how TeX lays it out in an OpenType math font.
struct MathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "math",
        abstract: "Print how TeX math reads aloud.",
        discussion: """
        Give the TeX without its delimiters, in single quotes so the shell keeps the backslashes, \
        or on standard input; after `--` when it starts with a minus sign, as with any command:
          legible math '\\frac{a+b}{2}'
          the fraction with numerator a plus b, and denominator 2
          legible math -- '-x^2'
          negative x squared
        TeX the speaker cannot read (an unknown command, unbalanced braces, \\left without \\right, \
        an environment not ended) is still spoken as well as it can be, and each problem is named on \
        standard error with exit status 1. --braille nemeth prints Unicode braille cells, a line for \
        each row of a table; a character Nemeth has no symbol for is written in a transcriber's note \
        and named on standard error, with exit status 1 as well.
        """
    )

    @Argument(help: "The TeX math to speak, without $ or \\( delimiters (standard input when omitted); after -- when it starts with -.")
    var tex: [String] = []

    @Option(help: "The speech style: \(MathSpeechStyle.allStyles.map(\.name).joined(separator: " or ")).")
    var style: String = MathSpeechStyle.clearSpeak.name

    @Option(help: "The language to speak (\(MathSpeaker.supportedLanguages.joined(separator: ", ")); de-AT falls back to de, others to English).")
    var language: String = "en"

    @Flag(help: "Print the MathML Core of the math instead of its speech.")
    var mathml = false

    @Option(help: "Print the math in braille instead of its speech, as Unicode braille cells; the code: nemeth.")
    var braille: String?

    @Flag(help: "With --mathml, --layout or --svg: display math rather than inline.")
    var display = false

    @Option(help: "Print the math's typeset layout instead of its speech; the format: json (glyphs and rules in points at 10 pt).")
    var layout: String?

    @Flag(help: "Print the typeset math as a self-contained SVG (glyphs as paths) instead of its speech.")
    var svg = false

    @Option(help: "With --layout or --svg: the OpenType math font file (default: the first of Latin Modern Math, TeX Gyre, STIX, Asana found on the system).")
    var font: String?

    @Option(help: "With --layout or --svg: the font of text in math (default: the text faces found beside the math font, as Latin Modern Roman, Sans and Mono beside Latin Modern Math, else the math font).")
    var textFont: String?

    mutating func validate() throws {
        guard MathSpeechStyle(name: style) != nil else {
            let known = MathSpeechStyle.allStyles.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown style '\(style)'; the styles are: \(known)")
        }
        if let layout, layout != "json" { throw ValidationError("unknown layout format '\(layout)'; the format is: json") }
        if let braille, braille != "nemeth" { throw ValidationError("unknown braille code '\(braille)'; the code is: nemeth") }
    }

    func run() throws {
        let speechStyle = MathSpeechStyle(name: style) ?? .clearSpeak
        var source = tex.joined(separator: " ")
        if tex.isEmpty {
            source = String(decoding: try InputFile.read(nil), as: UTF8.self)
            while source.last?.isNewline == true { source.removeLast() }
        }
        // Parsed once: every output below reads this.
        let formula = Formula(source)
        if layout != nil || svg {
            let file = try MathFontFile.open(font)
            // A text font given is the regular face alone; else the faces found beside the math font.
            let faces = textFont == nil ? TextFaceFiles.beside(mathFontAt: file.path) : nil
            let text = try textFont.map { [try MathFontFile.open($0)] } ?? MathFontFile.text(faces?.regular ?? [])
            let (bold, italic, sansSerif, monospace) = (try MathFontFile.text(faces?.bold ?? []), try MathFontFile.text(faces?.italic ?? []),
                                                        try MathFontFile.text(faces?.sansSerif ?? []), try MathFontFile.text(faces?.monospace ?? []))
            guard let typesetter = try? MathTypesetter(font: file.font, textFonts: text.map(\.font), boldTextFonts: bold.map(\.font),
                                                       italicTextFonts: italic.map(\.font), sansSerifTextFonts: sansSerif.map(\.font),
                                                       monospaceTextFonts: monospace.map(\.font)) else {
                throw InputFile.Unreadable(path: font ?? file.name, reason: "not a math font (it has no MATH table)")
            }
            let list = typesetter.layout(formula, display: display)
            if svg {
                let label = MathSpeaker(style: speechStyle, language: LanguageTag.best(language, in: MathSpeaker.supportedLanguages)).speak(formula).text
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
            try StandardOutput.write(MathMLWriter().mathML(formula, display: display) + "\n")
        } else if braille != nil {
            let nemeth = NemethWriter().braille(formula)
            try StandardOutput.write(nemeth.text + "\n")
            guard formula.isReadable, nemeth.untranscribed.isEmpty else {
                throw Unreadable(problems: formula.problems, untranscribed: nemeth.untranscribed)
            }
        } else {
            let speaker = MathSpeaker(style: speechStyle, language: LanguageTag.best(language, in: MathSpeaker.supportedLanguages))
            try StandardOutput.write(speaker.speak(formula).text + "\n")
        }
        guard formula.isReadable else { throw Unreadable(problems: formula.problems) }
    }

    /// TeX the speaker read only as well as it could, or characters braille has no symbol for:
    /// exit status 1, each problem named.
    struct Unreadable: Error, CustomStringConvertible {
        let problems: [TeXProblem]
        /// Characters the braille code has no symbol for.
        var untranscribed: [Unicode.Scalar] = []

        var description: String {
            var parts: [String] = []
            if !problems.isEmpty { parts.append(texDescription) }
            if !untranscribed.isEmpty {
                parts.append("no Nemeth symbol for " + untranscribed.map { scalar in
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                    return "\(scalar) (\(code) \(scalar.properties.name ?? "unnamed"))"
                }.joined(separator: ", "))
            }
            return parts.joined(separator: "; ")
        }

        private var texDescription: String {
            "cannot read the TeX: " + problems.map { problem in
                switch problem {
                case .unknownCommand(let name): "unknown command \\\(name)"
                case .unbalancedBraces: "a { without its } or a } without its {"
                case .unbalancedLeftRight: "a \\left without its \\right or a \\right without its \\left"
                case .unbalancedEnvironment(let name): "\\begin{\(name)} without its \\end{\(name)}, or the other way round"
                case .nestedTooDeeply(let limit): "nested more than \(limit) levels deep (groups, fractions, roots, fences, scripts)"
                }
            }.joined(separator: "; ")
        }
    }
}
