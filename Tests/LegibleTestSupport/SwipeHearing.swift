import LegibleAccessibility

/// Checks what a VoiceOver user hears swiping through a document, stop by stop, against what
/// read-all says for it: every piece of text, link, image, formula and footnote reference is to
/// be heard once, in read-all's order; none twice, none never.
public enum SwipeHearing {
    /// A swipe stop as heard: the model element it stands for (for a stretch of a paragraph,
    /// the paragraph), its label and its value.
    public struct Stop: Sendable {
        /// The model element it stands for.
        public var element: ElementID
        /// What VoiceOver says for it.
        public var label: String
        /// Its value, heard after the label (a code block's code).
        public var value: String?

        /// A stop of `element` heard as `label`, then `value`.
        public init(element: ElementID, label: String, value: String? = nil) {
            self.element = element
            self.label = label
            self.value = value
        }
    }

    /// Whether an element is a container a reader moves through rather than stops at: one with
    /// a block among its children (a list, an item, a table, a row, the footnotes).
    public static func isContainer(_ id: ElementID, in model: ReadingModel) -> Bool {
        model.element(id)?.children.contains { !$0.isInline } ?? false
    }

    /// What is wrong with hearing `stops`, in order, as a reading of `model`; empty when all is
    /// heard once. Each read-all utterance (with the others of its element) is matched by the
    /// stops of its element: their labels, in order, make up all of it but the words read-all
    /// adds before a piece ("heading level 2, ", "image, ", a cell's column header and ", "),
    /// and nothing but white space lies between them.
    public static func problems(_ stops: [Stop], in model: ReadingModel) -> [String] {
        let heard = groups(stops.map { (reader(of: $0.element, in: model), [$0.label] + ($0.value.map { [$0] } ?? [])) })
        let owners = Set(heard.map(\.element))
        let said = groups(model.readAllScript.utterances.map { ($0.element, [$0.text]) }).filter { group in
            owners.contains(group.element) || model.element(group.element).map(speaksText) == true
        }
        guard heard.map(\.element) == said.map(\.element) else {
            return ["swiping hears \(heard.map(\.element)), read-all reads \(said.map(\.element))"]
        }
        var problems: [String] = []
        for (stop, utterance) in zip(heard, said) {
            let text = utterance.pieces.joined(separator: " ")
            var cursor = text.startIndex
            for piece in stop.pieces.map({ $0.replacingOccurrences(of: "\n", with: " ") }) {
                guard let found = text.range(of: piece, range: cursor..<text.endIndex) else {
                    problems.append("\"\(piece)\" is heard but not in \"\(text[cursor...])\"")
                    break
                }
                let gap = text[cursor..<found.lowerBound]
                if !(gap.allSatisfy(\.isWhitespace) || gap.hasSuffix(", ") || gap.hasSuffix("; ")) {
                    problems.append("\"\(gap)\" of \"\(text)\" is never heard")
                }
                cursor = found.upperBound
            }
            if !text[cursor...].allSatisfy(\.isWhitespace) { problems.append("\"\(text[cursor...])\" of \"\(text)\" is never heard") }
        }
        return problems
    }

    /// The element whose read-all utterance says a stop: a link, image, formula or footnote
    /// reference is said in its text element's, a cell in its row's.
    private static func reader(of id: ElementID, in model: ReadingModel) -> ElementID {
        guard var element = model.element(id) else { return id }
        while element.isInline, let parent = element.parent { element = parent }
        if element.role == .tableCell, let row = element.parent { return row.id }
        return element.id
    }

    /// Whether read-all says text of the element's own, which a swipe must reach.
    private static func speaksText(_ element: AccessibilityElement) -> Bool {
        switch element.role {
        case .text, .heading, .math, .codeBlock, .tableRow: true
        default: false
        }
    }

    /// Neighbours with the same element, merged.
    private static func groups(_ items: [(ElementID, [String])]) -> [(element: ElementID, pieces: [String])] {
        var result: [(element: ElementID, pieces: [String])] = []
        for (element, pieces) in items {
            if result.last?.element == element { result[result.count - 1].pieces += pieces } else { result.append((element, pieces)) }
        }
        return result
    }
}
