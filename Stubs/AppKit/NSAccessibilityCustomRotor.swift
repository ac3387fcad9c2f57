/// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor
/// decl: class NSAccessibilityCustomRotor
/// Stub: keeps its type, label and delegate; tests ask the delegate as VoiceOver would.
open class NSAccessibilityCustomRotor: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/init(label:itemsearchdelegate:)
    /// decl: init(label: String, itemSearchDelegate: any NSAccessibilityCustomRotorItemSearchDelegate)
    public init(label: String, itemSearchDelegate: any NSAccessibilityCustomRotorItemSearchDelegate) {
        self.label = label
        type = .custom
        self.itemSearchDelegate = itemSearchDelegate
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/init(rotortype:itemsearchdelegate:)
    /// decl: init(rotorType: NSAccessibilityCustomRotor.RotorType, itemSearchDelegate: any NSAccessibilityCustomRotorItemSearchDelegate)
    public init(rotorType: NSAccessibilityCustomRotor.RotorType, itemSearchDelegate: any NSAccessibilityCustomRotorItemSearchDelegate) {
        label = ""
        type = rotorType
        self.itemSearchDelegate = itemSearchDelegate
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/label
    /// decl: var label: String { get set }
    open var label: String

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/type
    /// decl: var type: NSAccessibilityCustomRotor.RotorType { get set }
    open var type: NSAccessibilityCustomRotor.RotorType

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/itemsearchdelegate
    /// decl: weak var itemSearchDelegate: (any NSAccessibilityCustomRotorItemSearchDelegate)? { get set }
    open weak var itemSearchDelegate: (any NSAccessibilityCustomRotorItemSearchDelegate)?

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype
    /// decl: enum RotorType
    public enum RotorType: Int, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/custom
        /// decl: case custom
        case custom = 0
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/heading
        /// decl: case heading
        case heading = 4
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/headinglevel1
        /// decl: case headingLevel1
        case headingLevel1 = 5
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/headinglevel2
        /// decl: case headingLevel2
        case headingLevel2 = 6
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/headinglevel3
        /// decl: case headingLevel3
        case headingLevel3 = 7
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/headinglevel4
        /// decl: case headingLevel4
        case headingLevel4 = 8
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/headinglevel5
        /// decl: case headingLevel5
        case headingLevel5 = 9
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/headinglevel6
        /// decl: case headingLevel6
        case headingLevel6 = 10
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/image
        /// decl: case image
        case image = 11
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/link
        /// decl: case link
        case link = 14
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/list
        /// decl: case list
        case list = 15
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/rotortype/table
        /// decl: case table
        case table = 17
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/searchdirection-swift.enum
    /// decl: enum SearchDirection
    public enum SearchDirection: Int, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/searchdirection-swift.enum/previous
        /// decl: case previous
        case previous = 0
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/searchdirection-swift.enum/next
        /// decl: case next
        case next = 1
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/searchparameters
    /// decl: class SearchParameters
    /// Stub: `init()` is NSObject's; tests fill in the item and direction as VoiceOver does.
    open class SearchParameters: NSObject {
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/searchparameters/currentitem
        /// decl: var currentItem: NSAccessibilityCustomRotor.ItemResult? { get set }
        open var currentItem: NSAccessibilityCustomRotor.ItemResult?
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/searchparameters/searchdirection
        /// decl: var searchDirection: NSAccessibilityCustomRotor.SearchDirection { get set }
        open var searchDirection: NSAccessibilityCustomRotor.SearchDirection = .next
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/itemresult
    /// decl: class ItemResult
    open class ItemResult: NSObject {
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/itemresult/init(targetelement:)
        /// decl: init(targetElement: any NSAccessibilityElementProtocol)
        public init(targetElement: any NSAccessibilityElementProtocol) {
            self.targetElement = targetElement
            super.init()
        }
        /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotor/itemresult/targetelement
        /// decl: weak var targetElement: (any NSAccessibilityElementProtocol)? { get }
        open private(set) weak var targetElement: (any NSAccessibilityElementProtocol)?
    }
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotoritemsearchdelegate
/// decl: protocol NSAccessibilityCustomRotorItemSearchDelegate : NSObjectProtocol
public protocol NSAccessibilityCustomRotorItemSearchDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nsaccessibilitycustomrotoritemsearchdelegate/rotor(_:resultfor:)
    /// decl: func rotor(_ rotor: NSAccessibilityCustomRotor, resultFor searchParameters: NSAccessibilityCustomRotor.SearchParameters) -> NSAccessibilityCustomRotor.ItemResult?
    func rotor(_ rotor: NSAccessibilityCustomRotor, resultFor searchParameters: NSAccessibilityCustomRotor.SearchParameters) -> NSAccessibilityCustomRotor.ItemResult?
}
