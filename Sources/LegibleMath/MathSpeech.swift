/// What a formula sounds like: the words, with the pauses that group them.
///
/// ```swift
/// let speech = MathSpeaker().speak(#"\frac{a+b}{2}"#)
/// speech.text      // "the fraction with numerator a plus b, and denominator 2"
/// speech.segments  // [.words("the fraction with numerator a plus b"), .pause(.short), .words("and denominator 2")]
/// ```
///
/// ``text`` writes each pause as punctuation (a comma for a short pause, a semicolon for a medium
/// one, a period for a long one), which is how screen readers and speech synthesizers pause.
/// ``segments`` keeps words and pauses apart, for SSML (`<break strength="…"/>`) or braille.
public struct MathSpeech: Hashable, Sendable {
    /// A stretch of words, or a pause between them.
    public enum Segment: Hashable, Sendable {
        /// Words separated by single spaces.
        case words(String)
        /// A pause of the given strength.
        case pause(Pause)
    }

    /// How long a pause is.
    public struct Pause: Hashable, Comparable, Sendable {
        /// The strength: larger is longer.
        public let strength: Int

        /// Between the parts of an expression, where a comma would stand.
        public static let short = Pause(strength: 1)
        /// Between the cells of a table row, where a semicolon would stand.
        public static let medium = Pause(strength: 2)
        /// Between the rows of a table, where a period would stand.
        public static let long = Pause(strength: 3)

        /// The punctuation that writes this pause in ``MathSpeech/text``.
        public var punctuation: String {
            switch strength {
            case ...1: return ","
            case 2: return ";"
            default: return "."
            }
        }

        /// Whether `lhs` is shorter than `rhs`.
        public static func < (lhs: Pause, rhs: Pause) -> Bool { lhs.strength < rhs.strength }
    }

    /// The words and pauses, never starting or ending with a pause, never two pauses in a row.
    public let segments: [Segment]

    /// The speech as one line of text, pauses written as punctuation.
    public let text: String

    /// Speech whose `text` is `segments` with each pause written as its punctuation, as
    /// ``SpeechBuffer`` writes it.
    init(segments: [Segment], text: String) {
        self.segments = segments
        self.text = text
    }
}
