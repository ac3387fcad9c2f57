// Core Animation types that UIView members name. UIKit re-exports QuartzCore, so glue that
// imports UIKit sees them; the stubs have no QuartzCore module of their own.

/// https://developer.apple.com/documentation/quartzcore/calayer
/// decl: class CALayer
/// Stub: holds nothing; nothing is composited on Linux.
open class CALayer: NSObject {}

/// https://developer.apple.com/documentation/quartzcore/catransform3d
/// decl: struct CATransform3D
/// Stub: opaque; only the identity is used.
public struct CATransform3D: Sendable {
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/init()
    /// decl: init()
    public init() {}
}

/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
/// decl: let CATransform3DIdentity: CATransform3D
public let CATransform3DIdentity = CATransform3D()
