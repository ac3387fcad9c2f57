import LegibleAccessibility
import LegibleMath
import LegibleMathLayout
import LegibleTheme

extension DocumentMarkup {
    /// A formula: its MathML drawn, its spoken form read.
    ///
    /// How the spoken form is attached was decided by measuring, with hand-written MathML for
    /// `x^2+1` and `\frac{a+b}{2}`, what Chromium 156's accessibility tree exposes and what Orca
    /// 43 says with Say All (`Scripts/browser/math-markup-experiment.py`):
    ///
    /// | Markup | Chromium's tree | Orca says |
    /// |---|---|---|
    /// | plain `<math>` | MathMLMath, no name, its tokens | "x", "2", "+", "1": tokens, structure lost |
    /// | `<math aria-label>` | MathMLMath named with the speech | the tokens: the name is ignored |
    /// | `<math alttext>` | MathMLMath, no name | the tokens |
    /// | `<math role="img" aria-label>` | image named with the speech | the speech, then "image" |
    /// | `<span role="img" aria-label>` around it | image named with the speech | the speech, then "image" |
    /// | `<span role="math" aria-label>`, MathML `aria-hidden` | math named with the speech | nothing |
    /// | `<span role="math">` holding hidden text, MathML `aria-hidden` | math named with the speech | nothing |
    /// | visually hidden text, MathML `aria-hidden` | the speech as text | the speech, in the sentence |
    ///
    /// Only the last says exactly what the reading model says, in the flow of the sentence, as
    /// `legible read` does; the `img` forms add a misleading "image", and Orca skips anything
    /// with the `math` role whose MathML is hidden. So the speech is visually hidden text
    /// (class `legible-speech`, in the math's own language when it differs from the page's) and
    /// the MathML, drawn natively by Chromium, Firefox and Safari, is `aria-hidden`. The cost: a
    /// reader does not hear that it is in a formula, and cannot explore the MathML itself.
    ///
    /// With a math font (`AccessibleHTMLRenderer.mathFont`), the formula is drawn as the
    /// typesetter's SVG instead of MathML (`MathSVGWriter.htmlSVG`), `aria-hidden` likewise,
    /// sized in em and with an in-line formula's baseline on the text's; its glyphs' outlines
    /// are written once, at the document's end (``mathGlyphs``).
    ///
    /// The TeX is there too, hidden (`legible-math-source`), so that a reader who selects and
    /// copies the formula gets its TeX, as the views give it; the spoken form is not selectable.
    ///
    /// A formula the model cannot read as math (``MathFacts/isReadable``: unbalanced braces, an
    /// unknown command) gets no MathML, which would be drawn from a guess: its TeX is shown as
    /// code (`<code>`, in a `<pre>` for display math, class `legible-math-tex`), and the
    /// model's label ("formula not understood, TeX: \foo x + 1") is the hidden text read in
    /// its place, the same way, so a reader hears the TeX once, told what it is.
    mutating func writeMath(_ element: AccessibilityElement, display: Bool) {
        let math = element.math ?? MathFacts(formula: Formula(""), isDisplay: display)
        out.markup(display ? "<div" : "<span")
        out.identity(element.id)
        // A display formula wider than the page scrolls in its own box, which a keyboard must
        // reach to scroll (WCAG 2.1.1; axe's scrollable-region-focusable).
        switch (display, math.isReadable) {
        case (true, true): out.raw(" class=\"legible-math legible-math-display\" tabindex=\"0\">")
        case (true, false): out.raw(" class=\"legible-math legible-math-display legible-math-tex\" tabindex=\"0\">")
        case (false, true): out.raw(" class=\"legible-math\">")
        case (false, false): out.raw(" class=\"legible-math legible-math-tex\">")
        }
        out.raw("<span class=\"legible-speech\"")
        if element.language != phrases.languageCode { out.attribute("lang", element.language) }
        out.raw(">")
        out.text(element.label ?? math.tex)
        out.raw("</span>")
        if math.isReadable {
            // What a reader who selects the formula copies: its TeX, as the views copy it. The
            // spoken form is not selectable, the drawing has no text.
            out.raw("<span class=\"legible-math-source\" aria-hidden=\"true\">")
            out.text(math.tex)
            out.raw("</span>")
        }
        if math.isReadable, let mathSVG {
            // An inline formula in pieces a line may wrap between, as its MathML is (below).
            for piece in mathSVG.typesetter.layout(math.formula, display: display).pieces {
                if mathGlyphs == nil {
                    out.markup(mathSVG.htmlSVG(piece, display: display))
                } else {
                    out.markup(mathSVG.htmlSVG(piece, display: display, definitions: &mathGlyphs!))
                }
            }
        } else if math.isReadable {
            if display {
                out.markup(MathMarkup.mathML(math.formula, display: true))
            } else {
                // An inline formula may break after a top-level relation or operator, as TeX's
                // does, so that a long one wraps in a narrow column instead of running past it.
                for piece in MathMarkup.writer.lineBreakableMathML(math.formula) { out.markup(MathMarkup.hidden(piece)) }
            }
        } else {
            out.raw(display ? "<pre aria-hidden=\"true\"><code>" : "<code aria-hidden=\"true\">")
            out.text(math.tex)
            out.raw(display ? "</code></pre>" : "</code>")
        }
        out.raw(display ? "</div>\n" : "</span>")
    }
}

/// Where the MathML of a formula comes from: LegibleMath's ``MathMLWriter``, which writes MathML
/// Core from the same parse the speech comes from (with the TeX as an annotation). The MathML is
/// `aria-hidden`: the speech beside it is what assistive technology reads, because Chromium and
/// Orca read MathML as its tokens ("x, 2, +, 1"), measured in Scripts/browser/math-markup-experiment.py.
enum MathMarkup {
    static let writer = MathMLWriter()

    /// The formula as MathML, `aria-hidden` (its speech is beside it).
    static func mathML(_ formula: Formula, display: Bool) -> String {
        hidden(writer.mathML(formula, display: display))
    }

    /// The SVG writer of formulas in `font` and its text faces, at TeX's 10 pt: the SVG is
    /// sized in em, 10 pt to the em, which the stylesheet makes 1.1 em of the text around it, as
    /// it makes MathML; a text font without a `MATH` table is set with MathML Core's fallbacks.
    static func svgWriter(_ font: MathFont) -> MathSVGWriter {
        MathSVGWriter(typesetter: font.typesetter())
    }

    /// A `math` element of the writer's, made `aria-hidden`.
    static func hidden(_ mathML: String) -> String {
        // The writer's markup always opens with `<math `; the attribute goes on that element.
        let opening = "<math "
        guard mathML.hasPrefix(opening) else { return mathML }
        return opening + "aria-hidden=\"true\" " + mathML.dropFirst(opening.count)
    }
}
