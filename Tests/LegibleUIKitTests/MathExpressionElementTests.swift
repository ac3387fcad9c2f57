@_spi(Testing) import Accessibility
import LegibleAccessibility
import LegibleMath
import LegibleMathAccessibility
import LegibleTestSupport
import LegibleUIKit
import Testing
import UIKit

/// Every formula element hands VoiceOver its structure (`AXMathExpressionProvider`): the model's
/// expression tree, converted (`LegibleMathAccessibility`), and keeps its spoken label; so does a
/// table cell holding formulas, which is the stop they are read at. The classes are stubs here: each writes out what it was given (`structure`).
@MainActor
@Suite("UIKit: formulas provide their structure as AXMathExpression")
struct MathExpressionElementTests {
    @Test("every formula, inline, displayed, in a heading or a table cell, provides its converted tree and keeps its label")
    func everyFormula() throws {
        let view = laidOutView(Examples.formulasEverywhere)
        let formulas = view.readingModel.elements.filter { $0.role == .math }
        #expect(formulas.count == 5)
        for element in formulas {
            let object = try #require(view.tree.objects[element.id] as? MathAccessibilityElement, "\(element.id)")
            let math = try #require(element.math)
            #expect(object.accessibilityLabel == element.label)
            #expect(object.accessibilityMathExpression()?.structure == (math.isReadable ? math.expression.accessibilityExpression.structure : nil),
                    "\(math.tex)")
        }
    }

    @Test("every formula is reached where VoiceOver stops: in a heading or paragraph as a stop of its own, in a table cell in the cell")
    func everyStopWithMath() {
        let view = laidOutView(Examples.formulasEverywhere)
        let provided = view.swipeStops.compactMap { stop in (stop as? any AXMathExpressionProvider)?.accessibilityMathExpression()?.structure }
        #expect(provided == [
            "SubSuperscript(Base(Identifier(x)), Sub(), Sup(Number(2)))",
            "Fraction(Row(Identifier(a), Operator(+), Identifier(b)), Number(2))",
            "Fenced ( )(Table(TableRow(TableCell(Identifier(a)), TableCell(Identifier(b))), TableRow(TableCell(Identifier(c)), TableCell(Identifier(d)))))",
            "Fenced ( )(Table(TableRow(TableCell(Identifier(n))), TableRow(TableCell(Identifier(k)))))",
        ])
    }

    @Test("a table cell with text and a formula stays one stop with its spoken label, and provides its text and formula in a row")
    func cellWithTextAndFormula() throws {
        let view = laidOutView("| Area |\n|---|\n| $\\pi r^2$ square metres |\n")
        #expect(view.swipeStops.map(\.accessibilityLabel) == ["Area", "pi r squared square metres"])
        let cell = try #require(view.swipeStops.last as? TableCellAccessibilityElement)
        #expect(cell.accessibilityMathExpression()?.structure
            == "Row(Row(Identifier(π), SubSuperscript(Base(Identifier(r)), Sub(), Sup(Number(2)))), Text(square metres))")
    }
}
