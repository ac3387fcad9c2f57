/// How both styles speak single symbols and text: by the wording's name for the symbol, else by
/// the symbol itself when it is a letter or digit of some script, else by its Unicode name, so
/// that no backslash, brace or unreadable sign ever reaches the listener.
package struct SymbolSpeech {
    let wording: MathWording
    let rules: MathSpeechStyle.Rules

    /// Speaks symbols with `wording`'s names, as `rules` name fonts and letters. (Written out so
    /// that tests, which import the module without `@testable`, can make one.)
    package init(wording: MathWording, rules: MathSpeechStyle.Rules) {
        self.wording = wording
        self.rules = rules
    }

    /// The name of the symbol with key `key`.
    package func name(_ key: String) -> String {
        if key.utf8.count == 1, let byte = key.utf8.first,
           (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) {
            // A Latin letter or a digit is its own name.
            return key
        }
        let named = rules == .clearSpeak ? wording.clearSpeakName(key) : wording.mathSpeakName(key)
        if let named { return named }
        return Self.fallbackName(key)
    }

    /// Whether a name written as one identifier is read as a word: three letters or more, lower
    /// case but perhaps the first (`merge`, `Attention`); others are spelled (`dp`, `MLP`).
    static func readsAsWord(_ key: String) -> Bool {
        let scalars = key.unicodeScalars
        guard scalars.count >= 3, let first = scalars.first, first.properties.isAlphabetic else { return false }
        return scalars.dropFirst().allSatisfy { $0.properties.isLowercase }
    }

    /// A key the wording does not name: letters and digits stand for themselves, other signs are
    /// read by their Unicode names.
    static func fallbackName(_ key: String) -> String {
        var words: [String] = []
        var run = ""
        for scalar in key.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                run.unicodeScalars.append(scalar)
                continue
            }
            if !run.isEmpty {
                words.append(run)
                run = ""
            }
            if scalar.properties.isWhitespace { continue }
            if let name = scalar.properties.nameAlias ?? scalar.properties.name {
                words.append(name.lowercased())
            }
        }
        if !run.isEmpty { words.append(run) }
        return words.joined(separator: " ")
    }

    /// Speaks text as written, but with its punctuation and signs named ("Equation 1: x" is
    /// "Equation 1 colon x").
    func speakText(_ text: String, into out: inout SpeechBuffer) {
        var word = ""
        func flush() {
            // A lone Greek letter in text is read by its name, as in math.
            if word.unicodeScalars.count == 1, let scalar = word.unicodeScalars.first, (0x391...0x3C9).contains(scalar.value) {
                if rules == .mathSpeak, scalar.properties.isUppercase { out.say(wording[.upper]) }
                out.say(name(word))
            } else {
                out.say(word)
            }
            word = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'" || scalar == "-" {
                word.unicodeScalars.append(scalar)
                continue
            }
            flush()
            if scalar.properties.isWhitespace { continue }
            out.say(name(String(Character(scalar))))
        }
        flush()
    }

    /// Speaks the name of an unknown command: "the command foo".
    func speakUnknownCommand(_ name: String, into out: inout SpeechBuffer) {
        out.say(wording[.theCommand])
        speakText(name, into: &out)
    }
}
