public import LegibleAccessibility

/// A rotor's search (VoiceOver's headings, links, tables, …), answered from the reading model
/// the same way in every view.
extension MarkdownViewCore {
    /// The element a rotor of `kind` moves to from the element the screen reader is on
    /// (`current`; `nil`: from the start, or the end going back), the next one or (`forward`
    /// false) the previous. From a stretch of a paragraph (`stretch`, its UTF-16 range), what
    /// is in the paragraph counts by where it is. `nil` when there is none that way.
    public func rotorTarget(_ kind: Rotor.Kind, from current: ElementID?, stretch: Range<Int>? = nil, forward: Bool) -> ElementID? {
        let entry = if let stretch, let current {
            readingModel.rotorEntry(kind, fromTextAt: stretch, in: current, forward: forward)
        } else {
            readingModel.rotorEntry(kind, from: current, forward: forward)
        }
        return entry?.target.id
    }
}
