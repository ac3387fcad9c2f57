// AppKit re-exports QuartzCore, so glue that imports AppKit sees CALayer; the stubs have no
// QuartzCore module of their own.

/// https://developer.apple.com/documentation/quartzcore/calayer
/// decl: class CALayer
/// Stub: holds nothing; nothing is composited on Linux.
open class CALayer: NSObject {}
