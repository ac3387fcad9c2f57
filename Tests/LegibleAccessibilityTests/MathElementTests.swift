import LegibleAccessibility
import Testing

@Suite("Math")
struct MathElementTests {
    @Test("inline math is spoken by the math module inside its paragraph, never as TeX")
    func inline() throws {
        let model = model("The mean is $\\frac{a+b}{2}$ here.")
        let paragraph = try #require(model.first(.text))
        #expect(paragraph.label == "The mean is the fraction with numerator a plus b, and denominator 2 here.")
        let math = try #require(model.first(.math))
        #expect(math.isInline)
        #expect(math.math == MathFacts(tex: "\\frac{a+b}{2}", isDisplay: false))
    }

    @Test("display math is an element of its own, read as a formula")
    func display() throws {
        let model = model("Text.\n\n$$\nx^2 + y^2 = 1\n$$\n")
        let math = try #require(model.first(.math))
        #expect(math.isTextElement)
        #expect(math.label == "x squared plus y squared equals 1")
        #expect(model.readAllScript.utterances.map(\.text) == ["Text.", "x squared plus y squared equals 1"])
    }

    @Test("the TeX source stays reachable through an action")
    func texSource() throws {
        let math = try #require(model("$$\\sqrt{2}$$").first(.math))
        #expect(math.actions.map(\.kind) == [.showTeXSource])
        #expect(math.actions.first?.payload == "\\sqrt{2}")
        #expect(math.actions.first?.name == "Show TeX source")
    }
}
