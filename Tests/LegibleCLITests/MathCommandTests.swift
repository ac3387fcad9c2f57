import Testing

@Suite("legible math")
struct MathCommandTests {
    @Test("speaks TeX in ClearSpeak by default")
    func clearSpeak() throws {
        let result = try LegibleCommand.run(["math", "\\frac{a+b}{2}"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "the fraction with numerator a plus b, and denominator 2\n")
    }

    @Test("--style mathspeak speaks MathSpeak")
    func mathSpeak() throws {
        let result = try LegibleCommand.run(["math", "\\sqrt{x}", "--style", "mathspeak"])
        #expect(result.standardOutput == "StartRoot x EndRoot\n")
    }

    @Test("--language de speaks German")
    func german() throws {
        let result = try LegibleCommand.run(["math", "\\sqrt{x}", "--language", "de"])
        #expect(result.standardOutput == "Quadratwurzel aus x\n")
    }

    @Test("an unknown style is a clear error")
    func unknownStyle() throws {
        let result = try LegibleCommand.run(["math", "x", "--style", "loud"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("loud"))
    }
}
