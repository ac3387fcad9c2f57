import LegibleMath
import Testing

/// The platform-neutral math expression tree: the structure a screen reader walks and braille is
/// transcribed from, one node per construct, shaped like MathML's presentation elements.
@Suite("The math expression tree")
struct MathExpressionTests {
    /// The tree of `tex`.
    func tree(_ tex: String) -> MathExpression {
        MathExpression(Formula(tex))
    }

    @Test("a fraction in a superscript is the superscript of its base")
    func fractionInScript() {
        #expect(tree(#"e^{\frac{x}{2}}"#)
            == .scripts(base: .identifier("e"), subscript: nil,
                        superscript: .fraction(numerator: .identifier("x"), denominator: .number("2"), line: .visible)))
    }

    @Test("a root inside a root keeps its index; a square root has none")
    func nestedRoots() {
        #expect(tree(#"\sqrt{1+\sqrt[3]{x}}"#)
            == .root(radicand: .row([.number("1"), .operator("+"), .root(radicand: .identifier("x"), index: .number("3"))]), index: nil))
    }

    @Test("a matrix is a table of rows of cells in its fences")
    func matrix() {
        #expect(tree(#"\begin{pmatrix} a & b \\ c & d \end{pmatrix}"#)
            == .fenced(open: "(", close: ")", [.table([[.identifier("a"), .identifier("b")], [.identifier("c"), .identifier("d")]])]))
    }

    @Test("cases are a table after an opening brace with no closing one; a condition in words is text")
    func cases() {
        #expect(tree(#"\begin{cases} x & x \ge 0 \\ -x & \text{otherwise} \end{cases}"#)
            == .fenced(open: "{", close: "", [.table([
                [.identifier("x"), .row([.identifier("x"), .operator("≥"), .number("0")])],
                [.row([.operator("−", form: .prefix), .identifier("x")]), .text("otherwise")],
            ])]))
    }

    @Test("\\left…\\middle…\\right is one fence with the middle bar an operator among its items")
    func middle() {
        #expect(tree(#"\left( \frac{a}{b} \middle| c \right)"#)
            == .fenced(open: "(", close: ")", [.fraction(numerator: .identifier("a"), denominator: .identifier("b"), line: .visible),
                                              .operator("|"), .identifier("c")]))
    }

    @Test("accents are marks over or under their base, as Unicode characters")
    func accents() {
        #expect(tree(#"\hat{x}"#) == .underOver(base: .identifier("x"), under: nil, over: .operator("^", form: .postfix), kind: .accent))
        #expect(tree(#"\vec{v}"#) == .underOver(base: .identifier("v"), under: nil, over: .operator("→", form: .postfix), kind: .accent))
        #expect(tree(#"\underline{z}"#) == .underOver(base: .identifier("z"), under: .operator("_", form: .postfix), over: nil, kind: .accent))
    }

    @Test("an operator with limits has them under and over it, its body after it")
    func operatorWithLimits() {
        #expect(tree(#"\sum_{i=1}^{n} i^2"#)
            == .row([.underOver(base: .operator("∑", form: .prefix), under: .row([.identifier("i"), .operator("="), .number("1")]),
                                over: .identifier("n"), kind: .limits),
                     .scripts(base: .identifier("i"), subscript: nil, superscript: .number("2"))]))
    }

    @Test("a named limit is applied to its body, and a function to its argument, by U+2061")
    func limitAndFunction() {
        #expect(tree(#"\lim_{x \to 0} \sin x"#)
            == .row([.underOver(base: .identifier("lim"), under: .row([.identifier("x"), .operator("→"), .number("0")]), over: nil, kind: .limits),
                     .operator("\u{2061}"), .row([.identifier("sin"), .operator("\u{2061}"), .identifier("x")])]))
    }

    @Test("an integral's limits are scripts, as written beside it")
    func integral() {
        #expect(tree(#"\int_0^1 x\,dx"#)
            == .row([.scripts(base: .operator("∫", form: .prefix), subscript: .number("0"), superscript: .number("1")),
                     .identifier("x"), .identifier("d"), .identifier("x")]))
    }

    @Test("text keeps its words and the spaces around them, \\quad beside text included")
    func text() {
        #expect(tree(#"x \text{ if } y"#) == .row([.identifier("x"), .text(" if "), .identifier("y")]))
        #expect(tree(#"x \quad \text{if}"#) == .row([.identifier("x"), .text(" if")]))
    }

    @Test("spacing is dropped, but a word space is a no-break space, as it separates digit groups")
    func spacing() {
        #expect(tree(#"a \quad b \, c"#) == .row([.identifier("a"), .identifier("b"), .identifier("c")]))
        #expect(tree("12~345") == .row([.number("12"), .text("\u{00A0}"), .number("345")]))
    }

    @Test("a binomial coefficient is a fraction without a line in parentheses")
    func binomial() {
        #expect(tree(#"\binom{n}{k}"#) == .fenced(open: "(", close: ")", [.fraction(numerator: .identifier("n"), denominator: .identifier("k"), line: .none)]))
    }

    @Test("identifiers and numbers keep their typeface; operators their form")
    func variantsAndForms() {
        #expect(tree(#"\mathbf{x}_1"#) == .scripts(base: .identifier("x", variant: .bold), subscript: .number("1"), superscript: nil))
        #expect(tree(#"\mathbb{R}"#) == .identifier("R", variant: .doubleStruck))
        #expect(tree("n!") == .row([.identifier("n"), .operator("!", form: .postfix)]))
        #expect(tree("-x") == .row([.operator("−", form: .prefix), .identifier("x")]))
    }

    @Test("a mixed number has invisible plus between its whole number and its fraction")
    func mixedNumber() {
        #expect(tree(#"2\frac{1}{2}"#)
            == .row([.number("2"), .operator("\u{2064}"), .fraction(numerator: .number("1"), denominator: .number("2"), line: .visible)]))
    }

    @Test("an unknown command is its source as text")
    func unknownCommand() {
        #expect(tree(#"\foo"#) == .text(#"\foo"#))
    }

    @Test("items are a row's items, or the expression alone")
    func items() {
        #expect(MathExpression.row([.identifier("a"), .identifier("b")]).items == [.identifier("a"), .identifier("b")])
        #expect(MathExpression.identifier("a").items == [.identifier("a")])
    }

    @Test("function application, invisible times and invisible plus are the invisible operators; a visible one or a space is not")
    func invisibleOperators() {
        #expect(MathExpression(Formula(#"\sin x + x (y + 1) + 2\frac{1}{2}"#)).items.flatMap(\.items).filter(\.isInvisibleOperator)
            == [.operator("\u{2061}"), .operator("\u{2062}"), .operator("\u{2064}")])
        #expect(!MathExpression.operator("+").isInvisibleOperator)
        #expect(!MathExpression.operator("\u{2061}\u{2061}").isInvisibleOperator)
        #expect(!MathExpression.text("\u{2062}").isInvisibleOperator)
    }
}
