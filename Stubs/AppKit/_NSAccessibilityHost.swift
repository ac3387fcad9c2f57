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

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityfocuseduielement
    /// decl: var accessibilityFocusedUIElement: Any? { get }
    /// (A property, NSObject's, not a method: a subclass overrides it as `override var`; a
    /// typecheck against the macOS 26 SDK rejects `override func accessibilityFocusedUIElement()`
    /// with "method does not override any method from its superclass".)
    open var accessibilityFocusedUIElement: Any? { nil }

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

    // The rest of NSAccessibilityProtocol's members, as its page lists them: the getters not above,
    // and the setters Swift imports for its properties, which a subclass overrides consistently.

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityelement(_:)
    /// decl: func setAccessibilityElement(_ accessibilityElement: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityElement(_ accessibilityElement: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityenabled(_:)
    /// decl: func setAccessibilityEnabled(_ accessibilityEnabled: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityEnabled(_ accessibilityEnabled: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityframe(_:)
    /// decl: func setAccessibilityFrame(_ accessibilityFrame: NSRect)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityFrame(_ accessibilityFrame: NSRect) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhelp(_:)
    /// decl: func setAccessibilityHelp(_ accessibilityHelp: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHelp(_ accessibilityHelp: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylabel(_:)
    /// decl: func setAccessibilityLabel(_ accessibilityLabel: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityLabel(_ accessibilityLabel: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitytitle(_:)
    /// decl: func setAccessibilityTitle(_ accessibilityTitle: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityTitle(_ accessibilityTitle: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvalue(_:)
    /// decl: func setAccessibilityValue(_ accessibilityValue: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityValue(_ accessibilityValue: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycontents()
    /// decl: func accessibilityContents() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityContents() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycontents(_:)
    /// decl: func setAccessibilityContents(_ accessibilityContents: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityContents(_ accessibilityContents: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycriticalvalue()
    /// decl: func accessibilityCriticalValue() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityCriticalValue() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycriticalvalue(_:)
    /// decl: func setAccessibilityCriticalValue(_ accessibilityCriticalValue: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityCriticalValue(_ accessibilityCriticalValue: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityidentifier(_:)
    /// decl: func setAccessibilityIdentifier(_ accessibilityIdentifier: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymaxvalue()
    /// decl: func accessibilityMaxValue() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMaxValue() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymaxvalue(_:)
    /// decl: func setAccessibilityMaxValue(_ accessibilityMaxValue: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMaxValue(_ accessibilityMaxValue: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityminvalue()
    /// decl: func accessibilityMinValue() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMinValue() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityminvalue(_:)
    /// decl: func setAccessibilityMinValue(_ accessibilityMinValue: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMinValue(_ accessibilityMinValue: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityorientation()
    /// decl: func accessibilityOrientation() -> NSAccessibilityOrientation
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityOrientation() -> NSAccessibilityOrientation { .unknown }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityorientation(_:)
    /// decl: func setAccessibilityOrientation(_ accessibilityOrientation: NSAccessibilityOrientation)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityOrientation(_ accessibilityOrientation: NSAccessibilityOrientation) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityprotectedcontent()
    /// decl: func isAccessibilityProtectedContent() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityProtectedContent() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityprotectedcontent(_:)
    /// decl: func setAccessibilityProtectedContent(_ accessibilityProtectedContent: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityProtectedContent(_ accessibilityProtectedContent: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityselected()
    /// decl: func isAccessibilitySelected() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilitySelected() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselected(_:)
    /// decl: func setAccessibilitySelected(_ accessibilitySelected: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelected(_ accessibilitySelected: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityurl()
    /// decl: func accessibilityURL() -> URL?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityURL() -> URL? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityurl(_:)
    /// decl: func setAccessibilityURL(_ accessibilityURL: URL?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityURL(_ accessibilityURL: URL?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvaluedescription()
    /// decl: func accessibilityValueDescription() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityValueDescription() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvaluedescription(_:)
    /// decl: func setAccessibilityValueDescription(_ accessibilityValueDescription: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityValueDescription(_ accessibilityValueDescription: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitywarningvalue()
    /// decl: func accessibilityWarningValue() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityWarningValue() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitywarningvalue(_:)
    /// decl: func setAccessibilityWarningValue(_ accessibilityWarningValue: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityWarningValue(_ accessibilityWarningValue: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitychildren(_:)
    /// decl: func setAccessibilityChildren(_ accessibilityChildren: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityChildren(_ accessibilityChildren: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitychildreninnavigationorder()
    /// decl: func accessibilityChildrenInNavigationOrder() -> [any NSAccessibilityElementProtocol]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityChildrenInNavigationOrder() -> [any NSAccessibilityElementProtocol]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitychildreninnavigationorder(_:)
    /// decl: func setAccessibilityChildrenInNavigationOrder(_ accessibilityChildrenInNavigationOrder: [any NSAccessibilityElementProtocol]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityChildrenInNavigationOrder(_ accessibilityChildrenInNavigationOrder: [any NSAccessibilityElementProtocol]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityparent(_:)
    /// decl: func setAccessibilityParent(_ accessibilityParent: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityParent(_ accessibilityParent: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedchildren()
    /// decl: func accessibilitySelectedChildren() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySelectedChildren() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedchildren(_:)
    /// decl: func setAccessibilitySelectedChildren(_ accessibilitySelectedChildren: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedChildren(_ accessibilitySelectedChildren: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitytopleveluielement(_:)
    /// decl: func setAccessibilityTopLevelUIElement(_ accessibilityTopLevelUIElement: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityTopLevelUIElement(_ accessibilityTopLevelUIElement: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvisiblechildren()
    /// decl: func accessibilityVisibleChildren() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityVisibleChildren() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvisiblechildren(_:)
    /// decl: func setAccessibilityVisibleChildren(_ accessibilityVisibleChildren: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVisibleChildren(_ accessibilityVisibleChildren: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityapplicationfocuseduielement()
    /// decl: func accessibilityApplicationFocusedUIElement() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityApplicationFocusedUIElement() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityapplicationfocuseduielement(_:)
    /// decl: func setAccessibilityApplicationFocusedUIElement(_ accessibilityApplicationFocusedUIElement: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityApplicationFocusedUIElement(_ accessibilityApplicationFocusedUIElement: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityfocused(_:)
    /// decl: func setAccessibilityFocused(_ accessibilityFocused: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityFocused(_ accessibilityFocused: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityfocusedwindow()
    /// decl: func accessibilityFocusedWindow() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityFocusedWindow() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityfocusedwindow(_:)
    /// decl: func setAccessibilityFocusedWindow(_ accessibilityFocusedWindow: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityFocusedWindow(_ accessibilityFocusedWindow: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysharedfocuselements()
    /// decl: func accessibilitySharedFocusElements() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySharedFocusElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysharedfocuselements(_:)
    /// decl: func setAccessibilitySharedFocusElements(_ accessibilitySharedFocusElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySharedFocusElements(_ accessibilitySharedFocusElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityrequired()
    /// decl: func isAccessibilityRequired() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityRequired() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrequired(_:)
    /// decl: func setAccessibilityRequired(_ accessibilityRequired: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRequired(_ accessibilityRequired: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrole(_:)
    /// decl: func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityroledescription(_:)
    /// decl: func setAccessibilityRoleDescription(_ accessibilityRoleDescription: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRoleDescription(_ accessibilityRoleDescription: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysubrole(_:)
    /// decl: func setAccessibilitySubrole(_ accessibilitySubrole: NSAccessibility.Subrole?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySubrole(_ accessibilitySubrole: NSAccessibility.Subrole?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycustomactions(_:)
    /// decl: func setAccessibilityCustomActions(_ accessibilityCustomActions: [NSAccessibilityCustomAction]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityCustomActions(_ accessibilityCustomActions: [NSAccessibilityCustomAction]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycustomrotors(_:)
    /// decl: func setAccessibilityCustomRotors(_ accessibilityCustomRotors: [NSAccessibilityCustomRotor])
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityCustomRotors(_ accessibilityCustomRotors: [NSAccessibilityCustomRotor]) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityinsertionpointlinenumber(_:)
    /// decl: func setAccessibilityInsertionPointLineNumber(_ accessibilityInsertionPointLineNumber: Int)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityInsertionPointLineNumber(_ accessibilityInsertionPointLineNumber: Int) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitynumberofcharacters(_:)
    /// decl: func setAccessibilityNumberOfCharacters(_ accessibilityNumberOfCharacters: Int)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityNumberOfCharacters(_ accessibilityNumberOfCharacters: Int) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityplaceholdervalue()
    /// decl: func accessibilityPlaceholderValue() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPlaceholderValue() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityplaceholdervalue(_:)
    /// decl: func setAccessibilityPlaceholderValue(_ accessibilityPlaceholderValue: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityPlaceholderValue(_ accessibilityPlaceholderValue: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedtext(_:)
    /// decl: func setAccessibilitySelectedText(_ accessibilitySelectedText: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedText(_ accessibilitySelectedText: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedtextrange(_:)
    /// decl: func setAccessibilitySelectedTextRange(_ accessibilitySelectedTextRange: NSRange)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedTextRange(_ accessibilitySelectedTextRange: NSRange) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedtextranges()
    /// decl: func accessibilitySelectedTextRanges() -> [NSValue]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySelectedTextRanges() -> [NSValue]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedtextranges(_:)
    /// decl: func setAccessibilitySelectedTextRanges(_ accessibilitySelectedTextRanges: [NSValue]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedTextRanges(_ accessibilitySelectedTextRanges: [NSValue]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysharedcharacterrange()
    /// decl: func accessibilitySharedCharacterRange() -> NSRange
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySharedCharacterRange() -> NSRange { NSRange(location: NSNotFound, length: 0) }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysharedcharacterrange(_:)
    /// decl: func setAccessibilitySharedCharacterRange(_ accessibilitySharedCharacterRange: NSRange)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySharedCharacterRange(_ accessibilitySharedCharacterRange: NSRange) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysharedtextuielements()
    /// decl: func accessibilitySharedTextUIElements() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySharedTextUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysharedtextuielements(_:)
    /// decl: func setAccessibilitySharedTextUIElements(_ accessibilitySharedTextUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySharedTextUIElements(_ accessibilitySharedTextUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvisiblecharacterrange(_:)
    /// decl: func setAccessibilityVisibleCharacterRange(_ accessibilityVisibleCharacterRange: NSRange)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVisibleCharacterRange(_ accessibilityVisibleCharacterRange: NSRange) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrtf(for:)
    /// decl: func accessibilityRTF(for range: NSRange) -> Data?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityRTF(for range: NSRange) -> Data? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityactivationpoint()
    /// decl: func accessibilityActivationPoint() -> NSPoint
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityActivationPoint() -> NSPoint { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityactivationpoint(_:)
    /// decl: func setAccessibilityActivationPoint(_ accessibilityActivationPoint: NSPoint)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityActivationPoint(_ accessibilityActivationPoint: NSPoint) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityalternateuivisible()
    /// decl: func isAccessibilityAlternateUIVisible() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityAlternateUIVisible() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityalternateuivisible(_:)
    /// decl: func setAccessibilityAlternateUIVisible(_ accessibilityAlternateUIVisible: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityAlternateUIVisible(_ accessibilityAlternateUIVisible: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycancelbutton()
    /// decl: func accessibilityCancelButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityCancelButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycancelbutton(_:)
    /// decl: func setAccessibilityCancelButton(_ accessibilityCancelButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityCancelButton(_ accessibilityCancelButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityclosebutton()
    /// decl: func accessibilityCloseButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityCloseButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityclosebutton(_:)
    /// decl: func setAccessibilityCloseButton(_ accessibilityCloseButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityCloseButton(_ accessibilityCloseButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitydefaultbutton()
    /// decl: func accessibilityDefaultButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityDefaultButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydefaultbutton(_:)
    /// decl: func setAccessibilityDefaultButton(_ accessibilityDefaultButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDefaultButton(_ accessibilityDefaultButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityfullscreenbutton()
    /// decl: func accessibilityFullScreenButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityFullScreenButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityfullscreenbutton(_:)
    /// decl: func setAccessibilityFullScreenButton(_ accessibilityFullScreenButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityFullScreenButton(_ accessibilityFullScreenButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitygrowarea()
    /// decl: func accessibilityGrowArea() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityGrowArea() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitygrowarea(_:)
    /// decl: func setAccessibilityGrowArea(_ accessibilityGrowArea: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityGrowArea(_ accessibilityGrowArea: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilitymain()
    /// decl: func isAccessibilityMain() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityMain() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymain(_:)
    /// decl: func setAccessibilityMain(_ accessibilityMain: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMain(_ accessibilityMain: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityminimizebutton()
    /// decl: func accessibilityMinimizeButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMinimizeButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityminimizebutton(_:)
    /// decl: func setAccessibilityMinimizeButton(_ accessibilityMinimizeButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMinimizeButton(_ accessibilityMinimizeButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityminimized()
    /// decl: func isAccessibilityMinimized() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityMinimized() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityminimized(_:)
    /// decl: func setAccessibilityMinimized(_ accessibilityMinimized: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMinimized(_ accessibilityMinimized: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilitymodal()
    /// decl: func isAccessibilityModal() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityModal() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymodal(_:)
    /// decl: func setAccessibilityModal(_ accessibilityModal: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityModal(_ accessibilityModal: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityproxy()
    /// decl: func accessibilityProxy() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityProxy() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityproxy(_:)
    /// decl: func setAccessibilityProxy(_ accessibilityProxy: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityProxy(_ accessibilityProxy: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityshownmenu()
    /// decl: func accessibilityShownMenu() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityShownMenu() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityshownmenu(_:)
    /// decl: func setAccessibilityShownMenu(_ accessibilityShownMenu: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityShownMenu(_ accessibilityShownMenu: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitytoolbarbutton()
    /// decl: func accessibilityToolbarButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityToolbarButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitytoolbarbutton(_:)
    /// decl: func setAccessibilityToolbarButton(_ accessibilityToolbarButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityToolbarButton(_ accessibilityToolbarButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitywindow(_:)
    /// decl: func setAccessibilityWindow(_ accessibilityWindow: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityWindow(_ accessibilityWindow: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityzoombutton()
    /// decl: func accessibilityZoomButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityZoomButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityzoombutton(_:)
    /// decl: func setAccessibilityZoomButton(_ accessibilityZoomButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityZoomButton(_ accessibilityZoomButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityextrasmenubar()
    /// decl: func accessibilityExtrasMenuBar() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityExtrasMenuBar() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityextrasmenubar(_:)
    /// decl: func setAccessibilityExtrasMenuBar(_ accessibilityExtrasMenuBar: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityExtrasMenuBar(_ accessibilityExtrasMenuBar: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityfrontmost()
    /// decl: func isAccessibilityFrontmost() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityFrontmost() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityfrontmost(_:)
    /// decl: func setAccessibilityFrontmost(_ accessibilityFrontmost: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityFrontmost(_ accessibilityFrontmost: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityhidden()
    /// decl: func isAccessibilityHidden() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityHidden() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhidden(_:)
    /// decl: func setAccessibilityHidden(_ accessibilityHidden: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHidden(_ accessibilityHidden: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymainwindow()
    /// decl: func accessibilityMainWindow() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMainWindow() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymainwindow(_:)
    /// decl: func setAccessibilityMainWindow(_ accessibilityMainWindow: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMainWindow(_ accessibilityMainWindow: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymenubar()
    /// decl: func accessibilityMenuBar() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMenuBar() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymenubar(_:)
    /// decl: func setAccessibilityMenuBar(_ accessibilityMenuBar: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMenuBar(_ accessibilityMenuBar: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitywindows()
    /// decl: func accessibilityWindows() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityWindows() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitywindows(_:)
    /// decl: func setAccessibilityWindows(_ accessibilityWindows: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityWindows(_ accessibilityWindows: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumncount(_:)
    /// decl: func setAccessibilityColumnCount(_ accessibilityColumnCount: Int)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityColumnCount(_ accessibilityColumnCount: Int) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityorderedbyrow()
    /// decl: func isAccessibilityOrderedByRow() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityOrderedByRow() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityorderedbyrow(_:)
    /// decl: func setAccessibilityOrderedByRow(_ accessibilityOrderedByRow: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityOrderedByRow(_ accessibilityOrderedByRow: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrowcount(_:)
    /// decl: func setAccessibilityRowCount(_ accessibilityRowCount: Int)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRowCount(_ accessibilityRowCount: Int) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhorizontalscrollbar()
    /// decl: func accessibilityHorizontalScrollBar() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityHorizontalScrollBar() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhorizontalscrollbar(_:)
    /// decl: func setAccessibilityHorizontalScrollBar(_ accessibilityHorizontalScrollBar: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHorizontalScrollBar(_ accessibilityHorizontalScrollBar: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityverticalscrollbar()
    /// decl: func accessibilityVerticalScrollBar() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityVerticalScrollBar() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityverticalscrollbar(_:)
    /// decl: func setAccessibilityVerticalScrollBar(_ accessibilityVerticalScrollBar: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVerticalScrollBar(_ accessibilityVerticalScrollBar: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumnheaderuielements(_:)
    /// decl: func setAccessibilityColumnHeaderUIElements(_ accessibilityColumnHeaderUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityColumnHeaderUIElements(_ accessibilityColumnHeaderUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumns(_:)
    /// decl: func setAccessibilityColumns(_ accessibilityColumns: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityColumns(_ accessibilityColumns: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitycolumntitles()
    /// decl: func accessibilityColumnTitles() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityColumnTitles() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumntitles(_:)
    /// decl: func setAccessibilityColumnTitles(_ accessibilityColumnTitles: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityColumnTitles(_ accessibilityColumnTitles: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityexpanded()
    /// decl: func isAccessibilityExpanded() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityExpanded() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityexpanded(_:)
    /// decl: func setAccessibilityExpanded(_ accessibilityExpanded: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityExpanded(_ accessibilityExpanded: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityheader()
    /// decl: func accessibilityHeader() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityHeader() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityheader(_:)
    /// decl: func setAccessibilityHeader(_ accessibilityHeader: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHeader(_ accessibilityHeader: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityindex(_:)
    /// decl: func setAccessibilityIndex(_ accessibilityIndex: Int)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityIndex(_ accessibilityIndex: Int) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrowheaderuielements(_:)
    /// decl: func setAccessibilityRowHeaderUIElements(_ accessibilityRowHeaderUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRowHeaderUIElements(_ accessibilityRowHeaderUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrows(_:)
    /// decl: func setAccessibilityRows(_ accessibilityRows: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRows(_ accessibilityRows: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedcolumns()
    /// decl: func accessibilitySelectedColumns() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySelectedColumns() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedcolumns(_:)
    /// decl: func setAccessibilitySelectedColumns(_ accessibilitySelectedColumns: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedColumns(_ accessibilitySelectedColumns: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityselectedrows()
    /// decl: func accessibilitySelectedRows() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySelectedRows() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedrows(_:)
    /// decl: func setAccessibilitySelectedRows(_ accessibilitySelectedRows: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedRows(_ accessibilitySelectedRows: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysortdirection()
    /// decl: func accessibilitySortDirection() -> NSAccessibilitySortDirection
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySortDirection() -> NSAccessibilitySortDirection { .unknown }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysortdirection(_:)
    /// decl: func setAccessibilitySortDirection(_ accessibilitySortDirection: NSAccessibilitySortDirection)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySortDirection(_ accessibilitySortDirection: NSAccessibilitySortDirection) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityvisiblecolumns()
    /// decl: func accessibilityVisibleColumns() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityVisibleColumns() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvisiblecolumns(_:)
    /// decl: func setAccessibilityVisibleColumns(_ accessibilityVisibleColumns: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVisibleColumns(_ accessibilityVisibleColumns: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvisiblerows(_:)
    /// decl: func setAccessibilityVisibleRows(_ accessibilityVisibleRows: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVisibleRows(_ accessibilityVisibleRows: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilitydisclosed()
    /// decl: func isAccessibilityDisclosed() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityDisclosed() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydisclosed(_:)
    /// decl: func setAccessibilityDisclosed(_ accessibilityDisclosed: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDisclosed(_ accessibilityDisclosed: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitydisclosedbyrow()
    /// decl: func accessibilityDisclosedByRow() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityDisclosedByRow() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydisclosedbyrow(_:)
    /// decl: func setAccessibilityDisclosedByRow(_ accessibilityDisclosedByRow: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDisclosedByRow(_ accessibilityDisclosedByRow: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitydisclosedrows()
    /// decl: func accessibilityDisclosedRows() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityDisclosedRows() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydisclosedrows(_:)
    /// decl: func setAccessibilityDisclosedRows(_ accessibilityDisclosedRows: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDisclosedRows(_ accessibilityDisclosedRows: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitydisclosurelevel()
    /// decl: func accessibilityDisclosureLevel() -> Int
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityDisclosureLevel() -> Int { 0 }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydisclosurelevel(_:)
    /// decl: func setAccessibilityDisclosureLevel(_ accessibilityDisclosureLevel: Int)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDisclosureLevel(_ accessibilityDisclosureLevel: Int) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitycolumnindexrange(_:)
    /// decl: func setAccessibilityColumnIndexRange(_ accessibilityColumnIndexRange: NSRange)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityColumnIndexRange(_ accessibilityColumnIndexRange: NSRange) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrowindexrange(_:)
    /// decl: func setAccessibilityRowIndexRange(_ accessibilityRowIndexRange: NSRange)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRowIndexRange(_ accessibilityRowIndexRange: NSRange) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityselectedcells(_:)
    /// decl: func setAccessibilitySelectedCells(_ accessibilitySelectedCells: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySelectedCells(_ accessibilitySelectedCells: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityvisiblecells(_:)
    /// decl: func setAccessibilityVisibleCells(_ accessibilityVisibleCells: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVisibleCells(_ accessibilityVisibleCells: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhandles()
    /// decl: func accessibilityHandles() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityHandles() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhandles(_:)
    /// decl: func setAccessibilityHandles(_ accessibilityHandles: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHandles(_ accessibilityHandles: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhorizontalunits()
    /// decl: func accessibilityHorizontalUnits() -> NSAccessibilityUnits
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityHorizontalUnits() -> NSAccessibilityUnits { .unknown }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhorizontalunits(_:)
    /// decl: func setAccessibilityHorizontalUnits(_ accessibilityHorizontalUnits: NSAccessibilityUnits)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHorizontalUnits(_ accessibilityHorizontalUnits: NSAccessibilityUnits) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityhorizontalunitdescription()
    /// decl: func accessibilityHorizontalUnitDescription() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityHorizontalUnitDescription() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityhorizontalunitdescription(_:)
    /// decl: func setAccessibilityHorizontalUnitDescription(_ accessibilityHorizontalUnitDescription: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityHorizontalUnitDescription(_ accessibilityHorizontalUnitDescription: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityverticalunits()
    /// decl: func accessibilityVerticalUnits() -> NSAccessibilityUnits
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityVerticalUnits() -> NSAccessibilityUnits { .unknown }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityverticalunits(_:)
    /// decl: func setAccessibilityVerticalUnits(_ accessibilityVerticalUnits: NSAccessibilityUnits)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVerticalUnits(_ accessibilityVerticalUnits: NSAccessibilityUnits) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityverticalunitdescription()
    /// decl: func accessibilityVerticalUnitDescription() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityVerticalUnitDescription() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityverticalunitdescription(_:)
    /// decl: func setAccessibilityVerticalUnitDescription(_ accessibilityVerticalUnitDescription: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityVerticalUnitDescription(_ accessibilityVerticalUnitDescription: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylayoutpoint(forscreenpoint:)
    /// decl: func accessibilityLayoutPoint(forScreenPoint point: NSPoint) -> NSPoint
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityLayoutPoint(forScreenPoint point: NSPoint) -> NSPoint { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylayoutsize(forscreensize:)
    /// decl: func accessibilityLayoutSize(forScreenSize size: NSSize) -> NSSize
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityLayoutSize(forScreenSize size: NSSize) -> NSSize { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityscreenpoint(forlayoutpoint:)
    /// decl: func accessibilityScreenPoint(forLayoutPoint point: NSPoint) -> NSPoint
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityScreenPoint(forLayoutPoint point: NSPoint) -> NSPoint { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityscreensize(forlayoutsize:)
    /// decl: func accessibilityScreenSize(forLayoutSize size: NSSize) -> NSSize
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityScreenSize(forLayoutSize size: NSSize) -> NSSize { .zero }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityallowedvalues()
    /// decl: func accessibilityAllowedValues() -> [NSNumber]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityAllowedValues() -> [NSNumber]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityallowedvalues(_:)
    /// decl: func setAccessibilityAllowedValues(_ accessibilityAllowedValues: [NSNumber]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityAllowedValues(_ accessibilityAllowedValues: [NSNumber]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylabeluielements()
    /// decl: func accessibilityLabelUIElements() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityLabelUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylabeluielements(_:)
    /// decl: func setAccessibilityLabelUIElements(_ accessibilityLabelUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityLabelUIElements(_ accessibilityLabelUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylabelvalue()
    /// decl: func accessibilityLabelValue() -> Float
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityLabelValue() -> Float { 0 }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylabelvalue(_:)
    /// decl: func setAccessibilityLabelValue(_ accessibilityLabelValue: Float)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityLabelValue(_ accessibilityLabelValue: Float) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitynextcontents()
    /// decl: func accessibilityNextContents() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityNextContents() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitynextcontents(_:)
    /// decl: func setAccessibilityNextContents(_ accessibilityNextContents: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityNextContents(_ accessibilityNextContents: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitypreviouscontents()
    /// decl: func accessibilityPreviousContents() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPreviousContents() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitypreviouscontents(_:)
    /// decl: func setAccessibilityPreviousContents(_ accessibilityPreviousContents: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityPreviousContents(_ accessibilityPreviousContents: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysplitters()
    /// decl: func accessibilitySplitters() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySplitters() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysplitters(_:)
    /// decl: func setAccessibilitySplitters(_ accessibilitySplitters: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySplitters(_ accessibilitySplitters: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityoverflowbutton()
    /// decl: func accessibilityOverflowButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityOverflowButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityoverflowbutton(_:)
    /// decl: func setAccessibilityOverflowButton(_ accessibilityOverflowButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityOverflowButton(_ accessibilityOverflowButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitytabs()
    /// decl: func accessibilityTabs() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityTabs() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitytabs(_:)
    /// decl: func setAccessibilityTabs(_ accessibilityTabs: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityTabs(_ accessibilityTabs: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymarkergroupuielement()
    /// decl: func accessibilityMarkerGroupUIElement() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMarkerGroupUIElement() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymarkergroupuielement(_:)
    /// decl: func setAccessibilityMarkerGroupUIElement(_ accessibilityMarkerGroupUIElement: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMarkerGroupUIElement(_ accessibilityMarkerGroupUIElement: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymarkertypedescription()
    /// decl: func accessibilityMarkerTypeDescription() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMarkerTypeDescription() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymarkertypedescription(_:)
    /// decl: func setAccessibilityMarkerTypeDescription(_ accessibilityMarkerTypeDescription: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMarkerTypeDescription(_ accessibilityMarkerTypeDescription: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymarkeruielements()
    /// decl: func accessibilityMarkerUIElements() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMarkerUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymarkeruielements(_:)
    /// decl: func setAccessibilityMarkerUIElements(_ accessibilityMarkerUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMarkerUIElements(_ accessibilityMarkerUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitymarkervalues()
    /// decl: func accessibilityMarkerValues() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityMarkerValues() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitymarkervalues(_:)
    /// decl: func setAccessibilityMarkerValues(_ accessibilityMarkerValues: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityMarkerValues(_ accessibilityMarkerValues: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrulermarkertype()
    /// decl: func accessibilityRulerMarkerType() -> NSAccessibilityRulerMarkerType
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityRulerMarkerType() -> NSAccessibilityRulerMarkerType { .unknown }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrulermarkertype(_:)
    /// decl: func setAccessibilityRulerMarkerType(_ accessibilityRulerMarkerType: NSAccessibilityRulerMarkerType)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityRulerMarkerType(_ accessibilityRulerMarkerType: NSAccessibilityRulerMarkerType) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityunits()
    /// decl: func accessibilityUnits() -> NSAccessibilityUnits
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityUnits() -> NSAccessibilityUnits { .unknown }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityunits(_:)
    /// decl: func setAccessibilityUnits(_ accessibilityUnits: NSAccessibilityUnits)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityUnits(_ accessibilityUnits: NSAccessibilityUnits) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityunitdescription()
    /// decl: func accessibilityUnitDescription() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityUnitDescription() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityunitdescription(_:)
    /// decl: func setAccessibilityUnitDescription(_ accessibilityUnitDescription: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityUnitDescription(_ accessibilityUnitDescription: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitydocument()
    /// decl: func accessibilityDocument() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityDocument() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydocument(_:)
    /// decl: func setAccessibilityDocument(_ accessibilityDocument: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDocument(_ accessibilityDocument: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/isaccessibilityedited()
    /// decl: func isAccessibilityEdited() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func isAccessibilityEdited() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityedited(_:)
    /// decl: func setAccessibilityEdited(_ accessibilityEdited: Bool)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityEdited(_ accessibilityEdited: Bool) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityfilename()
    /// decl: func accessibilityFilename() -> String?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityFilename() -> String? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityfilename(_:)
    /// decl: func setAccessibilityFilename(_ accessibilityFilename: String?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityFilename(_ accessibilityFilename: String?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitylinkeduielements()
    /// decl: func accessibilityLinkedUIElements() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityLinkedUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitylinkeduielements(_:)
    /// decl: func setAccessibilityLinkedUIElements(_ accessibilityLinkedUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityLinkedUIElements(_ accessibilityLinkedUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityservesastitleforuielements()
    /// decl: func accessibilityServesAsTitleForUIElements() -> [Any]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityServesAsTitleForUIElements() -> [Any]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityservesastitleforuielements(_:)
    /// decl: func setAccessibilityServesAsTitleForUIElements(_ accessibilityServesAsTitleForUIElements: [Any]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityServesAsTitleForUIElements(_ accessibilityServesAsTitleForUIElements: [Any]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitytitleuielement()
    /// decl: func accessibilityTitleUIElement() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityTitleUIElement() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitytitleuielement(_:)
    /// decl: func setAccessibilityTitleUIElement(_ accessibilityTitleUIElement: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityTitleUIElement(_ accessibilityTitleUIElement: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityclearbutton()
    /// decl: func accessibilityClearButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityClearButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityclearbutton(_:)
    /// decl: func setAccessibilityClearButton(_ accessibilityClearButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityClearButton(_ accessibilityClearButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysearchbutton()
    /// decl: func accessibilitySearchButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySearchButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysearchbutton(_:)
    /// decl: func setAccessibilitySearchButton(_ accessibilitySearchButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySearchButton(_ accessibilitySearchButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitysearchmenu()
    /// decl: func accessibilitySearchMenu() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilitySearchMenu() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitysearchmenu(_:)
    /// decl: func setAccessibilitySearchMenu(_ accessibilitySearchMenu: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilitySearchMenu(_ accessibilitySearchMenu: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformconfirm()
    /// decl: func accessibilityPerformConfirm() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformConfirm() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformpick()
    /// decl: func accessibilityPerformPick() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformPick() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformshowalternateui()
    /// decl: func accessibilityPerformShowAlternateUI() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformShowAlternateUI() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformshowdefaultui()
    /// decl: func accessibilityPerformShowDefaultUI() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformShowDefaultUI() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformraise()
    /// decl: func accessibilityPerformRaise() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformRaise() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityincrementbutton()
    /// decl: func accessibilityIncrementButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityIncrementButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityincrementbutton(_:)
    /// decl: func setAccessibilityIncrementButton(_ accessibilityIncrementButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityIncrementButton(_ accessibilityIncrementButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitydecrementbutton()
    /// decl: func accessibilityDecrementButton() -> Any?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityDecrementButton() -> Any? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilitydecrementbutton(_:)
    /// decl: func setAccessibilityDecrementButton(_ accessibilityDecrementButton: Any?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityDecrementButton(_ accessibilityDecrementButton: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformincrement()
    /// decl: func accessibilityPerformIncrement() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformIncrement() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformdecrement()
    /// decl: func accessibilityPerformDecrement() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformDecrement() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityperformdelete()
    /// decl: func accessibilityPerformDelete() -> Bool
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityPerformDelete() -> Bool { false }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityattributeduserinputlabels(_:)
    /// decl: func setAccessibilityAttributedUserInputLabels(_ accessibilityAttributedUserInputLabels: [NSAttributedString]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityAttributedUserInputLabels(_ accessibilityAttributedUserInputLabels: [NSAttributedString]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityuserinputlabels(_:)
    /// decl: func setAccessibilityUserInputLabels(_ accessibilityUserInputLabels: [String]?)
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    /// Stub: keeps nothing: the getter answers what an element with nothing set answers.
    open func setAccessibilityUserInputLabels(_ accessibilityUserInputLabels: [String]?) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityuserinputlabels()
    /// decl: func accessibilityUserInputLabels() -> [String]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityUserInputLabels() -> [String]? { nil }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityattributeduserinputlabels()
    /// decl: func accessibilityAttributedUserInputLabels() -> [NSAttributedString]?
    /// (derived: parameter names as the SDK imports the protocol; the page lists the types.)
    open func accessibilityAttributedUserInputLabels() -> [NSAttributedString]? { nil }
}
