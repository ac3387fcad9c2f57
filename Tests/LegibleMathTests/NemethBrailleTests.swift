import LegibleMath
import Testing

/// Nemeth braille, rule by rule: each case is TeX and the cells the Nemeth Code asks for. The
/// Code's sections are cited as *The Nemeth Braille Code for Mathematics and Science Notation,
/// 1972 Revision* numbers them; examples marked APH are from the American Printing House's Nemeth
/// tutorial (nemeth.aphtech.org).
@Suite("Nemeth braille")
struct NemethBrailleTests {
    /// The braille of `tex`, its lines joined by line feeds.
    func braille(_ tex: String) -> String {
        NemethWriter().braille(Formula(tex)).text
    }

    @Test("the numeric indicator: at the start, after a space, after a minus sign there (APH: -6, +6), not in an enclosed list", arguments: [
        ("x = 5", "⠭⠀⠨⠅⠀⠼⠢"),
        ("-3", "⠤⠼⠒"),
        ("+6", "⠬⠖"),
        ("(-1)", "⠷⠤⠂⠾"),
        ("1, 2, 3", "⠼⠂⠠⠀⠼⠆⠠⠀⠼⠒"),
        ("(1, 2)", "⠷⠂⠠⠀⠆⠾"),
        (#"\frac{1}{2}"#, "⠹⠂⠌⠆⠼"),
    ])
    func numericIndicator(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("level indicators: subscript before superscript, back to the baseline, a numeric subscript of a letter unmarked", arguments: [
        ("x^2 + 1", "⠭⠘⠆⠐⠬⠂"),
        ("x_1^2", "⠭⠂⠘⠆"),
        ("x_i^2", "⠭⠰⠊⠘⠆"),
        ("e^{x_1}", "⠑⠘⠭⠘⠰⠂"),
        ("e^{-x^2}", "⠑⠘⠤⠭⠘⠘⠆"),
        ("(x^2)", "⠷⠭⠘⠆⠐⠾"),
        (#"\log_2 x"#, "⠇⠕⠛⠆⠀⠭"),
    ])
    func levels(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("in a script: the comma is ⠪, a comparison restates the level after each space", arguments: [
        ("x_{i,j}", "⠭⠰⠊⠪⠚"),
        ("x_{i=1}", "⠭⠰⠊⠀⠰⠨⠅⠀⠰⠂"),
        (#"x_{1, \ldots, n}"#, "⠭⠰⠂⠪⠄⠄⠄⠪⠝"),
    ])
    func withinScripts(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("a comma or the punctuation indicator returns to the baseline by itself", arguments: [
        ("x^2, y+1", "⠭⠘⠆⠠⠀⠽⠬⠂"),
        ("x^2.", "⠭⠘⠆⠸⠲"),
    ])
    func punctuation(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("primes stand right after their base, before any script", arguments: [
        ("f''(x)", "⠋⠄⠄⠷⠭⠾"),
        ("x'_1", "⠭⠄⠂"),
    ])
    func primes(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("fraction indicators: simple, complex, mixed numbers; the baseline before the fraction line", arguments: [
        (#"\frac{a+b}{c}"#, "⠹⠁⠬⠃⠌⠉⠼"),
        (#"\frac{\frac{a}{b}}{c}"#, "⠠⠹⠹⠁⠌⠃⠼⠠⠌⠉⠠⠼"),
        (#"1\frac{1}{2}"#, "⠼⠂⠸⠹⠂⠌⠆⠸⠼"),
        (#"\frac{x^2}{2}"#, "⠹⠭⠘⠆⠐⠌⠆⠼"),
        (#"e^{\frac{x}{2}}"#, "⠑⠘⠹⠭⠌⠆⠼"),
        ("a/b", "⠁⠸⠌⠃"),
    ])
    func fractions(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("radicals: the index before the sign, a radical inside a radical marked by ⠨", arguments: [
        (#"\sqrt{x+1}"#, "⠜⠭⠬⠂⠻"),
        (#"\sqrt[3]{x}"#, "⠣⠒⠜⠭⠻"),
        (#"\sqrt{x+\sqrt{y}}"#, "⠜⠭⠬⠨⠜⠽⠨⠻⠻"),
        (#"\sqrt{1+\sqrt[3]{x}}"#, "⠜⠂⠬⠨⠣⠒⠜⠭⠨⠻⠻"),
    ])
    func radicals(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("grouping symbols", arguments: [
        ("[a, b]", "⠈⠷⠁⠠⠀⠃⠈⠾"),
        (#"\{x \mid x > 0\}"#, "⠨⠷⠭⠳⠭⠀⠨⠂⠀⠼⠴⠨⠾"),
        ("|x|", "⠳⠭⠳"),
        (#"\langle x, y \rangle"#, "⠨⠨⠷⠭⠠⠀⠽⠨⠨⠾"),
        (#"\lfloor x \rfloor"#, "⠈⠰⠷⠭⠈⠰⠾"),
        (#"\binom{n}{k}"#, "⠷⠝⠩⠅⠾"),
    ])
    func grouping(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("the English-letter indicator: a letter standing alone (APH: find x, a, b, c), never one in an expression", arguments: [
        ("x", "⠰⠭"),
        ("A", "⠰⠠⠁"),
        ("x.", "⠰⠭⠸⠲"),
        ("a, b, c", "⠰⠁⠠⠀⠰⠃⠠⠀⠰⠉"),
        ("x + y", "⠭⠬⠽"),
        ("(a, b)", "⠷⠁⠠⠀⠃⠾"),
        (#"\alpha"#, "⠨⠁"),
    ])
    func englishLetterIndicator(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("typeforms and alphabets: boldface, script, German; Greek with its alternative forms; a capitalized name", arguments: [
        (#"\mathbf{x}"#, "⠸⠰⠭"),
        (#"\mathbf{0}"#, "⠸⠼⠴"),
        (#"\mathcal{A}"#, "⠈⠰⠠⠁"),
        (#"\mathfrak{g}"#, "⠸⠛"),
        (#"\Gamma"#, "⠨⠠⠛"),
        (#"\varepsilon"#, "⠨⠑"),
        (#"\epsilon"#, "⠨⠈⠑"),
        (#"\operatorname{OR}"#, "⠠⠠⠕⠗"),
    ])
    func typeforms(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("the multipurpose indicator keeps a numeral after a letter from reading as its subscript", arguments: [
        ("B1", "⠠⠃⠐⠂"),
        ("n2^n", "⠝⠐⠆⠘⠝"),
    ])
    func multipurposeIndicator(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("modified expressions: limits and accents; a bar over one letter directly after it; a modified comparison spaced", arguments: [
        (#"\bar{x}"#, "⠭⠱"),
        (#"\hat{x}"#, "⠐⠭⠣⠸⠣⠻"),
        (#"\vec{v}"#, "⠐⠧⠣⠫⠕⠻"),
        (#"\overline{AB}"#, "⠐⠠⠁⠠⠃⠣⠱⠻"),
        (#"\sum_{i=1}^{n} i"#, "⠐⠨⠠⠎⠩⠊⠀⠨⠅⠀⠼⠂⠣⠝⠻⠊"),
        (#"a \overset{?}{=} b"#, "⠁⠀⠐⠨⠅⠣⠸⠦⠻⠀⠃"),
    ])
    func modifiedExpressions(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("an abbreviated function name is followed by a space; a letter applied to its argument is not", arguments: [
        (#"\sin x"#, "⠎⠊⠝⠀⠭"),
        (#"\sin(x)"#, "⠎⠊⠝⠀⠷⠭⠾"),
        (#"\lim_{x \to 0} f(x)"#, "⠐⠇⠊⠍⠩⠭⠀⠫⠕⠀⠼⠴⠻⠀⠋⠷⠭⠾"),
        (#"\log \log n"#, "⠇⠕⠛⠀⠇⠕⠛⠀⠝"),
        ("f(x)", "⠋⠷⠭⠾"),
    ])
    func functionNames(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("comparison signs, a shape and an ellipsis are spaced; operation signs are not", arguments: [
        (#"a \le b"#, "⠁⠀⠐⠅⠱⠀⠃"),
        (#"A \Rightarrow B"#, "⠠⠁⠀⠫⠶⠶⠕⠀⠠⠃"),
        ("f(x) := x^2", "⠋⠷⠭⠾⠀⠸⠒⠨⠅⠀⠭⠘⠆"),
        (#"a \times b \div c"#, "⠁⠈⠡⠃⠨⠌⠉"),
        (#"\angle ABC"#, "⠫⠪⠀⠠⠁⠠⠃⠠⠉"),
        (#"1 + \cdots + n"#, "⠼⠂⠬⠀⠄⠄⠄⠀⠬⠝"),
        (#"x_1, \ldots, x_n"#, "⠭⠂⠠⠀⠄⠄⠄⠠⠀⠭⠰⠝"),
        ("a_1, ..., a_n", "⠁⠂⠠⠀⠄⠄⠄⠠⠀⠁⠰⠝"),
    ])
    func spacing(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("text keeps its words and spaces, uncontracted; digit groups stay apart", arguments: [
        (#"x \text{ if } y"#, "⠭⠀⠊⠋⠀⠽"),
        ("12~345", "⠼⠂⠆⠀⠼⠒⠲⠢"),
    ])
    func text(tex: String, cells: String) {
        #expect(braille(tex) == cells)
    }

    @Test("a table's rows stand on lines of their own, columns aligned, its enlarged fences on every line")
    func tables() {
        #expect(NemethWriter().braille(Formula(#"\begin{pmatrix}10&2\\3&4\end{pmatrix}"#)).lines == ["⠠⠷⠼⠂⠴⠀⠼⠆⠠⠾", "⠠⠷⠼⠒⠀⠀⠼⠲⠠⠾"])
        // What comes before the table stands on its first line; the others are indented under it.
        #expect(NemethWriter().braille(Formula(#"A = \begin{bmatrix}1&2\\3&4\end{bmatrix}"#)).lines
            == ["⠠⠁⠀⠨⠅⠀⠈⠠⠷⠼⠂⠀⠼⠆⠈⠠⠾", "⠀⠀⠀⠀⠀⠀⠈⠠⠷⠼⠒⠀⠼⠲⠈⠠⠾"])
        #expect(NemethWriter().braille(Formula(#"\begin{cases} 1 & x > 0 \\ 0 & x \le 0 \end{cases}"#)).lines
            == ["⠨⠠⠷⠼⠂⠀⠭⠀⠨⠂⠀⠼⠴", "⠨⠠⠷⠼⠴⠀⠭⠀⠐⠅⠱⠀⠼⠴"])
    }

    @Test("a character the Code has no symbol for is named in a transcriber's note and listed")
    func untranscribed() {
        let result = NemethWriter().braille(Formula(#"a \vdash b \vdash c"#))
        #expect(result.text == "⠁⠈⠨⠣⠗⠊⠛⠓⠞⠀⠞⠁⠉⠅⠈⠨⠜⠃⠈⠨⠣⠗⠊⠛⠓⠞⠀⠞⠁⠉⠅⠈⠨⠜⠉")
        #expect(result.untranscribed == ["⊢"])
        #expect(NemethWriter().braille(Formula("x + 1")).untranscribed.isEmpty)
    }

    @Test("unknown TeX is written as far as it reads: the command by its name, the rest as math")
    func unknownCommand() {
        #expect(braille(#"\foo + 1"#) == "⠸⠡⠋⠕⠕⠬⠂")
        #expect(braille(#"\frac{a}{b"#) == "⠹⠁⠌⠃⠼")
    }

    @Test("every cell is a Unicode braille cell, U+2800 for a space, on the corpus's kinds of formula", arguments: [
        #"\int_{-\infty}^{\infty} e^{-x^2}\,dx = \sqrt{\pi}"#, #"\mathbf{W}^\top \mathbf{x} + b"#, #"P(y \mid x) \propto \exp(\theta^\top x)"#,
        #"\begin{aligned} a &= b \\ &= c \end{aligned}"#, "中文 x",
    ])
    func onlyBrailleCells(tex: String) {
        let text = NemethWriter().braille(Formula(tex)).text
        #expect(!text.isEmpty)
        #expect(text.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) || $0 == "\n" })
    }
}
