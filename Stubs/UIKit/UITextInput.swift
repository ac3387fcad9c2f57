/// https://developer.apple.com/documentation/uikit/uitextinputtraits
/// decl: @MainActor protocol UITextInputTraits : NSObjectProtocol
/// Every member is optional; the glue sets none, so none is stubbed.
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uikeyinput
/// decl: @MainActor protocol UIKeyInput : UITextInputTraits
@MainActor public protocol UIKeyInput: UITextInputTraits {
    /// https://developer.apple.com/documentation/uikit/uikeyinput/hastext
    /// decl: var hasText: Bool { get }
    var hasText: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
    /// decl: func insertText(_ text: String)
    func insertText(_ text: String)
    /// https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()
    /// decl: func deleteBackward()
    func deleteBackward()
}

/// https://developer.apple.com/documentation/uikit/uitextinput
/// decl: @MainActor protocol UITextInput : UIKeyInput
/// The required members (optional ones are left out).
@MainActor public protocol UITextInput: UIKeyInput {
    /// https://developer.apple.com/documentation/uikit/uitextinput/text(in:)
    /// decl: func text(in range: UITextRange) -> String?
    func text(in range: UITextRange) -> String?
    /// https://developer.apple.com/documentation/uikit/uitextinput/replace(_:withtext:)
    /// decl: func replace(_ range: UITextRange, withText text: String)
    func replace(_ range: UITextRange, withText text: String)
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    /// decl: var selectedTextRange: UITextRange? { get set }
    var selectedTextRange: UITextRange? { get set }
    /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange
    /// decl: var markedTextRange: UITextRange? { get }
    var markedTextRange: UITextRange? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextstyle
    /// decl: var markedTextStyle: [NSAttributedString.Key : Any]? { get set }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// https://developer.apple.com/documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:)
    /// decl: func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// https://developer.apple.com/documentation/uikit/uitextinput/unmarktext()
    /// decl: func unmarkText()
    func unmarkText()
    /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
    /// decl: var beginningOfDocument: UITextPosition { get }
    var beginningOfDocument: UITextPosition { get }
    /// https://developer.apple.com/documentation/uikit/uitextinput/endofdocument
    /// decl: var endOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
    /// decl: func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
    /// decl: func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:in:offset:)
    /// decl: func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// https://developer.apple.com/documentation/uikit/uitextinput/compare(_:to:)
    /// decl: func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
    /// decl: func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// https://developer.apple.com/documentation/uikit/uitextinput/inputdelegate
    /// decl: weak var inputDelegate: (any UITextInputDelegate)? { get set }
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// https://developer.apple.com/documentation/uikit/uitextinput/tokenizer
    /// decl: var tokenizer: any UITextInputTokenizer { get }
    var tokenizer: any UITextInputTokenizer { get }
    /// https://developer.apple.com/documentation/uikit/uitextinput/position(within:farthestin:)
    /// decl: func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// https://developer.apple.com/documentation/uikit/uitextinput/characterrange(byextending:in:)
    /// decl: func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// https://developer.apple.com/documentation/uikit/uitextinput/basewritingdirection(for:in:)
    /// decl: func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// https://developer.apple.com/documentation/uikit/uitextinput/setbasewritingdirection(_:for:)
    /// decl: func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// https://developer.apple.com/documentation/uikit/uitextinput/firstrect(for:)
    /// decl: func firstRect(for range: UITextRange) -> CGRect
    func firstRect(for range: UITextRange) -> CGRect
    /// https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:)
    /// decl: func caretRect(for position: UITextPosition) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectionrects(for:)
    /// decl: func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// https://developer.apple.com/documentation/uikit/uitextinput/closestposition(to:)
    /// decl: func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// https://developer.apple.com/documentation/uikit/uitextinput/closestposition(to:within:)
    /// decl: func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// https://developer.apple.com/documentation/uikit/uitextinput/characterrange(at:)
    /// decl: func characterRange(at point: CGPoint) -> UITextRange?
    func characterRange(at point: CGPoint) -> UITextRange?
}

/// https://developer.apple.com/documentation/uikit/uitextinputdelegate
/// decl: @MainActor protocol UITextInputDelegate : NSObjectProtocol
@MainActor public protocol UITextInputDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/selectionwillchange(_:)
    /// decl: func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/selectiondidchange(_:)
    /// decl: func selectionDidChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/textwillchange(_:)
    /// decl: func textWillChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/textdidchange(_:)
    /// decl: func textDidChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// https://developer.apple.com/documentation/uikit/uitextinputtokenizer
/// decl: @MainActor protocol UITextInputTokenizer : NSObjectProtocol
@MainActor public protocol UITextInputTokenizer: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/rangeenclosingposition(_:with:indirection:)
    /// decl: func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/isposition(_:atboundary:indirection:)
    /// decl: func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/position(from:toboundary:indirection:)
    /// decl: func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/isposition(_:withintextunit:indirection:)
    /// decl: func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uitextinputstringtokenizer
/// decl: @MainActor class UITextInputStringTokenizer
/// Stub: answers nothing (a real tokenizer finds words and sentences in the text input's text);
/// subclasses override what they answer themselves.
@MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// https://developer.apple.com/documentation/uikit/uitextinputstringtokenizer/init(textinput:)
    /// decl: init(textInput: any UIResponder & UITextInput)
    public init(textInput: any UIResponder & UITextInput) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/rangeenclosingposition(_:with:indirection:)
    /// decl: func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange? { nil }
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/isposition(_:atboundary:indirection:)
    /// decl: func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool { false }
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/position(from:toboundary:indirection:)
    /// decl: func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition? { nil }
    /// https://developer.apple.com/documentation/uikit/uitextinputtokenizer/isposition(_:withintextunit:indirection:)
    /// decl: func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uitextgranularity
/// decl: enum UITextGranularity
public enum UITextGranularity: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextgranularity/character
    /// decl: case character
    case character = 0
    /// https://developer.apple.com/documentation/uikit/uitextgranularity/word
    /// decl: case word
    case word
    /// https://developer.apple.com/documentation/uikit/uitextgranularity/sentence
    /// decl: case sentence
    case sentence
    /// https://developer.apple.com/documentation/uikit/uitextgranularity/paragraph
    /// decl: case paragraph
    case paragraph
    /// https://developer.apple.com/documentation/uikit/uitextgranularity/line
    /// decl: case line
    case line
    /// https://developer.apple.com/documentation/uikit/uitextgranularity/document
    /// decl: case document
    case document
}

/// https://developer.apple.com/documentation/uikit/uitextstoragedirection
/// decl: enum UITextStorageDirection
public enum UITextStorageDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextstoragedirection/forward
    /// decl: case forward
    case forward = 0
    /// https://developer.apple.com/documentation/uikit/uitextstoragedirection/backward
    /// decl: case backward
    case backward = 1
}

/// https://developer.apple.com/documentation/uikit/uitextlayoutdirection
/// decl: enum UITextLayoutDirection
public enum UITextLayoutDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextlayoutdirection/right
    /// decl: case right
    case right = 2
    /// https://developer.apple.com/documentation/uikit/uitextlayoutdirection/left
    /// decl: case left
    case left = 3
    /// https://developer.apple.com/documentation/uikit/uitextlayoutdirection/up
    /// decl: case up
    case up = 4
    /// https://developer.apple.com/documentation/uikit/uitextlayoutdirection/down
    /// decl: case down
    case down = 5
}

/// https://developer.apple.com/documentation/uikit/uitextdirection
/// decl: struct UITextDirection
public struct UITextDirection: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextdirection/init(rawvalue:)
    /// decl: init(rawValue: Int)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uitextdirection/rawvalue
    /// decl: let rawValue: Int
    public let rawValue: Int
    /// https://developer.apple.com/documentation/uikit/uitextdirection/storage(_:)
    /// decl: static func storage(_ direction: UITextStorageDirection) -> UITextDirection
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// https://developer.apple.com/documentation/uikit/uitextdirection/layout(_:)
    /// decl: static func layout(_ direction: UITextLayoutDirection) -> UITextDirection
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}

/// https://developer.apple.com/documentation/uikit/nswritingdirection
/// decl: enum NSWritingDirection
public enum NSWritingDirection: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nswritingdirection/natural
    /// decl: case natural
    case natural = -1
}

/// https://developer.apple.com/documentation/uikit/uitextselectionrect
/// decl: @MainActor class UITextSelectionRect
/// Its members are overridden by a text input's own subclass; the stub's answer nothing.
@MainActor open class UITextSelectionRect: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextselectionrect/rect
    /// decl: var rect: CGRect { get }
    open var rect: CGRect { .null }
    /// https://developer.apple.com/documentation/uikit/uitextselectionrect/writingdirection
    /// decl: var writingDirection: NSWritingDirection { get }
    open var writingDirection: NSWritingDirection { .natural }
    /// https://developer.apple.com/documentation/uikit/uitextselectionrect/containsstart
    /// decl: var containsStart: Bool { get }
    open var containsStart: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uitextselectionrect/containsend
    /// decl: var containsEnd: Bool { get }
    open var containsEnd: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uitextselectionrect/isvertical
    /// decl: var isVertical: Bool { get }
    open var isVertical: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uitextselectionrect/transform
    /// decl: var transform: CGAffineTransform { get }
    @available(iOS 17.4, visionOS 1.1, *)
    open var transform: CGAffineTransform { .identity }
}
