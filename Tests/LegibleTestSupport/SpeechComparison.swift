/// How spoken math is compared with the Speech Rule Engine's: exactly, after a normalisation
/// that hides what speech does not hear and what is an artifact of SRE's pipeline, never a
/// difference of meaning. Documented in `Documentation/MathSpeechDeviations.md`.
public enum SpeechComparison {
    /// Lower case, pause punctuation (`,.;:`) removed, white space collapsed: what a listener
    /// hears the same.
    public static func normalized(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text.lowercased() {
            if character == "," || character == "." || character == ";" || character == ":" { continue }
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(character)
        }
        return result
    }

    /// SRE's speech with its pipeline's artifacts undone, then ``normalized(_:)``:
    /// - "lamda" is SRE's spelling of lambda;
    /// - "normal" before a capital Greek letter, infinity, the empty set or not: MathJax marks
    ///   these upright, as TeX always sets them, and SRE hears an author's font choice;
    /// - "normal triangle" is SRE's name for an upright capital delta;
    /// - "not sign" is the Unicode name of ¬, which SRE reads where it has no word.
    public static func normalizedSRE(_ text: String) -> String {
        let words = normalized(text).split(separator: " ").map { $0 == "lamda" ? "lambda" : String($0) }
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : ""
            if word == "normal", next == "triangle" {
                result.append("delta")
                index += 2
            } else if word == "not", next == "sign" {
                result.append("not")
                index += 2
            } else if word == "normal", uprightByDefault.contains(next)
                        || (next == "empty" && index + 2 < words.count && words[index + 2] == "set") {
                index += 1
            } else {
                result.append(word)
                index += 1
            }
        }
        return result.joined(separator: " ")
    }

    /// Names SRE may hear "normal" before only because MathJax sets them upright, as TeX does.
    private static let uprightByDefault: Set<String> = [
        "gamma", "delta", "theta", "lambda", "xi", "pi", "sigma", "upsilon", "phi", "psi", "omega",
        "infinity", "not",
    ]
}
