// Stub of Apple's UIKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/uikit/uipointerinteraction
/// decl: @MainActor class UIPointerInteraction
/// Stub: holds its delegate; tests ask it for the region and style at a point.
@MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    /// https://developer.apple.com/documentation/uikit/uipointerinteraction/init(delegate:)
    /// decl: init(delegate: (any UIPointerInteractionDelegate)?)
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uipointerinteraction/delegate
    /// decl: weak var delegate: (any UIPointerInteractionDelegate)? { get }
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiinteraction/view
    /// decl: var view: UIView? { get }
    open internal(set) weak var view: UIView?

    /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
    /// decl: func willMove(to view: UIView?)
    open func willMove(to view: UIView?) {}

    /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
    /// decl: func didMove(to view: UIView?)
    /// Stub: remembers the view.
    open func didMove(to view: UIView?) { self.view = view }
}

/// https://developer.apple.com/documentation/uikit/uipointerinteractiondelegate
/// decl: @MainActor protocol UIPointerInteractionDelegate : NSObjectProtocol
@MainActor public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uipointerinteractiondelegate/pointerinteraction(_:regionfor:defaultregion:)
    /// decl: func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// (An optional requirement: a default below.)
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?

    /// https://developer.apple.com/documentation/uikit/uipointerinteractiondelegate/pointerinteraction(_:stylefor:)
    /// decl: func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// (An optional requirement: a default below.)
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    /// https://developer.apple.com/documentation/uikit/uipointerinteractiondelegate/pointerinteraction(_:regionfor:defaultregion:)
    /// decl: func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// Stub: the optional requirement's absence, the default region.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        defaultRegion
    }

    /// https://developer.apple.com/documentation/uikit/uipointerinteractiondelegate/pointerinteraction(_:stylefor:)
    /// decl: func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// Stub: the optional requirement's absence, the system's style.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
}

/// https://developer.apple.com/documentation/uikit/uipointerregion
/// decl: @MainActor class UIPointerRegion
@MainActor open class UIPointerRegion: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipointerregion/init(rect:identifier:)
    /// decl: @MainActor @preconcurrency convenience init(rect: CGRect, identifier: AnyHashable? = nil)
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uipointerregion/rect
    /// decl: var rect: CGRect { get }
    public let rect: CGRect

    /// https://developer.apple.com/documentation/uikit/uipointerregion/identifier-1tw1m
    /// decl: @MainActor @preconcurrency var identifier: AnyHashable? { get }
    public let identifier: AnyHashable?
}

/// https://developer.apple.com/documentation/uikit/uipointerregionrequest
/// decl: @MainActor class UIPointerRegionRequest
@MainActor open class UIPointerRegionRequest: NSObject {
    /// Not an Apple declaration: a request at a point, for tests.
    @_spi(Testing) public init(location: CGPoint) {
        self.location = location
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uipointerregionrequest/location
    /// decl: var location: CGPoint { get }
    public let location: CGPoint
}

/// https://developer.apple.com/documentation/uikit/uipointerstyle
/// decl: @MainActor class UIPointerStyle
@MainActor open class UIPointerStyle: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipointerstyle/init(shape:constrainedaxes:)
    /// decl: @MainActor @preconcurrency convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = [])
    public init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        stubShape = shape
        stubEffect = nil
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uipointerstyle/init(effect:shape:)
    /// decl: @MainActor @preconcurrency convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil)
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        stubShape = shape
        stubEffect = effect
        super.init()
    }

    /// Not an Apple declaration: the shape the style was made with, for tests.
    @_spi(Testing) public let stubShape: UIPointerShape?
    /// Not an Apple declaration: the effect the style was made with, for tests.
    @_spi(Testing) public let stubEffect: UIPointerEffect?
}

/// https://developer.apple.com/documentation/uikit/uipointereffect
/// decl: enum UIPointerEffect
public enum UIPointerEffect {
    /// https://developer.apple.com/documentation/uikit/uipointereffect/highlight(_:)
    /// decl: case highlight(UITargetedPreview)
    case highlight(UITargetedPreview)
}

/// https://developer.apple.com/documentation/uikit/uipointershape-swift.enum
/// decl: enum UIPointerShape
public enum UIPointerShape {
    /// https://developer.apple.com/documentation/uikit/uipointershape-swift.enum/roundedrect(_:radius:)
    /// decl: case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)

    /// https://developer.apple.com/documentation/uikit/uipointershape-swift.enum/defaultcornerradius
    /// decl: static let defaultCornerRadius: CGFloat
    public static let defaultCornerRadius: CGFloat = 8
}

/// https://developer.apple.com/documentation/uikit/uiaxis
/// decl: struct UIAxis
public struct UIAxis: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaxis/init(rawvalue:)
    /// decl: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaxis/rawvalue
    /// decl: let rawValue: UInt
    public let rawValue: UInt
}
