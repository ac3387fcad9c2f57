/// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class
/// decl: class NSAccessibilityElement
/// (NSAccessibilityElement.h: `NSObject <NSAccessibility>`; it does not adopt NSAccessibilityElement.)
open class NSAccessibilityElement: _NSAccessibilityHost {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class/element(withrole:frame:label:parent:)
    /// decl: class func element(withRole role: NSAccessibility.Role, frame: NSRect, label: String?, parent: Any?) -> Any
    /// (derived: parameter names as the SDK imports them; the page lists the types.)
    open class func element(withRole role: NSAccessibility.Role, frame: NSRect, label: String?, parent: Any?) -> Any {
        NSAccessibilityElement()
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class/accessibilityaddchildelement(_:)
    /// decl: func accessibilityAddChildElement(_ childElement: NSAccessibilityElement)
    /// Stub: keeps nothing; `accessibilityChildren()` answers what an element with nothing set answers.
    open func accessibilityAddChildElement(_ childElement: NSAccessibilityElement) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class/accessibilityframeinparentspace()
    /// decl: func accessibilityFrameInParentSpace() -> NSRect
    open func accessibilityFrameInParentSpace() -> NSRect { frameInParentSpace }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class/setaccessibilityframeinparentspace(_:)
    /// decl: func setAccessibilityFrameInParentSpace(_ accessibilityFrameInParentSpace: NSRect)
    open func setAccessibilityFrameInParentSpace(_ accessibilityFrameInParentSpace: NSRect) {
        frameInParentSpace = accessibilityFrameInParentSpace
    }

    private var frameInParentSpace = NSRect.zero
}

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
