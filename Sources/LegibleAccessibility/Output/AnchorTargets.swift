import LegibleMarkdown

/// Where a document's in-document links (`[Setup](#setup)`) lead: each heading's anchor as
/// GitHub makes it (see `HeadingAnchors` in LegibleMarkdown), the anchors authors wrote in raw
/// HTML (`<a name="faq">`, `<h2 id="faq">`), and the element a fragment names. A page writes
/// the anchors as `id`s; a view scrolls to the target's ``AccessibilityElement/utf8Range`` and
/// moves VoiceOver's focus to it; an audit reports links whose target is missing.
///
/// A fragment is matched exactly (after percent-decoding, with or without the prefix) to a
/// heading's anchor, then to an author's; failing that, without regard to case, as GitHub's
/// page does (`#Setup` reaches the heading whose anchor is `setup`).
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
    /// The authors' anchors, prefix included, with their elements; and by the anchor, exactly
    /// and lowercased (the first of each).
    private let authorAnchors: [(anchor: String, element: AccessibilityElement)]
    private let authorIndex: [String: Int]
    private let authorIndexIgnoringCase: [String: Int]
    private let authorAnchorsByElement: [ElementID: [String]]

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
        authorAnchors = AuthorAnchors(model).entries.map { (prefix + $0.anchor, $0.element) }
        var exact: [String: Int] = [:]
        var ignoringCase: [String: Int] = [:]
        var byAuthorElement: [ElementID: [String]] = [:]
        for (index, entry) in authorAnchors.enumerated() {
            exact[entry.anchor] = index
            if ignoringCase[entry.anchor.lowercased()] == nil { ignoringCase[entry.anchor.lowercased()] = index }
            byAuthorElement[entry.element.id, default: []].append(entry.anchor)
        }
        authorIndex = exact
        authorIndexIgnoringCase = ignoringCase
        authorAnchorsByElement = byAuthorElement
    }

    /// Every heading's anchor, in document order.
    public var anchors: [String] { headingAnchors.headings.map(\.anchor) }

    /// The anchor of a heading element (its `id` in a page), prefix included; `nil` for others.
    public func anchor(of element: AccessibilityElement) -> String? { anchorsByElement[element.id] }

    /// The anchors authors wrote in raw HTML that reach this element, prefix included, in
    /// document order: a page writes them as `id`s in it.
    public func authorAnchors(of element: AccessibilityElement) -> [String] { authorAnchorsByElement[element.id] ?? [] }

    /// The element a fragment (without `#`) names, if any: a heading, or where an author's anchor is.
    public func element(forFragment fragment: String) -> AccessibilityElement? {
        resolve(fragment)?.element
    }

    /// The anchor a destination (`#Setup`) reaches, as a page writes it as an `id` (prefix
    /// included), when the document has it: the link's own fragment when it matches exactly,
    /// or the anchor it matches without regard to case, which a page's link is rewritten to.
    public func anchor(forDestination destination: String) -> String? {
        guard destination.hasPrefix("#") else { return nil }
        return resolve(String(destination.dropFirst()))?.anchor
    }

    /// The element and the anchor a fragment reaches: exactly, a heading's then an author's
    /// anchor; then the same, ignoring case.
    private func resolve(_ fragment: String) -> (element: AccessibilityElement, anchor: String)? {
        let prefix = headingAnchors.prefix
        if let heading = headingAnchors.heading(forFragment: fragment), let element = elementsByHeading[heading] {
            return (element, headingAnchors.anchor(of: heading) ?? fragment)
        }
        let decoded = fragment.removingPercentEncodingIfValid
        if let index = authorIndex[decoded] ?? authorIndex[prefix + decoded] { return (authorAnchors[index].element, authorAnchors[index].anchor) }
        if let heading = headingAnchors.heading(forFragment: decoded.lowercased()), let element = elementsByHeading[heading] {
            return (element, headingAnchors.anchor(of: heading) ?? fragment)
        }
        let lowered = decoded.lowercased()
        if let index = authorIndexIgnoringCase[lowered] ?? authorIndexIgnoringCase[prefix.lowercased() + lowered] {
            return (authorAnchors[index].element, authorAnchors[index].anchor)
        }
        return nil
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
        /// A heading of the document, or the element where an author's anchor is.
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
