/// Holds the members of `NSAccessibilityProtocol` that NSView and NSAccessibilityElement
/// implement, so that glue can override them as on macOS (Linux has no Objective-C runtime).
/// Not an Apple type: glue never names it. Swift imports the protocol's properties as getter and
/// setter methods; the glue overrides the getters, so only they are stubbed, answering what
/// an element with nothing set answers.
///
/// Two hosts hold the same members: this one for NSAccessibilityElement, whose page shows no
/// `@MainActor` (so its members are not isolated), and `_NSViewAccessibilityHost` for NSView,
/// a `@MainActor` class whose members (these included) are main-actor isolated.
open class _NSAccessibilityHost: NSObject {
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

    // Members not overridden by the glue today, declared so a member of a subclass named like one
    // collides here as it would on macOS.

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycell(forcolumn:row:)
    /// decl: func accessibilityCell(forColumn column: Int, row: Int) -> Any?
    open func accessibilityCell(forColumn column: Int, row: Int) -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvisiblecharacterrange()
    /// decl: func accessibilityVisibleCharacterRange() -> NSRange
    open func accessibilityVisibleCharacterRange() -> NSRange { NSRange(location: 0, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityindex()
    /// decl: func accessibilityIndex() -> Int
    open func accessibilityIndex() -> Int { 0 }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumns()
    /// decl: func accessibilityColumns() -> [Any]?
    open func accessibilityColumns() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitytitle()
    /// decl: func accessibilityTitle() -> String?
    open func accessibilityTitle() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhelp()
    /// decl: func accessibilityHelp() -> String?
    open func accessibilityHelp() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityroledescription()
    /// decl: func accessibilityRoleDescription() -> String?
    open func accessibilityRoleDescription() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityidentifier()
    /// decl: func accessibilityIdentifier() -> String
    open func accessibilityIdentifier() -> String { "" }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityfocused()
    /// decl: func isAccessibilityFocused() -> Bool
    open func isAccessibilityFocused() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityfocuseduielement()
    /// decl: func accessibilityFocusedUIElement() -> Any?
    open func accessibilityFocusedUIElement() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedtext()
    /// decl: func accessibilitySelectedText() -> String?
    open func accessibilitySelectedText() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedtextrange()
    /// decl: func accessibilitySelectedTextRange() -> NSRange
    open func accessibilitySelectedTextRange() -> NSRange { NSRange(location: 0, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityinsertionpointlinenumber()
    /// decl: func accessibilityInsertionPointLineNumber() -> Int
    open func accessibilityInsertionPointLineNumber() -> Int { 0 }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrange(for:)
    /// decl: func accessibilityRange(for index: Int) -> NSRange
    open func accessibilityRange(for index: Int) -> NSRange { NSRange(location: NSNotFound, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitystylerange(for:)
    /// decl: func accessibilityStyleRange(for index: Int) -> NSRange
    open func accessibilityStyleRange(for index: Int) -> NSRange { NSRange(location: NSNotFound, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityattributedstring(for:)
    /// decl: func accessibilityAttributedString(for range: NSRange) -> NSAttributedString?
    open func accessibilityAttributedString(for range: NSRange) -> NSAttributedString? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvisiblecells()
    /// decl: func accessibilityVisibleCells() -> [Any]?
    open func accessibilityVisibleCells() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedcells()
    /// decl: func accessibilitySelectedCells() -> [Any]?
    open func accessibilitySelectedCells() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrowheaderuielements()
    /// decl: func accessibilityRowHeaderUIElements() -> [Any]?
    open func accessibilityRowHeaderUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvisiblerows()
    /// decl: func accessibilityVisibleRows() -> [Any]?
    open func accessibilityVisibleRows() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitywindow()
    /// decl: func accessibilityWindow() -> Any?
    open func accessibilityWindow() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitytopleveluielement()
    /// decl: func accessibilityTopLevelUIElement() -> Any?
    open func accessibilityTopLevelUIElement() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformshowmenu()
    /// decl: func accessibilityPerformShowMenu() -> Bool
    open func accessibilityPerformShowMenu() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformcancel()
    /// decl: func accessibilityPerformCancel() -> Bool
    open func accessibilityPerformCancel() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityenabled()
    /// decl: func isAccessibilityEnabled() -> Bool
    open func isAccessibilityEnabled() -> Bool { true }
}
