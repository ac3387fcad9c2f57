#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Accessibility
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport

/// One element of the reading model as VoiceOver for macOS sees it: a heading, paragraph, link,
/// image, formula, code block, list, table, row or cell, with the model's children as its
/// children (AppKit elements nest; a paragraph holding links is read as its stops, in its place:
/// see the internal `AccessibilityTree`).
///
/// Everything it says comes from the model; its frame comes from the view's layout, worked out
/// when asked. NSAccessibilityElement is not main-actor isolated, so the answers that need the
/// view assume the main actor, where AppKit asks them.
///
/// It adopts `NSAccessibilityElementProtocol` itself: NSAccessibilityElement does not (its
/// header declares only `NSAccessibility`), and a rotor's item result takes an element that does.
public class MarkdownAccessibilityElement: NSAccessibilityElement, NSAccessibilityElementProtocol, AXCustomContentProvider {
    /// The model element it stands for.
    public let id: ElementID
    /// The view that shows it.
    public private(set) weak var view: MarkdownTextView?
    private var role: NSAccessibility.Role = .group
    private var subrole: NSAccessibility.Subrole?
    var label: String?
    /// Whether an app's renderer draws it (``describeAsRendered(_:)``): it has no text value.
    private(set) var isRendered = false
    private var value: Any?
    /// Details VoiceOver offers under "More Content": where a link goes, a code block's
    /// language and length, an image's title.
    public var accessibilityCustomContent: [AXCustomContent]! = []
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

    /// Takes what the model says about the element: role and subrole (from the model's role
    /// mapping), label, value, more content, actions.
    func configure(with element: AccessibilityElement, view: MarkdownTextView) {
        isRendered = false
        let mapping = element.roleMapping
        role = NSAccessibility.Role(mapping)
        subrole = mapping.appKitSubrole.map(NSAccessibility.Subrole.init(rawValue:))
        label = element.label
        // A heading's value is its level, as for headings in web content.
        value = element.headingLevel ?? element.value
        accessibilityCustomContent = element.customContent.map { AXCustomContent(label: $0.label, value: $0.value) }
        let actions = element.actions
        activation = actions.first { $0.kind == .openLink || $0.kind == .goToFootnote }
        self.actions = actions.isEmpty ? nil : actions.map { action in
            NSAccessibilityCustomAction(name: action.name) { [weak view, id] in
                MainActor.assumeIsolated { view?.core.perform(action, on: id) ?? false }
            }
        }
    }

    /// Stands for a block or image an app's renderer draws (``BlockRenderer``, ``AttachmentRenderer``): an image named by the
    /// renderer's text, not the block's source.
    func describeAsRendered(_ text: String) {
        isRendered = true
        role = .image
        subrole = nil
        label = text
        value = nil
    }

    override public func accessibilityRole() -> NSAccessibility.Role? { role }
    override public func accessibilityLabel() -> String? { label }
    override public func accessibilityValue() -> Any? { value }
    override public func accessibilitySubrole() -> NSAccessibility.Subrole? { subrole }
    /// The children that are elements now (a code block's Copy button is none while no header
    /// is drawn): AppKit does not leave out ignored elements a parent returns itself.
    override public func accessibilityChildren() -> [Any]? {
        let shown = children.filter { $0.isAccessibilityElement() }
        return shown.isEmpty ? nil : shown
    }
    override public func accessibilityParent() -> Any? { parentObject }
    override public func isAccessibilityElement() -> Bool { true }
    /// The model's actions, and "Scroll right" and "Scroll left" where the element's block is
    /// wider than its box: VoiceOver on macOS scrolls only scroll areas, which a block is not,
    /// so these are its way to a code line's or a table's columns past the box (appkit C8).
    override public func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? {
        let view = self.view
        let scrolls = (askView { [id] in $0.core.sidewaysScrollActions(of: id) } ?? []).map { action in
            NSAccessibilityCustomAction(name: action.name) { [weak view, id] in
                MainActor.assumeIsolated { view?.core.scrollSideways(id, forward: action.forward) ?? false }
            }
        }
        let all = (actions ?? []) + scrolls
        return all.isEmpty ? nil : all
    }

    /// A row's place among its table's rows, counted from 0 (AppKit asks rows for it).
    override public func accessibilityIndex() -> Int {
        (parentObject as? TableAccessibilityElement)?.children.firstIndex { $0 === self } ?? 0
    }

    /// Asks the view, on the main actor, where AppKit asks accessibility questions (the element
    /// is not main-actor isolated, the view is); `nil` once the view is gone.
    func askView<Answer: Sendable>(_ question: @MainActor (MarkdownTextView) -> Answer?) -> Answer? {
        let view = self.view
        return MainActor.assumeIsolated { view.flatMap(question) }
    }

    /// The element's frame on screen, from the view's layout.
    override public func accessibilityFrame() -> NSRect {
        askView { [id] in $0.screenFrame(of: id) } ?? .zero
    }

    /// Where VoiceOver clicks the element when it does not press itself: its first character
    /// in no link (`DocumentLayout.activationPoint(ofUTF16:)`), not the middle of its frame,
    /// which can be a link inside it; that middle when it has no such character.
    override public func accessibilityActivationPoint() -> NSPoint {
        let frame = accessibilityFrame()
        let text = activationRange.map(ElementText.stretch) ?? .element(id)
        return askView { view in
            view.core.activationPoint(of: text).map { NSAccessibility.screenRect(fromView: view, rect: CGRect(LayoutRect(x: $0.x, y: $0.y, width: 0, height: 0))).origin }
        } ?? NSPoint(x: frame.midX, y: frame.midY)
    }

    /// The stretch of text the element stands for, when it is not the whole element's.
    var activationRange: Range<Int>? { nil }

    /// VoiceOver's Show Menu (VO-Shift-M): the element's menu (a link's Open, Copy Link and
    /// Share, a formula's Copy TeX and Copy MathML), at the element, as a right click shows it,
    /// once this callback has answered (`MarkdownTextView.popUpLater(_:)`).
    override public func accessibilityPerformShowMenu() -> Bool {
        askView { [activationRange, id] in $0.popUpLater($0.core.menu(of: id, stretch: activationRange)) } ?? false
    }

    /// A link opens, a footnote reference goes to its footnote.
    override public func accessibilityPerformPress() -> Bool {
        guard let activation else { return false }
        return askView { [id] in $0.core.perform(activation, on: id) } ?? false
    }
}

extension NSAccessibility.Role {
    /// The AppKit role of the model's role mapping. A heading is `headingRole` from macOS 26,
    /// and the same role by its raw name (`AXHeading`) before. `headingRole` is new in the macOS
    /// 26 SDK, which `#available` cannot hide from an older Xcode: only compilers from Xcode 26
    /// (Swift 6.2) see it.
    init(_ mapping: RoleMapping) {
        #if compiler(>=6.2)
        if mapping.role == .heading, #available(macOS 26.0, *) {
            self = .headingRole
            return
        }
        #endif
        self = NSAccessibility.Role(rawValue: mapping.appKitRole)
    }
}
#endif
