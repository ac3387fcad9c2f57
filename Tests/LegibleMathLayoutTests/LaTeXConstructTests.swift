import LegibleMathLayout
import Testing

/// amsmath's `\boxed` and `smallmatrix`, TeX's `{=}` and `\\` outside an environment, laid out as
/// LuaTeX lays them out (`../shared/tools/tex_layout_oracle.py`, Latin Modern Math at 10 pt).
@Suite("LaTeX constructs: frames, small matrices, groups, line breaks", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct LaTeXConstructTests {
    let typesetter = LatinModernMath.typesetter!

    @Test("\\boxed{x} is the x 3 pt inside four 0.4 pt rules: the top and bottom across, the sides between them")
    func boxed() {
        let list = typesetter.layout(tex: #"\boxed{x}"#, display: false)
        #expect(abs(list.width - 12.52) < 0.005 && abs(list.height - 7.82) < 0.005 && abs(list.depth - 3.51) < 0.005)
        #expect(list.glyphs.count == 1 && abs(list.glyphs[0].x - 3.4) < 0.005)
        let rules = list.rules.map { [$0.x, $0.y, $0.width, $0.height].map { ($0 * 100).rounded() / 100 } }
        #expect(Set(rules) == [[0, 7.42, 12.52, 0.4], [0, -3.11, 0.4, 10.53], [12.12, -3.11, 0.4, 10.53], [0, -3.51, 12.52, 0.4]])
    }

    @Test("\\boxed sets its content in display style at text size, wherever it stands")
    func boxedContentInDisplayStyle() {
        let boxed = typesetter.layout(tex: #"x^{\boxed{\sum_i a}}"#, display: false)
        let sum = typesetter.layout(tex: #"\displaystyle\sum_i a"#, display: false)
        #expect(abs(boxed.glyphs[1].size - 10) < 0.001)
        #expect(abs(boxed.rules[0].width - (sum.width + 6.8)) < 0.005)
    }

    @Test("smallmatrix: cells in script style, a thick space between columns, rows 6 ex@ apart, a thin space either side")
    func smallMatrix() {
        let list = typesetter.layout(tex: #"\begin{smallmatrix}a&b\\c&d\end{smallmatrix}"#, display: false)
        #expect(abs(list.width - 14.6149) < 0.005 && abs(list.height - 8.1777) < 0.005 && abs(list.depth - 3.1783) < 0.005)
        #expect(list.glyphs.allSatisfy { abs($0.size - 7) < 0.001 })
        let first = list.glyphs[0], fourth = list.glyphs[3]
        #expect(abs(first.x - 1.6665) < 0.005 && abs(first.y - 3.3197) < 0.005)
        #expect(abs(fourth.x - 8.7834) < 0.005 && abs(fourth.y + 3.1083) < 0.005)
    }

    @Test("\\\\ outside an environment is TeX's \\newline, which does nothing in math: a\\\\b is ab on one line")
    func newlineOutsideEnvironment() {
        let broken = typesetter.layout(tex: #"a\\b"#, display: true)
        let joined = typesetter.layout(tex: "ab", display: true)
        #expect(abs(broken.width - 9.58) < 0.005 && broken.glyphs.map(\.y) == [0, 0])
        #expect(broken.glyphs.map(\.glyph) == joined.glyphs.map(\.glyph))
    }

    @Test("{=} is an ordinary atom holding a relation: no space around it, and no italic correction before it (it is no character)")
    func groupedRelation() {
        let list = typesetter.layout(tex: #"x{+}y{=}z"#, display: false)
        #expect(list.glyphs.map { ($0.x * 1000).rounded() / 1000 } == [0, 5.72, 13.5, 18.4, 26.18])
    }
}
