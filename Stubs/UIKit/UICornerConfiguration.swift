/// https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct
/// decl: struct UICornerConfiguration
/// sdk: new in the iOS 26 SDK, so `#if compiler(>=6.2)` (Xcode 26) must enclose its uses.
/// Stub: an opaque value; its corner radii are not stubbed.
@available(iOS 26.0, visionOS 26.0, *)
public struct UICornerConfiguration: Sendable {
    /// The value a view starts with (internal: the SDK's initializers are not stubbed).
    init() {}
}
