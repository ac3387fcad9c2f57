internal import LegibleMathLayout

/// Typesets the formulas of a document once each, in the font of a ``MathFontChoice``, at the
/// body font's size: a view keeps one for its whole life, so that a streamed answer's formulas
/// are set once, not again on every chunk, and again only at a new text size (Dynamic Type).
///
/// A formula's math is taken from the reading model's elements, so a `$` that is still open in
/// a stream is text, and is not typeset until it closes.
///
/// ```swift
/// let formulas = FormulaTypesetter(fonts: MathFontChoice(system: .system(), app: nil))
/// let formula = formulas.formula(math, bodySize: 17) { linear in measure(linear) }
/// formula.geometry.baselineOffset     // the formula's depth
/// ```
public final class FormulaTypesetter {
    /// The font formulas are set in, or the linear form.
    public let fonts: MathFontChoice
    /// How many formulas were typeset rather than found already set: a measure of the cache.
    public private(set) var typesetCount = 0
    private var typesetters: [Double: MathTypesetter] = [:]
    private var formulas: [Key: TypesetFormula] = [:]

    /// What a formula is set once for: its source, whether it is displayed, and the size.
    private struct Key: Hashable {
        let tex: String
        let isDisplay: Bool
        let size: Double
    }

    /// A typesetter setting formulas in the font `fonts` chose.
    public init(fonts: MathFontChoice) {
        self.fonts = fonts
    }

    /// The formula `math` at the body font size `bodySize` (points): typeset the first time,
    /// then as it was. Without a math font, its linear form, whose geometry `measureLinear` gives
    /// as the body font draws it.
    public func formula(_ math: MathAttachment, bodySize: Double, measureLinear: (String) -> FormulaGeometry) -> TypesetFormula {
        let key = Key(tex: math.tex, isDisplay: math.isDisplay, size: bodySize)
        if let formula = formulas[key] { return formula }
        let formula: TypesetFormula
        if let typesetter = typesetter(size: bodySize) {
            let list = typesetter.layout(math.formula, display: math.isDisplay)
            formula = TypesetFormula(drawing: .displayList(list), geometry: FormulaGeometry(width: list.width, height: list.height, depth: list.depth),
                                     typesetter: typesetter)
        } else {
            let linear = math.linearForm
            formula = TypesetFormula(drawing: .linear(linear), geometry: measureLinear(linear))
        }
        typesetCount += 1
        formulas[key] = formula
        return formula
    }

    /// The typesetter at a size, made once; `nil` without a math font.
    private func typesetter(size: Double) -> MathTypesetter? {
        if let typesetter = typesetters[size] { return typesetter }
        guard let typesetter = fonts.font?.typesetter(textSize: size) else { return nil }
        typesetters[size] = typesetter
        return typesetter
    }
}
