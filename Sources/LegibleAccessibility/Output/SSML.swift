import LegibleMath

extension ReadAllScript {
    /// The script as SSML 1.1 for a speech engine: each utterance a sentence followed by its
    /// pause; math with the pauses of its own structure; code with its punctuation spelled out
    /// in words, since SSML has no portable way to ask for punctuation to be read; stretches in
    /// another language than the phrase table's in `<lang>`.
    public func ssml(phrases: PhraseTable) -> String {
        var out = Self.ssmlStart(phrases: phrases)
        for utterance in utterances { out += utterance.ssml(phrases: phrases) }
        return out + Self.ssmlEnd
    }

    /// What ``ssml(phrases:)`` writes before the first utterance: the `<speak>` tag.
    public static func ssmlStart(phrases: PhraseTable) -> String {
        "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(phrases.languageCode)\">\n"
    }

    /// What ``ssml(phrases:)`` writes after the last utterance.
    public static let ssmlEnd = "</speak>\n"
}

extension ReadAllScript.Utterance {
    /// The utterance as ``ReadAllScript/ssml(phrases:)`` writes it, one line: its sentence and
    /// its pause. Between ``ReadAllScript/ssmlStart(phrases:)`` and ``ReadAllScript/ssmlEnd``,
    /// the utterances of ``ReadingModel/readAll(_:)`` are the script's SSML written as it is made.
    public func ssml(phrases: PhraseTable) -> String {
        var out = "<s>"
        if let math, text.hasSuffix(math.text) {
            // Words said before the formula (a list item's bullet), then the formula.
            let lead = text.dropLast(math.text.count)
            out += SSMLText.escaped(String(lead))
            let language = languageRuns.last.flatMap { $0.utf16Range.upperBound == text.utf16.count ? $0.language : nil }
            if let language { out += "<lang xml:lang=\"\(language)\">" }
            for segment in math.segments {
                switch segment {
                case .words(let words): out += SSMLText.escaped(words) + " "
                case .pause(let pause): out += "<break strength=\"\(SSMLText.strength(of: pause))\"/>"
                }
            }
            if language != nil { out += "</lang>" }
        } else if speaksPunctuation {
            out += SSMLText.escaped(SSMLText.spellingPunctuation(text, phrases: phrases))
        } else {
            out += SSMLText.marked(text, runs: languageRuns)
        }
        out += "</s>"
        if pauseAfter != .none { out += "<break strength=\"\(SSMLText.strength(of: pauseAfter))\"/>" }
        return out + "\n"
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

    /// Escaped text with each language run in a `<lang>` element.
    static func marked(_ text: String, runs: [LanguageRun]) -> String {
        guard !runs.isEmpty else { return escaped(text) }
        let utf16 = text.utf16
        var out = ""
        var position = text.startIndex
        for run in runs {
            let start = utf16.index(utf16.startIndex, offsetBy: run.utf16Range.lowerBound)
            let end = utf16.index(utf16.startIndex, offsetBy: run.utf16Range.upperBound)
            out += escaped(String(text[position..<start]))
            out += "<lang xml:lang=\"\(run.language)\">" + escaped(String(text[start..<end])) + "</lang>"
            position = end
        }
        return out + escaped(String(text[position...]))
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
