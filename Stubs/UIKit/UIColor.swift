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

    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    /// decl: func withAlphaComponent(_ alpha: CGFloat) -> UIColor
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let provider = self.provider
        return UIColor(dynamicProvider: { traits in
            let (red, green, blue, _) = provider(traits)
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        })
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/label
    /// decl: class var label: UIColor { get }
    /// Stub: black in light, white in dark; one object, so tests can tell it apart.
    @available(iOS 13.0, *)
    open class var label: UIColor { _label }

    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    /// decl: class var secondaryLabel: UIColor { get }
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { _secondaryLabel }

    /// https://developer.apple.com/documentation/uikit/uicolor/link
    /// decl: class var link: UIColor { get }
    @available(iOS 13.0, *)
    open class var link: UIColor { _link }

    /// https://developer.apple.com/documentation/uikit/uicolor/separator
    /// decl: class var separator: UIColor { get }
    @available(iOS 13.0, *)
    open class var separator: UIColor { _separator }

    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    /// decl: class var systemBackground: UIColor { get }
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { _systemBackground }

    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    /// decl: class var secondarySystemBackground: UIColor { get }
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { _secondarySystemBackground }

    private static func _scheme(light: CGFloat, dark: CGFloat, alpha: CGFloat = 1) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let value = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: value, green: value, blue: value, alpha: alpha)
        })
    }
    private static let _label = _scheme(light: 0, dark: 1)
    private static let _secondaryLabel = _scheme(light: 0.24, dark: 0.92, alpha: 0.6)
    private static let _link = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    private static let _separator = _scheme(light: 0.24, dark: 0.33, alpha: 0.29)
    private static let _systemBackground = _scheme(light: 1, dark: 0)
    private static let _secondarySystemBackground = _scheme(light: 0.95, dark: 0.11)

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
