import LegibleMath
import LegibleRendering
import Testing

/// Constructs a drawing must not turn into other mathematics: what TeX stacks, frames, fences
/// or sets apart is drawn so, never as a product, an exponent or a binomial it is not.
@Suite("Math drawn in cells: the mathematics TeX sets")
struct MathDrawingConstructTests {
    func drawn(_ tex: String) -> [String] {
        MathDrawing(Formula(tex)) { $0.count }?.rows ?? ["(unreadable)"]
    }

    @Test("`\\brack` and `\\brace` stack between brackets and braces, not parentheses: they are not binomials")
    func stirlingNumbers() {
        #expect(drawn(#"{n \brack k} + {n \brace k} = \binom{n}{k}"#) == [
            "⎡n⎤ + ⎧n⎫ = ⎛n⎞",
            "⎣k⎦   ⎩k⎭   ⎝k⎠",
        ])
    }

    @Test("a superscript after `\\right)` is raised above the baseline, not set beside the fence as a factor")
    func superscriptAfterATallFence() {
        #expect(drawn(#"\prod_{T\subseteq S}{\left(\gcd_{j\in T}{x_j} \right)^{(-1)^{|T|-1}}}"#) == [
            "                   |T|−1",
            "               (−1)",
            " ∏  ⎛gcd    xⱼ⎞",
            "T⊆S ⎝   j∈T   ⎠",
        ])
    }

    @Test("`\\boxed` draws a frame around its content")
    func boxed() {
        #expect(drawn(#"\boxed{x^2 = \frac{1}{2}}"#) == [
            "┌──────────┐",
            "│       1  │",
            "│ x² = ─── │",
            "│       2  │",
            "└──────────┘",
        ])
    }

    @Test("`\\tag` is set apart from the equation it numbers")
    func tag() {
        #expect(drawn(#"n \ge 0. \tag{2}"#) == ["n ≥ 0.    (2)"])
        #expect(drawn(#"n \ge 0. \tag*{A}"#) == ["n ≥ 0.    A"])
    }

    @Test("`\\xrightarrow` and `\\xleftarrow` draw their arrow under and over their labels, as long as them")
    func extensibleArrows() {
        #expect(drawn(#"A \xrightarrow{f} B \xleftarrow[g]{} C"#) == [
            "   f",
            "A ──→ B ←── C",
            "         g",
        ])
    }

    @Test("`\\middle` grows with the `\\left…\\right` around it")
    func middle() {
        #expect(drawn(#"\left\{ x \middle| \frac{x}{2} > 0 \right\}"#) == [
            "⎧ │ x     ⎫",
            "⎨x│─── > 0⎬",
            "⎩ │ 2     ⎭",
        ])
    }

    @Test("a fixed accent over a scripted letter marks the letter; on several characters it stands above them")
    func accentOnAScriptedLetter() {
        #expect(drawn(#"\bar{X_n} = \hat{ab}"#) == [
            "     ^",
            "X̄ₙ = ab",
        ])
    }

    @Test("only `\\left…\\right` fences grow: a brace written `\\{` stays one row, as TeX sets it")
    func plainFencesKeepTheirSize() {
        #expect(drawn(#"P\{ e^{tX} > \frac{1}{2} \}"#) == [
            "   tX    1",
            "P{e   > ───}",
            "         2",
        ])
    }

    @Test("an integral's limits go beside its sign, which is as tall as a tall integrand")
    func integralScripts() {
        #expect(drawn(#"\int_0^1 \frac{x^2}{1+x^2}\, dx"#) == [
            "⌠¹    x²",
            "⎮  ──────── dx",
            "⌡₀  1 + x²",
        ])
        #expect(drawn(#"\int_0^x f(y)\, dy"#) == ["∫₀ˣ f(y) dy"])
    }

    @Test("braces over and under a group point to their labels")
    func braces() {
        #expect(drawn(#"\overbrace{a+b}^{2} = \underbrace{c}_{n}"#) == [
            "  2",
            "╭─┴─╮",
            "a + b =  c",
            "        ╰┬╯",
            "         n",
        ])
    }
}
