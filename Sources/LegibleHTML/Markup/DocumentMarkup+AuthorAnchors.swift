import LegibleAccessibility

/// The anchors authors wrote in raw HTML (`<a name="faq">`, `<h2 id="faq">`) are `id`s of the
/// safe page too, so the document's links to them land, though the author's tags are not
/// written: each is an empty `span` at the start of the element the model places it in.
///
/// An `id` the author chose must not change what the page's scripts find. Legible's own ids
/// start with ``AccessibleHTMLOptions/idPrefix``: an author's that does is not written. A
/// browser makes every `id` a property of `window` unless `window` already has one of that
/// name; it has its own (`location`, `document`, `top`), but those it inherits from
/// `EventTarget` and `Object` are looked up after the ids, so an `id` named like one of them
/// would replace it: such ids are not written either. (Ids do not become properties of
/// `document`; only `name`s of forms, images and embedded objects do, and the page writes none.)
extension DocumentMarkup {
    /// The members `window` inherits from `EventTarget.prototype` and `Object.prototype`, which
    /// an element's `id` would shadow.
    private static let shadowedWindowMembers: Set<String> = [
        "addEventListener", "removeEventListener", "dispatchEvent",
        "constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString", "valueOf",
        "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__",
    ]

    /// Whether the page writes an author's anchor as an `id`.
    func writesAuthorAnchor(_ anchor: String) -> Bool {
        !anchor.isEmpty && !anchor.contains(where: \.isWhitespace) && !anchor.hasPrefix(out.options.idPrefix)
            && !Self.shadowedWindowMembers.contains(anchor)
    }

    /// The authors' anchors that reach `element`, as empty spans: those a link reaches here
    /// (not taken by a heading, this one included, or an earlier element) and safe to write.
    mutating func writeAuthorAnchors(of element: AccessibilityElement) {
        guard let anchors else { return }
        for anchor in anchors.authorAnchors(of: element) where writesAuthorAnchor(anchor) && anchors.anchor(of: element) != anchor {
            guard anchors.anchor(forDestination: "#" + anchor) == anchor, anchors.element(forFragment: anchor) == element else { continue }
            out.raw("<span")
            out.attribute("id", anchor)
            out.raw("></span>")
        }
    }

    /// Where an in-document link points on the page: the `id` its fragment reaches (a heading's
    /// anchor, or an author's the page writes), which differs from the fragment when it matched
    /// without regard to case; `nil` to keep the destination as written.
    func pageDestination(of destination: String) -> String? {
        guard destination.hasPrefix("#"), let anchors, let anchor = anchors.anchor(forDestination: destination),
              let target = anchors.element(forDestination: destination) else { return nil }
        guard anchors.anchor(of: target) == anchor || writesAuthorAnchor(anchor) else { return nil }
        return "#" + anchor
    }
}
