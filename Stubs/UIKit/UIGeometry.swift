/// https://developer.apple.com/documentation/uikit/uiedgeinsets
/// decl: struct UIEdgeInsets
public struct UIEdgeInsets: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    /// decl: init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    /// decl: var top: CGFloat
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    /// decl: var left: CGFloat
    public var left: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    /// decl: var bottom: CGFloat
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    /// decl: var right: CGFloat
    public var right: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    /// decl: static let zero: UIEdgeInsets
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
/// decl: struct NSDirectionalEdgeInsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    /// decl: init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
    /// decl: var top: CGFloat
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
    /// decl: var leading: CGFloat
    public var leading: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
    /// decl: var bottom: CGFloat
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
    /// decl: var trailing: CGFloat
    public var trailing: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    /// decl: static let zero: NSDirectionalEdgeInsets
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// https://developer.apple.com/documentation/uikit/uirectcorner
/// decl: struct UIRectCorner
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uirectcorner/init(rawvalue:)
    /// decl: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uirectcorner/rawvalue
    /// decl: let rawValue: UInt
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uirectcorner/topleft
    /// decl: static var topLeft: UIRectCorner { get }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uirectcorner/topright
    /// decl: static var topRight: UIRectCorner { get }
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uirectcorner/bottomleft
    /// decl: static var bottomLeft: UIRectCorner { get }
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uirectcorner/bottomright
    /// decl: static var bottomRight: UIRectCorner { get }
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/uikit/uirectcorner/allcorners
    /// decl: static var allCorners: UIRectCorner { get }
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
