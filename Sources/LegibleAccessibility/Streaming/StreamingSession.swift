/// A ``StreamingAnswer`` run against a clock, as a view runs it: each append is stamped with
/// the clock's time, and an announcement that falls due while nothing new arrives is made when
/// the clock wakes the session. Every announcement goes to one closure, in order.
///
/// ```swift
/// let session = StreamingSession(answer: StreamingAnswer(policy: .standard)) { announcement in
///     UIAccessibility.post(notification: .announcement, argument: announcement.text)
/// }
/// let update = session.append(token)      // apply it to the view's elements
/// session.finish()
/// ```
@MainActor
public final class StreamingSession {
    public let answer: StreamingAnswer
    public let clock: AnnouncementClock
    private let announce: @MainActor (Announcement) -> Void
    /// The time the session has asked the clock to wake it at, if any.
    private var wakeTime: Duration?

    /// A session over `answer`, on `clock`, handing each announcement to `announce`.
    public init(answer: StreamingAnswer, clock: AnnouncementClock = .continuous,
                announce: @escaping @MainActor (Announcement) -> Void) {
        self.answer = answer
        self.clock = clock
        self.announce = announce
    }

    /// Appends text that arrived now; returns what changed in the reading model.
    @discardableResult
    public func append(_ text: String) -> ReadingModelUpdate {
        deliver(answer.append(text, at: clock.now()))
    }

    /// Appends bytes that arrived now; they may end inside a character.
    @discardableResult
    public func append(_ bytes: some Sequence<UInt8>) -> ReadingModelUpdate {
        deliver(answer.append(bytes, at: clock.now()))
    }

    /// Marks the end of the answer now; the rest is announced, then that it is complete.
    @discardableResult
    public func finish() -> ReadingModelUpdate {
        deliver(answer.finish(at: clock.now()))
    }

    private func deliver(_ step: StreamingAnswer.Step) -> ReadingModelUpdate {
        step.announcements.forEach(announce)
        scheduleWake()
        return step.update
    }

    /// Asks to be woken when the next announcement falls due, unless an earlier wake is asked
    /// for already (it will ask again when it comes).
    private func scheduleWake() {
        guard let due = answer.nextAnnouncementTime else { return }
        if let wakeTime, wakeTime <= due { return }
        wakeTime = due
        clock.wake(due) { [weak self] in
            guard let self else { return }
            if self.wakeTime == due { self.wakeTime = nil }
            self.answer.advance(to: max(due, self.clock.now())).forEach(self.announce)
            self.scheduleWake()
        }
    }
}
