@_spi(Testing) import Accessibility
import LegibleMath
import LegibleMathAccessibility
import Testing

/// The expression tree as Apple's math expression classes: node by node, with what the classes
/// require and the tree does not have filled in. The classes are stubs here: each writes out
/// what it was given (`structure`).
@Suite("The expression tree as AXMathExpression classes")
struct AccessibilityExpressionTests {
    @Test("each construct converts to the class of the same name", arguments: [
        ("x^2", "SubSuperscript(Base(Identifier(x)), Sub(), Sup(Number(2)))"),
        (#"\frac{a+b}{2}"#, "Fraction(Row(Identifier(a), Operator(+), Identifier(b)), Number(2))"),
        (#"\sqrt[3]{x}"#, "Root Number(3)(Identifier(x))"),
        (#"\mathbf{v} + 1"#, "Row(Identifier(𝐯), Operator(+), Number(1))"),
        (#"\begin{pmatrix} a & b \\ c & d \end{pmatrix}"#,
         "Fenced ( )(Table(TableRow(TableCell(Identifier(a)), TableCell(Identifier(b))), TableRow(TableCell(Identifier(c)), TableCell(Identifier(d)))))"),
        (#"\begin{cases} x & x \ge 0 \\ -x & \text{otherwise} \end{cases}"#,
         "Fenced { ∅(Table(TableRow(TableCell(Identifier(x)), TableCell(Identifier(x), Operator(≥), Number(0))), "
            + "TableRow(TableCell(Operator(−), Identifier(x)), TableCell(Text(otherwise)))))"),
        (#"\left( \frac{a}{b} \middle| c \right)"#, "Fenced ( )(Fraction(Identifier(a), Identifier(b)), Operator(|), Identifier(c))"),
        (#"\sum_{i=1}^{n} i"#, "Row(UnderOver(Operator(∑), Row(Identifier(i), Operator(=), Number(1)), Identifier(n)), Identifier(i))"),
        (#"x \text{ if } y"#, "Row(Identifier(x), Text( if ), Identifier(y))"),
    ])
    func conversion(tex: String, structure: String) {
        #expect(MathExpression(Formula(tex)).accessibilityExpression.structure == structure)
    }

    @Test("what the classes require is filled in: a square root's index 2, an accent's missing part empty text")
    func requiredParts() {
        #expect(MathExpression(Formula(#"\sqrt{y}"#)).accessibilityExpression.structure == "Root Number(2)(Identifier(y))")
        #expect(MathExpression(Formula(#"\hat{x}"#)).accessibilityExpression.structure == "UnderOver(Identifier(x), Text(), Operator(^))")
    }

    @Test("a fraction without a line (a binomial coefficient) is a table of one column: AXMathExpressionFraction has no line thickness")
    func binomial() {
        #expect(MathExpression(Formula(#"\binom{n}{k}"#)).accessibilityExpression.structure
            == "Fenced ( )(Table(TableRow(TableCell(Identifier(n))), TableRow(TableCell(Identifier(k)))))")
    }

    @Test("invisible operators (function application, invisible times and plus) are dropped: nothing is drawn or said for them", arguments: [
        (#"\sin x"#, "Row(Identifier(sin), Identifier(x))"),
        ("f(x)", "Row(Identifier(f), Fenced ( )(Identifier(x)))"),
        ("x (y + 1)", "Row(Identifier(x), Fenced ( )(Identifier(y), Operator(+), Number(1)))"),
        (#"2\frac{1}{2}"#, "Row(Number(2), Fraction(Number(1), Number(2)))"),
        (#"\sqrt{\sin x}"#, "Root Number(2)(Identifier(sin), Identifier(x))"),
    ])
    func invisibleOperators(tex: String, structure: String) {
        #expect(MathExpression(Formula(tex)).accessibilityExpression.structure == structure)
    }

    @Test("text between formulas (a table cell's) converts to text nodes in the row")
    func textAndFormulas() {
        let cell = MathExpression.row([.text("Area"), MathExpression(Formula("x^2")), .text("square metres")])
        #expect(cell.accessibilityExpression.structure == "Row(Text(Area), SubSuperscript(Base(Identifier(x)), Sub(), Sup(Number(2))), Text(square metres))")
    }

    @Test("the structure is converted once, and again only for other math; no math has none")
    func mathStructure() {
        var structure = MathStructure()
        let none = structure.accessibilityExpression()
        structure.update(MathExpression(Formula("x^2")))
        let first = structure.accessibilityExpression()
        let again = structure.accessibilityExpression()
        structure.update(MathExpression(Formula("x^2")))
        let sameMath = structure.accessibilityExpression()
        structure.update(MathExpression(Formula("x^3")))
        let otherMath = structure.accessibilityExpression()
        structure.update(nil)
        let noMath = structure.accessibilityExpression()
        #expect(none == nil)
        #expect(first != nil)
        #expect(again === first)
        #expect(sameMath === first)
        #expect(otherMath?.structure == "SubSuperscript(Base(Identifier(x)), Sub(), Sup(Number(3)))")
        #expect(noMath == nil)
    }
}
