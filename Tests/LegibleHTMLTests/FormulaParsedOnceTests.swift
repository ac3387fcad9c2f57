import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleMath
import LegibleRendering
import Testing

/// A formula is parsed once per shown document (ARCHITECTURE.md, "Math parsed once"): the
/// reading model parses it, and its speech, its MathML, its layout, its linear and cell forms,
/// its menu, its expression tree (what the views hand VoiceOver) and its Nemeth braille all read
/// that parse.
@Suite("A document's formulas are parsed once")
struct FormulaParsedOnceTests {
    @Test("showing, reading, drawing and writing a document as a page parses each formula once")
    func eachFormulaParsedOnce() {
        FormulaParseCount.start()
        // TeX of this test's own, so that other tests parsing at the same time count apart.
        let run = UUID().uuidString.prefix(8)
        let formulas = (0..<12).map { #"x_{\#($0)} = \frac{a+b}{\sqrt{2}} \text{\#(run)}"# } + [#"\foo{\#(run)}"#]
        let markdown = formulas.enumerated().map { index, tex in
            index.isMultiple(of: 3) ? "$$\(tex)$$" : "Here $\(tex)$ ends."
        }.joined(separator: "\n\n")
        let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))

        // Read: labels, the read-all script, menus (Copy MathML), the element tree (with each
        // formula's Nemeth braille), the expression tree the views convert for VoiceOver.
        _ = model.readAllScript
        for element in model.elements { _ = (element.label, element.menuItems, element.math, element.math?.expression, element.math?.nemeth) }
        _ = model.treeJSON()
        // Shown: the styled document, the terminal's cell layout (drawings, linear forms), the
        // views' typesetting.
        let styled = StyledDocument(model: model)
        _ = CellLayout(document: styled, options: CellLayoutOptions(width: 60))
        let typesetters = [FormulaTypesetter(fonts: MathFontChoice(system: MathFont.installed, app: nil)), FormulaTypesetter(fonts: .linear)]
        for case .math(let math)? in styled.runs.map(\.attributes.attachment) {
            for typesetter in typesetters {
                _ = typesetter.formula(math, bodySize: 17, measureLinear: { FormulaGeometry(width: Double($0.count), height: 1, depth: 0) })
            }
            _ = (math.linearForm, math.drawing(cellWidth: { $0.count }))
        }
        // Written: the page with MathML and with SVG.
        _ = AccessibleHTMLRenderer().page(model)
        _ = AccessibleHTMLRenderer(mathFont: MathFont.installed).page(model)

        for tex in formulas { #expect(FormulaParseCount.count(of: tex) == 1, "\(tex)") }
    }
}
