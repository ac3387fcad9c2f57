/// The members of `NSAccessibilityProtocol` as NSView has them: main-actor isolated, as NSView
/// is. Not an Apple type: glue never names it. See `_NSAccessibilityHost`.
@MainActor open class _NSViewAccessibilityHost: NSObject {
    /// Not an Apple declaration: the stub's initializer.
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrole()
    /// decl: func accessibilityRole() -> NSAccessibility.Role?
    open func accessibilityRole() -> NSAccessibility.Role? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysubrole()
    /// decl: func accessibilitySubrole() -> NSAccessibility.Subrole?
    open func accessibilitySubrole() -> NSAccessibility.Subrole? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylabel()
    /// decl: func accessibilityLabel() -> String?
    open func accessibilityLabel() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvalue()
    /// decl: func accessibilityValue() -> Any?
    open func accessibilityValue() -> Any? { nil }


    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityframe()
    /// decl: func accessibilityFrame() -> NSRect
    open func accessibilityFrame() -> NSRect { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityparent()
    /// decl: func accessibilityParent() -> Any?
    open func accessibilityParent() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitychildren()
    /// decl: func accessibilityChildren() -> [Any]?
    open func accessibilityChildren() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhittest(_:)
    /// decl: func accessibilityHitTest(_ point: NSPoint) -> Any?
    /// Stub: answers nothing, as a view with no children does.
    open func accessibilityHitTest(_ point: NSPoint) -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycustomactions()
    /// decl: func accessibilityCustomActions() -> [NSAccessibilityCustomAction]?
    open func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycustomrotors()
    /// decl: func accessibilityCustomRotors() -> [NSAccessibilityCustomRotor]
    open func accessibilityCustomRotors() -> [NSAccessibilityCustomRotor] { [] }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrows()
    /// decl: func accessibilityRows() -> [Any]?
    open func accessibilityRows() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumnheaderuielements()
    /// decl: func accessibilityColumnHeaderUIElements() -> [Any]?
    open func accessibilityColumnHeaderUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrowindexrange()
    /// decl: func accessibilityRowIndexRange() -> NSRange
    open func accessibilityRowIndexRange() -> NSRange { NSRange(location: NSNotFound, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumnindexrange()
    /// decl: func accessibilityColumnIndexRange() -> NSRange
    open func accessibilityColumnIndexRange() -> NSRange { NSRange(location: NSNotFound, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrowcount()
    /// decl: func accessibilityRowCount() -> Int
    open func accessibilityRowCount() -> Int { 0 }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumncount()
    /// decl: func accessibilityColumnCount() -> Int
    open func accessibilityColumnCount() -> Int { 0 }

    private var _isAccessibilityElement = false
    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityelement()
    /// decl: func isAccessibilityElement() -> Bool
    open func isAccessibilityElement() -> Bool { false }

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
