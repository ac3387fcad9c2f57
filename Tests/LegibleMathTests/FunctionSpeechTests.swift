import Testing
import LegibleMath

@Suite("Functions")
struct FunctionSpeechTests {
    let speaker = MathSpeaker()

    @Test("A named function before a simple argument")
    func simpleArgument() {
        #expect(speaker.speak(#"\sin x"#).text == "sine x")
        #expect(speaker.speak(#"\log x"#).text == "log x")
    }

    @Test("A named function before an operation in parentheses")
    func complexArgument() {
        #expect(speaker.speak(#"\sin(x+y)"#).text == "the sine of, open paren, x plus y, close paren")
    }

    @Test("Powers and inverses of trigonometric functions")
    func trigonometricPowers() {
        #expect(speaker.speak(#"\sin^2 x"#).text == "sine squared x")
        #expect(speaker.speak(#"\tan^{-1} x"#).text == "the inverse tangent of x")
    }

    @Test("Logarithms with a base")
    func logarithmBase() {
        #expect(speaker.speak(#"\log_2 n"#).text == "the log base 2 of, n")
    }

    @Test("A letter before parentheses is a function: f of x")
    func letterFunctions() {
        #expect(speaker.speak("f(x)").text == "f of x")
        #expect(speaker.speak("g(x+1)").text == "g of, open paren, x plus 1, close paren")
        #expect(speaker.speak("f^{-1}(y)").text == "f inverse of y")
        #expect(speaker.speak(#"\operatorname{softmax}(\mathbf{o})"#).text == "softmax of bold o")
    }

    @Test("A letter before parentheses around an operation is multiplication")
    func letterTimesParentheses() {
        #expect(speaker.speak("x(y+z)").text == "x times, open paren, y plus z, close paren")
    }
}
