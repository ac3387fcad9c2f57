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

    @Test(#"\bot is unicode-math's ordinary ⊥, \perp its relation ⟂ (LuaTeX: a\bot b 17.36 pt, a\perp b 22.9149 pt)"#)
    func bottomAndPerpendicular() {
        let bottom = typesetter.layout(tex: #"a\bot b"#, display: false)
        #expect(bottom.glyphs.map(\.scalar) == ["\u{1D44E}", "\u{22A5}", "\u{1D44F}"])
        #expect(abs(bottom.width - 17.36) < 0.05)
        let perpendicular = typesetter.layout(tex: #"a\perp b"#, display: false)
        #expect(perpendicular.glyphs.map(\.scalar) == ["\u{1D44E}", "\u{27C2}", "\u{1D44F}"])
        #expect(abs(perpendicular.width - 22.9149) < 0.05)
    }

    @Test(#"\stackrel makes a relation of any base, where \overset keeps a binary one's class (LuaTeX: x\stackrel{a}{+}y 23.955 pt, x\overset{a}{+}y 22.844 pt)"#)
    func stackedRelation() {
        #expect(abs(width(#"x\stackrel{a}{+}y"#) - 23.955) < 0.05)
        #expect(abs(width(#"x\overset{a}{+}y"#) - 22.844) < 0.05)
        #expect(abs(width(#"x \stackrel{def}{=} y"#) - 28.089) < 0.05)
        #expect(width(#"x \stackrel{def}{=} y"#) == width(#"x \overset{def}{=} y"#))
    }

    @Test(#"\stackrel's base of one ordinary character is centred on the axis, as TeX centres \mathop{b}; = stays on its baseline (LuaTeX: b at -0.915 pt, the box 11.1815 pt high)"#)
    func stackedLetter() throws {
        let list = typesetter.layout(tex: #"x\stackrel{a}{b}y"#, display: false)
        let b = try #require(list.glyphs.first { $0.scalar == "\u{1D44F}" })
        #expect(abs(b.y + 0.915) < 0.05)
        #expect(abs(list.height - 11.1815) < 0.05)
        let equals = try #require(typesetter.layout(tex: #"x\stackrel{?}{=}y"#, display: false).glyphs.first { $0.scalar == "=" })
        #expect(equals.y == 0)
    }

    @Test("x=?: unicode-math makes ? ordinary, so a thick space separates it from the relation")
    func questionMark() {
        #expect(abs(width("x=?") - width("x=y") - (width("?") - width("y"))) < 1e-9)
    }
}
