import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleMath
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

    @Test("an in-line formula is SVG pieces a line may wrap between (after =), as wide in all as its layout in em (10 pt to the em), each holding its depth below the baseline in a spacer")
    func inlineBaseline() throws {
        guard let font = Self.font() else { return }
        let model = ReadingModel(document: MarkdownDocument(parsing: "Take $y_1 = \\sqrt{x^2+1}$ now.", options: .gitHub))
        let html = AccessibleHTMLRenderer(mathFont: font).fragment(model)
        let list = font.typesetter().layout(Formula("y_1 = \\sqrt{x^2+1}"), display: false)
        let widths = Self.numbers(after: "<span class=\"legible-math-box\" aria-hidden=\"true\"><svg width=\"", in: html)
        let depths = Self.numbers(after: "<svg class=\"legible-math-depth\" width=\"0\" height=\"", in: html)
        #expect(widths.count == 2)
        #expect(abs(widths.reduce(0, +) - list.width / 10) < 0.002)
        #expect(depths.count == 2 && depths.allSatisfy { abs($0 - list.depth / 10) < 0.001 })
        #expect(list.depth > 1)
        // The pieces follow each other with nothing between them, so unwrapped they are the formula.
        #expect(html.contains("</span><span class=\"legible-math-box\""))
        #expect(html.contains("<span class=\"legible-speech\">y sub 1, equals the square root of x squared plus 1</span>"
            + "<span class=\"legible-math-source\" aria-hidden=\"true\">y_1 = \\sqrt{x^2+1}</span><span class=\"legible-math-box\""))
    }

    @Test("each glyph's outline is written once a page, after the formulas that draw it with <use>; nothing needs a style attribute")
    func sharedGlyphs() throws {
        guard let font = Self.font() else { return }
        let model = ReadingModel(document: MarkdownDocument(parsing: "First $x$, then $x + x$.\n\n$$x^2$$\n", options: .gitHub))
        let html = AccessibleHTMLRenderer(mathFont: font).fragment(model)
        // x, + and the script-size 2: three outlines, x drawn four times.
        #expect(html.ranges(of: "<path id=").count == 3)
        #expect(html.ranges(of: "<use href=\"#legible-gm-").count == 6)
        #expect(html.ranges(of: "class=\"legible-math-glyphs\"").count == 1)
        #expect(html.hasSuffix("</defs></svg>\n</article>\n"))
        #expect(!html.contains("style="))
        #expect(!html.contains("<math"))
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
        // A stream's pieces cannot share outlines written once: each formula carries its own.
        #expect(markup.contains("<svg ") && markup.contains("<path transform="))
        #expect(!markup.contains("<use ") && !markup.contains("<math"))
    }
}
