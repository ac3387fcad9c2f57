/// https://developer.apple.com/documentation/uikit/uicolor
/// decl: class UIColor
/// Stub: a color is its components, or a provider resolved against traits.
open class UIColor: NSObject, @unchecked Sendable {
    private let provider: @Sendable (UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat)

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    /// decl: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        provider = { _ in (red, green, blue, alpha) }
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    /// decl: init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)
    /// (UIColor.h: the block carries no NS_SWIFT_SENDABLE, so a closure formed on the main actor is
    /// main-actor isolated unless it says `@Sendable`.)
    /// Stub: calls the provider wherever the color is resolved, as UIKit may.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        nonisolated(unsafe) let dynamicProvider = dynamicProvider
        provider = { traits in dynamicProvider(traits).provider(traits) }
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    /// decl: func resolvedColor(with traitCollection: UITraitCollection) -> UIColor
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let (red, green, blue, alpha) = provider(traitCollection)
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    /// decl: var cgColor: CGColor { get }
    /// Stub: resolved against the default traits, as outside a drawing pass.
    open var cgColor: CGColor {
        let (red, green, blue, alpha) = provider(UITraitCollection())
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

/// https://developer.apple.com/documentation/uikit/uiimage
/// decl: class UIImage
/// Stub: an image is its size; drawing records where it was drawn, for tests.
open class UIImage: NSObject, @unchecked Sendable {
    /// Not an Apple declaration: an image of a size, for tests.
    @_spi(Testing) public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(data:)
    /// decl: init?(data: Data)
    /// Stub: reads no image format: no bytes are no image, any others a 1 × 1 image.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(size: CGSize(width: 1, height: 1))
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/size
    /// decl: var size: CGSize { get }
    public let size: CGSize

    /// https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
    /// decl: func draw(in rect: CGRect)
    open func draw(in rect: CGRect) { drawnRects.append(rect) }

    /// Not an Apple declaration: where the image was drawn, for tests.
    @_spi(Testing) public private(set) var drawnRects: [CGRect] = []
}
