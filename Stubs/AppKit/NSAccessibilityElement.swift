/// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class
/// decl: class NSAccessibilityElement
/// (NSAccessibilityElement.h: `NSObject <NSAccessibility>`; it does not adopt NSAccessibilityElement.)
open class NSAccessibilityElement: _NSAccessibilityHost {}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityelementprotocol
/// decl: protocol NSAccessibilityElementProtocol : NSObjectProtocol
public protocol NSAccessibilityElementProtocol: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityelementprotocol/accessibilityframe()
    /// decl: func accessibilityFrame() -> NSRect
    func accessibilityFrame() -> NSRect
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityelementprotocol/accessibilityparent()
    /// decl: func accessibilityParent() -> Any?
    func accessibilityParent() -> Any?
}
