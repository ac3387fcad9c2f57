public import LegibleMathLayout

/// A formula ready to draw at a size: its display list in the math font, or, without a math
/// font, its linear Unicode form to draw in the body font.
public struct TypesetFormula: Sendable {
    /// What draws the formula.
    public enum Drawing: Sendable {
        /// Glyphs of the math font and rules, in points from the box's left end of the baseline.
        case displayList(MathDisplayList)
        /// The linear form (`x₁ + x₂`), drawn in the body font.
        case linear(String)
    }

    /// What draws the formula.
    public let drawing: Drawing
    /// How big it is drawn, and where its baseline is.
    public let geometry: FormulaGeometry
    /// What set the display list, whose fonts (the math font and its text faces) draw its
    /// glyphs; `nil` for the linear form.
    public var typesetter: MathTypesetter?
}
