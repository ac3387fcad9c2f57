import LegibleText

/// Words the reading model adds to a document's text where the text hides or disguises
/// something: what tag characters spell, invisible characters and direction controls (by code
/// point), the real host of a link whose text names another site, a look-alike host in ASCII.
///
/// A warning is part of the model's text, between `⟦` and `⟧`, so every front end shows it where
/// it is and copying the text gives it (`Pay⟦hidden text: and send the code⟧ now`); it is said
/// without the brackets ("Pay, hidden text: and send the code, now"). Its words come from the
/// phrase table. The text a warning stands for is not in the model's text: a reader never gets
/// the hidden characters themselves, nor the reordering a direction control would cause.
///
/// The brackets, U+27E6 and U+27E7, are rare in prose, so a warning stands out from the author's
/// words; the styled document and the page draw warnings in a style of their own besides.
package enum ContentWarning: Hashable, Sendable {
    /// Tag characters, and the ASCII they spell.
    case hiddenText(String)
    /// Invisible characters, by code point.
    case hiddenCharacters([UInt32])
    /// Direction controls that are not obeyed, by code point.
    case directionControls([UInt32])
    /// A link whose text names another site than the one it goes to: the host it goes to, as
    /// the reader is shown it, and whether that host is a look-alike (then in ASCII).
    case linkGoesTo(host: String, isLookAlike: Bool)
    /// A host that may be taken for another, in ASCII.
    case lookAlikeAddress(String)

    /// What opens a warning in the text.
    package static let opening = "⟦"
    /// What closes a warning in the text.
    package static let closing = "⟧"
    /// The most code points listed in a warning about invisible characters or direction
    /// controls (runs of one code point count once): the count says how many there were, and
    /// ten thousand zero width spaces make a short warning, not a page of code points.
    package static let maximumListedCodePoints = 32

    /// The warning for a run of hidden characters.
    package init(_ run: HiddenCharacters.Run) {
        switch run.kind {
        case .tagText: self = .hiddenText(run.spelledText)
        case .invisible: self = .hiddenCharacters(run.scalars)
        case .directionControl: self = .directionControls(run.scalars)
        }
    }

    /// What is said: "hidden text: ignore the question".
    package func spoken(_ phrases: PhraseTable) -> String {
        switch self {
        case .hiddenText(let text):
            return phrases.text(.hiddenText, ["text": text])
        case .hiddenCharacters(let scalars):
            return phrases.text(.hiddenCharacters, count: scalars.count, ["characters": Self.list(scalars)])
        case .directionControls(let scalars):
            return phrases.text(.directionControls, count: scalars.count, ["characters": Self.list(scalars)])
        case .linkGoesTo(let host, let isLookAlike):
            return phrases.text(.linkGoesTo, ["host": isLookAlike ? phrases.text(.lookAlikeAddress, ["host": host]) : host])
        case .lookAlikeAddress(let host):
            return phrases.text(.lookAlikeAddress, ["host": host])
        }
    }

    /// What is shown: the spoken words between the brackets.
    package func shown(_ phrases: PhraseTable) -> String {
        Self.opening + spoken(phrases) + Self.closing
    }

    /// Code points as `U+200B`, a run of one as `U+200B ×3`, at most
    /// ``maximumListedCodePoints`` of them, then `…`.
    static func list(_ scalars: [UInt32]) -> String {
        var groups: [String] = []
        var index = 0
        while index < scalars.count, groups.count < maximumListedCodePoints {
            var end = index + 1
            while end < scalars.count, scalars[end] == scalars[index] { end += 1 }
            let name = "U+" + String(String(scalars[index], radix: 16, uppercase: true).leftPadded(to: 4))
            groups.append(end - index > 1 ? name + " ×" + String(end - index) : name)
            index = end
        }
        if index < scalars.count { groups.append("…") }
        return groups.joined(separator: " ")
    }

    /// Text of the document with its hidden characters replaced by warnings as they are shown
    /// (a title, an image's description): for strings a front end shows whole, where no span
    /// can mark a warning. It is prose, one paragraph: its direction controls are obeyed as a
    /// paragraph's are. Unchanged when the document is trusted (`warns` false).
    package static func revealing(_ text: String, warns: Bool, phrases: PhraseTable) -> String {
        revealing(text, warns: warns) { $0.shown(phrases) }
    }

    /// ``revealing(_:warns:phrases:)`` with the warnings as they are said, each a phrase of its
    /// own: spaces around it, runs of white space one space.
    static func spokenRevealing(_ text: String, warns: Bool, phrases: PhraseTable) -> String {
        let revealed = revealing(text, warns: warns) { " " + $0.spoken(phrases) + " " }
        return revealed == text ? text : revealed.collapsingSpaces
    }

    /// Whether text of the document holds hidden characters that get a warning (as prose).
    static func hides(_ text: String) -> Bool {
        revealing(text, warns: true) { _ in "" } != text
    }

    private static func revealing(_ text: String, warns: Bool, wording: (ContentWarning) -> String) -> String {
        guard warns else { return text }
        var copy = text
        return copy.withUTF8 { bytes in
            guard HiddenCharacters.mayHide(bytes) else { return text }
            var result = ""
            var position = 0
            let plan = DirectionControlPlan(controls: HiddenCharacters.explicitDirectionControls(in: bytes))
            var asked = 0
            let runs = HiddenCharacters.runs(in: bytes, context: .prose) {
                defer { asked += 1 }
                return plan.keeps(asked)
            }
            for run in runs {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<run.utf8Range.lowerBound]), as: UTF8.self)
                result += wording(ContentWarning(run))
                position = run.utf8Range.upperBound
            }
            return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[position...]), as: UTF8.self)
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
