import LegibleViewSupport
import Testing

/// A scroll over a block wider than its box: sideways or on to the scroll view (appkit C3).
@Suite("Sideways scroll gestures")
struct SidewaysScrollGestureTests {
    @Test("a trackpad swipe that begins sideways stays sideways to its end, even where it leans vertical")
    func sidewaysGesture() {
        var gesture = SidewaysScrollGesture()
        #expect(gesture.distance(dx: -8, dy: 1, isPrecise: true, phase: .began, lineHeight: 17) == 8)
        #expect(gesture.distance(dx: -1, dy: 4, isPrecise: true, phase: .changed, lineHeight: 17) == 1)
        #expect(gesture.distance(dx: 2, dy: 0, isPrecise: true, phase: .ended, lineHeight: 17) == -2)
    }

    @Test("a swipe that begins vertical goes on to the scroll view to its end, even where it leans sideways")
    func verticalGesture() {
        var gesture = SidewaysScrollGesture()
        #expect(gesture.distance(dx: 0, dy: 6, isPrecise: true, phase: .began, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: -9, dy: 1, isPrecise: true, phase: .changed, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: -9, dy: 0, isPrecise: true, phase: .ended, lineHeight: 17) == nil)
        // The next gesture decides afresh.
        #expect(gesture.distance(dx: -9, dy: 0, isPrecise: true, phase: .began, lineHeight: 17) == 9)
    }

    @Test("a swipe's momentum after the fingers lift keeps the swipe's axis to its end; a wheel's notch then is judged alone (R47-9)")
    func momentum() {
        var gesture = SidewaysScrollGesture()
        #expect(gesture.distance(dx: 0, dy: 6, isPrecise: true, phase: .began, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: 0, dy: 2, isPrecise: true, phase: .ended, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: -5, dy: 1, isPrecise: true, phase: .changed, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: -2, dy: 0, isPrecise: true, phase: .ended, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: -8, dy: 1, isPrecise: true, phase: .began, lineHeight: 17) == 8)
        #expect(gesture.distance(dx: 0, dy: 0, isPrecise: true, phase: .ended, lineHeight: 17) == 0)
        #expect(gesture.distance(dx: -1, dy: 5, isPrecise: true, phase: .changed, lineHeight: 17) == 1)
        #expect(gesture.distance(dx: 0, dy: -1, isPrecise: false, phase: .none, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: -1, dy: 3, isPrecise: true, phase: .changed, lineHeight: 17) == nil)
    }

    @Test("a wheel's notch is judged alone and moves a line, not a point")
    func wheel() {
        var gesture = SidewaysScrollGesture()
        #expect(gesture.distance(dx: -1, dy: 0, isPrecise: false, phase: .none, lineHeight: 17) == 17)
        #expect(gesture.distance(dx: 0, dy: -1, isPrecise: false, phase: .none, lineHeight: 17) == nil)
        #expect(gesture.distance(dx: 3, dy: 0, isPrecise: false, phase: .none, lineHeight: 17) == -51)
    }
}
