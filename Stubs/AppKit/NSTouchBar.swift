/// https://developer.apple.com/documentation/appkit/nstouchbar
/// decl: class NSTouchBar
open class NSTouchBar: NSObject {}
