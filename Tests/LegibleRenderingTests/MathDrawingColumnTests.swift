import LegibleMath
import LegibleRendering
import Testing

/// Environments set their columns as LaTeX sets them: `aligned` and its kin in right–left
/// pairs that meet at their `&` whatever the cells start with, an `array` by its column
/// specification with its rules, matrices centred.
@Suite("Math drawn in cells: columns as LaTeX sets them")
struct MathDrawingColumnTests {
    func drawn(_ tex: String) -> [String] {
        MathDrawing(Formula(tex)) { $0.count }?.rows ?? ["(unreadable)"]
    }

    @Test("aligned cells are set right before the `&` and left after it, though no cell starts with a relation")
    func alignedWithoutRelations() {
        #expect(drawn(#"\begin{aligned} \min_{x}\; & z = c^Tx \\ \text{subject to }& Ax = b \end{aligned}"#) == [
            "       min z = cᵀx",
            "        x",
            "",
            "subject to Ax = b",
        ])
    }

    @Test("a chain written `=&` keeps its relations in one column and what follows in the next")
    func relationsBeforeTheAmpersand() {
        #expect(drawn(#"\begin{aligned} & g(x) \\ = & f(x) + 1 \\ \le & h(x) \end{aligned}"#) == [
            " g(x)",
            "=f(x) + 1",
            "≤h(x)",
        ])
    }

    @Test("aligned rows written `&{}` after a relation line up at the `&`")
    func alignedAfterAnImplication() {
        #expect(drawn(#"\begin{aligned} &{}A(z,u)=B \\ \implies &{}A(z)=C \end{aligned}"#) == [
            "   A(z, u) = B",
            " ⟹ A(z) = C",
        ])
    }

    @Test("two pairs of aligned columns are set apart by two cells")
    func twoPairs() {
        #expect(drawn(#"\begin{aligned} a &= b & c &= d \\ ee &= f & g &= hh \end{aligned}"#) == [
            " a = b  c = d",
            "ee = f  g = hh",
        ])
    }

    @Test("an array's columns are aligned as its specification says, a cell either side of each")
    func arrayAlignments() {
        #expect(drawn(#"\begin{array}{lcr} a & b & c \\ aaa & bbb & ccc \end{array}"#) == [
            " a     b     c",
            " aaa  bbb  ccc",
        ])
    }

    @Test("an array's `|` and `\\hline` are drawn, meeting where they cross")
    func arrayRules() {
        #expect(drawn(#"\begin{array}{|c|c|} \hline a & b \\ \hline 1 & 2 \\ \hline \end{array}"#) == [
            "┌───┬───┐",
            "│ a │ b │",
            "├───┼───┤",
            "│ 1 │ 2 │",
            "└───┴───┘",
        ])
        #expect(drawn(#"\begin{array}{c|c} a & b \\ \hline 1 & 2 \\ \cline{2-2} 3 & 4 \end{array}"#) == [
            " a │ b",
            "───┼───",
            " 1 │ 2",
            "   ├───",
            " 3 │ 4",
        ])
    }
}
