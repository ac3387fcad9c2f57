import LegibleMath

/// What Speak Screen or VoiceOver's read-all speaks for a document: utterances in reading order,
/// each followed by a pause. Structure is announced where a listener needs it (headings with
/// their level, lists with their size and end, quotes, tables, code with its language), code is
/// marked to be read with its punctuation, and a thematic break is a long pause.
public struct ReadAllScript: Sendable {
    /// How long to pause after an utterance.
    public enum Pause: Int, Comparable, Sendable, Codable {
        case none, short, medium, long

        public static func < (lhs: Pause, rhs: Pause) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One thing said.
    public struct Utterance: Sendable {
        public var text: String
        /// The element it reads.
        public var element: ElementID
        public var pauseAfter: Pause
        /// Code: to be read with its punctuation and spacing.
        public var speaksPunctuation: Bool
        /// For math, the speech with its own pauses (for SSML and braille).
        public var math: MathSpeech?
    }

    public var utterances: [Utterance]
}

extension ReadingModel {
    /// The read-all script of the whole document.
    public var readAllScript: ReadAllScript {
        var writer = ReadAllWriter(phrases: phrases)
        writer.read(root)
        return ReadAllScript(utterances: writer.utterances)
    }
}

/// Walks the element tree (without recursion) and writes the utterances.
private struct ReadAllWriter {
    let phrases: PhraseTable
    var utterances: [ReadAllScript.Utterance] = []
    /// Words to say before the next text (a list item's bullet), so they are not a separate,
    /// choppy utterance.
    private var prefix: [String] = []

    init(phrases: PhraseTable) { self.phrases = phrases }

    mutating func read(_ root: AccessibilityElement) {
        var stack: [(element: AccessibilityElement, entering: Bool)] = [(root, true)]
        while let (element, entering) = stack.popLast() {
            if entering {
                let descend = enter(element)
                stack.append((element, false))
                if descend { stack.append(contentsOf: element.children.reversed().map { ($0, true) }) }
            } else {
                exit(element)
            }
        }
    }

    /// Speaks what comes before an element's children; returns whether to read them.
    private mutating func enter(_ element: AccessibilityElement) -> Bool {
        switch element.role {
        case .document, .tableRow:
            return true
        case .heading:
            let level = phrases.text(.headingLevel, ["level": String(element.headingLevel ?? 1)])
            say("\(level), \(element.accessibleText ?? "")", element, pause: .medium)
            return false
        case .text, .tableCell:
            say(element.accessibleText ?? "", element, pause: .short)
            return false
        case .list:
            say(element.label ?? "", element, pause: .short)
            return true
        case .listItem:
            // A task's checkbox is its marker; other items say their bullet or number.
            switch element.listItem?.taskState {
            case .checked: prefix.append(phrases.text(.checked))
            case .unchecked: prefix.append(phrases.text(.unchecked))
            case nil: prefix.append(element.listItem?.number.map { phrases.text(.itemNumber, ["number": String($0)]) } ?? phrases.text(.bullet))
            }
            return true
        case .footnote:
            prefix.append(element.label ?? "")
            return true
        case .blockQuote, .footnotes:
            say(element.label ?? "", element, pause: .short)
            return true
        case .codeBlock:
            say(element.label ?? "", element, pause: .short)
            for line in (element.value ?? "").split(separator: "\n", omittingEmptySubsequences: true)
            where line.contains(where: { !$0.isWhitespace }) {
                utterances.append(.init(text: String(line), element: element.id, pauseAfter: .short, speaksPunctuation: true, math: nil))
            }
            pauseLonger(.medium)
            return false
        case .table:
            say(element.label ?? "", element, pause: .short)
            readTable(element)
            return false
        case .math:
            let speech = element.texSource.map { element.storage.speaker.speak($0) }
            say(speech?.text ?? "", element, pause: .medium, math: speech)
            return false
        case .separator:
            pauseLonger(.long)
            return false
        case .link, .image, .footnoteReference:
            return false
        }
    }

    private mutating func exit(_ element: AccessibilityElement) {
        switch element.role {
        case .list:
            say(phrases.text(.endOfList), element, pause: .medium)
        case .listItem, .footnote:
            // An item with no text of its own (an empty item) still says its bullet.
            if let words = prefix.popLast(), !words.isEmpty, element.children.isEmpty {
                say(words, element, pause: .short)
            }
        case .blockQuote:
            say(phrases.text(.endOfQuote), element, pause: .medium)
        default:
            break
        }
    }

    /// The header row as its cells; each body row as its cells with their column headers.
    private mutating func readTable(_ table: AccessibilityElement) {
        for row in table.children {
            let cells = row.children
            let spoken = cells.map { cell in (cell.tableCell?.isHeader ?? false) ? (cell.label ?? "") : (cell.announcementAcrossRow ?? "") }
            let rowName = phrases.text(.row, ["row": String(row.children.first?.tableCell?.row ?? 0)])
            say("\(rowName), " + spoken.joined(separator: phrases.text(.cellSeparator)), row, pause: .short)
        }
        say(phrases.text(.endOfTable), table, pause: .medium)
    }

    private mutating func say(_ text: String, _ element: AccessibilityElement, pause: ReadAllScript.Pause, math: MathSpeech? = nil) {
        var text = text
        if !prefix.isEmpty, prefix[prefix.count - 1] != "" {
            // The list item's bullet goes before the first thing said inside it.
            text = prefix[prefix.count - 1] + ", " + text
            prefix[prefix.count - 1] = ""
        }
        guard !text.isEmpty else { return }
        utterances.append(.init(text: text, element: element.id, pauseAfter: pause, speaksPunctuation: false, math: math))
    }

    private mutating func pauseLonger(_ pause: ReadAllScript.Pause) {
        guard !utterances.isEmpty else { return }
        utterances[utterances.count - 1].pauseAfter = max(utterances[utterances.count - 1].pauseAfter, pause)
    }
}
