/// Something the model says, with the stretches of it in another language than the phrase
/// table's (math in a language the math speaker has no table for), so that joining pieces into
/// an utterance keeps each stretch where it is.
struct SpokenText: Hashable, Sendable {
    var text: String
    /// Stretches of ``text`` in another language, by UTF-16 offsets into it.
    var languageRuns: [LanguageRun]

    init(_ text: String, languageRuns: [LanguageRun] = []) {
        self.text = text
        self.languageRuns = languageRuns
    }

    /// Two pieces one after the other.
    static func + (lhs: SpokenText, rhs: SpokenText) -> SpokenText {
        let offset = lhs.text.utf16.count
        return SpokenText(lhs.text + rhs.text, languageRuns: lhs.languageRuns + rhs.languageRuns.map { $0.shifted(by: offset) })
    }

    static func += (lhs: inout SpokenText, rhs: SpokenText) { lhs = lhs + rhs }

    /// Pieces with `separator` between them.
    static func joined(_ pieces: [SpokenText], separator: String) -> SpokenText {
        var result = SpokenText("")
        for (index, piece) in pieces.enumerated() {
            if index > 0 { result += SpokenText(separator) }
            result += piece
        }
        return result
    }
}

extension LanguageRun {
    /// The run moved `offset` UTF-16 units later.
    func shifted(by offset: Int) -> LanguageRun {
        LanguageRun(utf16Range: (utf16Range.lowerBound + offset)..<(utf16Range.upperBound + offset), language: language)
    }
}
