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
    var factD: Int32 = 0

    init(role: AccessibilityRole, node: MarkdownNode?) {
        self.role = role
        self.node = node
    }

    var id: ElementID { ElementID(role: role, sourceOffset: Int(sourceOffset), ordinal: Int(ordinal)) }
}

/// The immutable storage behind a ``ReadingModel``, shared by all its element handles.
final class ReadingModelStorage: Sendable {
    let records: [ElementRecord]
    let text: String
    /// Record indices of the text elements, in reading order.
    let textElements: [Int32]
    /// Emphasis, strong, strikethrough and code spans, in the order they start.
    let inlineStyles: [InlineStyleSpan]
    let phrases: PhraseTable
    let speaker: MathSpeaker

    init(records: [ElementRecord], text: String, textElements: [Int32], inlineStyles: [InlineStyleSpan],
         phrases: PhraseTable, speaker: MathSpeaker) {
        self.records = records
        self.text = text
        self.textElements = textElements
        self.inlineStyles = inlineStyles
        self.phrases = phrases
        self.speaker = speaker
    }

    func element(_ index: Int32) -> AccessibilityElement? {
        index < 0 ? nil : AccessibilityElement(storage: self, index: index)
    }

    /// The record whose identity is `id`, if any.
    func index(of id: ElementID) -> Int32? {
        records.firstIndex { $0.id == id }.map(Int32.init)
    }
}
