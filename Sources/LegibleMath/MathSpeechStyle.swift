/// A way of speaking math: which rules decide the words.
///
/// ```swift
/// let teacher = MathSpeaker(style: .clearSpeak)   // "the fraction with numerator a plus b and denominator 2"
/// let precise = MathSpeaker(style: .mathSpeak)    // "StartFraction a plus b Over 2 EndFraction"
/// ```
///
/// New styles may be added in later versions, so treat the set as open.
public struct MathSpeechStyle: Hashable, Sendable, CustomStringConvertible {
    package enum Rules: Hashable, Sendable {
        case clearSpeak
        case mathSpeak
    }

    let rules: Rules

    /// ClearSpeak with its default preferences: natural English, as a teacher reads aloud, with
    /// pauses that group the parts of a formula. The default style.
    public static let clearSpeak = MathSpeechStyle(rules: .clearSpeak)

    /// MathSpeak at its default verbosity: unambiguous, with explicit start and end words
    /// ("StartFraction … Over … EndFraction"), as used by braille and blind mathematicians.
    public static let mathSpeak = MathSpeechStyle(rules: .mathSpeak)

    /// Every style, in the order to offer them.
    public static let allStyles: [MathSpeechStyle] = [.clearSpeak, .mathSpeak]

    /// The style's name as the command line spells it: `clearspeak` or `mathspeak`.
    public var name: String {
        switch rules {
        case .clearSpeak: return "clearspeak"
        case .mathSpeak: return "mathspeak"
        }
    }

    /// The style called `name` (case-insensitive), or nil when there is none.
    public init?(name: String) {
        guard let style = Self.allStyles.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = style
    }

    private init(rules: Rules) {
        self.rules = rules
    }

    /// The style's name, as ``name`` gives it.
    public var description: String { name }
}
