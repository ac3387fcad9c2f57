import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleMathLayout
import LegibleRendering
import LegibleTestSupport
import Testing

/// Formulas drawn as the typesetter's SVG (`AccessibleHTMLRenderer.mathFont`) for places without
/// MathML: hidden beside the spoken form, on the text's baseline.
@Suite("Accessible HTML: formulas as SVG")
struct MathSVGMarkupTests {
    /// The system's math font; `nil` (the test skips) when none is installed, except under CI.
    static func font() -> MathFont? {
        let font = MathFont.installed
        if font == nil { #expect(!SharedData.isCI, "no math font installed (fonts-lmodern)") }
        return font
    }

    /// The numbers after each `prefix` in `text`, each up to the next character that is not part of one.
    static func numbers(after prefix: String, in text: String) -> [Double] {
        text.components(separatedBy: prefix).dropFirst().compactMap { Double($0.prefix { $0.isNumber || $0 == "." || $0 == "-" }) }
    }

    @Test("an in-line formula is SVG pieces a line may wrap between (after =), as wide in all as its layout at 13.2 pt (MathML's 1.1 em of 16 px), each lowered by its depth")
    func inlineBaseline() throws {
        guard let font = Self.font() else { return }
        let model = ReadingModel(document: MarkdownDocument(parsing: "Take $y_1 = \\sqrt{x^2+1}$ now.", options: .gitHub))
        let html = AccessibleHTMLRenderer(mathFont: font).fragment(model)
        let list = try MathTypesetter(font: font.font, textSize: 13.2).layout(tex: "y_1 = \\sqrt{x^2+1}", display: false)
        let widths = Self.numbers(after: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"", in: html)
        let lowered = Self.numbers(after: "vertical-align: ", in: html)
        #expect(widths.count == 2)
        #expect(abs(widths.reduce(0, +) - list.width) < 0.002)
        #expect(lowered.count == 2 && lowered.allSatisfy { abs($0 + list.depth) < 0.001 })
        #expect(list.depth > 2)
        // The pieces follow each other with nothing between them, so unwrapped they are the formula.
        #expect(html.contains("</svg><svg "))
        #expect(html.contains("<span class=\"legible-speech\">y sub 1, equals the square root of x squared plus 1</span><svg "))
    }

    @Test("a streamed page draws its formulas as SVG too")
    func streamed() throws {
        guard let font = Self.font() else { return }
        let answer = StreamingAnswer()
        let html = StreamingHTMLRenderer(renderer: AccessibleHTMLRenderer(mathFont: font))
        let patch = html.patch(answer.append("Area $\\pi r^2$.\n\n", at: .zero).update)
        let markup = patch.operations.map { operation -> String in
            switch operation {
            case .replace(_, let html), .insert(_, _, _, let html): html
            default: ""
            }
        }.joined()
        #expect(markup.contains("<svg "))
        #expect(!markup.contains("<math"))
    }
}
