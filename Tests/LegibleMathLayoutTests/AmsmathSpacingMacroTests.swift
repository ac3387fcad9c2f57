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

    @Test(#"\dotsc adds its thin space before a closing delimiter, ; and . (not ,); \dotso, \dotsb and \dotsm before , too; \dotsi pulls ⋯ back a thin space and adds none (the widths are LuaTeX's)"#)
    func namedDots() {
        #expect(abs(layout(#"(a,\dotsc)"#).width - 27.553) < 0.05)
        #expect(abs(layout(#"(a,\dotsc,"#).width - 26.443) < 0.05)
        #expect(abs(layout(#"(a,\dotsc;"#).width - 28.1095) < 0.05)
        #expect(abs(layout(#"(a,\dotsc+"#).width - 31.443) < 0.05)
        #expect(abs(layout(#"(a,\dotso,"#).width - 28.1095) < 0.05)
        #expect(abs(layout(#"(a,\dotsb,"#).width - 27.4995) < 0.05)
        #expect(abs(layout(#"(a,\dotsm\}"#).width - 28.053) < 0.05)
        #expect(abs(layout(#"(a,\dotsi)"#).width - 23.61) < 0.05)
        #expect(layout(#"a+\dotsb+b"#) == layout(#"a+\cdots+b"#))
    }

    @Test(#"\cdots and \ldots, plain characters in unicode-math, add no space (LuaTeX: (a,\cdots) 25.2765 pt, (a,\ldots) 25.8865 pt)"#)
    func plainDots() {
        #expect(abs(layout(#"(a,\cdots)"#).width - 25.2765) < 0.05)
        #expect(abs(layout(#"(a,\ldots)"#).width - 25.8865) < 0.05)
    }

    @Test(#"\dots at the end of a matrix cell sees the $ of the cell's template and adds its thin space; in aligned, whose cells end in a brace, it does not (LuaTeX: 39.6165 and 41.2849 pt)"#)
    func dotsBeforeAlignmentTab() {
        #expect(abs(layout(#"\begin{matrix} a & \dots & b\end{matrix}"#).width - 39.6165) < 0.05)
        #expect(abs(layout(#"\begin{aligned} a &= \dots & b \end{aligned}"#).width - 41.2849) < 0.05)
    }

    @Test(#"~ is \nobreakspace{}: a space and an empty ordinary atom, so x,~\sum x has thin spaces either side of it (LuaTeX: 33.1095 pt)"#)
    func tie() {
        #expect(abs(layout(#"x,~ \sum x"#).width - 33.1095) < 0.05)
        #expect(abs(layout(#"x,~ \sum x"#).width - layout(#"x,\ \sum x"#).width - 3 * typesetter.textSize / 18) < 1e-9)
    }

    @Test(#"\underset and \overset make an ordinary atom of an operator, whose \mathop amsmath sets in a group: no thin space before x (LuaTeX: 16.28 and 26.56 pt)"#)
    func stackedOperatorIsOrdinary() {
        #expect(abs(layout(#"\underset{i}{\sum} x"#).width - 16.28) < 0.05)
        #expect(abs(layout(#"a \underset{i}{\operatorname{lcm}} x"#).width - 26.56) < 0.05)
    }
}
