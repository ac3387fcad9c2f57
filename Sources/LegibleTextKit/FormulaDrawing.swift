#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import Foundation
import LegibleMathLayout
import LegibleRendering

/// Draws a typeset formula with Core Graphics: each glyph as a path made from its outline in
/// the font's own bytes (so the font needs no registering with Core Text), each rule as a
/// rectangle, all in one color.
///
/// Core Graphics fills a path by the nonzero winding rule by default, as TrueType and CFF
/// outlines are meant to be filled:
/// https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
package enum FormulaDrawing {
    /// Draws `list`, whose glyphs are of `typesetter`'s fonts (the math font and its text faces),
    /// with its baseline's left end at `origin` of a context whose y grows downwards; glyphs
    /// spelling out source that could not be typeset are drawn in `errorColor`.
    package static func draw(_ list: MathDisplayList, typesetter: MathTypesetter, at origin: CGPoint, in context: CGContext, color: CGColor, errorColor: CGColor) {
        context.saveGState()
        for isError in [false, true] {
            let path = CGMutablePath()
            for glyph in list.glyphs where glyph.isError == isError {
                let font = typesetter.font(glyph.face)
                add(font.outline(of: glyph.glyph), scale: glyph.size / Double(font.unitsPerEm),
                    at: CGPoint(x: origin.x + glyph.x, y: origin.y - glyph.y), to: path)
            }
            context.setFillColor(isError ? errorColor : color)
            context.addPath(path)
            context.fillPath()
        }
        context.setFillColor(color)
        for rule in list.rules {
            context.fill(CGRect(x: origin.x + rule.x, y: origin.y - rule.y - rule.height, width: rule.width, height: rule.height + rule.depth))
        }
        context.restoreGState()
    }

    /// Adds an outline (font units, y up) to a path, scaled and flipped, its origin at `origin`.
    private static func add(_ outline: GlyphOutline, scale: Double, at origin: CGPoint, to path: CGMutablePath) {
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: origin.x + x * scale, y: origin.y - y * scale) }
        var isOpen = false
        for segment in outline.segments {
            switch segment {
            case .move(let x, let y):
                if isOpen { path.closeSubpath() }
                path.move(to: point(x, y))
                isOpen = true
            case .line(let x, let y):
                path.addLine(to: point(x, y))
            case .quadratic(let x1, let y1, let x, let y):
                path.addQuadCurve(to: point(x, y), control: point(x1, y1))
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                path.addCurve(to: point(x, y), control1: point(x1, y1), control2: point(x2, y2))
            }
        }
        if isOpen { path.closeSubpath() }
    }
}
#endif
