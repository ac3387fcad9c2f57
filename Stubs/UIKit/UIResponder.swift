/// https://developer.apple.com/documentation/uikit/uiresponder
/// decl: @MainActor class UIResponder
@MainActor open class UIResponder: _UIAccessibilityHost {
    /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    /// decl: var canBecomeFirstResponder: Bool { get }
    open var canBecomeFirstResponder: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/copy(_:)
    /// decl: func copy(_ sender: Any?)
    /// Stub: does nothing, as a responder that cannot copy.
    open func copy(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/selectall(_:)
    /// decl: func selectAll(_ sender: Any?)
    open func selectAll(_ sender: Any?) {}

    // The rest of UIResponderStandardEditActions, which UIResponder adopts
    // (`@interface UIResponder : NSObject <UIResponderStandardEditActions>`, UIResponder.h of the
    // iOS 18 SDK): Swift imports the protocol's optional members as members of the class, so a
    // subclass method named like one must say `override`, as `copy(_:)` and `selectAll(_:)` do.
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/cut(_:)
    /// decl: func cut(_ sender: Any?)
    /// (derived: `- (void)cut:(nullable id)sender API_AVAILABLE(ios(3.0))` in UIResponder.h, iOS 18 SDK.)
    open func cut(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/paste(_:)
    /// decl: func paste(_ sender: Any?)
    /// (derived: `- (void)paste:(nullable id)sender API_AVAILABLE(ios(3.0))` in UIResponder.h, iOS 18 SDK.)
    open func paste(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/pasteandmatchstyle(_:)
    /// decl: func pasteAndMatchStyle(_ sender: Any?)
    /// (derived: `- (void)pasteAndMatchStyle:(nullable id)sender API_AVAILABLE(ios(15.0))` in UIResponder.h, iOS 18 SDK.)
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/pasteandgo(_:)
    /// decl: func pasteAndGo(_ sender: Any?)
    /// (derived: `- (void)pasteAndGo:(nullable id)sender API_AVAILABLE(ios(15.0))` in UIResponder.h, iOS 18 SDK.)
    open func pasteAndGo(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/pasteandsearch(_:)
    /// decl: func pasteAndSearch(_ sender: Any?)
    /// (derived: `- (void)pasteAndSearch:(nullable id)sender API_AVAILABLE(ios(15.0))` in UIResponder.h, iOS 18 SDK.)
    open func pasteAndSearch(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/select(_:)
    /// decl: func select(_ sender: Any?)
    /// (derived: `- (void)select:(nullable id)sender API_AVAILABLE(ios(3.0))` in UIResponder.h, iOS 18 SDK.)
    open func select(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/delete(_:)
    /// decl: func delete(_ sender: Any?)
    /// (derived: `- (void)delete:(nullable id)sender API_AVAILABLE(ios(3.2))` in UIResponder.h, iOS 18 SDK.)
    open func delete(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/maketextwritingdirectionlefttoright(_:)
    /// decl: func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// (derived: `- (void)makeTextWritingDirectionLeftToRight:(nullable id)sender API_AVAILABLE(ios(5.0))` in UIResponder.h, iOS 18 SDK.)
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/maketextwritingdirectionrighttoleft(_:)
    /// decl: func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// (derived: `- (void)makeTextWritingDirectionRightToLeft:(nullable id)sender API_AVAILABLE(ios(5.0))` in UIResponder.h, iOS 18 SDK.)
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/toggleboldface(_:)
    /// decl: func toggleBoldface(_ sender: Any?)
    /// (derived: `- (void)toggleBoldface:(nullable id)sender API_AVAILABLE(ios(6.0))` in UIResponder.h, iOS 18 SDK.)
    open func toggleBoldface(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/toggleitalics(_:)
    /// decl: func toggleItalics(_ sender: Any?)
    /// (derived: `- (void)toggleItalics:(nullable id)sender API_AVAILABLE(ios(6.0))` in UIResponder.h, iOS 18 SDK.)
    open func toggleItalics(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/toggleunderline(_:)
    /// decl: func toggleUnderline(_ sender: Any?)
    /// (derived: `- (void)toggleUnderline:(nullable id)sender API_AVAILABLE(ios(6.0))` in UIResponder.h, iOS 18 SDK.)
    open func toggleUnderline(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/increasesize(_:)
    /// decl: func increaseSize(_ sender: Any?)
    /// (derived: `- (void)increaseSize:(nullable id)sender API_AVAILABLE(ios(7.0))` in UIResponder.h, iOS 18 SDK.)
    open func increaseSize(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/decreasesize(_:)
    /// decl: func decreaseSize(_ sender: Any?)
    /// (derived: `- (void)decreaseSize:(nullable id)sender API_AVAILABLE(ios(7.0))` in UIResponder.h, iOS 18 SDK.)
    open func decreaseSize(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/find(_:)
    /// decl: func find(_ sender: Any?)
    /// (derived: `- (void)find:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func find(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/findandreplace(_:)
    /// decl: func findAndReplace(_ sender: Any?)
    /// (derived: `- (void)findAndReplace:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func findAndReplace(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/findnext(_:)
    /// decl: func findNext(_ sender: Any?)
    /// (derived: `- (void)findNext:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func findNext(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/findprevious(_:)
    /// decl: func findPrevious(_ sender: Any?)
    /// (derived: `- (void)findPrevious:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func findPrevious(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/useselectionforfind(_:)
    /// decl: func useSelectionForFind(_ sender: Any?)
    /// (derived: `- (void)useSelectionForFind:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func useSelectionForFind(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/rename(_:)
    /// decl: func rename(_ sender: Any?)
    /// (derived: `- (void)rename:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func rename(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/duplicate(_:)
    /// decl: func duplicate(_ sender: Any?)
    /// (derived: `- (void)duplicate:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func duplicate(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/move(_:)
    /// decl: func move(_ sender: Any?)
    /// (derived: `- (void)move:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func move(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/export(_:)
    /// decl: func export(_ sender: Any?)
    /// (derived: `- (void)export:(nullable id)sender API_AVAILABLE(ios(16.0))` in UIResponder.h, iOS 18 SDK.)
    open func export(_ sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/printcontent(_:)
    /// decl: func printContent(_ sender: Any?)
    /// (derived: `- (void)print:(nullable id)sender NS_SWIFT_NAME(printContent(_:))` in UIResponder.h, iOS 18 SDK.)
    open func printContent(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/updatetextattributes(conversionhandler:)
    /// decl: func updateTextAttributes(conversionHandler: ([NSAttributedString.Key : Any]) -> [NSAttributedString.Key : Any])
    /// (derived: `UITextAttributesConversionHandler` in UIResponder.h, iOS 18 SDK, written out.)
    open func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputview
    /// decl: var inputView: UIView? { get }
    open var inputView: UIView? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
    /// decl: var inputAccessoryView: UIView? { get }
    /// (`API_UNAVAILABLE(visionos)` in UIResponder.h, iOS 18 SDK.)
    @available(visionOS, unavailable)
    open var inputAccessoryView: UIView? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputassistantitem
    /// decl: var inputAssistantItem: UITextInputAssistantItem { get }
    /// (`API_AVAILABLE(ios(9.0), visionos(2.0))` in UIResponder.h, iOS 18 SDK.) Stub: one item per
    /// responder, with no bar button groups.
    @available(visionOS 2.0, *)
    open var inputAssistantItem: UITextInputAssistantItem { assistantItem }
    private lazy var assistantItem = UITextInputAssistantItem()

    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    /// decl: var next: UIResponder? { get }
    open var next: UIResponder? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
    /// decl: var canResignFirstResponder: Bool { get }
    open var canResignFirstResponder: Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    /// decl: func becomeFirstResponder() -> Bool
    @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    /// decl: func resignFirstResponder() -> Bool
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    /// decl: var isFirstResponder: Bool { get }
    open var isFirstResponder: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    /// decl: func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    /// decl: func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    /// decl: func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    /// decl: func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesestimatedpropertiesupdated(_:)
    /// decl: func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>)
    /// (derived: page not fetched.)
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)
    /// decl: func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/presseschanged(_:with:)
    /// decl: func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:)
    /// decl: func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:)
    /// decl: func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?)
    /// (derived: page not fetched.)
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/motionbegan(_:with:)
    /// decl: func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/motionended(_:with:)
    /// decl: func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/motioncancelled(_:with:)
    /// decl: func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
    /// (derived: page not fetched.)
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/remotecontrolreceived(with:)
    /// decl: func remoteControlReceived(with event: UIEvent?)
    /// (derived: page not fetched.)
    open func remoteControlReceived(with event: UIEvent?) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands
    /// decl: var keyCommands: [UIKeyCommand]? { get }
    /// (derived: page not fetched.)
    open var keyCommands: [UIKeyCommand]? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/buildmenu(with:)
    /// decl: func buildMenu(with builder: any UIMenuBuilder)
    /// (derived: page not fetched.)
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/validate(_:)
    /// decl: func validate(_ command: UICommand)
    /// (derived: page not fetched.)
    open func validate(_ command: UICommand) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/editinginteractionconfiguration
    /// decl: var editingInteractionConfiguration: UIEditingInteractionConfiguration { get }
    /// (derived: page not fetched.)
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    /// decl: func reloadInputViews()
    /// (derived: page not fetched.)
    open func reloadInputViews() {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputviewcontroller
    /// decl: var inputViewController: UIInputViewController? { get }
    /// (derived: page not fetched.)
    open var inputViewController: UIInputViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryviewcontroller
    /// decl: var inputAccessoryViewController: UIInputViewController? { get }
    /// (derived: page not fetched.)
    /// (`API_UNAVAILABLE(visionos)` in UIResponder.h, iOS 18 SDK.)
    @available(visionOS, unavailable)
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/textinputmode
    /// decl: var textInputMode: UITextInputMode? { get }
    /// (derived: page not fetched.)
    open var textInputMode: UITextInputMode? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/textinputcontextidentifier
    /// decl: var textInputContextIdentifier: String? { get }
    /// (derived: page not fetched.)
    open var textInputContextIdentifier: String? { nil }

    /// https://developer.apple.com/documentation/uikit/uiresponder/cleartextinputcontextidentifier(_:)
    /// decl: class func clearTextInputContextIdentifier(_ identifier: String)
    /// (derived: page not fetched.)
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    /// https://developer.apple.com/documentation/uikit/uiresponder/capturetextfromcamera(_:)
    /// decl: func captureTextFromCamera(_ sender: Any?)
    /// (derived: page not fetched.)
    open func captureTextFromCamera(_ sender: Any?) {}

    // UIPasteConfigurationSupporting, which UIResponder adopts on iOS and visionOS
    // (`@interface UIResponder (UIPasteConfigurationSupporting) <UIPasteConfigurationSupporting>`
    // under `TARGET_OS_IOS`, which visionOS sets too, in UIResponder.h of the iOS 18 SDK): Swift
    // imports the protocol's members as the class's, so a subclass member named like one says
    // `override`.
    /// https://developer.apple.com/documentation/uikit/uipasteconfigurationsupporting/pasteconfiguration
    /// decl: @NSCopying var pasteConfiguration: UIPasteConfiguration? { get set }
    /// Stub: kept as set (not copied: the stub's configuration holds nothing to copy).
    open var pasteConfiguration: UIPasteConfiguration?

    /// https://developer.apple.com/documentation/uikit/uipasteconfigurationsupporting/canpaste(_:)
    /// decl: optional func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
    /// Stub: false, as a responder that takes no pastes.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uipasteconfigurationsupporting/paste(itemproviders:)
    /// decl: optional func paste(itemProviders: [NSItemProvider])
    /// Stub: does nothing.
    open func paste(itemProviders: [NSItemProvider]) {}
}
