import LegibleMath
import Testing

/// Display formulas drawn in character cells: what stacks is stacked, what does not is the
/// linear form. Every character here takes one cell, so the cell width is the character count.
@Suite("Math drawn in character cells")
struct MathDrawingTests {
    func drawn(_ tex: String) -> [String] {
        UnicodeMathWriter().drawing(tex) { $0.count }?.rows ?? ["(unreadable)"]
    }

    @Test("a formula with nothing to stack is its linear form, on one row")
    func flat() {
        #expect(drawn("ax^2 + bx + c = 0") == ["ax² + bx + c = 0"])
        #expect(drawn(#"\hat x \ne \mathbb R"#) == ["x̂ ≠ ℝ"])
    }

    @Test("a fraction is its numerator over a rule over its denominator, the rule on the text's row")
    func fraction() throws {
        #expect(drawn(#"y = \frac{a+b}{2}"#) == [
            "     a + b",
            "y = ───────",
            "       2",
        ])
        let drawing = try #require(UnicodeMathWriter().drawing(#"y = \frac{a+b}{2}"#) { $0.count })
        #expect(drawing.baseline == 1)
        #expect(drawing.width == 11)
    }

    @Test("a root has a bar over its radicand; a taller radicand stands behind a slanted sign")
    func roots() {
        #expect(drawn(#"\sqrt{b^2-4ac}"#) == [
            " ________",
            "√b² − 4ac",
        ])
        #expect(drawn(#"\sqrt{\frac{a}{b}}"#) == [
            "    ___",
            "   ╱ a",
            "  ╱ ───",
            "╲╱   b",
        ])
        #expect(drawn(#"\sqrt[3]{x}"#) == [" _", "∛x"])
    }

    @Test("a sum has its limits centred above and below its sign, its body after it")
    func sum() {
        #expect(drawn(#"\sum_{k=1}^{n} k = \frac{n(n+1)}{2}"#) == [
            " n       n(n + 1)",
            " ∑  k = ──────────",
            "k=1         2",
        ])
    }

    @Test("a script in Unicode script characters where the whole script has them, else raised or lowered a row")
    func scripts() {
        #expect(drawn(#"x_{n-1}^2 + e^{i\pi}"#) == [
            "         iπ",
            "xₙ₋₁² + e",
        ])
        #expect(drawn(#"\left(\frac{a}{b}\right)^2"#) == [
            "⎛ a ⎞²",
            "⎜───⎟",
            "⎝ b ⎠",
        ])
    }

    @Test("a matrix is its columns centred between brackets as tall as its rows")
    func matrix() {
        #expect(drawn(#"\begin{bmatrix} 1 & -1 \\ 10 & 0 \end{bmatrix}"#) == [
            "⎡ 1   −1 ⎤",
            "⎣ 10  0  ⎦",
        ])
    }

    @Test("aligned lines are lined up at their &: the part before set right, the part after left")
    func aligned() {
        #expect(drawn(#"\begin{aligned} (a+b)^2 &= a^2 + 2ab + b^2 \\ x &= 1 \end{aligned}"#) == [
            "(a + b)² = a² + 2ab + b²",
            "       x = 1",
        ])
    }

    @Test("cases are left-aligned after a tall brace")
    func cases() {
        #expect(drawn(#"|x| = \begin{cases} x & x \ge 0 \\ -x & x < 0 \end{cases}"#) == [
            "|x| = ⎧ x   x ≥ 0",
            "      ⎩ −x  x < 0",
        ])
    }

    @Test("an accent on a drawn group stands over it: a bar as wide as the group, another mark centred")
    func accentsOnGroups() {
        #expect(drawn(#"\overline{\frac{a}{b}}"#) == [
            "___",
            " a",
            "───",
            " b",
        ])
        #expect(drawn(#"\hat{\frac{1}{2}}"#) == [
            " ^",
            " 1",
            "───",
            " 2",
        ])
    }

    /// `unit` repeated as often as fits the drawing's limit with `tail` after as many times,
    /// around `middle`.
    func longest(_ unit: String, _ middle: String, _ tail: String = "") -> String {
        let count = (MathDrawing.maximumSourceLength - middle.utf8.count) / (unit.utf8.count + tail.utf8.count)
        return String(repeating: unit, count: count) + middle + String(repeating: tail, count: count)
    }

    @Test("formulas as long as the limit, nested as deep as the parser allows, are drawn, every row as wide as the drawing says")
    func deepAndLong() throws {
        let cases = [
            longest(#"\frac{1}{"#, "x", "}"),
            longest(#"\left("#, "x", #"\right)"#),
            longest("{x^", "x", "}"),
            longest(#"\sum_{i} "#, "x"),
            longest(#"\frac{a}{b} + "#, "x"),
        ]
        for tex in cases {
            #expect(tex.utf8.count <= MathDrawing.maximumSourceLength)
            let drawing = try #require(UnicodeMathWriter().drawing(tex, cellWidth: { $0.count }), "\(tex.prefix(20))…")
            #expect(drawing.rows.allSatisfy { $0.count <= drawing.width }, "\(tex.prefix(20))…")
            #expect(drawing.rows.joined().contains("x"), "\(tex.prefix(20))…")
        }
    }

    @Test("a formula longer than the limit is not drawn (its linear form is shown)")
    func overTheLimit() {
        let tex = String(repeating: "a+", count: MathDrawing.maximumSourceLength / 2) + "b"
        #expect(UnicodeMathWriter().drawing(tex, cellWidth: { $0.count }) == nil)
        #expect(UnicodeMathWriter().linear(tex).isReadable)
    }

    @Test("a formula that cannot be read has no drawing")
    func unreadable() {
        #expect(UnicodeMathWriter().drawing(#"\frac{a}{b"#) { $0.count } == nil)
        #expect(UnicodeMathWriter().drawing(#"\unknowncommand x"#) { $0.count } == nil)
    }

    @Test("the caller's cell widths line the drawing up: a character counted as two cells widens its column")
    func cellWidths() {
        let wide: (String) -> Int = { $0.reduce(0) { $0 + ($1 == "水" ? 2 : 1) } }
        let rows = UnicodeMathWriter().drawing(#"\frac{\text{水}}{ab}"#, cellWidth: wide)?.rows
        #expect(rows == [" 水", "────", " ab"])
    }
}
