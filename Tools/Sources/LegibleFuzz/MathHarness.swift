import LegibleMath
import LegibleMathLayout
import LegibleRendering

/// TeX math: speech in ClearSpeak and MathSpeak (English) and ClearSpeak (German) never shows
/// TeX syntax (a backslash or a brace) for a formula the speaker can read (`MathSpeaker.canRead`),
/// the MathML is well nested, and the typesetter lays it out, inline and displayed, with every
/// number finite and every glyph one the font has (when a math font is installed).
enum MathHarness {
    static let speakers = [MathSpeaker(style: .clearSpeak), MathSpeaker(style: .mathSpeak), MathSpeaker(style: .clearSpeak, language: "de")]
    /// The system's math font, as the views and the page set formulas in it.
    static let typesetter: MathTypesetter? = MathFont.installed.flatMap { try? MathTypesetter(font: $0.font) }

    static func problem(_ bytes: [UInt8]) -> String? {
        let tex = String(decoding: bytes, as: UTF8.self)
        let formula = Formula(tex)
        let readable = formula.isReadable
        for speaker in speakers {
            let speech = speaker.speak(formula).text
            if readable, speech.contains(where: { $0 == "\\" || $0 == "{" || $0 == "}" }) {
                return "TeX syntax in the speech of a readable formula: \(speech)"
            }
        }
        let mathML = MathMLWriter().mathML(formula, display: bytes.count % 2 == 0)
        if let problem = HTMLNesting.problem(mathML) { return "MathML: \(problem)" }
        if let typesetter {
            for display in [false, true] {
                if let problem = layoutProblem(typesetter.layout(formula, display: display), font: typesetter.font) {
                    return (display ? "display" : "inline") + " layout: " + problem
                }
            }
        }
        return nil
    }

    /// What is wrong with a laid-out formula: a number that is not finite (which would draw
    /// nothing or everywhere), a negative extent, or a glyph the math font does not have.
    static func layoutProblem(_ list: MathDisplayList, font: OpenTypeFont) -> String? {
        let box = [list.width, list.height, list.depth]
        if box.contains(where: { !$0.isFinite }) { return "box \(box) not finite" }
        if list.height + list.depth < 0 { return "negative total height \(list.height + list.depth)" }
        for glyph in list.glyphs {
            if ![glyph.x, glyph.y, glyph.size].allSatisfy(\.isFinite) || glyph.size <= 0 { return "glyph \(glyph) misplaced" }
            if glyph.face == .math, Int(glyph.glyph) >= font.glyphCount { return "glyph \(glyph.glyph) not in the font" }
        }
        for rule in list.rules where ![rule.x, rule.y, rule.width, rule.height, rule.depth].allSatisfy(\.isFinite) {
            return "rule \(rule) not finite"
        }
        return nil
    }
}
