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

    /// The rotor entry a screen reader moves to from a stretch of text of an element read as
    /// stops (``AccessibilityElement/readingStops``), going forward or back: the links, formulas
    /// and other things in the element count as before or after the stretch by where they are
    /// in its text, the element itself (a heading) as before it.
    ///
    /// ```swift
    /// // On "and" in "Read [a](x) and [b](y).": the links rotor goes on to b, back to a.
    /// let next = model.rotorEntry(.links, fromTextAt: run.utf16Range, in: paragraph.id, forward: true)
    /// ```
    public func rotorEntry(_ kind: Rotor.Kind, fromTextAt utf16Range: Range<Int>, in element: ElementID, forward: Bool) -> Rotor.Entry? {
        guard let holder = self.element(element) else { return nil }
        let entries = rotor(kind).entries
        // Where a target is against the stretch: by its text inside the element, by reading
        // order outside it.
        func isAfter(_ target: AccessibilityElement) -> Bool {
            isInside(target, holder) ? target.utf16Range.lowerBound >= utf16Range.upperBound : target.index > holder.index
        }
        func isBefore(_ target: AccessibilityElement) -> Bool {
            isInside(target, holder) ? target.utf16Range.upperBound <= utf16Range.lowerBound : target.index <= holder.index
        }
        return forward ? entries.first { isAfter($0.target) } : entries.last { isBefore($0.target) }
    }

    /// Whether an element lies in the text of another (a link in a paragraph, an image in that
    /// link).
    private func isInside(_ element: AccessibilityElement, _ holder: AccessibilityElement) -> Bool {
        var parent = element.isInline ? element.parent : nil
        while let current = parent {
            if current == holder { return true }
            parent = current.isInline ? current.parent : nil
        }
        return false
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
