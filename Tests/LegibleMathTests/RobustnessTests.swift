import Testing
import LegibleMath

/// Bad input never crashes, hangs or loses content, and never leaks TeX markup into speech.
@Suite("Bad and hostile input")
struct RobustnessTests {
    let speaker = MathSpeaker()

    /// Whether `text` is free of TeX markup.
    static func isClean(_ text: String) -> Bool {
        !text.contains(where: { $0 == "\\" || $0 == "{" || $0 == "}" })
    }

    @Test("An unknown command is spoken by its name")
    func unknownCommand() {
        #expect(speaker.speak(#"\foo"#).text == "the command foo")
        #expect(speaker.speak(#"\foo{x} + 1"#).text == "the command foo x, plus 1")
    }

    @Test("Unbalanced braces: a missing close ends at the end, a stray close is skipped")
    func unbalancedBraces() {
        #expect(speaker.speak("{a + b").text == "a plus b")
        #expect(speaker.speak("a + b}").text == "a plus b")
        #expect(speaker.speak(#"\frac{a}{b"#).text == "a over b")
        #expect(speaker.speak(#"\frac{a}"#).text == "the fraction with numerator a, and denominator")
    }

    @Test("Stray alignment marks and line breaks make lines and cells")
    func strayAlignment() {
        #expect(speaker.speak("a & b").text == "a; b")
        #expect(speaker.speak(#"a = 1 \\ b = 2"#).text == "2 lines, Line 1, a equals 1. Line 2, b equals 2")
        #expect(speaker.speak("&").text == "")
    }

    @Test("Unmatched \\left and \\right read their delimiters")
    func unmatchedLeftRight() {
        #expect(speaker.speak(#"\left( x"#).text == "open paren, x")
        #expect(speaker.speak(#"x \right)"#).text == "x close paren")
    }

    @Test("A trailing backslash and empty input")
    func edges() {
        #expect(Self.isClean(speaker.speak("x \\").text))
        #expect(speaker.speak("").text == "")
        #expect(speaker.speak("   ").text == "")
        #expect(speaker.speak("^2").text == "squared")
    }

    @Test("100,000 nested braces are read flatly, keeping every symbol")
    func deepBraces() {
        let depth = 100_000
        let tex = String(repeating: "{", count: depth) + "x + 1" + String(repeating: "}", count: depth)
        let speech = speaker.speak(tex).text
        #expect(speech.contains("x"))
        #expect(speech.contains("plus"))
        #expect(speech.contains("1"))
    }

    @Test("Deeply nested fractions, roots, fences and scripts do not overflow the stack")
    func deepStructures() {
        let depth = 20_000
        let cases = [
            String(repeating: #"\frac{1}{"#, count: depth) + "x" + String(repeating: "}", count: depth),
            String(repeating: #"\frac"#, count: depth) + "1 2",
            String(repeating: #"\sqrt{"#, count: depth) + "x" + String(repeating: "}", count: depth),
            String(repeating: #"\left("#, count: depth) + "x" + String(repeating: #"\right)"#, count: depth),
            String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth),
            String(repeating: "|", count: depth) + "x",
            "x" + String(repeating: "^{x", count: depth) + String(repeating: "}", count: depth),
            "x" + String(repeating: "^x", count: depth),
            String(repeating: "-", count: depth) + "x",
            String(repeating: #"\sum "#, count: depth) + "x",
            String(repeating: #"\int "#, count: depth) + "x dx",
            String(repeating: #"\sin "#, count: depth) + "x",
            String(repeating: #"\angle "#, count: depth) + "x",
            String(repeating: #"\begin{matrix}"#, count: depth) + "x",
            String(repeating: #"\text{"#, count: depth) + "x",
            String(repeating: #"\bf "#, count: depth) + "x",
            "1 " + String(repeating: #"\over x "#, count: depth),
        ]
        for tex in cases {
            let speech = speaker.speak(tex)
            #expect(speech.text.contains("x") || speech.text.contains("1"), "\(tex.prefix(20))…")
            #expect(Self.isClean(speech.text))
            let precise = MathSpeaker(style: .mathSpeak).speak(tex)
            #expect(Self.isClean(precise.text))
            // The expression tree and its braille are made from the same bounded tree.
            #expect(!NemethWriter().braille(MathExpression(Formula(tex))).text.isEmpty, "\(tex.prefix(20))…")
        }
    }

    @Test("Braces and backslashes in text are named, not leaked")
    func markupInText() {
        let speech = speaker.speak(#"\text{a \{ b \} c \\ d}"#).text
        #expect(Self.isClean(speech))
    }

    @Test("A long chain of functions (`\\sin\\sin…x`) is read, every function said, without nesting past the limit")
    func functionChain() {
        let speech = speaker.speak(String(repeating: #"\sin"#, count: 20_000) + " x").text
        #expect(speech.components(separatedBy: "sine").count - 1 == 20_000)
    }
}
