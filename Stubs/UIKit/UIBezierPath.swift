/// https://developer.apple.com/documentation/uikit/uibezierpath
/// decl: class UIBezierPath
/// Stub: a path is the rectangles it was made of, which tests read through `@_spi(Testing)`.
open class UIBezierPath: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init()
    /// decl: init()
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
    /// decl: convenience init(rect: CGRect)
    public convenience init(rect: CGRect) {
        self.init()
        rects = [rect]
    }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/append(_:)
    /// decl: func append(_ bezierPath: UIBezierPath)
    open func append(_ bezierPath: UIBezierPath) {
        rects += bezierPath.rects
    }

    /// Not an Apple declaration: the rectangles the path was made of, for tests.
    @_spi(Testing) public var rects: [CGRect] = []
}
