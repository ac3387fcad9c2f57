#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Accessibility
import LegibleAccessibility
import LegibleRendering
import UIKit

/// One element of the reading model as VoiceOver, Switch Control and Voice Control see it: a
/// paragraph, heading, link, image, formula, code block, table cell, or a container (list,
/// list item, quote, table, row, footnotes) whose children are elements of their own.
///
/// Everything it says comes from the model; its frame comes from the view's layout, worked
/// out when asked, so it is right while a scroll view scrolls.
@MainActor
public class MarkdownAccessibilityElement: UIAccessibilityElement, @preconcurrency AXCustomContentProvider {
    /// The model element it stands for.
    public let id: ElementID
    /// The view that shows it.
    public private(set) weak var view: MarkdownTextView?
    /// What activating it does, if anything (the link it opens, the footnote it goes to).
    var activation: ElementAction?
    /// A heading's level.
    private(set) var headingLevel: Int?
    /// Details VoiceOver offers under "More Content": where a link goes, a code block's
    /// language and length, an image's title.
    public var accessibilityCustomContent: [AXCustomContent]! = []
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

    /// Takes what the model says about the element: label (with its heading level and the
    /// language of each stretch in another language), value, language, traits, more content,
    /// textual context and actions.
    func configure(with element: AccessibilityElement) {
        headingLevel = element.headingLevel
        setLabel(element.label, languageRuns: element.languageRuns)
        accessibilityValue = element.value
        accessibilityLanguage = element.language
        accessibilityCustomContent = element.customContent.map { AXCustomContent(label: $0.label, value: $0.value) }
        modelTraits = UIAccessibilityTraits(element.traits)
        accessibilityTraits = modelTraits.union(turnsPage ? .causesPageTurn : [])
        accessibilityTextualContext = element.textualContext.map { _ in .sourceCode }
        let actions = element.actions
        activation = actions.first { $0.kind == .openLink || $0.kind == .goToFootnote }
        accessibilityCustomActions = actions.isEmpty ? nil : actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                guard let self, let view else { return false }
                return view.core.perform(action, on: id)
            }
        }
    }

    /// Stands for a block or image an app's renderer draws (``BlockRenderer``, ``AttachmentRenderer``): an image named by the
    /// renderer's text, not the block's source.
    func describeAsRendered(_ text: String) {
        accessibilityLabel = text
        accessibilityValue = nil
        accessibilityTextualContext = nil
        modelTraits = .image
        accessibilityTraits = modelTraits.union(turnsPage ? .causesPageTurn : [])
    }

    /// Sets the label, with the heading level and the language of each stretch in another
    /// language on its attributed form where there are any.
    func setLabel(_ text: String?, languageRuns runs: [LanguageRun]) {
        accessibilityLabel = text
        guard headingLevel != nil || !runs.isEmpty else { return }
        // UIKit has no heading level on an element; VoiceOver reads it from the text.
        let label = NSMutableAttributedString(string: text ?? "")
        if let headingLevel {
            label.addAttribute(.accessibilityTextHeadingLevel, value: headingLevel, range: NSRange(location: 0, length: label.length))
        }
        for run in runs {
            label.addAttribute(.accessibilitySpeechLanguage, value: run.language,
                               range: NSRange(location: run.utf16Range.lowerBound, length: run.utf16Range.count))
        }
        accessibilityAttributedLabel = label
    }

    /// How an element takes part in the tree.
    enum Placement {
        /// An element VoiceOver stops at.
        case stop
        /// A container VoiceOver moves through, holding these elements.
        case container([MarkdownAccessibilityElement])
        /// Not exposed itself: read as its stops (a paragraph with links), or inside the text
        /// of another element (a link in a table cell).
        case readElsewhere
    }

    /// Places the element in the tree, under `container`.
    func arrange(in container: AnyObject, type: RoleMapping.ContainerType, as placement: Placement) {
        accessibilityContainer = container
        switch placement {
        case .stop:
            isAccessibilityElement = true
            accessibilityElements = nil
            accessibilityContainerType = .none
        case .container(let children):
            isAccessibilityElement = false
            accessibilityElements = children
            accessibilityContainerType = UIAccessibilityContainerType(type)
        case .readElsewhere:
            isAccessibilityElement = false
            accessibilityElements = nil
            accessibilityContainerType = .none
        }
    }

    /// The element's frame in screen coordinates, from the view's layout.
    override public var accessibilityFrame: CGRect {
        get {
            guard let view else { return .null }
            return UIAccessibility.convertToScreenCoordinates(viewFrame(in: view), in: view)
        }
        set {}
    }

    /// Where the element is drawn, in the view's coordinates.
    func viewFrame(in view: MarkdownTextView) -> CGRect {
        view.frame(of: id)
    }

    /// Where VoiceOver's double tap lands when the element does not activate itself (it then
    /// taps there): the element's first character in no link
    /// (`DocumentLayout.activationPoint(ofUTF16:)`), not the middle of its frame, which can be a
    /// link inside it; that middle when it has no such character.
    override public var accessibilityActivationPoint: CGPoint {
        get {
            let frame = accessibilityFrame
            guard let view, let range = activationRange(in: view), let point = view.documentLayout.activationPoint(ofUTF16: range) else {
                return CGPoint(x: frame.midX, y: frame.midY)
            }
            return UIAccessibility.convertToScreenCoordinates(CGRect(LayoutRect(x: point.x, y: point.y, width: 0, height: 0)), in: view).origin
        }
        set {}
    }

    /// The text the element stands for, in UTF-16 offsets of the document.
    func activationRange(in view: MarkdownTextView) -> Range<Int>? {
        view.styledDocument.utf16Range(of: id)
    }

    /// A link opens, a footnote reference goes to its footnote.
    override public func accessibilityActivate() -> Bool {
        guard let activation, let view else { return false }
        return view.core.perform(activation, on: id)
    }

    /// A three-finger swipe left or right scrolls a code block wider than the view sideways;
    /// page turns are the view's: reading on past this element, or a swipe up or down.
    override public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let view else { return false }
        return view.scrollCode(id, direction) || view.turnPage(direction)
    }

    override public func accessibilityElementDidBecomeFocused() {
        view?.core.elementDidBecomeFocused(id)
    }

    override public func accessibilityElementDidLoseFocus() {
        view?.core.elementDidLoseFocus(id)
    }
}

extension UIAccessibilityTraits {
    /// The model's traits, which are named after UIKit's.
    init(_ traits: ElementTraits) {
        self = []
        if traits.contains(.staticText) { insert(.staticText) }
        if traits.contains(.header) { insert(.header) }
        if traits.contains(.link) { insert(.link) }
        if traits.contains(.image) { insert(.image) }
    }
}

extension UIAccessibilityContainerType {
    /// The container type of the model's role mapping, named as UIKit's. A container the
    /// mapping gives no type (a list item, a row) is announced by its label, as a group.
    init(_ type: RoleMapping.ContainerType) {
        switch type {
        case .list: self = .list
        case .dataTable: self = .dataTable
        case .landmark: self = .landmark
        case .semanticGroup, .none: self = .semanticGroup
        }
    }
}
#endif
