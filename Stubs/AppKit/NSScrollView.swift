/// https://developer.apple.com/documentation/appkit/nsscrollview
/// decl: @MainActor class NSScrollView
/// Stub: a view; none of its own members are stubbed.
@MainActor open class NSScrollView: NSView {}
