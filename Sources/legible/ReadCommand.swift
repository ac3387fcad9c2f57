import ArgumentParser
import LegibleAccessibility

/// `legible read FILE`: the read-all script.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Print what Speak Screen or VoiceOver's read-all would say, one utterance per line.",
        discussion: """
            Each line is one utterance. Lines of code, which a reader speaks with their punctuation, \
            start with "code: ". With --ssml the script is written as SSML 1.1 instead, with pauses \
            as breaks and the punctuation of code spelled out.
            """
    )

    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Write SSML instead of one utterance per line.")
    var ssml = false

    func run() throws {
        let model = try reading.model()
        let script = model.readAllScript
        if ssml {
            try StandardOutput.write(script.ssml(phrases: model.phrases))
            return
        }
        var out = ""
        for utterance in script.utterances {
            out += (utterance.speaksPunctuation ? "code: " : "") + utterance.text + "\n"
        }
        try StandardOutput.write(out)
    }
}
