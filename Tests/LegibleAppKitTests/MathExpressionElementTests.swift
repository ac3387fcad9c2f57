@_spi(Testing) import Accessibility
import AppKit
import LegibleAccessibility
import LegibleAppKit
import LegibleMath
import LegibleMathAccessibility
import LegibleTestSupport
import Testing

/// Every formula element offers its structure (`AXMathExpressionProvider`) on macOS 15.2: the
/// model's expression tree, converted (`LegibleMathAccessibility`), and keeps its spoken label;
/// so does a table cell holding formulas, which is the element they are read in.
@MainActor
@Suite("AppKit: formulas provide their structure as AXMathExpression")
struct AppKitMathExpressionElementTests {
    @Test("every formula, inline, displayed, in a heading or a table cell, provides its converted tree and keeps its label")
    func everyFormula() throws {
        let view = laidOutView(Examples.formulasEverywhere)
        for element in view.readingModel.elements where element.role == .math {
            let object = try #require(view.tree.objects[element.id] as? MathAccessibilityElement, "\(element.id)")
            let math = try #require(element.math)
            #expect(object.accessibilityLabel() == element.label)
            #expect(object.accessibilityMathExpression()?.structure == (math.isReadable ? math.expression.accessibilityExpression.structure : nil),
                    "\(math.tex)")
        }
    }

    @Test("every formula is offered where VoiceOver stops: in a heading or paragraph as an element of its own, in a table cell in the cell")
    func everyElementWithMath() {
        let view = laidOutView(Examples.formulasEverywhere)
        let provided = view.readStops.compactMap { stop in (stop as? any AXMathExpressionProvider)?.accessibilityMathExpression()?.structure }
        #expect(provided == [
            "SubSuperscript(Base(Identifier(x)), Sub(), Sup(Number(2)))",
            "Fraction(Row(Identifier(a), Operator(+), Identifier(b)), Number(2))",
            "Fenced ( )(Table(TableRow(TableCell(Identifier(a)), TableCell(Identifier(b))), TableRow(TableCell(Identifier(c)), TableCell(Identifier(d)))))",
            "Fenced ( )(Table(TableRow(TableCell(Identifier(n))), TableRow(TableCell(Identifier(k)))))",
        ])
    }

    @Test("a table cell with text and a formula stays one element with its spoken label, and offers its text and formula in a row")
    func cellWithTextAndFormula() throws {
        let view = laidOutView("| Area |\n|---|\n| $\\pi r^2$ square metres |\n")
        let cell = try #require(view.readStops.last as? TableCellAccessibilityElement)
        #expect(cell.accessibilityLabel() == "pi r squared square metres")
        #expect(cell.accessibilityMathExpression()?.structure
            == "Row(Row(Identifier(π), SubSuperscript(Base(Identifier(r)), Sub(), Sup(Number(2)))), Text(square metres))")
    }
}
