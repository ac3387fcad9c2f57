@_spi(Testing) import CoreGraphics
import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleMathLayout
import LegibleRendering
import LegibleTestSupport
import LegibleTextKit
import Testing
@_spi(Testing) import UIKit

/// The views' formulas: attachments as big as the typeset formula with its baseline on the
/// text's, drawn as glyph paths from the font's bytes (TextKit is shared by UIKit and AppKit).
@MainActor
@Suite("UIKit: formulas drawn from their display lists")
struct FormulaDrawingTests {
    /// The system's math font; `nil` (the test skips) when none is installed, except under CI.
    static func systemFont() -> MathFont? {
        let font = MathFont.installed
        if font == nil { #expect(!SharedData.isCI, "no math font installed (fonts-lmodern)") }
        return font
    }

    static func style(_ formulas: FormulaTypesetter, size: CGFloat) -> TextKitStyle {
        TextKitStyle(runAttributes: { _ in [:] }, bodyFontSize: size, lineHeight: size * 1.3, spacing: Theme.standard.spacing,
                     imageSize: { _ in .zero }, formulas: formulas)
    }

    @Test("an in-line formula's attachment has the formula's size, its origin its depth below the baseline, at 14, 17 and 23 pt; typeset once")
    func attachmentBounds() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "Then $\\frac{a}{b_1}$ holds.", options: .gitHub)))
        let math = try #require(document.runs.lazy.compactMap { run -> MathAttachment? in
            if case .math(let math) = run.attributes.attachment { math } else { nil }
        }.first)
        for size in [14, 17, 23] as [CGFloat] {
            let text = TextKitText(document: document, width: 320, style: Self.style(formulas, size: size), measure: { _, _ in 0 })
            let attachment = try #require(text.attributeRuns.lazy.compactMap { $0.attributes[.attachment] as? NSTextAttachment }.first)
            let geometry = formulas.formula(math, bodySize: Double(size), measureLinear: { _ in FormulaGeometry(width: 0, height: 0, depth: 0) }).geometry
            #expect(attachment.bounds == CGRect(x: 0, y: -geometry.depth, width: geometry.width, height: geometry.height + geometry.depth))
            #expect(geometry.depth > 0)
        }
        #expect(formulas.typesetCount == 3)
    }

    @Test("a formula is filled as paths in the math color, flipped onto a y-down context at its baseline, and its fraction bar as a rectangle")
    func drawing() throws {
        guard let font = Self.systemFont() else { return }
        let typesetter = try MathTypesetter(font: font.font, textSize: 20)
        let list = typesetter.layout(tex: "\\frac{x}{2}", display: true)
        let context = CGContext()
        let math = CGColor(red: 0.5, green: 0.3, blue: 0.9, alpha: 1)
        let error = CGColor(red: 0.8, green: 0, blue: 0, alpha: 1)
        FormulaDrawing.draw(list, typesetter: typesetter, at: CGPoint(x: 10, y: 100), in: context, color: math, errorColor: error)
        let filled = try #require(context.filledPaths.first)
        #expect(filled.color === math)
        // No glyph spells out source: the error color fills nothing.
        #expect(context.filledPaths.dropFirst().allSatisfy { $0.path.elements.isEmpty })
        let points = filled.path.elements.flatMap(\.points)
        let top = try #require(points.map(\.y).min()), bottom = try #require(points.map(\.y).max())
        // The numerator's top is the box's height above the baseline, the denominator's bottom its depth below.
        #expect(abs(top - (100 - list.height)) < 0.5)
        #expect(abs(bottom - (100 + list.depth)) < 0.5)
        #expect(filled.path.elements.filter { $0.kind == "close" }.count >= 2)
        let bar = try #require(list.rules.first)
        #expect(context.filled.map(\.rect) == [CGRect(x: 10 + bar.x, y: 100 - bar.y - bar.height, width: bar.width, height: bar.height + bar.depth)])
        #expect(context.filled.first?.color === math)
    }

    @Test("a display formula's paragraph is centred when the formula fits the width, and not wrapped (it scrolls) when wider")
    func displayParagraph() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "$$\n\\sum_{i=1}^{n} i^2\n$$\n", options: .gitHub)))
        func paragraph(width: CGFloat) throws -> NSParagraphStyle {
            let text = TextKitText(document: document, width: width, style: Self.style(formulas, size: 17), measure: { _, _ in 0 })
            return try #require(text.attributeRuns.lazy.compactMap { $0.attributes[.paragraphStyle] as? NSParagraphStyle }.first)
        }
        let wide = try paragraph(width: 320)
        #expect(wide.alignment == .center)
        #expect(wide.lineBreakMode == .byWordWrapping)
        let narrow = try paragraph(width: 20)
        #expect(narrow.alignment == .natural)
        #expect(narrow.lineBreakMode == .byClipping)
    }

    @Test("a formula in a table cell widens its column by the typeset formula's width, not a character's")
    func tableCell() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(
            parsing: "| Root |\n|---|\n| $x_{1,2} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$ |\n", options: .gitHub)))
        let math = try #require(document.runs.lazy.compactMap { run -> MathAttachment? in
            if case .math(let math) = run.attributes.attachment { math } else { nil }
        }.first)
        let text = TextKitText(document: document, width: 600, style: Self.style(formulas, size: 17))
        let table = try #require(text.tables.values.first)
        let width = formulas.formula(math, bodySize: 17, measureLinear: { _ in FormulaGeometry(width: 0, height: 0, depth: 0) }).geometry.width
        // The column holds the formula and the cell's padding on both sides (half an em each).
        #expect(abs((table.columnBorders[1] - table.columnBorders[0]) - (width + 17)) < 0.05)
    }
}
