#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import LegibleRendering

/// Draws a block style's box (``BlockBox``): its background, then its border as a ring (the
/// box less the box inset by the border's width, filled even-odd, so no stroke straddles the
/// edge), both with the style's rounded corners. A thematic break's box is its rule, filled in
/// the border color.
enum BlockBoxDrawing {
    static func draw(_ box: BlockBox, in rect: CGRect, context: CGContext, painter: TextKitPainter) {
        let style = box.style
        let radius = CGFloat(min(max(style.cornerRadius ?? 0, 0), Double(min(rect.width, rect.height) / 2)))
        if box.kind == .thematicBreak {
            if let color = style.border ?? style.background { fill([roundedRect(rect, radius: radius)], color, context: context, painter: painter) }
            return
        }
        if let background = style.background {
            fill([roundedRect(rect, radius: radius)], background, context: context, painter: painter)
        }
        let width = CGFloat(max(style.borderWidth ?? 1, 0))
        guard let border = style.border, width > 0, width * 2 < min(rect.width, rect.height) else { return }
        let ring = [roundedRect(rect, radius: radius), roundedRect(rect.insetBy(dx: width, dy: width), radius: max(radius - width, 0))]
        fill(ring, border, context: context, painter: painter, rule: .evenOdd)
    }

    private static func fill(_ paths: [CGMutablePath], _ color: BlockColor, context: CGContext, painter: TextKitPainter, rule: CGPathFillRule = .winding) {
        context.setFillColor(painter.blockColor?(color) ?? {
            switch color {
            case .role(let role): painter.color(role)
            case .color(let color): CGColor(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                                            alpha: CGFloat(color.alpha))
            }
        }())
        for path in paths { context.addPath(path) }
        context.fillPath(using: rule)
    }

    /// A rectangle with corners rounded by `radius` (circular arcs drawn as cubic curves, their
    /// control points 0.552 of the radius from the corner's ends).
    private static func roundedRect(_ rect: CGRect, radius: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        let k = radius * 0.552
        path.move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius), control1: CGPoint(x: rect.maxX - radius + k, y: rect.minY),
                      control2: CGPoint(x: rect.maxX, y: rect.minY + radius - k))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        path.addCurve(to: CGPoint(x: rect.maxX - radius, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - radius + k),
                      control2: CGPoint(x: rect.maxX - radius + k, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - radius), control1: CGPoint(x: rect.minX + radius - k, y: rect.maxY),
                      control2: CGPoint(x: rect.minX, y: rect.maxY - radius + k))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + radius - k),
                      control2: CGPoint(x: rect.minX + radius - k, y: rect.minY))
        path.closeSubpath()
        return path
    }
}
#endif
