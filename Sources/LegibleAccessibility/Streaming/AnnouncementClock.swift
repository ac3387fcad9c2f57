/// The time a streamed answer's announcements are reckoned in, and a way to be woken later to
/// make one that falls due while nothing new arrives.
///
/// Views use ``continuous``; tests give a clock they move by hand, so that the pace of
/// announcements is checked without waiting:
///
/// ```swift
/// var now = Duration.zero
/// var wakeUps: [(Duration, @MainActor () -> Void)] = []
/// let clock = AnnouncementClock(now: { now }, wake: { time, action in wakeUps.append((time, action)) })
/// ```
public struct AnnouncementClock: Sendable {
    /// The time now, counted from any fixed start.
    public var now: @MainActor @Sendable () -> Duration
    /// Calls `action` on the main actor once the time is `time` or later.
    public var wake: @MainActor @Sendable (_ time: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> Void

    /// A clock from its two parts.
    public init(now: @escaping @MainActor @Sendable () -> Duration,
                wake: @escaping @MainActor @Sendable (_ time: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> Void) {
        self.now = now
        self.wake = wake
    }

    /// Real time, from when the clock is made; wakes with `Task.sleep`.
    public static var continuous: AnnouncementClock {
        let clock = ContinuousClock()
        let start = clock.now
        return AnnouncementClock(now: { clock.now - start }, wake: { time, action in
            Task { @MainActor in
                try? await clock.sleep(until: start + time)
                action()
            }
        })
    }
}
