// A Foundation type on iOS that Foundation on Linux lacks, declared here where UIKit names it
// (UIResponder's `canPaste(_:)` and `paste(itemProviders:)`).

/// https://developer.apple.com/documentation/foundation/nsitemprovider
/// decl: class NSItemProvider
/// Stub: holds nothing.
open class NSItemProvider: NSObject {}
