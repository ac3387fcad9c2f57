import LegibleAccessibility

/// A clock for announcements that tests move by hand: wake-ups run when it is advanced past
/// their time, in time order, each at its own time.
///
/// ```swift
/// let clock = VirtualClock()
/// view.announcementClock = clock.clock
/// clock.advance(to: .seconds(2))     // announcements due by then are made
/// ```
@MainActor
public final class VirtualClock {
    /// The time now.
    public private(set) var now: Duration = .zero
    private var wakeUps: [(time: Duration, action: @MainActor @Sendable () -> Void)] = []
    /// Called after each wake-up has run, with its time. The time is passed so that the closure
    /// need not capture the clock: a clock holding a closure that holds the clock is a cycle
    /// that LeakSanitizer reports as a leak.
    public var afterWake: (_ now: Duration) -> Void = { _ in }

    /// A clock at time zero.
    public init() {}

    /// The clock to give a view or a streaming session.
    public var clock: AnnouncementClock {
        AnnouncementClock(now: { self.now }, wake: { time, action in self.wakeUps.append((time, action)) })
    }

    /// Moves to `time`, running each wake-up due on the way at its own time, in time order.
    public func advance(to time: Duration) {
        while let index = wakeUps.indices.filter({ wakeUps[$0].time <= time }).min(by: { wakeUps[$0].time < wakeUps[$1].time }) {
            let wakeUp = wakeUps.remove(at: index)
            now = max(now, wakeUp.time)
            wakeUp.action()
            afterWake(now)
        }
        now = max(now, time)
    }
}
