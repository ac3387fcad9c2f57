// Stub of Apple's AppKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
import Foundation

/// https://developer.apple.com/documentation/appkit/nscursor
/// decl: class NSCursor
/// Stub: a cursor is its name.
open class NSCursor: NSObject, @unchecked Sendable {
    /// Not an Apple declaration: the stub's initializer.
    init(name: String) {
        self.name = name
        super.init()
    }

    /// Not an Apple declaration: which system cursor this is, for tests.
    @_spi(Testing) public let name: String

    /// https://developer.apple.com/documentation/appkit/nscursor/pointinghand
    /// decl: class var pointingHand: NSCursor { get }
    open class var pointingHand: NSCursor { NSCursor(name: "pointingHand") }
}
