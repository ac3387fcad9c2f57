#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Accessibility
import LegibleAccessibility
import LegibleMathAccessibility
import UIKit

/// A formula, inline or displayed (in a paragraph or heading it is a stop between stretches of the
/// text): its label is the model's spoken sentence, as for every element, and where the system has
/// Apple's math expression classes (iOS 18.2, visionOS 2.2) it also hands VoiceOver the formula's
/// structure, which VoiceOver lets a listener move through and shows in math braille. A formula in
/// a table cell is read in the cell, which hands VoiceOver its structure
/// (`TableCellAccessibilityElement`).
///
/// The label stays: Speak Screen, Voice Control and systems before iOS 18.2 read only it. A
/// formula that does not read as math offers no structure: its label gives its TeX, as the view
/// shows it; so does one an app's renderer draws.
@MainActor
package final class MathAccessibilityElement: MarkdownAccessibilityElement {
    /// The formula and its structure.
    private(set) var structure = MathStructure()

    override func configure(with element: AccessibilityElement) {
        super.configure(with: element)
        structure.update(element.mathExpression)
    }

    override func describeAsRendered(_ text: String) {
        super.describeAsRendered(text)
        structure.update(nil)
    }
}

#if compiler(>=6.0.3)
extension MathAccessibilityElement: @preconcurrency AXMathExpressionProvider {
    /// The formula's structure, for VoiceOver's math navigation and braille:
    /// https://developer.apple.com/documentation/accessibility/axmathexpressionprovider/accessibilitymathexpression()
    @available(iOS 18.2, visionOS 2.2, *)
    package func accessibilityMathExpression() -> AXMathExpression? {
        structure.accessibilityExpression()
    }
}
#endif
#endif
