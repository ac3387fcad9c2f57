/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
/// decl: enum UISemanticContentAttribute
public enum UISemanticContentAttribute: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
    /// decl: case unspecified
    case unspecified = 0
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback
    /// decl: case playback
    case playback = 1
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial
    /// decl: case spatial
    case spatial = 2
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
    /// decl: case forceLeftToRight
    case forceLeftToRight = 3
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
    /// decl: case forceRightToLeft
    case forceRightToLeft = 4
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
/// decl: enum UIUserInterfaceLayoutDirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    /// decl: case leftToRight
    case leftToRight = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    /// decl: case rightToLeft
    case rightToLeft = 1
}
