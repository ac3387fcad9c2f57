// Stub of Apple's Core Graphics for Linux: signatures transcribed from Apple's public
// documentation; not Apple code. See Stubs/README.md. CGFloat, CGPoint, CGSize and CGRect come
// from Foundation here and are not declared again.
@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcontext
/// decl: class CGContext
/// Stub: records the rectangles filled, for tests; draws nothing.
public final class CGContext {
    /// Not an Apple declaration: a context that draws nothing, for tests.
    @_spi(Testing) public init() {}

    /// Not an Apple declaration: the rectangles filled so far, with their colors.
    @_spi(Testing) public private(set) var filled: [(rect: CGRect, color: CGColor?)] = []
    /// Not an Apple declaration: the paths filled so far (the current path when filled), with their colors.
    @_spi(Testing) public private(set) var filledPaths: [(path: CGPath, color: CGColor?)] = []
    private var fillColor: CGColor?
    private var path = CGMutablePath()
    private var saved: [CGColor?] = []

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
    /// decl: func saveGState()
    public func saveGState() { saved.append(fillColor) }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
    /// decl: func restoreGState()
    public func restoreGState() { fillColor = saved.popLast() ?? nil }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8lhn8
    /// decl: func setFillColor(_ color: CGColor)
    public func setFillColor(_ color: CGColor) { fillColor = color }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7a0rk
    /// decl: func fill(_ rect: CGRect)
    public func fill(_ rect: CGRect) { filled.append((rect, fillColor)) }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-7cbwq
    /// decl: func clip(to rect: CGRect)
    /// Stub: nothing is drawn, so there is nothing to clip.
    public func clip(to rect: CGRect) {}

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
    /// decl: func addPath(_ path: CGPath)
    /// Stub: appends the path's elements to the current path.
    public func addPath(_ path: CGPath) { self.path.elements += path.elements }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    /// decl: func fillPath(using rule: CGPathFillRule = .winding)
    /// Stub: records the current path and the fill color, and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        filledPaths.append((path, fillColor))
        path = CGMutablePath()
    }
}

/// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
/// decl: enum CGPathFillRule
public enum CGPathFillRule: Int, Sendable {
    /// https://developer.apple.com/documentation/coregraphics/cgpathfillrule/evenodd
    /// decl: case evenOdd
    case evenOdd = 1
    /// https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding
    /// decl: case winding
    case winding = 0
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
/// decl: class CGPath
/// Stub: keeps its elements, for tests.
public class CGPath {
    /// Not an Apple declaration: the path's elements, each its kind and its points.
    @_spi(Testing) public internal(set) var elements: [(kind: String, points: [CGPoint])] = []
}

/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
/// decl: class CGMutablePath
public final class CGMutablePath: CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    /// decl: init()
    override public init() {}

    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    /// decl: func move(to point: CGPoint, transform: CGAffineTransform = .identity)
    /// Stub: records the point (the transform is not applied).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(("move", [point])) }

    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    /// decl: func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append(("line", [point])) }

    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)
    /// decl: func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity)
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(("quadratic", [control, end]))
    }

    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    /// decl: func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity)
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(("cubic", [control1, control2, end]))
    }

    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    /// decl: func closeSubpath()
    public func closeSubpath() { elements.append(("close", [])) }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
/// decl: class CGColor
/// Stub: keeps its components.
public final class CGColor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
    /// decl: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/components
    /// decl: var components: [CGFloat]? { get }
    public let components: [CGFloat]?

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/copy(alpha:)
    /// decl: func copy(alpha: CGFloat) -> CGColor?
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 4 else { return nil }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
/// decl: struct CGAffineTransform
public struct CGAffineTransform: Hashable, Sendable {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    /// decl: init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
    /// decl: var a: CGFloat
    public var a: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
    /// decl: var b: CGFloat
    public var b: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
    /// decl: var c: CGFloat
    public var c: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
    /// decl: var d: CGFloat
    public var d: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
    /// decl: var tx: CGFloat
    public var tx: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
    /// decl: var ty: CGFloat
    public var ty: CGFloat

    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    /// decl: static var identity: CGAffineTransform { get }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}
