/// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection
/// decl: enum UIAccessibilityScrollDirection
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/right
    /// decl: case right
    case right = 1
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/left
    /// decl: case left
    case left = 2
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/up
    /// decl: case up
    case up = 3
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/down
    /// decl: case down
    case down = 4
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/next
    /// decl: case next
    case next = 5
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityscrolldirection/previous
    /// decl: case previous
    case previous = 6
}
