extension ReadingModel {
    /// The rotor entry a screen reader moves to from the element it is on, going forward or back
    /// in reading order: what a rotor's search answers when the user swipes down or up.
    ///
    /// `current` may be any element of the model (a paragraph between two headings) or `nil`
    /// (nothing focused yet: the first entry going forward, the last going back). An entry that
    /// lies inside `current` (a link in the focused paragraph) comes after it.
    ///
    /// ```swift
    /// let next = model.rotorEntry(.headings, from: paragraph.id, forward: true)   // the heading after it
    /// ```
    public func rotorEntry(_ kind: Rotor.Kind, from current: ElementID?, forward: Bool) -> Rotor.Entry? {
        let entries = rotor(kind).entries
        guard let current else { return forward ? entries.first : entries.last }
        guard let position = storage.index(of: current) else { return nil }
        return forward ? entries.first { $0.target.index > position } : entries.last { $0.target.index < position }
    }

    /// Where a screen reader's focus goes when the element it was on is gone from the model
    /// (a paragraph that became a heading as more text streamed in, a list item merged into
    /// the one before): the element now starting where it started, else the last element that
    /// starts before it, else the first element. `nil` only for an empty document.
    public func replacement(for removed: ElementID) -> AccessibilityElement? {
        var before: AccessibilityElement?
        for element in elements.dropFirst() {
            let start = element.id.sourceOffset
            if start == removed.sourceOffset { return element }
            if start > removed.sourceOffset { break }
            before = element
        }
        return before ?? elements.dropFirst().first
    }
}
