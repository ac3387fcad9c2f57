/// Holds the members of `NSAccessibilityProtocol` that NSView and NSAccessibilityElement
/// implement, so that glue can override them as on macOS (Linux has no Objective-C runtime).
/// Not an Apple type: glue never names it. Swift imports the protocol's properties as getter and
/// setter methods; the getters return what the setters stored.
///
/// Two hosts hold the same members: this one for NSAccessibilityElement, whose page shows no
/// `@MainActor` (so its members are not isolated), and `_NSViewAccessibilityHost` for NSView,
/// a `@MainActor` class whose members (these included) are main-actor isolated.
open class _NSAccessibilityHost: NSObject {
    /// Not an Apple declaration: the stub's initializer.
    public override init() { super.init() }

    private var _accessibilityRole: NSAccessibility.Role? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrole()
    /// decl: func accessibilityRole() -> NSAccessibility.Role?
    open func accessibilityRole() -> NSAccessibility.Role? { _accessibilityRole }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrole(_:)
    /// decl: func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?)
    open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) { _accessibilityRole = accessibilityRole }

    private var _accessibilitySubrole: NSAccessibility.Subrole? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysubrole()
    /// decl: func accessibilitySubrole() -> NSAccessibility.Subrole?
    open func accessibilitySubrole() -> NSAccessibility.Subrole? { _accessibilitySubrole }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysubrole(_:)
    /// decl: func setAccessibilitySubrole(_ accessibilitySubrole: NSAccessibility.Subrole?)
    open func setAccessibilitySubrole(_ accessibilitySubrole: NSAccessibility.Subrole?) { _accessibilitySubrole = accessibilitySubrole }

    private var _accessibilityLabel: String? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylabel()
    /// decl: func accessibilityLabel() -> String?
    open func accessibilityLabel() -> String? { _accessibilityLabel }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylabel(_:)
    /// decl: func setAccessibilityLabel(_ accessibilityLabel: String?)
    open func setAccessibilityLabel(_ accessibilityLabel: String?) { _accessibilityLabel = accessibilityLabel }

    private var _accessibilityValue: Any? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvalue()
    /// decl: func accessibilityValue() -> Any?
    open func accessibilityValue() -> Any? { _accessibilityValue }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvalue(_:)
    /// decl: func setAccessibilityValue(_ accessibilityValue: Any?)
    open func setAccessibilityValue(_ accessibilityValue: Any?) { _accessibilityValue = accessibilityValue }

    private var _accessibilityHelp: String? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhelp()
    /// decl: func accessibilityHelp() -> String?
    open func accessibilityHelp() -> String? { _accessibilityHelp }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhelp(_:)
    /// decl: func setAccessibilityHelp(_ accessibilityHelp: String?)
    open func setAccessibilityHelp(_ accessibilityHelp: String?) { _accessibilityHelp = accessibilityHelp }

    private var _accessibilityFrame: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityframe()
    /// decl: func accessibilityFrame() -> NSRect
    open func accessibilityFrame() -> NSRect { _accessibilityFrame }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityframe(_:)
    /// decl: func setAccessibilityFrame(_ accessibilityFrame: NSRect)
    open func setAccessibilityFrame(_ accessibilityFrame: NSRect) { _accessibilityFrame = accessibilityFrame }

    private var _accessibilityParent: Any? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityparent()
    /// decl: func accessibilityParent() -> Any?
    open func accessibilityParent() -> Any? { _accessibilityParent }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityparent(_:)
    /// decl: func setAccessibilityParent(_ accessibilityParent: Any?)
    open func setAccessibilityParent(_ accessibilityParent: Any?) { _accessibilityParent = accessibilityParent }

    private var _accessibilityChildren: [Any]? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitychildren()
    /// decl: func accessibilityChildren() -> [Any]?
    open func accessibilityChildren() -> [Any]? { _accessibilityChildren }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitychildren(_:)
    /// decl: func setAccessibilityChildren(_ accessibilityChildren: [Any]?)
    open func setAccessibilityChildren(_ accessibilityChildren: [Any]?) { _accessibilityChildren = accessibilityChildren }

    private var _accessibilityCustomActions: [NSAccessibilityCustomAction]? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycustomactions()
    /// decl: func accessibilityCustomActions() -> [NSAccessibilityCustomAction]?
    open func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? { _accessibilityCustomActions }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycustomactions(_:)
    /// decl: func setAccessibilityCustomActions(_ accessibilityCustomActions: [NSAccessibilityCustomAction]?)
    open func setAccessibilityCustomActions(_ accessibilityCustomActions: [NSAccessibilityCustomAction]?) { _accessibilityCustomActions = accessibilityCustomActions }

    private var _accessibilityCustomRotors: [NSAccessibilityCustomRotor] = []
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycustomrotors()
    /// decl: func accessibilityCustomRotors() -> [NSAccessibilityCustomRotor]
    open func accessibilityCustomRotors() -> [NSAccessibilityCustomRotor] { _accessibilityCustomRotors }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycustomrotors(_:)
    /// decl: func setAccessibilityCustomRotors(_ accessibilityCustomRotors: [NSAccessibilityCustomRotor])
    open func setAccessibilityCustomRotors(_ accessibilityCustomRotors: [NSAccessibilityCustomRotor]) { _accessibilityCustomRotors = accessibilityCustomRotors }

    private var _accessibilityRows: [Any]? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrows()
    /// decl: func accessibilityRows() -> [Any]?
    open func accessibilityRows() -> [Any]? { _accessibilityRows }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrows(_:)
    /// decl: func setAccessibilityRows(_ accessibilityRows: [Any]?)
    open func setAccessibilityRows(_ accessibilityRows: [Any]?) { _accessibilityRows = accessibilityRows }

    private var _accessibilityColumnHeaderUIElements: [Any]? = nil
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumnheaderuielements()
    /// decl: func accessibilityColumnHeaderUIElements() -> [Any]?
    open func accessibilityColumnHeaderUIElements() -> [Any]? { _accessibilityColumnHeaderUIElements }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumnheaderuielements(_:)
    /// decl: func setAccessibilityColumnHeaderUIElements(_ accessibilityColumnHeaderUIElements: [Any]?)
    open func setAccessibilityColumnHeaderUIElements(_ accessibilityColumnHeaderUIElements: [Any]?) { _accessibilityColumnHeaderUIElements = accessibilityColumnHeaderUIElements }

    private var _accessibilityRowIndexRange: NSRange = NSRange(location: 0, length: 0)
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrowindexrange()
    /// decl: func accessibilityRowIndexRange() -> NSRange
    open func accessibilityRowIndexRange() -> NSRange { _accessibilityRowIndexRange }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrowindexrange(_:)
    /// decl: func setAccessibilityRowIndexRange(_ accessibilityRowIndexRange: NSRange)
    open func setAccessibilityRowIndexRange(_ accessibilityRowIndexRange: NSRange) { _accessibilityRowIndexRange = accessibilityRowIndexRange }

    private var _accessibilityColumnIndexRange: NSRange = NSRange(location: 0, length: 0)
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumnindexrange()
    /// decl: func accessibilityColumnIndexRange() -> NSRange
    open func accessibilityColumnIndexRange() -> NSRange { _accessibilityColumnIndexRange }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumnindexrange(_:)
    /// decl: func setAccessibilityColumnIndexRange(_ accessibilityColumnIndexRange: NSRange)
    open func setAccessibilityColumnIndexRange(_ accessibilityColumnIndexRange: NSRange) { _accessibilityColumnIndexRange = accessibilityColumnIndexRange }

    private var _accessibilityRowCount: Int = 0
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrowcount()
    /// decl: func accessibilityRowCount() -> Int
    open func accessibilityRowCount() -> Int { _accessibilityRowCount }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrowcount(_:)
    /// decl: func setAccessibilityRowCount(_ accessibilityRowCount: Int)
    open func setAccessibilityRowCount(_ accessibilityRowCount: Int) { _accessibilityRowCount = accessibilityRowCount }

    private var _accessibilityColumnCount: Int = 0
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumncount()
    /// decl: func accessibilityColumnCount() -> Int
    open func accessibilityColumnCount() -> Int { _accessibilityColumnCount }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumncount(_:)
    /// decl: func setAccessibilityColumnCount(_ accessibilityColumnCount: Int)
    open func setAccessibilityColumnCount(_ accessibilityColumnCount: Int) { _accessibilityColumnCount = accessibilityColumnCount }

    private var _isAccessibilityElement = false
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityelement()
    /// decl: func isAccessibilityElement() -> Bool
    open func isAccessibilityElement() -> Bool { _isAccessibilityElement }
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityelement(_:)
    /// decl: func setAccessibilityElement(_ accessibilityElement: Bool)
    open func setAccessibilityElement(_ accessibilityElement: Bool) { _isAccessibilityElement = accessibilityElement }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformpress()
    /// decl: func accessibilityPerformPress() -> Bool
    open func accessibilityPerformPress() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityline(for:)
    /// decl: func accessibilityLine(for index: Int) -> Int
    open func accessibilityLine(for index: Int) -> Int { 0 }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrange(forline:)
    /// decl: func accessibilityRange(forLine line: Int) -> NSRange
    open func accessibilityRange(forLine line: Int) -> NSRange { NSRange(location: NSNotFound, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitystring(for:)
    /// decl: func accessibilityString(for range: NSRange) -> String?
    open func accessibilityString(for range: NSRange) -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityframe(for:)
    /// decl: func accessibilityFrame(for range: NSRange) -> NSRect
    open func accessibilityFrame(for range: NSRange) -> NSRect { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitynumberofcharacters()
    /// decl: func accessibilityNumberOfCharacters() -> Int
    open func accessibilityNumberOfCharacters() -> Int { 0 }
}
