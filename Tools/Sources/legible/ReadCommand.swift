import ArgumentParser
import LegibleAccessibility

/// `legible read FILE`: the read-all script.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Print what Speak Screen or VoiceOver's read-all would say, one utterance per line.",
        discussion: """
            Each line is one utterance. Lines of code, which a reader speaks with their punctuation, \
            start with the reader's word for code and a colon ("code: " in English, "código: " in \
            Spanish). With --ssml the script is written as SSML 1.1 instead, with pauses \
            as breaks and the punctuation of code spelled out.
            """
    )

    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Write SSML instead of one utterance per line.")
    var ssml = false

    func run() throws {
        let model = try reading.model()
        let phrases = model.phrases
        if ssml {
            try write(model, start: ReadAllScript.ssmlStart(phrases: phrases), end: ReadAllScript.ssmlEnd) { utterance, out in
                var line = utterance.ssml(phrases: phrases)
                line.withUTF8 { out.append(contentsOf: $0) }
            }
            return
        }
        let codeMark = Array((phrases.text(.codeLine) + " ").utf8)
        try write(model, start: "", end: "") { utterance, out in
            if utterance.speaksPunctuation { out.append(contentsOf: codeMark) }
            var text = utterance.text
            text.withUTF8 { out.append(contentsOf: $0) }
            out.append(0x0A)
        }
    }

    /// Writes the script as it is made, each utterance as `line` puts it, in pieces of about
    /// 64 KB: never the whole script in memory, nor a write per utterance.
    private func write(_ model: ReadingModel, start: String, end: String,
                       line: (ReadAllScript.Utterance, inout [UInt8]) -> Void) throws {
        let pieceSize = 1 << 16
        try StandardOutput.writePieces { writePiece in
            var out = Array(start.utf8)
            out.reserveCapacity(pieceSize + 4096)
            model.readAll { utterance in
                line(utterance, &out)
                if out.count >= pieceSize {
                    out.withUnsafeBufferPointer(writePiece)
                    out.removeAll(keepingCapacity: true)
                }
            }
            out.append(contentsOf: end.utf8)
            out.withUnsafeBufferPointer(writePiece)
        }
    }
}
