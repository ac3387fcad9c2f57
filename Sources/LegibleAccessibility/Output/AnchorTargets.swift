import LegibleMarkdown

/// Where a document's in-document links (`[Setup](#setup)`) lead: each heading's anchor as
/// GitHub makes it (see `HeadingAnchors` in LegibleMarkdown), and the heading element a fragment names. A page
/// writes the anchors as `id`s; a view scrolls to the target's ``AccessibilityElement/utf8Range``
/// and moves VoiceOver's focus to it; an audit reports links whose target is missing.
///
/// ```swift
/// let model = ReadingModel(document: MarkdownDocument(parsing: "# Setup\n\nSee [setup](#setup).", options: .gitHub))
/// let targets = model.anchorTargets()
/// targets.element(forDestination: "#setup")?.label   // "Setup"
/// ```
public struct AnchorTargets: Sendable {
    private let headingAnchors: HeadingAnchors
    private let elementsByHeading: [MarkdownNode: AccessibilityElement]
    private let anchorsByElement: [ElementID: String]

    init(model: ReadingModel, prefix: String) {
        // Headings of raw HTML get no anchor, as on GitHub, which gives them only the `id` their
        // author wrote.
        let headings = model.elements(.heading).filter { $0.node?.kind == .heading }
        var byHeading: [MarkdownNode: AccessibilityElement] = [:]
        for element in headings { if let node = element.node { byHeading[node] = element } }
        headingAnchors = HeadingAnchors(headings: headings.compactMap(\.node), prefix: prefix)
        elementsByHeading = byHeading
        var byElement: [ElementID: String] = [:]
        for entry in headingAnchors.headings { if let element = byHeading[entry.heading] { byElement[element.id] = entry.anchor } }
        anchorsByElement = byElement
    }

    /// Every heading's anchor, in document order.
    public var anchors: [String] { headingAnchors.headings.map(\.anchor) }

    /// The anchor of a heading element (its `id` in a page), prefix included; `nil` for others.
    public func anchor(of element: AccessibilityElement) -> String? { anchorsByElement[element.id] }

    /// The heading a fragment (without `#`) names, if any.
    public func element(forFragment fragment: String) -> AccessibilityElement? {
        headingAnchors.heading(forFragment: fragment).flatMap { elementsByHeading[$0] }
    }

    /// For a link destination that points into the document (`#…`): whether it is in-document,
    /// and the heading it reaches. Other destinations are not in-document.
    public func target(ofDestination destination: String) -> Target {
        guard destination.hasPrefix("#") else { return .elsewhere }
        let fragment = String(destination.dropFirst())
        // `#` alone, or `#top`, is the top of the page in every browser.
        if fragment.isEmpty || fragment.lowercased() == "top" { return .top }
        return element(forFragment: fragment).map(Target.element) ?? .missing
    }

    /// The heading element a destination (`#setup`) reaches, if it is in-document and found.
    public func element(forDestination destination: String) -> AccessibilityElement? {
        if case .element(let element) = target(ofDestination: destination) { return element }
        return nil
    }

    /// Where a link destination leads, as far as the document can tell.
    public enum Target: Sendable {
        /// Outside the document (another page, a site, an e-mail address).
        case elsewhere
        /// The top of the document (`#` or `#top`).
        case top
        /// A heading of the document.
        case element(AccessibilityElement)
        /// An anchor the document does not have.
        case missing
    }
}

extension ReadingModel {
    /// The anchors of the document's headings, with `prefix` before each, and the targets of its
    /// in-document links. Works in time linear in the number of elements; keep it while the
    /// model stays the same.
    public func anchorTargets(prefix: String = "") -> AnchorTargets {
        AnchorTargets(model: self, prefix: prefix)
    }
}
