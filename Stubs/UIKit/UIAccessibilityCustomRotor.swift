/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor
/// decl: @MainActor class UIAccessibilityCustomRotor
/// Stub: keeps its name, system type and search block; tests call the block as VoiceOver would.
@MainActor open class UIAccessibilityCustomRotor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/search
    /// decl: @MainActor typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?
    public typealias Search = @MainActor (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/direction
    /// decl: enum Direction
    public enum Direction: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/direction/previous
        /// decl: case previous
        case previous = 0
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/direction/next
        /// decl: case next
        case next = 1
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum
    /// decl: enum SystemRotorType
    public enum SystemRotorType: Int, Sendable {
        // The cases and raw values of UIAccessibilityCustomSystemRotorType (UIAccessibilityCustomRotor.h).
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/none
        /// decl: case none
        case none = 0
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/link
        /// decl: case link
        case link = 1
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/visitedlink
        /// decl: case visitedLink
        case visitedLink = 2
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/heading
        /// decl: case heading
        case heading = 3
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/headinglevel1
        /// decl: case headingLevel1
        case headingLevel1 = 4
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/headinglevel2
        /// decl: case headingLevel2
        case headingLevel2 = 5
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/headinglevel3
        /// decl: case headingLevel3
        case headingLevel3 = 6
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/headinglevel4
        /// decl: case headingLevel4
        case headingLevel4 = 7
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/headinglevel5
        /// decl: case headingLevel5
        case headingLevel5 = 8
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/headinglevel6
        /// decl: case headingLevel6
        case headingLevel6 = 9
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/boldtext
        /// decl: case boldText
        case boldText = 10
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/italictext
        /// decl: case italicText
        case italicText = 11
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/underlinetext
        /// decl: case underlineText
        case underlineText = 12
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/misspelledword
        /// decl: case misspelledWord
        case misspelledWord = 13
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/image
        /// decl: case image
        case image = 14
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/textfield
        /// decl: case textField
        case textField = 15
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/table
        /// decl: case table
        case table = 16
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/list
        /// decl: case list
        case list = 17
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum/landmark
        /// decl: case landmark
        case landmark = 18
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(name:itemsearch:)
    /// decl: init(name: String, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search)
    public init(name: String, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search) {
        self.name = name
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = .none
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(systemtype:itemsearch:)
    /// decl: init(systemType type: UIAccessibilityCustomRotor.SystemRotorType, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search)
    public init(systemType type: UIAccessibilityCustomRotor.SystemRotorType, itemSearch itemSearchBlock: @escaping UIAccessibilityCustomRotor.Search) {
        name = ""
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = type
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/name
    /// decl: var name: String { get set }
    open var name: String

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/itemsearchblock
    /// decl: var itemSearchBlock: UIAccessibilityCustomRotor.Search { get set }
    open var itemSearchBlock: UIAccessibilityCustomRotor.Search

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.property
    /// decl: var systemRotorType: UIAccessibilityCustomRotor.SystemRotorType { get }
    open private(set) var systemRotorType: UIAccessibilityCustomRotor.SystemRotorType
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate
/// decl: @MainActor class UIAccessibilityCustomRotorSearchPredicate
/// Stub: `init()` is NSObject's, with a current item that has no target (VoiceOver's first
/// search); tests fill in the item and direction as VoiceOver does.
@MainActor open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate/currentitem
    /// decl: var currentItem: UIAccessibilityCustomRotorItemResult { get set }
    open var currentItem: UIAccessibilityCustomRotorItemResult = {
        let placeholder = NSObject()
        let item = UIAccessibilityCustomRotorItemResult(targetElement: placeholder, targetRange: nil)
        item.targetElement = nil
        return item
    }()

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate/searchdirection
    /// decl: var searchDirection: UIAccessibilityCustomRotor.Direction { get set }
    open var searchDirection: UIAccessibilityCustomRotor.Direction = .next
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult
/// decl: @MainActor class UIAccessibilityCustomRotorItemResult
@MainActor open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/init(targetelement:targetrange:)
    /// decl: init(targetElement: any NSObjectProtocol, targetRange: UITextRange?)
    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/targetelement
    /// decl: weak var targetElement: (any NSObjectProtocol)? { get set }
    open weak var targetElement: (any NSObjectProtocol)?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/targetrange
    /// decl: var targetRange: UITextRange? { get set }
    open var targetRange: UITextRange?
}
