/// What a scroll over a code block or table wider than its box does (a trackpad's two-finger
/// swipe, a mouse's tilted or Shift-turned wheel): scrolls the block sideways, by how far, or
/// goes on to the scroll view around it. Decided here for every view that gets such events.
///
/// - A trackpad gesture's axis is decided when it begins and kept to its end, and through the
///   momentum that follows when the fingers lift: a sideways swipe whose later events lean
///   vertical stays the block's, not handed to the enclosing scroll view halfway (and a vertical
///   one, or its momentum, never moves the block, however its deltas jitter sideways).
/// - A wheel has no gesture: each notch is judged by itself. Its deltas are in lines, not
///   points ("When hasPreciseScrollingDeltas is false, multiply the value … by the line or row
///   height": https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltay), so a
///   notch moves a line, not a point.
///
/// ```swift
/// var gesture = SidewaysScrollGesture()
/// gesture.distance(dx: -8, dy: 1, isPrecise: true, phase: .began, lineHeight: 17)    // 8
/// gesture.distance(dx: -1, dy: 4, isPrecise: true, phase: .changed, lineHeight: 17)  // 1: still sideways
/// gesture.distance(dx: -1, dy: 0, isPrecise: false, phase: .none, lineHeight: 17)    // 17: a wheel's notch
/// ```
public struct SidewaysScrollGesture: Sendable {
    /// Where an event stands in a trackpad gesture.
    public enum Phase: Sendable {
        /// A gesture's first event.
        case began
        /// A gesture's later events, and the momentum events after its fingers lift.
        case changed
        /// A gesture's last event (ended or cancelled), or its momentum's.
        case ended
        /// No gesture: a wheel's notch.
        case none
    }

    /// Whether the last gesture scrolls sideways, decided when it began; kept after it ends, for
    /// its momentum (which cannot be told apart from a gesture ending without one until it
    /// comes), until the next gesture begins or a wheel turns.
    private var isSideways: Bool?

    /// No gesture under way.
    public init() {}

    /// How far to scroll the block towards its end (negative: back) for an event with these
    /// deltas (AppKit's: positive `dx` is content moving right), or `nil` when the event is not
    /// sideways and goes on to the enclosing scroll view.
    public mutating func distance(dx: Double, dy: Double, isPrecise: Bool, phase: Phase, lineHeight: Double) -> Double? {
        let sideways: Bool
        switch phase {
        case .began:
            sideways = abs(dx) > abs(dy)
            isSideways = sideways
        case .changed:
            sideways = isSideways ?? (abs(dx) > abs(dy))
        case .ended:
            sideways = isSideways ?? false
        case .none:
            sideways = abs(dx) > abs(dy)
            isSideways = nil
        }
        guard sideways else { return nil }
        return -dx * (isPrecise ? 1 : lineHeight)
    }
}
