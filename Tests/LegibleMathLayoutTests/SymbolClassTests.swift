import LegibleMathLayout
import Testing

/// Symbols whose TeX class (unicode-math's) is not the kind they are read as.
@Suite("TeX classes of symbols", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct SymbolClassTests {
    let typesetter = LatinModernMath.typesetter!

    func width(_ tex: String) -> Double { typesetter.layout(tex: tex, display: false).width }

    @Test(#"a\parallel b is spaced as a relation, like a\mid b; a\therefore b as ordinary atoms"#)
    func classes() {
        let thickSpaces = 2 * 5 * 10.0 / 18
        #expect(abs(width(#"a\parallel b"#) - width(#"a{\parallel}b"#) - thickSpaces) < 1e-9)
        #expect(abs(width(#"a\therefore b"#) - width(#"a{\therefore}b"#)) < 1e-9)
    }

    @Test("x=?: unicode-math makes ? ordinary, so a thick space separates it from the relation")
    func questionMark() {
        #expect(abs(width("x=?") - width("x=y") - (width("?") - width("y"))) < 1e-9)
    }
}
