import LegibleMath
import Testing

@Suite("TeX problems: what the speaker can only guess at")
struct TeXProblemTests {
    @Test("well-formed TeX has none", arguments: [
        #"\frac{a+b}{2}"#, #"\left( x \right]"#, #"\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}"#, #"\{ x \}"#, "a \\\nb", #"\mathbb{R}^n"#,
    ])
    func none(_ tex: String) {
        #expect(MathSpeaker.problems(in: tex).isEmpty)
    }

    @Test("unbalanced braces, \\left and \\right, environments, and unknown commands", arguments: [
        (#"\frac{a}{b"#, [TeXProblem.unbalancedBraces]),
        (#"a}"#, [.unbalancedBraces]),
        (#"\left( x"#, [.unbalancedLeftRight]),
        (#"x \right)"#, [.unbalancedLeftRight]),
        (#"\begin{matrix} 1"#, [.unbalancedEnvironment("matrix")]),
        (#"\begin{matrix} 1 \end{pmatrix}"#, [.unbalancedEnvironment("pmatrix")]),
        (#"\foo x + \foo y + \bar{\baz}"#, [.unknownCommand("foo"), .unknownCommand("baz")]),
    ])
    func problems(_ tex: String, _ expected: [TeXProblem]) {
        #expect(MathSpeaker.problems(in: tex) == expected)
    }
}
