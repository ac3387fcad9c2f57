import Foundation
import Testing

/// `legible page`: formulas drawn as the typesetter's SVG (the default with a math font, or
/// `--math svg`), as TeX sets them, with the spoken form and the TeX kept beside them; MathML
/// with `--math mathml` or without a math font.
@Suite("legible page --math svg")
struct PageMathSVGTests {
    static let answer = Array("Roots: $x_{1,2} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$ here.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\nBroken: $\\frac{a$.\n".utf8)

    /// Whether the run found no math font, which only a machine without one may do (CI installs Latin Modern Math).
    static func noFont(_ result: LegibleCommand.Result) -> Bool {
        guard result.standardError.contains("no math font found") else { return false }
        #expect(ProcessInfo.processInfo.environment["CI"] != "true", "no math font installed (fonts-lmodern)")
        return true
    }

    @Test("each readable formula is SVG hidden from assistive technology beside its spoken form (an in-line one in pieces broken after =, each holding its depth); no MathML, no style attribute")
    func svg() throws {
        let result = try LegibleCommand.run(["page", "--fragment", "--math", "svg", "-"], input: Self.answer)
        guard !Self.noFont(result) else { return }
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let html = result.standardOutput
        #expect(!html.contains("<math"))
        // The in-line formula is two pieces (x₁,₂ = and the fraction), the display formula one.
        #expect(html.components(separatedBy: "<span class=\"legible-math-box\" aria-hidden=\"true\"><svg width=").count - 1 == 2)
        #expect(html.components(separatedBy: "<svg class=\"legible-math-depth\"").count - 1 == 2)
        #expect(html.components(separatedBy: "<svg aria-hidden=\"true\" width=").count - 1 == 1)
        #expect(html.components(separatedBy: "class=\"legible-math-glyphs\"").count - 1 == 1)
        #expect(!html.contains("role=\"img\"") && !html.contains("style="))
        // The spoken forms stay, visually hidden, as without the option.
        #expect(html.contains("<span class=\"legible-speech\">x sub 1 comma 2, equals, the fraction with numerator negative b"))
        #expect(html.contains("class=\"legible-math legible-math-display\" tabindex=\"0\"><span class=\"legible-speech\">the sum"))
        // A formula that cannot be read is still its TeX, marked, not a drawing of a guess.
        #expect(html.contains("<code aria-hidden=\"true\">\\frac{a</code>"))
    }

    @Test("without --math, formulas are SVG when the system has a math font, as with --math svg")
    func svgByDefault() throws {
        let svg = try LegibleCommand.run(["page", "--fragment", "--math", "svg", "-"], input: Self.answer)
        guard !Self.noFont(svg) else { return }
        let plain = try LegibleCommand.run(["page", "--fragment", "-"], input: Self.answer)
        #expect(plain.standardOutput == svg.standardOutput)
        #expect(plain.standardError == "")
    }

    @Test("a text font without a MATH table is set with MathML Core's fallbacks, still as SVG")
    func textFont() throws {
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
        guard FileManager.default.isReadableFile(atPath: dejaVu) else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "DejaVu Serif not installed (fonts-dejavu-core)")
            return
        }
        let result = try LegibleCommand.run(["page", "--fragment", "--math-font", dejaVu, "-"], input: Self.answer)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("<span class=\"legible-math-box\"") && !result.standardOutput.contains("<math"))
    }

    @Test("a math font that is not there, or is not a font, is said on standard error, and formulas are MathML as with --math mathml")
    func fallback() throws {
        let missing = try LegibleCommand.run(["page", "--fragment", "--math", "svg", "--math-font", "/no/such/font.otf", "-"], input: Self.answer)
        #expect(missing.status == 0)
        #expect(missing.standardError == "warning: cannot read /no/such/font.otf: no such file; formulas are written as MathML\n")
        let plain = try LegibleCommand.run(["page", "--fragment", "--math", "mathml", "-"], input: Self.answer)
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
        #expect(result.standardError.contains("unknown math format 'png'; the formats are: svg, mathml"))
    }
}
