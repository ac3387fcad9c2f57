import LegibleAccessibility
import LegibleMath
import Testing

/// The math structure each element gives a screen reader's math navigation: a formula its own,
/// a table cell (read whole, for table navigation) its text and formulas in reading order, and a
/// paragraph or heading none, since its formulas are stops with their own.
@Suite("An element's math expression, for math navigation")
struct ElementMathExpressionTests {
    private func cell(_ content: String) throws -> AccessibilityElement {
        try #require(model("| h |\n|---|\n| \(content) |\n").elements(.tableCell).last)
    }

    private func expression(_ tex: String) -> MathExpression { MathExpression(Formula(tex)) }

    @Test("a formula's is its expression, inline or displayed")
    func formula() throws {
        #expect(model("Area $\\pi r^2$.\n").first(.math)?.mathExpression == expression("\\pi r^2"))
        #expect(model("$$\n\\frac{a}{b}\n$$\n").first(.math)?.mathExpression == expression("\\frac{a}{b}"))
    }

    @Test("a table cell's is its text and formulas in a row, in reading order, the text as its label says it")
    func cellWithTextAndFormulas() throws {
        let cell = try cell("Area $\\pi r^2$ for radius $r$ metres")
        #expect(cell.label == "Area pi r squared for radius r metres")
        #expect(cell.mathExpression == .row([.text("Area"), expression("\\pi r^2"), .text("for radius"), expression("r"), .text("metres")]))
    }

    @Test("a table cell that is one formula has the formula's expression itself, not a row of one")
    func cellOfOneFormula() throws {
        #expect(try cell("$\\binom{n}{k}$").mathExpression == expression("\\binom{n}{k}"))
    }

    @Test("a link, an image or a formula that does not read as math is text in the row, said as the label says it")
    func otherInlinesAreText() throws {
        let cell = try cell("[see](https://example.com) $x$ or $\\foo$")
        #expect(cell.mathExpression == .row([.text("see"), expression("x"), .text("or formula not understood, TeX: \\foo")]))
        #expect(cell.label == "see x or formula not understood, TeX: \\foo")
    }

    @Test("nothing without a formula that reads as math: a cell of text, a cell whose only formula is not understood")
    func noMath() throws {
        #expect(try cell("plain [link](https://example.com)").mathExpression == nil)
        #expect(try cell("$\\foo$").mathExpression == nil)
        #expect(model("$\\foo$\n").first(.math)?.mathExpression == nil)
    }

    @Test("a paragraph or heading holding a formula has none: it is read as stops, and the formula stop has its own")
    func paragraphsAndHeadings() throws {
        let model = model("# Heading with $x^2$\n\nText with $y$.\n")
        #expect(model.first(.heading)?.mathExpression == nil)
        #expect(model.first(.text)?.mathExpression == nil)
        #expect(model.elements(.math).map(\.mathExpression) == [expression("x^2"), expression("y")])
    }
}
