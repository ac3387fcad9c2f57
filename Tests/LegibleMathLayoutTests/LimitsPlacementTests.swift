import LegibleMathLayout
import Testing

/// `\limits` and `\nolimits` place a large operator's scripts whatever the style (rule 13).
@Suite("Math layout: \\limits and \\nolimits", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct LimitsPlacementTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("\\sum\\limits inline sets its limits above and below, as \\sum does in display style")
    func limitsInline() {
        let list = typesetter.layout(tex: #"\sum\limits_{i}^{n}"#, display: false)
        let sign = list.glyphs[0], upper = list.glyphs[1], lower = list.glyphs[2]
        #expect(upper.y > sign.y + 5 && lower.y < sign.y - 5)
        #expect(upper.x < 5 && lower.x < 5)
    }

    @Test("\\sum\\nolimits in display style sets its scripts beside, after the sign")
    func noLimitsInDisplay() {
        let list = typesetter.layout(tex: #"\sum\nolimits_{i}^{n}"#, display: true)
        #expect(list.glyphs.dropFirst().allSatisfy { $0.x > 8 })
    }

    @Test("\\displaylimits leaves the placement to the style, as when nothing is said")
    func layoutOnly() {
        let plain = typesetter.layout(tex: #"\sum_{i}^{n}"#, display: true)
        #expect(typesetter.layout(tex: #"\sum\displaylimits_{i}^{n}"#, display: true) == plain)
    }
}
