#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering

/// One element of the reading model as VoiceOver for macOS sees it: a heading, paragraph, link,
/// image, formula, code block, list, table, row or cell, with the model's children as its
/// children (AppKit elements nest, so a paragraph holds its links).
///
/// Everything it says comes from the model; its frame comes from the view's layout, worked out
/// when asked. NSAccessibilityElement is not main-actor isolated, so the answers that need the
/// view assume the main actor, where AppKit asks them.
public class MarkdownAccessibilityElement: NSAccessibilityElement {
    /// The model element it stands for.
    public let id: ElementID
    /// The view that shows it.
    public private(set) weak var view: MarkdownTextView?
    private var role: NSAccessibility.Role = .group
    private var label: String?
    private var value: Any?
    private var help: String?
    private var actions: [NSAccessibilityCustomAction]?
    /// What pressing it does, if anything (the link it opens, the footnote it goes to).
    private var activation: ElementAction?
    /// Its children and the element or view holding it.
    var children: [MarkdownAccessibilityElement] = []
    weak var parentObject: AnyObject?

    init(id: ElementID, view: MarkdownTextView) {
        self.id = id
        self.view = view
        super.init()
    }

    /// Takes what the model says about the element: role, label, value, help, actions.
    func configure(with element: AccessibilityElement, view: MarkdownTextView) {
        role = NSAccessibility.Role(element.role)
        label = element.label
        // A heading's value is its level, as for headings in web content.
        value = element.headingLevel ?? element.value
        help = element.hint
        let actions = element.actions
        activation = actions.first { $0.kind == .openLink || $0.kind == .goToFootnote }
        self.actions = actions.isEmpty ? nil : actions.map { action in
            NSAccessibilityCustomAction(name: action.name) { [weak view] in
                MainActor.assumeIsolated { view?.perform(action) ?? false }
            }
        }
    }

    override public func accessibilityRole() -> NSAccessibility.Role? { role }
    override public func accessibilityLabel() -> String? { label }
    override public func accessibilityValue() -> Any? { value }
    override public func accessibilityHelp() -> String? { help }
    override public func accessibilityChildren() -> [Any]? { children.isEmpty ? nil : children }
    override public func accessibilityParent() -> Any? { parentObject }
    override public func isAccessibilityElement() -> Bool { true }
    override public func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? { actions }

    /// The element's frame on screen, from the view's layout.
    override public func accessibilityFrame() -> NSRect {
        let (view, id) = (self.view, self.id)
        return MainActor.assumeIsolated { view?.screenFrame(of: id) ?? .zero }
    }

    /// A link opens, a footnote reference goes to its footnote.
    override public func accessibilityPerformPress() -> Bool {
        guard let activation else { return false }
        let view = self.view
        return MainActor.assumeIsolated { view?.perform(activation) ?? false }
    }
}

extension NSAccessibility.Role {
    /// The AppKit role of a model role. A heading is `headingRole` from macOS 26, and the same
    /// role by its raw name (`AXHeading`) before.
    init(_ role: AccessibilityRole) {
        switch role {
        case .heading:
            if #available(macOS 26.0, *) {
                self = .headingRole
            } else {
                self = NSAccessibility.Role(rawValue: "AXHeading")
            }
        case .text, .codeBlock, .math: self = .staticText
        case .link, .footnoteReference: self = .link
        case .image: self = .image
        case .list: self = .list
        case .table: self = .table
        case .tableRow: self = .row
        case .tableCell: self = .cell
        case .document, .listItem, .blockQuote, .footnotes, .footnote, .separator: self = .group
        }
    }
}
#endif
