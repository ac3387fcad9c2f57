#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Accessibility
import AppKit
import LegibleAccessibility
import LegibleMathAccessibility

/// A formula, inline or displayed (in a paragraph or heading it is an element between stretches of
/// the text; in a table cell it is read in the cell, which offers its structure): its label is the
/// model's spoken sentence, as for every element, and on macOS 15.2 and later it also offers the
/// formula's structure through `AXMathExpressionProvider`. Whether VoiceOver for
/// macOS reads it is not documented (`../shared/design/apple-math-api.md` found no macOS
/// reader); it costs nothing, and the label stays what VoiceOver speaks.
///
/// A formula that does not read as math offers no structure: its label gives its TeX, as the
/// view shows it; so does one an app's renderer draws.
package final class MathAccessibilityElement: MarkdownAccessibilityElement {
    /// The formula and its structure.
    private(set) var structure = MathStructure()

    override func configure(with element: AccessibilityElement, view: MarkdownTextView) {
        super.configure(with: element, view: view)
        structure.update(element.mathExpression)
    }

    override func describeAsRendered(_ text: String) {
        super.describeAsRendered(text)
        structure.update(nil)
    }
}

#if compiler(>=6.0.3)
extension MathAccessibilityElement: AXMathExpressionProvider {
    /// The formula's structure:
    /// https://developer.apple.com/documentation/accessibility/axmathexpressionprovider/accessibilitymathexpression()
    @available(macOS 15.2, *)
    package func accessibilityMathExpression() -> AXMathExpression? {
        structure.accessibilityExpression()
    }
}
#endif
#endif
