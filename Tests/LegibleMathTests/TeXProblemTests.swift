import LegibleMath
import Testing

@Suite("TeX problems: what the speaker can only guess at")
struct TeXProblemTests {
    @Test("well-formed TeX has none, and reads as math", arguments: [
        #"\frac{a+b}{2}"#, #"\left( x \right]"#, #"\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}"#, #"\{ x \}"#, "a \\\nb", #"\mathbb{R}^n"#,
    ])
    func none(_ tex: String) {
        #expect(MathSpeaker.problems(in: tex).isEmpty)
        #expect(MathSpeaker.canRead(tex))
    }

    @Test("unbalanced braces, \\left and \\right, environments, and unknown commands; each makes the formula unreadable", arguments: [
        (#"\frac{a}{b"#, [TeXProblem.unbalancedBraces]),
        (#"a}"#, [.unbalancedBraces]),
        (#"\left( x"#, [.unbalancedLeftRight]),
        (#"x \right)"#, [.unbalancedLeftRight]),
        (#"\begin{matrix} 1"#, [.unbalancedEnvironment("matrix")]),
        (#"\begin{matrix} 1 \end{pmatrix}"#, [.unbalancedEnvironment("pmatrix")]),
        (#"\foo x + \foo y + \bar{\baz}"#, [.unknownCommand("foo"), .unknownCommand("baz")]),
        (String(repeating: #"\frac{1}{"#, count: 25) + "x" + String(repeating: "}", count: 25), [.nestedTooDeeply(limit: 48)]),
        (String(repeating: "{", count: 49) + "x" + String(repeating: "}", count: 49), [.nestedTooDeeply(limit: 48)]),
    ])
    func problems(_ tex: String, _ expected: [TeXProblem]) {
        #expect(MathSpeaker.problems(in: tex) == expected)
        #expect(!MathSpeaker.canRead(tex))
    }
}
