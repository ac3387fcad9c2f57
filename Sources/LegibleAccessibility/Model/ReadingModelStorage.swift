import LegibleMarkdown
import LegibleMath

/// One element of the model as stored: links in the element tree, its range in the rendered
/// text, and up to four role-specific numbers (see ``ReadingModelBuilder`` for what each role
/// keeps in them).
struct ElementRecord: Sendable {
    var role: AccessibilityRole
    var node: MarkdownNode?
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var previous: Int32 = -1
    /// UTF-8 and UTF-16 offsets of the element's text in the rendered text.
    var textStart: Int32 = 0
    var textEnd: Int32 = 0
    var utf16Start: Int32 = 0
    var utf16End: Int32 = 0
    /// Position among the text elements, or -1.
    var textOrder: Int32 = -1
    var sourceOffset: Int32 = 0
    var ordinal: Int32 = 0
    var factA: Int32 = 0
    var factB: Int32 = 0
    var factC: Int32 = 0

    init(role: AccessibilityRole, node: MarkdownNode?) {
        self.role = role
        self.node = node
    }

    var id: ElementID { ElementID(role: role, sourceOffset: Int(sourceOffset), ordinal: Int(ordinal)) }
}

/// The immutable storage behind a ``ReadingModel``, shared by all its element handles, with the
/// answers that are costly to work out kept once asked for: a view asks for the same labels
/// again and again.
final class ReadingModelStorage: Sendable {
    let records: [ElementRecord]
    let text: String
    /// Record indices of the text elements, in reading order.
    let textElements: [Int32]
    /// Emphasis, strong, strikethrough and code spans, in the order they start.
    let inlineStyles: [InlineStyleSpan]
    let phrases: PhraseTable
    let speaker: MathSpeaker
    /// The language `speaker` speaks: the phrase table's if it has a table for it, else the one
    /// it falls back to.
    let mathLanguage: String
    /// Each formula's speech, by its TeX, once spoken.
    private let speech = Locked<[String: MathSpeech]>([:])
    /// Record indices by identity, made when first needed.
    private let indices = Locked<[ElementID: Int32]?>(nil)

    init(records: [ElementRecord], text: String, textElements: [Int32], inlineStyles: [InlineStyleSpan],
         phrases: PhraseTable, mathStyle: MathSpeechStyle) {
        self.records = records
        self.text = text
        self.textElements = textElements
        self.inlineStyles = inlineStyles
        self.phrases = phrases
        (speaker, mathLanguage) = MathVoice.speaker(style: mathStyle, language: phrases.languageCode)
    }

    func element(_ index: Int32) -> AccessibilityElement? {
        index < 0 ? nil : AccessibilityElement(storage: self, index: index)
    }

    /// The record whose identity is `id`, if any; the first call indexes every record.
    func index(of id: ElementID) -> Int32? {
        if let found = indices.withLock({ $0.map { $0[id] } }) { return found }
        var made: [ElementID: Int32] = [:]
        made.reserveCapacity(records.count)
        for (index, record) in records.enumerated() { made[record.id] = Int32(index) }
        indices.withLock { $0 = made }
        return made[id]
    }

    /// The speech of a formula, spoken once however often it is asked for.
    func speak(_ tex: String) -> MathSpeech {
        if let known = speech.withLock({ $0[tex] }) { return known }
        let spoken = speaker.speak(tex)
        speech.withLock { $0[tex] = spoken }
        return spoken
    }
}
