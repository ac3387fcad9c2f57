import LegibleText

/// Decides what to say while an answer streams in, and when: finished sentences of text (never
/// half a word: a sentence is said once Unicode's sentence rules say no later text can change
/// where it ends), and finished blocks that are poor to hear read out, summarised ("Swift code,
/// 12 lines", "table, 4 rows, 3 columns", "formula"). Things that finish close together are
/// said together, and announcements keep a minimum interval, per the ``AnnouncementPolicy``.
///
/// The announcer has no clock of its own: it is told the time with each update, and
/// ``advance(to:)`` lets time pass, so tests run on a virtual clock and apps use their own.
public struct StreamAnnouncer: Sendable {
    /// What is announced and how often; it may be changed at any time.
    public var policy: AnnouncementPolicy
    /// The words the announcer adds, and the punctuation it joins sentences with.
    public let phrases: PhraseTable

    /// Finished things not yet said, with when they finished.
    private var pending: [(text: String, element: ElementID, time: Duration)] = []
    /// When the answer was complete, while that is still to be said.
    private var completionPending: Duration?
    private var lastAnnouncement: Duration?
    /// How many sentences of each text element have been queued.
    private var sentencesQueued: [ElementID: Int] = [:]
    /// Blocks said as a whole (headings, summaries).
    private var blocksQueued: Set<ElementID> = []
    private var isComplete = false
    private let segmenter = SentenceSegmenter()

    /// An announcer following `policy`, speaking `phrases`.
    public init(policy: AnnouncementPolicy = .standard, phrases: PhraseTable = .english) {
        self.policy = policy
        self.phrases = phrases
    }

    /// Takes a reading-model update that happened at `time`; returns what is due by then.
    public mutating func receive(_ update: ReadingModelUpdate, at time: Duration) -> [Announcement] {
        if policy.content != .completionOnly {
            var seen = Set<ElementID>()
            let elements = (update.added + update.changed + update.finished)
                .filter { seen.insert($0.id).inserted }
                .sorted { $0.id.sourceOffset < $1.id.sourceOffset }
            for element in elements {
                consider(element, isOpen: update.openElements.contains(element.id), unsettledOffset: update.unsettledOffsets[element.id], at: time)
            }
        }
        if update.isComplete && !isComplete {
            isComplete = true
            completionPending = policy.announcesCompletion ? time : nil
        }
        return advance(to: time)
    }

    /// Lets time pass to `time`; returns the announcements due by then, each stamped with the
    /// time it is due.
    public mutating func advance(to time: Duration) -> [Announcement] {
        var announcements: [Announcement] = []
        while let due = nextDueTime, due <= time {
            announcements.append(announce(at: due))
        }
        return announcements
    }

    /// When the next announcement is due, if anything is waiting.
    public var nextDueTime: Duration? {
        let earliest = lastAnnouncement.map { $0 + policy.minimumInterval }
        if let first = pending.first, let last = pending.last {
            // Once the answer is complete nothing more can join, so there is no reason to wait.
            let ready = isComplete ? last.time : min(last.time + policy.coalescingDelay, first.time + policy.maximumDelay)
            return max(ready, earliest ?? ready)
        }
        guard let completion = completionPending else { return nil }
        return max(completion, earliest ?? completion)
    }

    // MARK: What to say

    private mutating func consider(_ element: AccessibilityElement, isOpen: Bool, unsettledOffset: Int?, at time: Duration) {
        let id = element.id
        switch element.role {
        case .text:
            queueSentences(of: element, isFinished: !isOpen, unsettledOffset: unsettledOffset, at: time)
        case .heading where !isOpen && !blocksQueued.contains(id):
            blocksQueued.insert(id)
            var text = element.accessibleText ?? ""
            if policy.content == .textWithStructure {
                text = Self.capitalized(phrases.text(.headingLevel, ["level": String(element.headingLevel ?? 1)])) + phrases.text(.clauseSeparator) + text
            }
            queue(text, id, at: time)
        case .codeBlock where !isOpen, .table where !isOpen:
            guard blocksQueued.insert(id).inserted else { return }
            queue(Self.capitalized(element.label ?? ""), id, at: time)
        case .math where element.isTextElement && !isOpen:
            guard blocksQueued.insert(id).inserted else { return }
            // A formula read out keeps its case: x and X are different variables.
            queue(policy.readsDisplayMath ? (element.label ?? "") : Self.capitalized(phrases.text(.formula)), id, at: time)
        default:
            break
        }
    }

    /// Queues the sentences of a text element that are finished and not yet queued. In a
    /// paragraph still being written, only the text before the first construct the parser left
    /// open counts (`unsettledOffset`): an unclosed `[` may still become a link or image, a
    /// `` ` `` a code span, a `$` a formula, a `<` an autolink, and `*`, `_` or `~` emphasis or
    /// strikethrough, each changing what is said (and `![` even looks like the end of a sentence).
    private mutating func queueSentences(of element: AccessibilityElement, isFinished: Bool, unsettledOffset: Int?, at time: Duration) {
        let settledEnd = isFinished ? nil : unsettledOffset
        let text = settledEnd == nil ? (element.accessibleText ?? "") : element.spokenText(until: settledEnd)
        let sentences = segmenter.finishedSentenceRanges(in: text, isComplete: isFinished)
        let done = sentencesQueued[element.id] ?? 0
        guard sentences.count > done else { return }
        for (offset, range) in sentences[done...].enumerated() {
            var sentence = speakingPendingFootnotes(String(text[range]).trimmingSpaces)
            guard !sentence.isEmpty else { continue }
            if done + offset == 0, let lead = lead(for: element) {
                sentence = Self.capitalized(lead) + phrases.text(.clauseSeparator) + sentence
            }
            queue(sentence, element.id, at: time)
        }
        sentencesQueued[element.id] = sentences.count
    }

    /// What is said before the first sentence of a text: which footnote it begins (said
    /// whatever the policy, or a note would sound like more of the answer), and with the
    /// verbose policy the bullet, number or checkbox of the list item it opens, or that a quote
    /// begins.
    private func lead(for element: AccessibilityElement) -> String? {
        guard let parent = element.parent, parent.children.first == element else { return nil }
        if parent.role == .footnote { return parent.label }
        guard policy.content == .textWithStructure else { return nil }
        switch parent.role {
        case .listItem:
            guard let item = parent.listItem else { return nil }
            switch item.taskState {
            case .checked: return phrases.text(.checked)
            case .unchecked: return phrases.text(.unchecked)
            case nil: return item.number.map { phrases.text(.itemNumber, ["number": String($0)]) } ?? phrases.text(.bullet)
            }
        case .blockQuote:
            return parent.label
        default:
            return nil
        }
    }

    /// `[^label]` left as text because its definition has not arrived (definitions usually come
    /// last), said as the footnote it will be.
    private func speakingPendingFootnotes(_ text: String) -> String {
        guard text.contains("[^") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "[^") {
            guard let close = rest[open.upperBound...].firstIndex(of: "]"),
                  close > open.upperBound, !rest[open.upperBound..<close].contains(where: { $0.isWhitespace || $0 == "[" }) else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            result += rest[..<open.lowerBound]
            if let last = result.last, !last.isWhitespace { result += " " }
            result += phrases.text(.footnote, ["number": String(rest[open.upperBound..<close])])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Words the announcer adds begin what is said, so they begin with a capital, as a
    /// sentence does on a braille display.
    private static func capitalized(_ words: String) -> String {
        guard let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }

    private mutating func queue(_ text: String, _ element: ElementID, at time: Duration) {
        guard !text.isEmpty else { return }
        pending.append((text, element, time))
    }

    // MARK: Saying it

    private mutating func announce(at time: Duration) -> Announcement {
        lastAnnouncement = time
        guard !pending.isEmpty else {
            completionPending = nil
            return Announcement(time: time, text: phrases.text(.answerComplete), elements: [], isCompletion: true)
        }
        // Things said together are sentences of their own, punctuated as the language does.
        let terminators = phrases.text(.sentenceTerminators)
        var text = ""
        for item in pending {
            if let last = text.last, !terminators.contains(last) { text += phrases.text(.sentenceEnd) }
            if !text.isEmpty { text += phrases.text(.sentenceSeparator) }
            text += item.text
        }
        let announcement = Announcement(time: time, text: text, elements: pending.map(\.element), isCompletion: false)
        pending.removeAll()
        return announcement
    }
}
