/// https://developer.apple.com/documentation/uikit/uipasteconfiguration
/// decl: @MainActor class UIPasteConfiguration
/// Stub: named by UIResponder's `pasteConfiguration`; holds nothing (no initializer but
/// NSObject's is stubbed).
@MainActor open class UIPasteConfiguration: NSObject {}
