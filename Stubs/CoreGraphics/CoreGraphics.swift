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
    private var fillColor: CGColor?
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
