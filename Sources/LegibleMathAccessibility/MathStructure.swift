#if canImport(Accessibility)
import Accessibility
import LegibleMath

/// What an accessibility element keeps of its math for VoiceOver: the expression the reading
/// model gives it (`AccessibilityElement.mathExpression`: a formula's, or a table cell's text and
/// formulas), and that expression as Apple's math expression classes
/// (`MathExpression.accessibilityExpression`), converted when VoiceOver first asks and kept until
/// the element shows other math.
///
/// The UIKit and AppKit views' formula and table cell elements each hold one and hand its
/// structure on from `AXMathExpressionProvider.accessibilityMathExpression()`.
package struct MathStructure {
    /// The expression, or nil when the element has no math that reads as math.
    package private(set) var expression: MathExpression?
    /// The converted structure: an `AXMathExpression`, held as `AnyObject` since the class is
    /// newer than the package's floor.
    private var converted: AnyObject?

    /// No math.
    package init() {}

    /// Takes the expression the element now has, nil for none. The structure is converted again
    /// only when the expression changed.
    package mutating func update(_ expression: MathExpression?) {
        guard expression != self.expression else { return }
        self.expression = expression
        converted = nil
    }
}

#if compiler(>=6.0.3)
@available(iOS 18.2, macOS 15.2, tvOS 18.2, visionOS 2.2, watchOS 11.2, *)
extension MathStructure {
    /// The structure, converted once (nil without an expression).
    package mutating func accessibilityExpression() -> AXMathExpression? {
        if let converted = converted as? AXMathExpression { return converted }
        guard let expression else { return nil }
        let structure = expression.accessibilityExpression
        converted = structure
        return structure
    }
}
#endif
#endif
