import Testing
import LegibleMath

@Suite("Fences and what they mean")
struct FenceSpeechTests {
    let speaker = MathSpeaker()

    @Test("Parentheses around something simple are silent")
    func silentParentheses() {
        #expect(speaker.speak("(25)").text == "25")
        #expect(speaker.speak("2(3)").text == "2 times 3")
    }

    @Test("Parentheses around an operation are spoken")
    func spokenParentheses() {
        #expect(speaker.speak("(x+1)(x-1)").text == "open paren, x plus 1, close paren, times, open paren, x minus 1, close paren")
        #expect(speaker.speak(#"\left( a + b \right)^2"#).text == "open paren, a plus b, close paren, squared")
    }

    @Test("Bars are an absolute value, double bars a norm, a lone bar divides")
    func bars() {
        #expect(speaker.speak("|x-1|").text == "the absolute value of x minus 1")
        #expect(speaker.speak(#"\|v\|"#).text == "the metric of v")
        #expect(speaker.speak("a | b").text == "a divides b")
    }

    @Test("Braces make sets and set builders")
    func sets() {
        #expect(speaker.speak(#"\{1, 2, 3\}"#).text == "the set 1 comma 2 comma 3")
        #expect(speaker.speak(#"\{x \mid x > 0\}"#).text == "the set of all x such that x is greater than 0")
        #expect(speaker.speak(#"\{x \in \mathbb{Z} : x > 0\}"#).text == "the set of all x in the integers such that x is greater than 0")
        #expect(speaker.speak(#"\{\}"#).text == "the empty set")
    }

    @Test("A \\middle bar reads as the bar it sizes: a set builder's \"such that\", a conditional \"given\"")
    func middleBar() {
        #expect(speaker.speak(#"\left\{ x \in A \middle| x > 0 \right\}"#).text == "the set of all x in A such that x is greater than 0")
        #expect(speaker.speak(#"P\left(A \middle| B\right)"#).text == "P of, open paren, A given B, close paren")
        #expect(speaker.speak(#"\left( a \middle. b \right)"#).text == speaker.speak(#"\left( a b \right)"#).text)
    }

    @Test("Floors and ceilings")
    func floorAndCeiling() {
        #expect(speaker.speak(#"\lfloor x \rfloor"#).text == "left floor, x, right floor")
        #expect(speaker.speak(#"\left\lceil n/2 \right\rceil"#).text == "left ceiling, n divided by 2, right ceiling")
    }

    @Test("A conditional probability reads 'given'")
    func conditional() {
        #expect(speaker.speak(#"P(A \mid B)"#).text == "P of, open paren, A given B, close paren")
    }
}
