import Testing
import LegibleMath

/// Formulas as one line of Unicode text: what the terminal shows where no typesetter draws.
@Suite("Linear Unicode math")
struct UnicodeMathWriterTests {
    func linear(_ tex: String) -> String {
        UnicodeMathWriter().linear(tex).text
    }

    @Test("Operators and relations are spaced, minus is U+2212")
    func operators() {
        #expect(linear("ax^2 + bx + c = 0") == "ax² + bx + c = 0")
        #expect(linear(#"a \neq 0"#) == "a ≠ 0")
        #expect(linear("a-b") == "a − b")
        #expect(linear(#"-b \pm c"#) == "−b ± c")
        #expect(linear(#"x \le y \leq z"#) == "x ≤ y ≤ z")
        #expect(linear(#"a \times b \cdot c"#) == "a × b ⋅ c")
        #expect(linear(#"A \subseteq B \cup C"#) == "A ⊆ B ∪ C")
    }

    @Test("Arrows, Greek and symbols are their characters")
    func symbols() {
        // `:` is a relation, spaced as TeX spaces it.
        #expect(linear(#"f: X \to Y"#) == "f : X → Y")
        #expect(linear(#"p \Rightarrow q \iff r"#) == "p ⇒ q ⟺ r")
        #expect(linear(#"\alpha + \beta = \Gamma"#) == "α + β = Γ")
        #expect(linear(#"\forall x \in \mathbb{N}, \exists y"#) == "∀x ∈ ℕ, ∃y")
        #expect(linear(#"\infty"#) == "∞")
    }

    @Test("Scripts with Unicode characters where every character has one")
    func unicodeScripts() {
        #expect(linear("x_1 + x_2") == "x₁ + x₂")
        #expect(linear("x_{n-1}^2") == "xₙ₋₁²")
        #expect(linear("e^{-1}") == "e⁻¹")
        #expect(linear("a_{ij}") == "aᵢⱼ")
        #expect(linear("A^T") == "Aᵀ")
        #expect(linear(#"f'(x)"#) == "f′(x)")
        #expect(linear("2^{10}") == "2¹⁰")
    }

    @Test("Scripts without Unicode characters fall back to ^x and _(…), never braces")
    func fallbackScripts() {
        #expect(linear(#"x_\alpha"#) == "x_α")
        #expect(linear(#"e^{i\pi}"#) == "e^(iπ)")
        #expect(linear("x_{i,j}") == "x_(i,j)")
        #expect(linear(#"e^{\frac{x}{2}}"#) == "e^(x/2)")
        #expect(linear("2^q") == "2^q")
        #expect(linear("E^{(u, t)}") == "E^(u,t)")
        #expect(linear(#"D_{\textrm{KL}}(P\|Q)"#) == "D_(KL)(P ∥ Q)")
    }

    @Test("Fractions with the parentheses a reader needs")
    func fractions() {
        #expect(linear(#"\frac{a}{b}"#) == "a/b")
        #expect(linear(#"\frac{n(n+1)}{2}"#) == "(n(n+1))/2")
        #expect(linear(#"\frac{a+b}{c+d}"#) == "(a+b)/(c+d)")
        #expect(linear(#"\frac{1}{2a}"#) == "1/(2a)")
        #expect(linear(#"\frac{x^2}{2}"#) == "x²/2")
        #expect(linear(#"\frac{-b \pm \sqrt{b^2-4ac}}{2a}"#) == "(−b±√(b²−4ac))/(2a)")
        #expect(linear(#"\frac{1}{2} x"#) == "(1/2)x")
        #expect(linear(#"\frac{a}{b} + \frac{c}{d}"#) == "a/b + c/d")
        #expect(linear(#"\binom{n}{k}"#) == "C(n, k)")
    }

    @Test("Roots")
    func roots() {
        #expect(linear(#"\sqrt{b^2-4ac}"#) == "√(b² − 4ac)")
        #expect(linear(#"\sqrt{2}"#) == "√2")
        #expect(linear(#"\sqrt[3]{x}"#) == "∛x")
        #expect(linear(#"\sqrt[n]{x+1}"#) == "ⁿ√(x + 1)")
    }

    @Test("Fonts are the mathematical alphanumerics")
    func fonts() {
        #expect(linear(#"\mathbb R"#) == "ℝ")
        #expect(linear(#"\mathbf x"#) == "𝐱")
        #expect(linear(#"\mathcal{L}"#) == "ℒ")
        #expect(linear(#"\mathfrak{g}"#) == "𝔤")
        #expect(linear(#"\boldsymbol{\theta}"#) == "𝜽")
        #expect(linear(#"\mathrm{d}x"#) == "dx")
        #expect(linear(#"\mathbb{R}^{n \times m}"#) == "ℝ^(n×m)")
    }

    @Test("Accents are combining marks")
    func accents() {
        #expect(linear(#"\hat x"#) == "x\u{0302}")
        #expect(linear(#"\vec v"#) == "v\u{20D7}")
        #expect(linear(#"\bar{y}"#) == "y\u{0304}")
        #expect(linear(#"\tilde{\mathbf{x}}"#) == "𝐱\u{0303}")
        #expect(linear(#"\underbrace{a+b}_{n}"#) == "(a + b)ₙ")
        #expect(linear(#"\overline{AB}"#) == "A\u{0305}B\u{0305}")
        #expect(linear(#"\dot x + \ddot x"#) == "x\u{0307} + x\u{0308}")
    }

    @Test("Text and named operators are plain text, spacing commands spaces")
    func text() {
        #expect(linear(#"x \text{ if } x > 0"#) == "x if x > 0")
        #expect(linear(#"\operatorname{rank}(A)"#) == "rank(A)")
        #expect(linear(#"\sin x + \log_2 n"#) == "sin x + log₂ n")
        #expect(linear(#"a \quad b"#) == "a  b")
        #expect(linear(#"n \log n"#) == "n log n")
        #expect(linear(#"f(i)(-1)^{n}"#) == "f(i)(−1)ⁿ")
        #expect(linear(#"2\sin x \cos x"#) == "2 sin x cos x")
    }

    @Test("Fences from \\left and \\right")
    func fences() {
        #expect(linear(#"\left( \frac{a}{b} \right)^2"#) == "(a/b)²")
        #expect(linear(#"\left\{ x \mid x > 0 \right\}"#) == "{x ∣ x > 0}")
        #expect(linear(#"\left| x \right|"#) == "|x|")
        #expect(linear(#"\langle u, v \rangle"#) == "⟨u, v⟩")
    }

    @Test("Large operators and integrals with their limits as scripts")
    func largeOperators() {
        #expect(linear(#"\sum_{i=1}^{n} i"#) == "∑ᵢ₌₁ⁿ i")
        #expect(linear(#"\int_0^1 f(x)\,dx"#) == "∫₀¹ f(x) dx")
        #expect(linear(#"\lim_{x \to 0} f(x)"#) == "lim_(x→0) f(x)")
        #expect(linear(#"\prod_{k} a_k"#) == "∏ₖ aₖ")
    }

    @Test("Matrices, cases and aligned lines: cells by commas, rows by semicolons")
    func tables() {
        #expect(linear(#"\begin{pmatrix} a & b \\ c & d \end{pmatrix}"#) == "(a, b; c, d)")
        #expect(linear(#"\begin{bmatrix} 1 & 0 \\ 0 & 1 \end{bmatrix}"#) == "[1, 0; 0, 1]")
        #expect(linear(#"|x| = \begin{cases} x & x \ge 0 \\ -x & x < 0 \end{cases}"#) == "|x| = {x, x ≥ 0; −x, x < 0")
        #expect(linear(#"\begin{aligned} a &= b \\ &= c \end{aligned}"#) == "a = b; = c")
        #expect(linear(#"\begin{aligned} f &= a_0 + x,\\ g &= b_0 + x, \end{aligned}"#) == "f = a₀ + x, g = b₀ + x,")
    }

    @Test("A row starting with a bracket after `\\\\ ` is a row of its own, not the space `\\\\[…]` asks for")
    func rowStartingWithABracket() {
        #expect(linear(#"\begin{aligned} [a] &= 1 \\ [b, c] &= 2 \end{aligned}"#) == "[a] = 1; [b, c] = 2")
        #expect(linear(#"\begin{aligned} a &= 1 \\[2pt] b &= 2 \end{aligned}"#) == "a = 1; b = 2")
    }

    @Test("`\\boxed` reads as its content and `\\tag` stands apart from the equation")
    func boxedAndTag() {
        #expect(linear(#"\boxed{x} = 1"#) == "x = 1")
        #expect(linear(#"x = 1 \tag{2}"#) == "x = 1    (2)")
    }

    @Test("What cannot be read comes back as its source, flagged")
    func unreadable() {
        let unknown = UnicodeMathWriter().linear(#"\foo x"#)
        #expect(unknown.text == #"\foo x"#)
        #expect(!unknown.isReadable)
        #expect(unknown.problems == [.unknownCommand("foo")])
        let unbalanced = UnicodeMathWriter().linear(#"\frac{a}{b"#)
        #expect(unbalanced.text == #"\frac{a}{b"#)
        #expect(!unbalanced.isReadable)
        #expect(UnicodeMathWriter().linear("x").isReadable)
    }
}
