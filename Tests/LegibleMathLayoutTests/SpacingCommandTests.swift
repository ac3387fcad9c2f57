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

    @Test(#"\ , ~, \enspace, \quad and \qquad keep the text size in scripts; \, and \; shrink with the script (LuaTeX's widths)"#)
    func textSpacesInScripts() {
        for (tex, luaTeX) in [(#"x_{a\quad b}"#, 24.1339), (#"x_{a~b}"#, 17.4639), (#"x_{a\ b}"#, 17.4639), (#"x_{a\enspace b}"#, 19.1339),
                              (#"x_{a\qquad b}"#, 34.1339), (#"x_{a\,b}"#, 15.3005), (#"x_{a\;b}"#, 16.0781)] {
            #expect(abs(width(tex) - luaTeX) < 0.005, "\(tex): \(width(tex)), TeX \(luaTeX)")
        }
    }

    @Test(#"\hspace, \kern, \mkern and \mspace take the width their dimension gives (LuaTeX's widths); glue's stretch adds nothing"#)
    func explicitDimensions() {
        for (tex, luaTeX) in [(#"a\hspace{1em}b"#, 19.58), (#"a\mkern9mu b"#, 14.5795), (#"x_{a\hspace{1em}b}"#, 24.1339),
                              (#"a\hspace*{-0.5em}b"#, 4.58), (#"a\hspace{0pt plus 1fil}b"#, 9.58)] {
            #expect(abs(width(tex) - luaTeX) < 0.005, "\(tex): \(width(tex)), TeX \(luaTeX)")
        }
        // A length in points is rounded to whole math units (0.56 pt at 10 pt), as speech counts them.
        for (tex, luaTeX) in [(#"a\kern-3pt b"#, 6.58), (#"a\hspace{2cm}b"#, 66.4855)] {
            #expect(abs(width(tex) - luaTeX) < 0.28, "\(tex): \(width(tex)), TeX \(luaTeX)")
        }
    }
}
