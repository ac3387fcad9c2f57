// Stub of Apple's UIKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/uikit/uitouch
/// decl: @MainActor class UITouch
/// Stub: a touch at a point of the view it was made for.
@MainActor open class UITouch: NSObject {
    /// Not an Apple declaration: a touch at a point in a view's coordinates, for tests.
    @_spi(Testing) public init(location: CGPoint) {
        self.testLocation = location
        super.init()
    }

    private let testLocation: CGPoint

    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
    /// decl: func location(in view: UIView?) -> CGPoint
    open func location(in view: UIView?) -> CGPoint { testLocation }
}

/// https://developer.apple.com/documentation/uikit/uievent
/// decl: @MainActor class UIEvent
/// Stub: carries nothing.
@MainActor open class UIEvent: NSObject {}
