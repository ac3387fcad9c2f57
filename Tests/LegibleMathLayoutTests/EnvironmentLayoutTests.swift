import LegibleMathLayout
import Testing

/// The space around the columns of amsmath's and LaTeX's environments, as their templates put it.
@Suite("Environment columns", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct EnvironmentLayoutTests {
    let typesetter = LatinModernMath.typesetter!

    func width(_ tex: String) -> Double { typesetter.layout(tex: tex, display: true).width }

    @Test("A matrix has 10 pt between columns and nothing at its ends; an array also has 5 pt at each end")
    func arrayColumnSeparation() {
        let cells = width("a") + width("b")
        #expect(abs(width(#"\begin{matrix}a&b\end{matrix}"#) - (cells + 10)) < 1e-9)
        #expect(abs(width(#"\begin{array}{cc}a&b\end{array}"#) - (cells + 20)) < 1e-9)
    }

    @Test("cases keeps the quad after its first column even when no row has a second")
    func casesQuad() {
        let brace = width(#"\begin{cases}a\end{cases}"#) - width(#"\begin{matrix}a\end{matrix}"#)
        #expect(abs(width(#"\begin{cases}a&b\end{cases}"#) - width(#"\begin{cases}a\end{cases}"#) - width("b")) < 1e-9)
        #expect(brace > 10)
    }

    @Test("dcases and drcases are cases and rcases with each cell in display style, as mathtools defines them", arguments: [("dcases", "cases"), ("drcases", "rcases")])
    func displayCases(display: String, text: String) {
        let cells = #"\frac{1}{2} & \sum_{i=1}^n i \\ x & y"#
        let styled = #"\displaystyle\frac{1}{2} & \displaystyle\sum_{i=1}^n i \\ \displaystyle x & \displaystyle y"#
        let layout = typesetter.layout(tex: "\\begin{\(display)}\(cells)\\end{\(display)}", display: false)
        let expected = typesetter.layout(tex: "\\begin{\(text)}\(styled)\\end{\(text)}", display: false)
        #expect(layout == expected)
        #expect(layout.height > typesetter.layout(tex: "\\begin{\(text)}\(cells)\\end{\(text)}", display: false).height)
    }

    @Test("aligned puts 10 pt after each pair; a row that ends with \\\\ takes back the one after the last pair")
    func alignSeparation() {
        let pair = width(#"\begin{aligned}a&=b\end{aligned}"#)
        let stacked = width(#"\begin{aligned}a&=b\\a&=b\end{aligned}"#)
        #expect(abs(pair - stacked - 10) < 1e-9)
        let twoPairs = width(#"\begin{aligned}a&=b&a&=b\end{aligned}"#)
        #expect(abs(twoPairs - 2 * pair) < 1e-9)
    }

    @Test("An array's column specification aligns its columns: {lr} puts a narrow cell at the left of the first column and the right of the second")
    func columnSpecification() {
        let list = typesetter.layout(tex: #"\begin{array}{lr}a&b\\mm&mm\end{array}"#, display: true)
        let centred = typesetter.layout(tex: #"\begin{array}{cc}a&b\\mm&mm\end{array}"#, display: true)
        #expect(abs(list.glyphs[0].x - 5) < 1e-9)
        #expect(list.glyphs[1].x > centred.glyphs[1].x)
    }
}
