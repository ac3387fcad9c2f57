import Foundation
import LegibleMath

/// Reads JSON lines with a `"tex"` field on standard input and writes each back with `"speech"`
/// added, for the scripts that compare Legible with the Speech Rule Engine
/// (`Scripts/sre-corpus-snapshot.py`, `Scripts/sre-mathml-snapshot.py`).
///
///     LegibleBenchmarks math-render [--style clearspeak|mathspeak] [--language de] < in.jsonl > out.jsonl
enum MathRender {
    static func run(_ arguments: [String]) throws {
        var style = MathSpeechStyle.clearSpeak
        var language = "en"
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch arguments[index] {
            case "--style":
                guard let named = MathSpeechStyle(name: value) else { throw BenchmarkError("unknown style '\(value)'") }
                style = named
                index += 2
            case "--language":
                language = value
                index += 2
            default:
                throw BenchmarkError("unknown argument '\(arguments[index])'")
            }
        }
        let speaker = MathSpeaker(style: style, language: language)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var output = Data()
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            let record = try JSONDecoder().decode(Input.self, from: Data(line.utf8))
            output.append(try encoder.encode(Output(tex: record.tex, speech: speaker.speak(record.tex).text)))
            output.append(0x0A)
        }
        FileHandle.standardOutput.write(output)
    }

    private struct Input: Decodable {
        let tex: String
    }

    private struct Output: Encodable {
        let tex: String
        let speech: String
    }
}
