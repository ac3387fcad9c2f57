// Stub of Apple's Accessibility framework for Linux: signatures transcribed from Apple's public
// documentation; not Apple code. See Stubs/README.md.
@_exported import Foundation

/// https://developer.apple.com/documentation/accessibility/axcustomcontent
/// decl: class AXCustomContent
/// Stub: keeps its label and value.
open class AXCustomContent: NSObject {
    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/init(label:value:)
    /// decl: convenience init(label: String, value: String)
    public convenience init(label: String, value: String) {
        self.init(storedLabel: label, value: value)
    }

    private init(storedLabel: String, value: String) {
        self.label = storedLabel
        self.value = value
        super.init()
    }

    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/label
    /// decl: var label: String { get }
    public let label: String

    /// https://developer.apple.com/documentation/accessibility/axcustomcontent/value
    /// decl: var value: String { get }
    public let value: String
}

/// https://developer.apple.com/documentation/accessibility/axcustomcontentprovider
/// decl: protocol AXCustomContentProvider : NSObjectProtocol
public protocol AXCustomContentProvider: NSObjectProtocol {
    /// https://developer.apple.com/documentation/accessibility/axcustomcontentprovider/accessibilitycustomcontent
    /// decl: var accessibilityCustomContent: [AXCustomContent]! { get set }
    var accessibilityCustomContent: [AXCustomContent]! { get set }
}
