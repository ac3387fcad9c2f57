import LegibleMath

/// TeX math: speech in ClearSpeak and MathSpeak (English) and ClearSpeak (German) never shows
/// TeX syntax (a backslash or a brace) for a formula the speaker can read (`MathSpeaker.canRead`),
/// and the MathML is well nested.
enum MathHarness {
    static let speakers = [MathSpeaker(style: .clearSpeak), MathSpeaker(style: .mathSpeak), MathSpeaker(style: .clearSpeak, language: "de")]

    static func problem(_ bytes: [UInt8]) -> String? {
        let tex = String(decoding: bytes, as: UTF8.self)
        let readable = MathSpeaker.canRead(tex)
        for speaker in speakers {
            let speech = speaker.speak(tex).text
            if readable, speech.contains(where: { $0 == "\\" || $0 == "{" || $0 == "}" }) {
                return "TeX syntax in the speech of a readable formula: \(speech)"
            }
        }
        let mathML = MathMLWriter().mathML(tex, display: bytes.count % 2 == 0)
        if let problem = HTMLNesting.problem(mathML) { return "MathML: \(problem)" }
        return nil
    }
}
