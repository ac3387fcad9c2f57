#if canImport(UIKit)
import LegibleAccessibility
import UIKit

/// One element of the reading model as VoiceOver, Switch Control and Voice Control see it: a
/// paragraph, heading, link, image, formula, code block, table cell, or a container (list,
/// list item, quote, table, row, footnotes) whose children are elements of their own.
///
/// Everything it says comes from the model; its frame comes from the view's layout, worked
/// out when asked, so it is right while a scroll view scrolls.
@MainActor
public class MarkdownAccessibilityElement: UIAccessibilityElement {
    /// The model element it stands for.
    public let id: ElementID
    /// The view that shows it.
    public private(set) weak var view: MarkdownTextView?
    /// What activating it does, if anything (the link it opens, the footnote it goes to).
    var activation: ElementAction?
    /// A heading's level.
    private(set) var headingLevel: Int?
    /// The traits the model gives it.
    private var modelTraits: UIAccessibilityTraits = []
    /// Whether reading it to the end turns the page (it ends one): `.causesPageTurn`.
    var turnsPage = false {
        didSet { accessibilityTraits = modelTraits.union(turnsPage ? .causesPageTurn : []) }
    }

    init(id: ElementID, view: MarkdownTextView) {
        self.id = id
        self.view = view
        super.init(accessibilityContainer: view)
    }

    /// Takes what the model says about the element: label, value, hint, language, traits,
    /// heading level, textual context and actions.
    func configure(with element: AccessibilityElement, phrases: PhraseTable) {
        accessibilityLabel = element.label
        headingLevel = element.headingLevel
        if let level = element.headingLevel {
            // UIKit has no heading level on an element; VoiceOver reads it from the text.
            accessibilityAttributedLabel = NSAttributedString(string: element.label ?? "",
                                                              attributes: [.accessibilityTextHeadingLevel: level])
        }
        accessibilityValue = element.value
        accessibilityHint = element.hint
        accessibilityLanguage = phrases.languageCode
        modelTraits = UIAccessibilityTraits(element.traits)
        accessibilityTraits = modelTraits.union(turnsPage ? .causesPageTurn : [])
        accessibilityTextualContext = element.textualContext.map { _ in .sourceCode }
        let actions = element.actions
        activation = actions.first { $0.kind == .openLink || $0.kind == .goToFootnote }
        accessibilityCustomActions = actions.isEmpty ? nil : actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                self?.view?.perform(action) ?? false
            }
        }
    }

    /// Places the element in the tree: under `container`, and either a container of `children`
    /// (VoiceOver then moves through them) or an element VoiceOver stops at.
    func arrange(in container: AnyObject, role: AccessibilityRole, children: [MarkdownAccessibilityElement]?) {
        accessibilityContainer = container
        isAccessibilityElement = children == nil
        accessibilityElements = children
        accessibilityContainerType = children == nil ? .none : UIAccessibilityContainerType(role)
    }

    /// The element's frame in screen coordinates, from the view's layout.
    override public var accessibilityFrame: CGRect {
        get {
            guard let view else { return .null }
            return UIAccessibility.convertToScreenCoordinates(view.frame(of: id), in: view)
        }
        set {}
    }

    /// A link opens, a footnote reference goes to its footnote.
    override public func accessibilityActivate() -> Bool {
        guard let activation, let view else { return false }
        return view.perform(activation)
    }

    /// Page turns are the view's: reading on past this element, or a three-finger swipe.
    override public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        view?.turnPage(direction) ?? false
    }

    override public func accessibilityElementDidBecomeFocused() {
        view?.elementDidBecomeFocused(id)
    }

    override public func accessibilityElementDidLoseFocus() {
        view?.elementDidLoseFocus(id)
    }
}

extension UIAccessibilityTraits {
    /// The model's traits, which are named after UIKit's.
    init(_ traits: LegibleAccessibility.AccessibilityTraits) {
        self = []
        if traits.contains(.staticText) { insert(.staticText) }
        if traits.contains(.header) { insert(.header) }
        if traits.contains(.link) { insert(.link) }
        if traits.contains(.image) { insert(.image) }
        if traits.contains(.button) { insert(.button) }
        if traits.contains(.summaryElement) { insert(.summaryElement) }
        if traits.contains(.notEnabled) { insert(.notEnabled) }
        if traits.contains(.updatesFrequently) { insert(.updatesFrequently) }
    }
}

extension UIAccessibilityContainerType {
    /// How VoiceOver announces entering a container of the model: lists and tables as such,
    /// other groups (list items, quotes, rows, footnotes) by their label.
    init(_ role: AccessibilityRole) {
        switch role {
        case .list: self = .list
        case .table: self = .dataTable
        default: self = .semanticGroup
        }
    }
}
#endif
