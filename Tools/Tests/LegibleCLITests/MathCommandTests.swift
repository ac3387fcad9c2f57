import Foundation
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

    @Test("--language fr, es and it speak French, Spanish and Italian", arguments: [
        ("fr", "la racine carrée de x au carré plus 1\n"), ("es", "la raíz cuadrada de x al cuadrado más 1\n"),
        ("it", "la radice quadrata di x quadrato più 1\n"),
    ])
    func romance(language: String, spoken: String) throws {
        #expect(try LegibleCommand.run(["math", "\\sqrt{x^2+1}", "--language", language]).standardOutput == spoken)
    }

    @Test("--mathml prints MathML with the TeX as annotation; --display makes it block math")
    func mathML() throws {
        let result = try LegibleCommand.run(["math", "x^2", "--mathml", "--display"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\"><semantics>"
            + "<msup><mi>x</mi><mn>2</mn></msup><annotation encoding=\"application/x-tex\">x^2</annotation></semantics></math>\n")
    }

    @Test("--braille nemeth prints Nemeth braille as Unicode braille cells, a line for each row of a table")
    func nemeth() throws {
        let result = try LegibleCommand.run(["math", "--braille", "nemeth", "--", "-x^2 + \\frac{1}{2}"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "⠤⠭⠘⠆⠐⠬⠹⠂⠌⠆⠼\n")
        let matrix = try LegibleCommand.run(["math", "--braille", "nemeth", "\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}"])
        #expect(matrix.standardOutput == "⠠⠷⠁⠀⠃⠠⠾\n⠠⠷⠉⠀⠙⠠⠾\n")
    }

    @Test("--braille nemeth writes what it can of unknown TeX or symbols, names the problem and exits 1", arguments: [
        ("\\foo + 1", "⠸⠡⠋⠕⠕⠬⠂\n", "Error: cannot read the TeX: unknown command \\foo\n"),
        ("a \\vdash b", "⠁⠈⠨⠣⠗⠊⠛⠓⠞⠀⠞⠁⠉⠅⠈⠨⠜⠃\n", "Error: no Nemeth symbol for ⊢ (U+22A2 RIGHT TACK)\n"),
    ])
    func nemethProblems(tex: String, output: String, message: String) throws {
        let result = try LegibleCommand.run(["math", "--braille", "nemeth", tex])
        #expect(result.status == 1)
        #expect(result.standardOutput == output)
        #expect(result.standardError == message)
    }

    @Test("an unknown braille code is a usage error")
    func unknownBrailleCode() throws {
        let result = try LegibleCommand.run(["math", "--braille", "ueb", "x"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown braille code 'ueb'; the code is: nemeth"))
    }

    @Test("an unknown style is a clear error")
    func unknownStyle() throws {
        let result = try LegibleCommand.run(["math", "x", "--style", "loud"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("loud"))
    }

    /// Where Debian puts Latin Modern Math, the font the layout options are checked with.
    static let mathFont = "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf"

    @Test("--layout json prints the glyphs and rules in points, in the TeX layout oracle's schema",
          .enabled(if: FileManager.default.fileExists(atPath: mathFont) || ProcessInfo.processInfo.environment["CI"] == "true"))
    func layoutJSON() throws {
        let result = try LegibleCommand.run(["math", "--layout", "json", "--font", Self.mathFont, "--", "x^2"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("{\"width\": 10.263, \"height\": 8.278, \"depth\": 0.11, \"glyphs\": [{\"char\": 119909, \"glyph\": 1319, "
            + "\"font\": \"latinmodern-math.otf\", \"x\": 0, \"y\": 0, \"size\": 10.0, \"advance\": 5.72}"))
    }

    @Test("--svg prints an SVG of paths named by the speech; a file that is not a font is a clear error")
    func svg() throws {
        if FileManager.default.fileExists(atPath: Self.mathFont) || ProcessInfo.processInfo.environment["CI"] == "true" {
            let result = try LegibleCommand.run(["math", "--svg", "--font", Self.mathFont, "--", "\\sqrt{x}"])
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("role=\"img\" aria-label=\"the square root of x\""))
            #expect(result.standardOutput.contains("<path "))
        }
        let bad = try LegibleCommand.run(["math", "--svg", "--font", "/etc/hostname", "--", "x"])
        #expect(bad.status != 0)
        #expect(bad.standardError.contains("not a math font"))
    }

    @Test("an unknown option is a usage error, not TeX")
    func unknownOption() throws {
        let result = try LegibleCommand.run(["math", "--foo", "x^2"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("--foo"))
    }

    @Test("-- ends the options: what follows is TeX, a leading minus sign included, and -- itself is not read")
    func endOfOptions() throws {
        #expect(try LegibleCommand.run(["math", "--", "-x"]).standardOutput == "negative x\n")
        #expect(try LegibleCommand.run(["math", "--style", "clearspeak", "--", "x"]).standardOutput == "x\n")
    }
}
