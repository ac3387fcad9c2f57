// Stub of Apple's UIKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction
/// decl: @MainActor class UIContextMenuInteraction
/// Stub: holds its delegate; tests ask it for the menu at a point.
@MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction/init(delegate:)
    /// decl: init(delegate: any UIContextMenuInteractionDelegate)
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction/delegate
    /// decl: weak var delegate: (any UIContextMenuInteractionDelegate)? { get }
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

    /// https://developer.apple.com/documentation/uikit/uiinteraction/view
    /// decl: var view: UIView? { get }
    open internal(set) weak var view: UIView?

    /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
    /// decl: func willMove(to view: UIView?)
    open func willMove(to view: UIView?) {}

    /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
    /// decl: func didMove(to view: UIView?)
    /// Stub: remembers the view.
    open func didMove(to view: UIView?) { self.view = view }
}

/// https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate
/// decl: @MainActor protocol UIContextMenuInteractionDelegate : NSObjectProtocol
@MainActor public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate/contextmenuinteraction(_:configurationformenuatlocation:)
    /// decl: func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?

    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate/contextmenuinteraction(_:configuration:highlightpreviewforitemwithidentifier:)
    /// decl: optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?

    /// https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate/contextmenuinteraction(_:configuration:dismissalpreviewforitemwithidentifier:)
    /// decl: optional func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    /// Not an Apple declaration: stands for the requirement being optional.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? { nil }

    /// Not an Apple declaration: stands for the requirement being optional.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitargetedpreview
/// decl: @MainActor class UITargetedPreview
/// Stub: keeps its view and parameters.
@MainActor open class UITargetedPreview: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitargetedpreview/init(view:parameters:)
    /// decl: convenience init(view: UIView, parameters: UIPreviewParameters)
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uitargetedpreview/view
    /// decl: var view: UIView { get }
    public let view: UIView

    /// https://developer.apple.com/documentation/uikit/uitargetedpreview/parameters
    /// decl: @NSCopying var parameters: UIPreviewParameters { get }
    public let parameters: UIPreviewParameters
}

/// https://developer.apple.com/documentation/uikit/uipreviewparameters
/// decl: @MainActor class UIPreviewParameters
/// Stub: keeps the text lines' rectangles.
@MainActor open class UIPreviewParameters: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipreviewparameters/init(textlinerects:)
    /// decl: convenience init(textLineRects: [NSValue])
    public init(textLineRects: [NSValue]) {
        stubTextLineRects = textLineRects.map(\.rectValue)
        super.init()
    }

    /// Not an Apple declaration: the rectangles given, for tests.
    @_spi(Testing) public let stubTextLineRects: [CGRect]
}

extension NSValue {
    /// https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)
    /// decl: init(cgRect rect: CGRect)
    /// (UIKit's addition to NSValue; Foundation on Linux has `init(rect:)`.)
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
}

/// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
/// decl: typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
/// decl: typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
/// decl: @MainActor class UIContextMenuConfiguration
/// Stub: keeps its action provider, which tests call.
@MainActor open class UIContextMenuConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
    /// decl: @MainActor @preconcurrency convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil, actionProvider: UIContextMenuActionProvider? = nil)
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.actionProvider = actionProvider
        super.init()
    }

    /// Not an Apple declaration: the action provider given, for tests.
    @_spi(Testing) public let actionProvider: UIContextMenuActionProvider?
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// decl: @MainActor class UIViewController
/// Stub: nothing but the type, which a preview provider returns.
@MainActor open class UIViewController: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uimenuelement
/// decl: @MainActor class UIMenuElement
/// Stub: a title.
@MainActor open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    /// decl: var title: String { get }
    public let title: String

    /// Not an Apple declaration: the stub's common initializer.
    init(title: String) {
        self.title = title
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    /// decl: struct Attributes
    public struct Attributes: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue
        /// decl: let rawValue: UInt
        public let rawValue: UInt
    }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum
    /// decl: enum State
    public enum State: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum/off
        /// decl: case off
        case off
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum/on
        /// decl: case on
        case on
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum/mixed
        /// decl: case mixed
        case mixed
    }
}

/// https://developer.apple.com/documentation/uikit/uimenu
/// decl: @MainActor class UIMenu
/// Stub: a title and children.
@MainActor open class UIMenu: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    /// decl: @MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = [])
    public init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }

    /// https://developer.apple.com/documentation/uikit/uimenu/children
    /// decl: var children: [UIMenuElement] { get }
    public let children: [UIMenuElement]

    /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
    /// decl: struct Identifier
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
    }

    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    /// decl: struct Options
    public struct Options: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/rawvalue
        /// decl: let rawValue: UInt
        public let rawValue: UInt
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// decl: typealias UIActionHandler = (UIAction) -> Void
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
/// decl: @MainActor class UIAction
/// Stub: a title and a handler, which tests call through `perform()`.
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// decl: @MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    private let handler: UIActionHandler

    /// Not an Apple declaration: runs the handler, as choosing the item does.
    @_spi(Testing) public func perform() { handler(self) }

    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    /// decl: struct Identifier
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
    }
}
