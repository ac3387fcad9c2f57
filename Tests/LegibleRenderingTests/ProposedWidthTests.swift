import LegibleRendering
import Testing

/// The width a document is laid out at for a width a layout system proposes.
@Suite("Proposed width")
struct ProposedWidthTests {
    @Test("a finite, positive proposal is the width", arguments: [(320.0, 0.0), (320.0, 500.0), (0.5, 100.0)])
    func proposedWidth(proposed: Double, current: Double) {
        #expect(ProposedWidth.layoutWidth(proposed: proposed, current: current) == proposed)
    }

    @Test("an unspecified, infinite, zero or negative proposal falls back to the view's width", arguments: [
        nil, Double.infinity, 0, -10, Double.nan,
    ])
    func fallsBackToCurrent(proposed: Double?) {
        #expect(ProposedWidth.layoutWidth(proposed: proposed, current: 280) == 280)
    }

    @Test("with neither a usable proposal nor a laid-out view there is no width", arguments: [
        (nil, 0.0), (Double.infinity, 0.0), (nil, Double.infinity), (0.0, -1.0),
    ])
    func noWidth(proposed: Double?, current: Double) {
        #expect(ProposedWidth.layoutWidth(proposed: proposed, current: current) == nil)
    }
}
