import Foundation
import LegibleMath

/// Reads JSON lines with a `"tex"` field on standard input and writes each back with `"speech"`
/// added (or `"mathml"` with `--mathml`), for the scripts that compare Legible with the Speech
/// Rule Engine (`Scripts/sre-mathml-snapshot.py`).
///
///     LegibleBenchmarks math-render [--style clearspeak|mathspeak] [--language de] [--mathml] < in.jsonl > out.jsonl
enum MathRender {
    static func run(_ arguments: [String]) throws {
        var style = MathSpeechStyle.clearSpeak
        var language = "en"
        var mathML = false
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
            case "--mathml":
                mathML = true
                index += 1
            default:
                throw BenchmarkError("unknown argument '\(arguments[index])'")
            }
        }
        let speaker = MathSpeaker(style: style, language: language)
        let writer = MathMLWriter()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = Data()
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            let record = try JSONDecoder().decode(Input.self, from: Data(line.utf8))
            let output = mathML
                ? Output(tex: record.tex, speech: nil, mathml: writer.mathML(record.tex))
                : Output(tex: record.tex, speech: speaker.speak(record.tex).text, mathml: nil)
            lines.append(try encoder.encode(output))
            lines.append(0x0A)
        }
        FileHandle.standardOutput.write(lines)
    }

    private struct Input: Decodable {
        let tex: String
    }

    private struct Output: Encodable {
        let tex: String
        let speech: String?
        let mathml: String?
    }
}
