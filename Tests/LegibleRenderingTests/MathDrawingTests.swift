import LegibleMath
import LegibleRendering
import Testing

/// Display formulas drawn in character cells as TeX sets them: what stacks is stacked, the rest
/// on the baseline. Every character here takes one cell, so the cell width is the character count.
@Suite("Math drawn in character cells")
struct MathDrawingTests {
    func drawn(_ tex: String) -> [String] {
        MathDrawing(Formula(tex)) { $0.count }?.rows ?? ["(unreadable)"]
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
        let drawing = try #require(MathDrawing(Formula(#"y = \frac{a+b}{2}"#)) { $0.count })
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

    @Test("formulas as long as the limit are drawn, every row as wide as the drawing says")
    func long() throws {
        for tex in [longest(#"\sum_{i} "#, "x"), longest(#"\frac{a}{b} + "#, "x"), longest("x + ", "x")] {
            #expect(tex.utf8.count <= MathDrawing.maximumSourceLength)
            let drawing = try #require(MathDrawing(Formula(tex), cellWidth: { $0.count }), "\(tex.prefix(20))…")
            #expect(drawing.rows.allSatisfy { $0.count <= drawing.width }, "\(tex.prefix(20))…")
            #expect(drawing.rows.joined().contains("x"), "\(tex.prefix(20))…")
        }
    }

    /// `open` `count` times around `x`, each closed by `close`.
    func nested(_ open: String, _ count: Int, _ close: String) -> String {
        String(repeating: open, count: count) + "x" + String(repeating: close, count: count)
    }

    @Test("formulas nested as deep as the parser reads structure are drawn; one level deeper, not, and the problem is named")
    func deep() throws {
        for (open, count, close) in [(#"\frac{1}{"#, 24, "}"), (#"\left("#, 48, #"\right)"#), ("{x^", 48, "}"), (#"\sqrt{"#, 24, "}")] {
            let deepest = try #require(MathDrawing(Formula(nested(open, count, close))) { $0.count }, "\(open) \(count)")
            #expect(deepest.rows.allSatisfy { $0.count <= deepest.width })
            #expect(deepest.rows.joined().contains("x"))
            let deeper = Formula(nested(open, count + 1, close))
            #expect(MathDrawing(deeper) { $0.count } == nil, "\(open) \(count + 1)")
            #expect(deeper.problems == [.nestedTooDeeply(limit: 48)])
        }
    }

    @Test("a formula longer than the limit is not drawn (its linear form is shown)")
    func overTheLimit() {
        let tex = String(repeating: "a+", count: MathDrawing.maximumSourceLength / 2) + "b"
        #expect(MathDrawing(Formula(tex), cellWidth: { $0.count }) == nil)
        #expect(UnicodeMathWriter().linear(tex).isReadable)
    }

    @Test("each character of the formula is traced to its cell, in the order TeX sets them")
    func symbols() throws {
        let drawing = try #require(MathDrawing(Formula(#"x^2 + \frac{a}{b}"#)) { $0.count })
        #expect(drawing.rows == ["      a", "x² + ───", "      b"])
        #expect(drawing.symbols.map { "\($0.text)@\($0.row),\($0.column)" } == ["x@1,0", "²@1,1", "+@1,3", "a@0,6", "b@2,6"])
    }

    @Test("a formula that cannot be read has no drawing")
    func unreadable() {
        #expect(MathDrawing(Formula(#"\frac{a}{b"#)) { $0.count } == nil)
        #expect(MathDrawing(Formula(#"\unknowncommand x"#)) { $0.count } == nil)
    }

    @Test("the caller's cell widths line the drawing up: a character counted as two cells widens its column")
    func cellWidths() {
        let wide: (String) -> Int = { $0.reduce(0) { $0 + ($1 == "水" ? 2 : 1) } }
        let rows = MathDrawing(Formula(#"\frac{\text{水}}{ab}"#), cellWidth: wide)?.rows
        #expect(rows == [" 水", "────", " ab"])
    }
}
