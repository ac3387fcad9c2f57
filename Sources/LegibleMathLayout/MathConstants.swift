/// One layout parameter of the `MATH` table's `MathConstants`, named as in the OpenType
/// specification and listed in the table's order.
public enum MathConstant: String, CaseIterable, Sendable {
    case scriptPercentScaleDown
    case scriptScriptPercentScaleDown
    case delimitedSubFormulaMinHeight
    case displayOperatorMinHeight
    case mathLeading
    case axisHeight
    case accentBaseHeight
    case flattenedAccentBaseHeight
    case subscriptShiftDown
    case subscriptTopMax
    case subscriptBaselineDropMin
    case superscriptShiftUp
    case superscriptShiftUpCramped
    case superscriptBottomMin
    case superscriptBaselineDropMax
    case subSuperscriptGapMin
    case superscriptBottomMaxWithSubscript
    case spaceAfterScript
    case upperLimitGapMin
    case upperLimitBaselineRiseMin
    case lowerLimitGapMin
    case lowerLimitBaselineDropMin
    case stackTopShiftUp
    case stackTopDisplayStyleShiftUp
    case stackBottomShiftDown
    case stackBottomDisplayStyleShiftDown
    case stackGapMin
    case stackDisplayStyleGapMin
    case stretchStackTopShiftUp
    case stretchStackBottomShiftDown
    case stretchStackGapAboveMin
    case stretchStackGapBelowMin
    case fractionNumeratorShiftUp
    case fractionNumeratorDisplayStyleShiftUp
    case fractionDenominatorShiftDown
    case fractionDenominatorDisplayStyleShiftDown
    case fractionNumeratorGapMin
    case fractionNumDisplayStyleGapMin
    case fractionRuleThickness
    case fractionDenominatorGapMin
    case fractionDenomDisplayStyleGapMin
    case skewedFractionHorizontalGap
    case skewedFractionVerticalGap
    case overbarVerticalGap
    case overbarRuleThickness
    case overbarExtraAscender
    case underbarVerticalGap
    case underbarRuleThickness
    case underbarExtraDescender
    case radicalVerticalGap
    case radicalDisplayStyleVerticalGap
    case radicalRuleThickness
    case radicalExtraAscender
    case radicalKernBeforeDegree
    case radicalKernAfterDegree
    case radicalDegreeBottomRaisePercent
}

/// The `MATH` table's layout parameters: percentages for the first two and the last, font units
/// for the rest (TeX's font parameters, as LuaTeX maps them).
public struct MathConstants: Equatable, Sendable {
    private let values: [Int]

    /// The value of `constant`.
    public subscript(_ constant: MathConstant) -> Int { values[Self.index[constant]!] }

    private static let index = Dictionary(uniqueKeysWithValues: MathConstant.allCases.enumerated().map { ($1, $0) })

    /// Constants from their values, in the table's order.
    init(values: [Int]) {
        self.values = values
    }

    /// Two percentages (int16) and two heights (uint16), then 51 MathValueRecords (a value and a
    /// device offset, four bytes each), then one last percentage.
    init(_ table: ByteReader) throws {
        var values = [Int(try table.int16(0)), Int(try table.int16(2)), Int(try table.uint16(4)), Int(try table.uint16(6))]
        for record in 0..<51 { values.append(Int(try table.int16(8 + record * 4))) }
        values.append(Int(try table.int16(8 + 51 * 4)))
        self.values = values
    }
}
