import Testing

@Suite("legible math")
struct MathCommandTests {
    @Test("speaks TeX in ClearSpeak by default")
    func clearSpeak() throws {
        let result = try LegibleCommand.run(["math", "\\frac{a+b}{2}"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "the fraction with numerator a plus b, and denominator 2\n")
    }

    @Test("--style mathspeak speaks MathSpeak, which says a root otherwise than ClearSpeak")
    func mathSpeak() throws {
        let result = try LegibleCommand.run(["math", "\\sqrt{x}", "--style", "mathspeak"])
        #expect(result.standardOutput == "StartRoot x EndRoot\n")
        #expect(try LegibleCommand.run(["math", "\\sqrt{x}"]).standardOutput == "the square root of x\n")
    }

    @Test("--language de speaks German")
    func german() throws {
        let result = try LegibleCommand.run(["math", "\\sqrt{x}", "--language", "de"])
        #expect(result.standardOutput == "Quadratwurzel aus x\n")
    }

    @Test("--mathml prints MathML with the TeX as annotation; --display makes it block math")
    func mathML() throws {
        let result = try LegibleCommand.run(["math", "x^2", "--mathml", "--display"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\"><semantics>"
            + "<msup><mi>x</mi><mn>2</mn></msup><annotation encoding=\"application/x-tex\">x^2</annotation></semantics></math>\n")
    }

    @Test("an unknown style is a clear error")
    func unknownStyle() throws {
        let result = try LegibleCommand.run(["math", "x", "--style", "loud"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("loud"))
    }
}
