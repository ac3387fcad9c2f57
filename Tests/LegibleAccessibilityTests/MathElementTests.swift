import LegibleAccessibility
import LegibleMath
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
        #expect(math.math == MathFacts(formula: Formula("\\frac{a+b}{2}"), isDisplay: false))
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

    @Test("a formula that cannot be read as math is named as not understood, with its TeX, which its facts and more content carry",
          arguments: [
              // An unknown command, in line.
              ("Solve $\\foo x + 1$ now.", "\\foo x + 1", false),
              // An unbalanced brace, displayed.
              ("$$\n\\frac{a}{b\n$$", "\\frac{a}{b", true),
              // A \left without its \right.
              ("Take $\\left( x + 1$.", "\\left( x + 1", false),
          ])
    func unreadable(_ markdown: String, _ tex: String, _ isDisplay: Bool) throws {
        let math = try #require(model(markdown).first(.math))
        #expect(math.label == "formula not understood, TeX: \(tex)")
        #expect(math.math == MathFacts(formula: Formula(tex), isDisplay: isDisplay))
        #expect(math.math?.isReadable == false)
        #expect(math.customContent == [CustomContent(label: "TeX", value: tex)])
        #expect(math.language == "en")
    }

    @Test("in its paragraph, an unreadable formula says it was not understood and its TeX, with no guess at its meaning")
    func unreadableInParagraph() throws {
        let paragraph = try #require(model("Solve $\\foo x + 1$ now.").first(.text))
        #expect(paragraph.label == "Solve formula not understood, TeX: \\foo x + 1 now.")
    }

    @Test("an unreadable display formula reads as its TeX, runs of white space as one space, with no math speech for SSML")
    func unreadableReadAll() throws {
        let model = model("$$\n\\left( x\n  + 1\n$$")
        #expect(model.readAllScript.utterances.map(\.text) == ["formula not understood, TeX: \\left( x + 1"])
        #expect(model.readAllScript.utterances.first?.math == nil)
    }

    @Test("in German, an unreadable formula is named in German")
    func unreadableGerman() throws {
        let math = try #require(model("$\\foo x$", language: "de").first(.math))
        #expect(math.label == "Formel nicht verstanden, TeX: \\foo x")
        #expect(math.customContent == [CustomContent(label: "TeX", value: "\\foo x")])
        #expect(math.language == "de")
    }

    @Test("a formula that reads as math is spoken as before, with no more content")
    func readable() throws {
        let math = try #require(model("$\\frac{a}{b}$").first(.math))
        #expect(math.label == "a over b")
        #expect(math.math?.isReadable == true)
        #expect(math.customContent.isEmpty)
    }
}
