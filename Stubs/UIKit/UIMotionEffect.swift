/// https://developer.apple.com/documentation/uikit/uimotioneffect
/// decl: @MainActor class UIMotionEffect
@MainActor open class UIMotionEffect: NSObject {}
