import LegibleMath

/// What Speak Screen or VoiceOver's read-all speaks for a document: utterances in reading order,
/// each followed by a pause. Structure is announced where a listener needs it (headings with
/// their level, lists with their size and end, quotes, tables, code with its language), code is
/// marked to be read with its punctuation, and a thematic break is a long pause.
///
/// ```swift
/// for utterance in model.readAllScript.utterances {
///     print(utterance.text)            // "heading level 2, Mean and spread", …
/// }
/// ```
public struct ReadAllScript: Sendable {
    /// How long to pause after an utterance.
    public enum Pause: Int, Comparable, Sendable {
        /// No pause.
        case none
        /// A comma's pause, after a paragraph or a list item.
        case short
        /// A longer pause, after a heading, a list, a quote, a table or code.
        case medium
        /// The longest pause, at a thematic break.
        case long

        /// Whether one pause is shorter than another.
        public static func < (lhs: Pause, rhs: Pause) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One thing said.
    public struct Utterance: Sendable {
        /// The words.
        public var text: String
        /// The element it reads.
        public var element: ElementID
        /// The pause after it.
        public var pauseAfter: Pause
        /// Code: to be read with its punctuation and spacing.
        public var speaksPunctuation: Bool
        /// For math, the speech with its own pauses (for SSML and braille).
        public var math: MathSpeech?
        /// Stretches of ``text`` in another language than the model's phrase table (formulas
        /// whose speech falls back to another language); empty when it is all in that language.
        public var languageRuns: [LanguageRun]
    }

    /// What is said, in order.
    public var utterances: [Utterance]
}

extension ReadingModel {
    /// The read-all script of the whole document.
    public var readAllScript: ReadAllScript {
        var utterances: [ReadAllScript.Utterance] = []
        readAll { utterances.append($0) }
        return ReadAllScript(utterances: utterances)
    }

    /// The utterances of ``readAllScript`` handed to `body` one at a time, in order, without
    /// holding them all: a long document's script is written out as it is made.
    ///
    /// ```swift
    /// model.readAll { utterance in print(utterance.text) }
    /// ```
    public func readAll(_ body: (ReadAllScript.Utterance) -> Void) {
        var writer = ReadAllWriter(phrases: phrases)
        writer.read(root, body)
    }
}

/// Walks the element tree (without recursion) and writes the utterances.
private struct ReadAllWriter {
    let phrases: PhraseTable
    /// Said and not yet handed over.
    private var utterances: [ReadAllScript.Utterance] = []
    /// Words to say before the next text (a list item's bullet), so they are not a separate,
    /// choppy utterance.
    private var prefix: [String] = []

    init(phrases: PhraseTable) { self.phrases = phrases }

    private var clause: String { phrases.text(.clauseSeparator) }

    /// Reads the tree in order, handing each utterance to `body` once nothing can change it:
    /// only the last one said can still get a longer pause.
    mutating func read(_ root: AccessibilityElement, _ body: (ReadAllScript.Utterance) -> Void) {
        var walk = root.walk()
        while let event = walk.next() {
            switch event {
            case .enter(let element): if !enter(element) { walk.skipChildren() }
            case .exit(let element): exit(element)
            }
            handOver(keepingLast: true, to: body)
        }
        handOver(keepingLast: false, to: body)
    }

    /// Hands the utterances said so far to `body`, but the last when it is kept for a pause.
    private mutating func handOver(keepingLast: Bool, to body: (ReadAllScript.Utterance) -> Void) {
        let kept = keepingLast ? 1 : 0
        guard utterances.count > kept else { return }
        for utterance in utterances.dropLast(kept) { body(utterance) }
        utterances.removeFirst(utterances.count - kept)
    }

    /// Speaks what comes before an element's children; returns whether to read them.
    private mutating func enter(_ element: AccessibilityElement) -> Bool {
        switch element.role.kind {
        case .document, .tableRow:
            return true
        case .heading:
            let level = phrases.text(.headingLevel, ["level": String(element.headingLevel ?? 1)])
            say(SpokenText(level + clause) + element.spokenLabel, element, pause: .medium)
            return false
        case .text, .tableCell:
            say(element.spokenLabel, element, pause: .short)
            return false
        case .list:
            say(SpokenText(element.label ?? ""), element, pause: .short)
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
            say(SpokenText(element.label ?? ""), element, pause: .short)
            return true
        case .codeBlock:
            say(SpokenText(element.label ?? ""), element, pause: .short)
            var code = element.value ?? ""
            code.withUTF8 { code in
                for line in Self.spokenLines(code) {
                    utterances.append(.init(text: String(decoding: line, as: UTF8.self), element: element.id, pauseAfter: .short,
                                            speaksPunctuation: true, math: nil, languageRuns: []))
                }
            }
            pauseLonger(.medium)
            return false
        case .table:
            say(SpokenText(element.label ?? ""), element, pause: .short)
            readTable(element)
            return false
        case .math:
            let speech = element.math?.isReadable == true ? element.texSource.flatMap { element.storage.reading($0).speech } : nil
            say(element.spokenLabel, element, pause: .medium, math: speech)
            return false
        case .separator:
            pauseLonger(.long)
            return false
        case .details, .endOfDetails:
            say(SpokenText(element.label ?? ""), element, pause: .medium)
            return false
        case .link, .image, .footnoteReference:
            return false
        }
    }

    private mutating func exit(_ element: AccessibilityElement) {
        switch element.role {
        case .list:
            say(SpokenText(phrases.text(.endOfList)), element, pause: .medium)
        case .listItem, .footnote:
            // An item with no text of its own (an empty item) still says its bullet.
            if let words = prefix.popLast(), !words.isEmpty, element.children.isEmpty {
                say(SpokenText(words), element, pause: .short)
            }
        case .blockQuote:
            let end: String
            if let type = element.admonition?.shownType {
                end = phrases.text(.endOfAlert, ["alert": type])
            } else {
                end = element.alert.map { phrases.text(.endOfAlert, inflecting: ["alert": $0.title]) } ?? phrases.text(.endOfQuote)
            }
            say(SpokenText(end), element, pause: .medium)
        default:
            break
        }
    }

    /// The header row as its cells; each body row as its cells with their column headers.
    private mutating func readTable(_ table: AccessibilityElement) {
        for row in table.children {
            let cells = row.children
            let spoken = cells.map { cell -> SpokenText in
                guard !(cell.tableCell?.isHeader ?? false), let header = cell.columnHeader?.spokenLabel else { return cell.spokenLabel }
                return phrases.spoken(.cellAcrossRow, ["header": header, "value": cell.spokenLabel])
            }
            let rowName = phrases.text(.row, ["row": String(row.children.first?.tableCell?.row ?? 0)])
            say(SpokenText(rowName + clause) + SpokenText.joined(spoken, separator: phrases.text(.cellSeparator)), row, pause: .short)
        }
        say(SpokenText(phrases.text(.endOfTable)), table, pause: .medium)
    }

    private mutating func say(_ spoken: SpokenText, _ element: AccessibilityElement, pause: ReadAllScript.Pause,
                              math: MathSpeech? = nil) {
        var spoken = spoken
        if !prefix.isEmpty, prefix[prefix.count - 1] != "" {
            // The list item's bullet goes before the first thing said inside it.
            spoken = SpokenText(prefix[prefix.count - 1] + clause) + spoken
            prefix[prefix.count - 1] = ""
        }
        guard !spoken.text.isEmpty else { return }
        utterances.append(.init(text: spoken.text, element: element.id, pauseAfter: pause, speaksPunctuation: false, math: math,
                                languageRuns: spoken.languageRuns))
    }

    /// The lines of code that say something, from the code's UTF-8: cut at each line feed, as
    /// splitting the string at "\n" characters cuts it (a CR LF is one character, so it does
    /// not end a line there), and only those with a character other than white space.
    private static func spokenLines(_ code: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
        var lines: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for index in 0...code.count {
            guard index == code.count || (code[index] == 0x0A && (index == 0 || code[index - 1] != 0x0D)) else { continue }
            let line = UnsafeBufferPointer(rebasing: code[start..<index])
            if speaks(line) { lines.append(line) }
            start = index + 1
        }
        return lines
    }

    /// Whether a line holds a character other than white space. An ASCII byte that is not
    /// white space is such a character (or joins one that starts with a prepended mark, which
    /// is not white space either); other lines are looked at character by character, as a
    /// character is white space when its first scalar is.
    private static func speaks(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var isASCII = true
        for byte in line {
            if byte >= 0x80 {
                isASCII = false
            } else if byte != 0x20 && !(0x09...0x0D).contains(byte) {
                return true
            }
        }
        return !isASCII && String(decoding: line, as: UTF8.self).contains(where: { !$0.isWhitespace })
    }

    private mutating func pauseLonger(_ pause: ReadAllScript.Pause) {
        guard !utterances.isEmpty else { return }
        utterances[utterances.count - 1].pauseAfter = max(utterances[utterances.count - 1].pauseAfter, pause)
    }
}
