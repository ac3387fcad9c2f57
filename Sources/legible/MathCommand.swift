import ArgumentParser
import LegibleMath

/// `legible math 'TeX' [--style clearspeak|mathspeak] [--language de]`: prints how the math reads
/// aloud; with `--mathml [--display]`, its MathML instead.
struct MathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "math",
        abstract: "Print how TeX math reads aloud.",
        discussion: """
        Give the TeX without its delimiters, in single quotes so the shell keeps the backslashes:
          legible math '\\frac{a+b}{2}'
          the fraction with numerator a plus b, and denominator 2
        """
    )

    @Argument(parsing: .allUnrecognized, help: "The TeX math to speak, without $ or \\( delimiters.")
    var tex: [String]

    @Option(help: "The speech style: \(MathSpeechStyle.allStyles.map(\.name).joined(separator: " or ")).")
    var style: String = MathSpeechStyle.clearSpeak.name

    @Option(help: "The language to speak (\(MathSpeaker.supportedLanguages.joined(separator: ", "))); others fall back to English.")
    var language: String = "en"

    @Flag(help: "Print the MathML Core of the math instead of its speech.")
    var mathml = false

    @Flag(help: "With --mathml: display math (<math display=\"block\">) rather than inline.")
    var display = false

    mutating func validate() throws {
        guard MathSpeechStyle(name: style) != nil else {
            let known = MathSpeechStyle.allStyles.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown style '\(style)'; the styles are: \(known)")
        }
    }

    func run() throws {
        let speechStyle = MathSpeechStyle(name: style) ?? .clearSpeak
        // The TeX may start with a minus sign, so it is taken as all the words that are not options.
        let words = tex.first == "--" ? Array(tex.dropFirst()) : tex
        let source = words.joined(separator: " ")
        if mathml {
            try StandardOutput.write(MathMLWriter().mathML(source, display: display) + "\n")
        } else {
            try StandardOutput.write(MathSpeaker(style: speechStyle, language: language).speak(source).text + "\n")
        }
    }
}
