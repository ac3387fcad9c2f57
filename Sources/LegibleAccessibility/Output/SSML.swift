import LegibleMath

extension ReadAllScript {
    /// The script as SSML 1.1 for a speech engine: each utterance a sentence followed by its
    /// pause; math with the pauses of its own structure; code with its punctuation spelled out
    /// in words, since SSML has no portable way to ask for punctuation to be read.
    public func ssml(phrases: PhraseTable) -> String {
        var out = "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(phrases.languageCode)\">\n"
        for utterance in utterances {
            out += "<s>"
            if let math = utterance.math {
                for segment in math.segments {
                    switch segment {
                    case .words(let words): out += SSMLText.escaped(words) + " "
                    case .pause(let pause): out += "<break strength=\"\(SSMLText.strength(of: pause))\"/>"
                    }
                }
            } else if utterance.speaksPunctuation {
                out += SSMLText.escaped(SSMLText.spellingPunctuation(utterance.text, phrases: phrases))
            } else {
                out += SSMLText.escaped(utterance.text)
            }
            out += "</s>"
            if utterance.pauseAfter != .none { out += "<break strength=\"\(SSMLText.strength(of: utterance.pauseAfter))\"/>" }
            out += "\n"
        }
        return out + "</speak>\n"
    }
}

/// Escaping and spelling for SSML.
enum SSMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    static func strength(of pause: ReadAllScript.Pause) -> String {
        switch pause {
        case .none: "none"
        case .short: "weak"
        case .medium: "medium"
        case .long: "x-strong"
        }
    }

    static func strength(of pause: MathSpeech.Pause) -> String {
        if pause >= .long { return "strong" }
        return pause >= .medium ? "medium" : "weak"
    }

    private static let punctuation: [Character: Phrase] = [
        "!": .punctuationExclamation, "\"": .punctuationQuote, "#": .punctuationHash, "$": .punctuationDollar,
        "%": .punctuationPercent, "&": .punctuationAmpersand, "'": .punctuationApostrophe,
        "(": .punctuationOpenParenthesis, ")": .punctuationCloseParenthesis, "*": .punctuationAsterisk,
        "+": .punctuationPlus, ",": .punctuationComma, "-": .punctuationHyphen, ".": .punctuationPeriod,
        "/": .punctuationSlash, ":": .punctuationColon, ";": .punctuationSemicolon, "<": .punctuationLessThan,
        "=": .punctuationEquals, ">": .punctuationGreaterThan, "?": .punctuationQuestion, "@": .punctuationAt,
        "[": .punctuationOpenBracket, "\\": .punctuationBackslash, "]": .punctuationCloseBracket,
        "^": .punctuationCaret, "_": .punctuationUnderscore, "`": .punctuationBacktick, "{": .punctuationOpenBrace,
        "|": .punctuationVerticalBar, "}": .punctuationCloseBrace, "~": .punctuationTilde,
    ]

    /// Code with each ASCII punctuation mark replaced by its name (`f(x)` → "f open parenthesis
    /// x close parenthesis").
    static func spellingPunctuation(_ code: String, phrases: PhraseTable) -> String {
        var words: [String] = []
        var word = ""
        for character in code {
            if let phrase = punctuation[character] {
                if !word.isEmpty { words.append(word); word = "" }
                words.append(phrases.text(phrase))
            } else if character.isWhitespace {
                if !word.isEmpty { words.append(word); word = "" }
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }
}
