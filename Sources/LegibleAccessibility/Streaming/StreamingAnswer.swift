import LegibleMarkdown

/// A language-model answer as it streams in: the document parsed incrementally, its reading
/// model kept up to date with stable identities, and the announcements to make.
///
/// ```swift
/// let answer = StreamingAnswer(policy: .standard)
/// for (token, time) in tokens {
///     let step = answer.append(token, at: time)
///     apply(step.update)                    // edit the text; add, change, remove elements
///     step.announcements.forEach(speak)
/// }
/// answer.finish(at: now).announcements.forEach(speak)
/// // and when `nextAnnouncementTime` comes with nothing new: answer.advance(to: now)
/// ```
///
/// On iOS, post each announcement queued behind speech already going on, so that a long one
/// is not cut off by the next (announcements interrupt by default):
///
/// ```swift
/// func speak(_ announcement: Announcement) {
///     let text = NSAttributedString(string: announcement.text,
///                                   attributes: [.accessibilitySpeechQueueAnnouncement: true])
///     UIAccessibility.post(notification: .announcement, argument: text)
/// }
/// ```
public final class StreamingAnswer {
    /// What one append (or the finish) produced.
    public struct Step: Sendable {
        /// How the reading model changed (see ``ReadingModelUpdate`` for applying it).
        public let update: ReadingModelUpdate
        /// What is due to be said by the step's time.
        public let announcements: [Announcement]
    }

    /// The answer as parsed so far.
    public let document: StreamingMarkdownDocument
    /// Its reading model, kept up to date.
    public let model: StreamingReadingModel
    /// What decides the announcements.
    public private(set) var announcer: StreamAnnouncer

    /// An empty answer, parsed with `options`, spoken with `phrases`, announced by `policy`.
    public init(options: ParseOptions = .gitHub, phrases: PhraseTable = .english, policy: AnnouncementPolicy = .standard) {
        document = StreamingMarkdownDocument(options: options)
        model = StreamingReadingModel(phrases: phrases)
        announcer = StreamAnnouncer(policy: policy, phrases: phrases)
    }

    /// Appends text that arrived at `time`.
    public func append(_ text: String, at time: Duration) -> Step {
        document.append(text)
        return step(at: time)
    }

    /// Appends bytes that arrived at `time`; they may end inside a character.
    public func append(_ bytes: some Sequence<UInt8>, at time: Duration) -> Step {
        document.append(bytes)
        return step(at: time)
    }

    /// Marks the end of the answer at `time`: the rest is said, then that it is complete.
    public func finish(at time: Duration) -> Step {
        document.finish()
        return step(at: time)
    }

    /// Lets time pass with nothing new arriving; returns what falls due.
    public func advance(to time: Duration) -> [Announcement] {
        announcer.advance(to: time)
    }

    /// When the next announcement falls due, for scheduling a timer.
    public var nextAnnouncementTime: Duration? { announcer.nextDueTime }

    private func step(at time: Duration) -> Step {
        let update = model.update(to: document.snapshot())
        return Step(update: update, announcements: announcer.receive(update, at: time))
    }
}
