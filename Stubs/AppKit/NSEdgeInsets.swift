// A Foundation type on macOS that Foundation on Linux lacks, declared here where AppKit names it.

/// https://developer.apple.com/documentation/foundation/nsedgeinsets
/// decl: struct NSEdgeInsets
public struct NSEdgeInsets: Sendable {
    /// https://developer.apple.com/documentation/foundation/nsedgeinsets/init()
    /// decl: init()
    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
    /// https://developer.apple.com/documentation/foundation/nsedgeinsets/top
    /// decl: var top: CGFloat
    public var top: CGFloat
    /// https://developer.apple.com/documentation/foundation/nsedgeinsets/left
    /// decl: var left: CGFloat
    public var left: CGFloat
    /// https://developer.apple.com/documentation/foundation/nsedgeinsets/bottom
    /// decl: var bottom: CGFloat
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/foundation/nsedgeinsets/right
    /// decl: var right: CGFloat
    public var right: CGFloat
}
