import LegibleRendering
import Testing

/// What a width a layout system proposes asks of a document.
@Suite("Proposed width")
struct ProposedWidthTests {
    @Test("a finite, positive proposal is the width, filled as the view fills it", arguments: [320.0, 0.5, 10_000])
    func proposedWidth(proposed: Double) {
        let request = ProposedWidth(proposed: proposed, em: 17)
        #expect(request.width == proposed && !request.hugsContent)
    }

    @Test("an unspecified, infinite or undefined proposal asks the ideal or the maximum: a reading measure, as wide as the content", arguments: [
        nil, Double.infinity, Double.nan,
    ])
    func ideal(proposed: Double?) {
        let request = ProposedWidth(proposed: proposed, em: 17)
        #expect(request.width == 17 * ProposedWidth.readingMeasureEms && request.hugsContent)
    }

    @Test("a zero or negative proposal asks the minimum: a few words, as wide as the content", arguments: [0.0, -10, -Double.infinity])
    func minimum(proposed: Double) {
        let request = ProposedWidth(proposed: proposed, em: 17)
        #expect(request.width == 17 * ProposedWidth.minimumEms && request.hugsContent)
    }

    @Test("an em that is not a size counts as 1", arguments: [0.0, -3, Double.nan, Double.infinity])
    func unusableEm(em: Double) {
        #expect(ProposedWidth(proposed: nil, em: em).width == ProposedWidth.readingMeasureEms)
    }
}
