import LegibleMathLayout
import Testing

/// The rules of LaTeX's `array`: `|` in the column specification, `\hline` and `\cline` between rows,
/// `\arrayrulewidth` (0.4 pt) thick, `\doublerulesep` (2 pt) apart when doubled. The expected
/// numbers are LuaTeX's (`../shared/tools/tex_layout_oracle.py`, inline), each rule as
/// (x, baseline y, width, height, depth). `\cline` draws its rule as `\leaders` glue, which the
/// oracle's `tex_layout_dump.lua` does not report: its numbers are from a copy of the dump that
/// also walks a glue's leader rule (LuaTeX's `n.leader`), as wide as the glue.
@Suite("Array rules", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct ArrayRuleTests {
    let typesetter = LatinModernMath.typesetter!

    /// The rules of `tex` as their edges (left, right, bottom, top), sorted, for comparison with TeX's.
    func rules(_ tex: String) -> [[Double]] {
        typesetter.layout(tex: tex, display: false).rules.map { [$0.x, $0.x + $0.width, $0.y - $0.depth, $0.y + $0.height] }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    func edges(_ rules: [(x: Double, y: Double, width: Double, height: Double, depth: Double)]) -> [[Double]] {
        rules.map { [$0.x, $0.x + $0.width, $0.y - $0.depth, $0.y + $0.height] }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    func agree(_ ours: [[Double]], _ tex: [[Double]]) -> Bool {
        ours.count == tex.count && zip(ours, tex).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) < 0.05 } }
    }

    @Test("A vertical rule runs the height of each row, centred where the column space ends, and takes no width")
    func verticalRules() {
        let tex = #"\begin{array}{|c|c|} a & b \\ c & d \end{array}"#
        #expect(agree(rules(tex), edges([(-0.2, 6.1, 0.4, 8.4, 3.6), (15.09, 6.1, 0.4, 8.4, 3.6), (30.29, 6.1, 0.4, 8.4, 3.6),
                                         (-0.2, -5.9, 0.4, 8.4, 3.6), (15.09, -5.9, 0.4, 8.4, 3.6), (30.29, -5.9, 0.4, 8.4, 3.6)])))
        #expect(abs(typesetter.layout(tex: tex, display: false).width - 30.49) < 0.05)
    }

    @Test("|| draws two rules \\doublerulesep apart, which widens the table by that much")
    func doubleVerticalRule() {
        let tex = #"\begin{array}{c||c} a & b \end{array}"#
        #expect(agree(rules(tex), edges([(15.09, 0.1, 0.4, 8.4, 3.6), (17.09, 0.1, 0.4, 8.4, 3.6)])))
        #expect(abs(typesetter.layout(tex: tex, display: false).width - 31.58) < 0.05)
    }

    @Test("A row has the rules of the columns it reaches")
    func shortRow() {
        let tex = #"\begin{array}{c|c|c} a \\ b & c & d \end{array}"#
        #expect(agree(rules(tex), edges([(15.09, 6.1, 0.4, 8.4, 3.6), (15.09, -5.9, 0.4, 8.4, 3.6), (29.42, -5.9, 0.4, 8.4, 3.6)])))
    }

    @Test("A column specification of 100,000 rules draws at most four at a boundary, so 10,000 rows draw 40,000 rules, not a billion")
    func manyRules() {
        let tex = #"\begin{array}{"# + String(repeating: "|", count: 100_000) + "c}" + String(repeating: #"a\\"#, count: 10_000) + #"\end{array}"#
        #expect(typesetter.layout(tex: tex, display: false).rules.count == 4 * 10_000)
    }

    @Test("\\hline\\hline puts two rules across the table between the rows, which move apart by 2.4 pt")
    func doubleHorizontalRule() {
        let tex = #"\begin{array}{cc} a & b \\ \hline\hline c & d \end{array}"#
        #expect(agree(rules(tex), edges([(0, 3.3, 30.49, 0.4, 0), (0, 1.3, 30.49, 0.4, 0)])))
        let list = typesetter.layout(tex: tex, display: false)
        #expect(abs(list.height - 15.6997) < 0.05 && abs(list.depth - 10.7003) < 0.05)
    }

    @Test("In a matrix an \\hline reaches into the \\arraycolsep the matrix takes back")
    func matrixRule() {
        #expect(agree(rules(#"\begin{pmatrix} a & b \\ \hline c & d \end{pmatrix}"#), edges([(2.36, 2.3, 30.49, 0.4, 0)])))
    }

    @Test("\\cline{2-3} spans those columns with their \\arraycolsep, hanging below the row above and taking no room")
    func partialRule() {
        let tex = #"\begin{array}{ccc} a & b & c\\ \cline{2-3} d & e & f \end{array}"#
        #expect(agree(rules(tex), edges([(15.29, 2.0997, 29.56, 0.4, 0)])))
        let list = typesetter.layout(tex: tex, display: false)
        #expect(abs(list.height - 14.4997) < 0.05 && abs(list.depth - 9.5003) < 0.05)
    }

    @Test("\\cline{1-1}\\cline{3-3} draws both at one height; backwards, \\cline{3-2} spans its first column alone")
    func partialRules() {
        #expect(agree(rules(#"\begin{array}{ccc} a & b & c\\ \cline{1-1}\cline{3-3} d & e & f \end{array}"#),
                      edges([(0, 2.0997, 15.29, 0.4, 0), (29.95, 2.0997, 14.9, 0.4, 0)])))
        #expect(agree(rules(#"\begin{array}{ccc} a & b & c\\ \cline{3-2} d & e & f \end{array}"#), edges([(29.95, 2.0997, 14.9, 0.4, 0)])))
    }

    @Test("A \\cline after an \\hline hangs below it; before one, it is drawn where the \\hline is")
    func partialAndFullRules() {
        #expect(agree(rules(#"\begin{array}{ccc} a & b & c\\ \hline\cline{2-3} d & e & f \end{array}"#),
                      edges([(0, 2.2997, 44.85, 0.4, 0), (15.29, 1.8997, 29.56, 0.4, 0)])))
        #expect(agree(rules(#"\begin{array}{ccc} a & b & c\\ \cline{2-3}\hline d & e & f \end{array}"#),
                      edges([(0, 2.2997, 44.85, 0.4, 0), (15.29, 2.2997, 29.56, 0.4, 0)])))
    }

    @Test("Vertical rules take no width, so a \\cline ends on the | after its last column; below the last row it leaves the depth alone")
    func partialRuleBetweenVerticalRules() {
        let ruled = rules(#"\begin{array}{|c|c|c|} a & b & c\\ \cline{1-2} d & e & f \end{array}"#).filter { $0[1] - $0[0] > 1 }
        #expect(agree(ruled, edges([(0, 2.0997, 29.95, 0.4, 0)])))
        let last = #"\begin{array}{ccc} a & b & c\\ d & e & f \\ \cline{1-2} \end{array}"#
        #expect(agree(rules(last), edges([(0, -9.9003, 29.95, 0.4, 0)])))
        #expect(abs(typesetter.layout(tex: last, display: false).depth - 9.5003) < 0.05)
    }

    @Test("In a matrix a \\cline reaches into the \\arraycolsep of its columns; in cases it spans the quad after a value")
    func partialRuleInMatrixAndCases() {
        #expect(agree(rules(#"\begin{pmatrix} a & b & c\\ \cline{2-3} d & e & f \end{pmatrix}"#), edges([(17.65, 2.0997, 29.56, 0.4, 0)])))
        #expect(agree(rules(#"\begin{pmatrix} a & b & c\\ \cline{1-1} d & e & f \end{pmatrix}"#), edges([(2.36, 2.0997, 15.29, 0.4, 0)])))
        #expect(agree(rules(#"\begin{cases} a & b \\ \cline{2-2} c & d \end{cases}"#), edges([(24.31, 2.0997, 5.2, 0.4, 0)])))
    }

    @Test("In aligned a \\cline is a row with interline glue before it and a depth of 0 after it")
    func partialRuleInAligned() {
        let tex = #"\begin{aligned} a &= b \\ \cline{1-2} c &= d \end{aligned}"#
        #expect(agree(rules(tex), edges([(0, -0.1002, 23.825, 0.4, 0)])))
        let list = typesetter.layout(tex: tex, display: false)
        #expect(abs(list.height - 23.2997) < 0.05 && abs(list.depth - 18.3003) < 0.05)
    }

    @Test("A \\cline of columns the table does not have draws what it can, and one of no columns nothing")
    func partialRuleOutOfRange() {
        #expect(agree(rules(#"\begin{array}{cc} a & b \\ \cline{2-5} c & d \end{array}"#), edges([(15.29, 2.0997, 15.2, 0.4, 0)])))
        #expect(rules(#"\begin{array}{cc} a & b \\ \cline{4-5} \cline{0-1} \cline{x} \cline{99999999999999999999-1} c & d \end{array}"#).isEmpty)
    }

    @Test("In aligned an \\hline spans the alignment, and no interline glue goes on either side of it")
    func alignedRule() {
        let tex = #"\begin{aligned} a &= b \\ \hline c &= d \end{aligned}"#
        #expect(agree(rules(tex), edges([(0, 2.3, 23.825, 0.4, 0)])))
        let list = typesetter.layout(tex: tex, display: false)
        #expect(abs(list.height - 14.6997) < 0.05 && abs(list.depth - 9.7003) < 0.05)
    }
}
