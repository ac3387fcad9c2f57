import LegibleMathLayout
import Testing

/// amsmath's commands that are macros for a symbol with space around it, laid out as they expand.
@Suite("amsmath spacing macros", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct AmsmathSpacingMacroTests {
    let typesetter = LatinModernMath.typesetter!

    func layout(_ tex: String) -> MathDisplayList { typesetter.layout(tex: tex, display: false) }

    @Test(#"a\iff b is a\;\Longleftrightarrow\;b, and \implies likewise: thick spaces beside the relation's own"#)
    func thickSpacedArrows() {
        #expect(layout(#"a\iff b"#) == layout(#"a\;\Longleftrightarrow\;b"#))
        #expect(layout(#"a\implies b"#) == layout(#"a\;\Longrightarrow\;b"#))
        #expect(layout(#"a\iff b"#).width > layout(#"a\Longleftrightarrow b"#).width + 5)
    }

    @Test(#"\dots is ⋯ before a binary operator, and … with a thin space before a closing delimiter or at the end"#)
    func contextualDots() {
        #expect(layout(#"a+\dots+b"#) == layout(#"a+\cdots+b"#))
        #expect(layout(#"(a,\dots)"#) == layout(#"(a,\ldots\,)"#))
        #expect(layout(#"a,\dots"#) == layout(#"a,\ldots\,"#))
        #expect(layout(#"\dots,a"#) == layout(#"\ldots,a"#))
    }
}
