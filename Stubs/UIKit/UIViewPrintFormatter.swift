/// https://developer.apple.com/documentation/uikit/uiviewprintformatter
/// decl: @MainActor class UIViewPrintFormatter
@MainActor open class UIViewPrintFormatter: NSObject {}
