import LegibleMath
import LegibleRendering
import Testing

/// TeX's spacing in the cells of a drawing: the space between atoms by their classes, explicit
/// spaces a cell for every half em, text with its own spaces; in every part of a formula, not
/// only in formulas of one row.
@Suite("Math drawn in cells: TeX's spacing")
struct MathDrawingSpacingTests {
    func drawn(_ tex: String) -> [String] {
        MathDrawing(Formula(tex)) { $0.count }?.rows ?? ["(unreadable)"]
    }

    @Test("text keeps the spaces it ends with in a formula taller than one row")
    func textSpaces() {
        #expect(drawn(#"\textrm{for all } s \in \mathcal{S}, \quad \frac{a}{b}"#) == [
            "                 a",
            "for all s ∈ 𝒮,  ───",
            "                 b",
        ])
    }

    @Test("a quad is two cells in a formula taller than one row, and text after it keeps its space")
    func quadBeforeText() {
        #expect(drawn(#"f(w) = 0\quad \text{for all } w, \frac{1}{2}"#) == [
            "                      1",
            "f(w) = 0  for all w, ───",
            "                      2",
        ])
    }

    @Test("explicit spaces: a thin, medium or thick space one cell, a quad two, a qquad four, a negative one none")
    func explicitSpaces() {
        #expect(drawn(#"a \, b \; c \quad d \qquad e \! f"#) == ["a b c  d    ef"])
    }

    @Test("atoms are spaced by their classes: binary operators and relations apart, a function from its argument, none in scripts")
    func atomClasses() {
        #expect(drawn(#"\sin x + f(y) = x^{n-1}"#) == ["sin x + f(y) = xⁿ⁻¹"])
    }

    @Test("a fence drawn by `\\left` sets its group apart from a letter itself: no thin space is added")
    func noThinSpaceBesideFences() {
        #expect(drawn(#"f\left(\frac{x}{2}\right) = E\left(x\right)"#) == [
            " ⎛ x ⎞",
            "f⎜───⎟ = E(x)",
            " ⎝ 2 ⎠",
        ])
    }

    @Test("a fraction keeps a cell from a letter, a minus or another fraction, whose rules would otherwise join")
    func fractionsApart() {
        #expect(drawn(#"-\frac{a}{b}\frac{c}{d}x"#) == [
            "   a   c",
            "− ─── ─── x",
            "   b   d",
        ])
    }
}
