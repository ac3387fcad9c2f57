import LegibleMathLayout
import Testing

/// Explicit spacing commands, in math units of the current style.
@Suite("Spacing commands", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct SpacingCommandTests {
    let typesetter = LatinModernMath.typesetter!

    func width(_ tex: String) -> Double { typesetter.layout(tex: tex, display: false).width }

    @Test(#"\! is a negative thin space: [\![ is 3mu narrower than [[, and \, then \! cancel out"#)
    func negativeThinSpace() {
        #expect(abs(width(#"[\![x"#) - (width("[[x") - 3 * 10.0 / 18)) < 1e-9)
        #expect(abs(width(#"a\,\!b"#) - width("ab")) < 1e-9)
    }
}
