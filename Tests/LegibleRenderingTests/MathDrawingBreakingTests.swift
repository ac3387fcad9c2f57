import LegibleMath
import LegibleRendering
import Testing

/// A display formula too wide for its width is broken as TeX's display breaking would: before
/// a relation or a binary operator of its outermost row, never inside a fraction or a fence,
/// a table row by row; what cannot be broken to fit is left whole, wider than the width.
@Suite("Math drawn in cells: breaking a display that is too wide")
struct MathDrawingBreakingTests {
    func drawn(_ tex: String, width: Int) -> [String] {
        MathDrawing(Formula(tex), fitting: width) { $0.count }?.rows ?? ["(unreadable)"]
    }

    @Test("a formula that fits is not broken")
    func fits() throws {
        let drawing = try #require(MathDrawing(Formula("a + b = c"), fitting: 9) { $0.count })
        #expect(drawing.rows == ["a + b = c"])
        #expect(drawing.lineCount == 1)
    }

    @Test("a long sum breaks before an operator, its continuation under where the relation's right side starts; a fraction stays whole")
    func beforeOperators() throws {
        let drawing = try #require(MathDrawing(Formula(#"f(x) = a + b + c + d + e + \frac{g}{h} + i + j + k = 0"#), fitting: 22) { $0.count })
        #expect(drawing.rows == [
            "f(x) = a + b + c + d",
            "",
            "              g",
            "       + e + ─── + i",
            "              h",
            "",
            "       + j + k = 0",
        ])
        #expect(drawing.lineCount == 3)
        #expect(drawing.width <= 22)
    }

    @Test("before the first relation, continuations are indented a quad")
    func beforeTheRelation() {
        #expect(drawn("aaaa + bbbbbbbbbb + cccccccc = d", width: 20) == [
            "aaaa + bbbbbbbbbb",
            "    + cccccccc = d",
        ])
    }

    @Test("aligned lines too wide are broken within their last cell, the continuation under the cell")
    func alignedRows() {
        #expect(drawn(#"\begin{aligned} f(x) &= a + b + c + d + e \\ &= 0 \end{aligned}"#, width: 16) == [
            "f(x) = a + b + c",
            "       + d + e",
            "     = 0",
        ])
    }

    @Test("a part wider than the width by itself leaves the formula whole, to be scrolled or clipped")
    func unbreakable() throws {
        let drawing = try #require(MathDrawing(Formula(#"x = \frac{aaaaaaaaaaaa}{b} + c"#), fitting: 10) { $0.count })
        #expect(drawing.rows == [
            "     aaaaaaaaaaaa",
            "x = ────────────── + c",
            "          b",
        ])
        #expect(drawing.lineCount == 1)
    }
}
