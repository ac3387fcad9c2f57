import Testing
import LegibleMath

/// The six ways real-world TeX was misread (issue 13), each fixed by a rule that formulas never
/// seen benefit from; the formulas here are not special-cased anywhere.
@Suite("Real-world TeX")
struct RealWorldSpeechTests {
    let speaker = MathSpeaker()

    func says(_ tex: String) -> String { speaker.speak(tex).text }

    @Test("A name before parentheses is a function unless they hold arithmetic, and one throughout a formula")
    func functionApplication() {
        #expect(says("E(n,k)=E(n,k-1)+E(n-1,n-k)")
            == "E of, open paren, n comma k, close paren, equals E of, open paren, n comma, k minus 1, close paren, plus E of, open paren, n minus 1, comma, n minus k, close paren")
        #expect(says(#"\hat S_m(n)"#) == "S hat sub m, of n")
        #expect(says(#"\mathcal N(0,\sigma^2)"#) == "script N of, open paren, 0 comma, sigma squared, close paren")
        #expect(says(#"\varphi(2n)"#) == "phi of 2 n")
        #expect(says("L(2^d+1)") == "L times, open paren, 2 to the d-th power, plus 1, close paren")
        // Read as a function once, read as one everywhere in the formula.
        #expect(says("L(n) = L(n-1) + 1") == "L of n, equals L of, open paren, n minus 1, close paren, plus 1")
    }

    @Test("A name with a superscript that names, or an accent over its index, is applied to parentheses")
    func indexedFunctions() {
        #expect(says(#"T^r(\xi)=0"#) == "the r-th power of, T of xi, equals 0")
        #expect(says(#"V^\pi(s)"#) == "the pi-th power of, V of s")
        #expect(says("P^+(x)") == "P with superscript plus of x")
        #expect(says(#"\hat{F_k}(x)"#) == "F sub k, hat of x")
        // With an index the power follows the name, as for any power of an index.
        #expect(says(#"V^\pi_k(s)"#) == "V sub k, to the pi-th power, of s")
        #expect(says("f_1^n(x)") == "f sub 1, to the n-th power, of x")
        // A numeric power, a transpose, or parentheses raised to a power stay factors.
        #expect(says("x^2(y)") == "x squared times y")
        #expect(says(#"\mathbf{h}^\top(x)"#) == "bold h transpose times x")
        #expect(says(#"n^{k}(\log n)^{2}"#) == "n to the k-th power, times, open paren, log n, close paren, squared")
    }

    @Test("Capital F, G and H are function letters, unless the letter stands as a value in the arithmetic after it")
    func capitalFunctionLetters() {
        #expect(says("G(i+1)") == "G of, open paren, i plus 1, close paren")
        #expect(says("F_{k-1}(n-i)") == "F sub k minus 1, of, open paren, n minus i, close paren")
        #expect(says("G^2(x)") == "G squared of x")
        #expect(says("F_{2n} = F_n (F_{n+1} + F_{n-1})")
            == "F sub 2 n, equals, F sub n, times, open paren, F sub n plus 1, plus, F sub n minus 1, close paren")
        #expect(says("2f_0(f-f_0)") == "2, f sub 0, times, open paren, f minus, f sub 0, close paren")
        // A composition is a function whatever its letters.
        #expect(says(#"(\pi\circ\sigma)(x)"#) == "open paren, pi composed with sigma, close paren, of x")
    }

    @Test("A word in capitals between operands joins them, it is applied to nothing")
    func wordOperators() {
        #expect(says(#"a \operatorname{OR} b"#) == "a OR b")
        #expect(says(#"01010011 \operatorname{XOR} 00110010=01100001"#) == "01010011 XOR 00110010, equals 01100001")
        #expect(says(#"2\operatorname{MSET}_3(B)"#) == "2, MSET sub 3, of B")
    }

    @Test("Square brackets after a name hold its argument, and chain")
    func brackets() {
        #expect(says("E[Y]") == "E of Y")
        #expect(says(#"\mathbb{P}[A]"#) == "double struck P of A")
        #expect(says("dp[i][j]") == "d p of i, of j")
        #expect(says(#"\mathbf F_p[x]"#) == "bold F sub p, of x")
        #expect(says(#"\mathbb{C}\left\lbrack x\right\rbrack"#) == "double struck C of x")
    }

    @Test("Fonts are spoken on groups of letters, on digits and on text")
    func fonts() {
        #expect(says(#"\mathbf{Ab}"#) == "bold A bold b")
        #expect(says(#"\mathcal{GP}"#) == "script G script P")
        #expect(says(#"\textbf{x}"#) == "bold x")
        #expect(says(#"\texttt{foo}"#) == "monospace foo")
        #expect(says(#"\boldsymbol 0"#) == "bold 0")
        #expect(says(#"\boldsymbol{\Sigma}"#) == "bold Sigma")
        // `\mathbf` leaves lowercase Greek italic, as TeX does; `\boldsymbol` makes it bold.
        #expect(says(#"\mathbf{\theta x}"#) == "theta bold x")
        #expect(says(#"\mathbf{\Gamma}"#) == "bold Gamma")
        #expect(says(#"\boldsymbol{\theta}"#) == "bold italic theta")
        #expect(says(#"\mathbf{1}"#) == "bold 1")
        #expect(says(#"\mathbb{1}"#) == "double struck 1")
    }

    @Test("Upright names are words when they look like words, else spelled")
    func uprightNames() {
        #expect(says(#"\mathrm{merge}(A)"#) == "merge of A")
        #expect(says(#"\mathrm{Attention}(Q)"#) == "Attention of Q")
        #expect(says(#"\mathrm{MLP}(x)"#) == "M L P of x")
    }

    @Test("The AMS relations of less and greater with approximately and double equals")
    func amsRelations() {
        #expect(says(#"a \lessapprox b"#) == "a less than or approximate b")
        #expect(says(#"a \lesseqqgtr b"#) == "a less than above double line equal above greater than b")
        #expect(says(#"a \gtreqqless b"#) == "a greater than above double line equal above less than b")
        #expect(MathSpeaker(language: "de").speak(#"a \lessapprox b"#).text == "a kleiner als oder ungefähr gleich b")
    }

    @Test("Transposes, stars, asterisks and tildes by what they mean")
    func marks() {
        #expect(says("A^T") == "A transpose")
        #expect(says(#"A^{\mathsf T}"#) == "A transpose")
        #expect(says(#"x^\intercal"#) == "x transpose")
        #expect(says("f^*") == "f star")
        #expect(says(#"u \ast v"#) == "u asterisk v")
        #expect(says(#"X \sim \mathcal N(\mu, \sigma^2)"#)
            == "X is distributed as script N of, open paren, mu comma, sigma squared, close paren")
        #expect(says(#"1 \sim n"#) == "1 tilde n")
        #expect(says(#"R^\times"#) == "R with superscript cross")
        #expect(says(#"V^\perp"#) == "V with superscript perp")
        #expect(says(#"V^{\bot}"#) == "V with superscript perp")
    }

    @Test("Fences around a single token in a script are spoken")
    func fencedTokens() {
        #expect(says("X^{(k)}") == "X with superscript, open paren, k, close paren")
        #expect(says("(a)_n") == "open paren, a, close paren, sub n")
        #expect(says("(100011010)_2") == "open paren, 100011010, close paren, sub 2")
    }

    @Test("No times before what is no factor; given, approaches and mod where they belong")
    func nonFactors() {
        #expect(says(#"k~(k\in[2,n+1])"#)
            == "k, open paren, k is a member of open bracket, 2 comma, n plus 1, close bracket, close paren")
        #expect(says(#"p \land \lnot q"#) == "p and not q")
        #expect(says(#"p(y \mid \theta, X)"#) == "p of, open paren, y given theta, comma X, close paren")
        #expect(says(#"\mathit{count}(x)"#) == "count of x")
        #expect(says(#"\limsup_{n\to\infty} a_n"#) == "the limit superior as n approaches infinity of, a sub n")
        #expect(says(#"a \equiv b \pmod{n}"#) == "a is identical to b, mod n")
    }
}
