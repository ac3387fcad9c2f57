import Foundation
import Testing

/// `legible page --math svg`: formulas drawn as the typesetter's SVG instead of MathML, for mail
/// and readers without MathML, with the spoken form kept beside them.
@Suite("legible page --math svg")
struct PageMathSVGTests {
    static let answer = Array("Roots: $x_{1,2} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$ here.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\nBroken: $\\frac{a$.\n".utf8)

    /// Whether the run found no math font, which only a machine without one may do (CI installs Latin Modern Math).
    static func noFont(_ result: LegibleCommand.Result) -> Bool {
        guard result.standardError.contains("no math font found") else { return false }
        #expect(ProcessInfo.processInfo.environment["CI"] != "true", "no math font installed (fonts-lmodern)")
        return true
    }

    @Test("each readable formula is SVG hidden from assistive technology beside its spoken form (an in-line one in pieces broken after =, each lowered by its depth); no MathML")
    func svg() throws {
        let result = try LegibleCommand.run(["page", "--fragment", "--math", "svg", "-"], input: Self.answer)
        guard !Self.noFont(result) else { return }
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let html = result.standardOutput
        #expect(!html.contains("<math"))
        // The in-line formula is two pieces (x₁,₂ = and the fraction), the display formula one.
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(html.components(separatedBy: "aria-hidden=\"true\" focusable=\"false\" style=\"vertical-align: -").count - 1 == 3)
        #expect(!html.contains("role=\"img\""))
        // The spoken forms stay, visually hidden, as without the option.
        #expect(html.contains("<span class=\"legible-speech\">x sub 1 comma 2, equals, the fraction with numerator negative b"))
        #expect(html.contains("class=\"legible-math legible-math-display\" tabindex=\"0\"><span class=\"legible-speech\">the sum"))
        // A formula that cannot be read is still its TeX, marked, not a drawing of a guess.
        #expect(html.contains("<code aria-hidden=\"true\">\\frac{a</code>"))
    }

    @Test("a math font that is not there, or has no MATH table, is said on standard error, and formulas are MathML as before")
    func fallback() throws {
        let missing = try LegibleCommand.run(["page", "--fragment", "--math", "svg", "--math-font", "/no/such/font.otf", "-"], input: Self.answer)
        #expect(missing.status == 0)
        #expect(missing.standardError == "warning: cannot read /no/such/font.otf: no such file; formulas are written as MathML\n")
        let plain = try LegibleCommand.run(["page", "--fragment", "-"], input: Self.answer)
        #expect(missing.standardOutput == plain.standardOutput)
        #expect(plain.standardOutput.contains("<math aria-hidden=\"true\""))
        #expect(!plain.standardOutput.contains("<svg"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-math-font-\(UUID().uuidString).otf")
        try Data("OTTO, but not a font".utf8).write(to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let junk = try LegibleCommand.run(["page", "--fragment", "--math", "svg", "--math-font", directory.path, "-"], input: Self.answer)
        #expect(junk.standardError.hasPrefix("warning: \(directory.path) cannot be used as a math font: "))
        #expect(junk.standardOutput == plain.standardOutput)
    }

    @Test("an unknown --math format is refused, naming the formats")
    func unknownFormat() throws {
        let result = try LegibleCommand.run(["page", "--math", "png", "-"], input: Self.answer)
        #expect(result.status != 0)
        #expect(result.standardError.contains("unknown math format 'png'; the formats are: mathml, svg"))
    }
}
