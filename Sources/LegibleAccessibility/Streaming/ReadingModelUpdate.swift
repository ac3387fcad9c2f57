/// What changed in a streamed document's reading model since the previous update.
///
/// Elements are compared by identity (``ElementID``, which does not change while text is
/// appended after an element) and by everything they say: role, label, value, hint, traits and
/// facts. An element that did not change is in none of the lists, so a front end keeps it, keeps
/// VoiceOver's focus on it and does not announce it again.
public struct ReadingModelUpdate: Sendable {
    /// Elements new in this update, in reading order.
    public let added: [AccessibilityElement]
    /// Elements whose identity was there before but whose label, value, hint or facts changed
    /// (the paragraph being written, a table gaining a row), in reading order.
    public let changed: [AccessibilityElement]
    /// Elements that were still being written at the previous update and are finished now,
    /// whether or not anything else about them changed (a paragraph ends with a blank line).
    public let finished: [AccessibilityElement]
    /// Identities of elements that are gone (a paragraph that became a heading is gone as a
    /// paragraph and added as a heading).
    public let removed: [ElementID]
    /// The elements still being written: the open blocks at the end of the text so far. Every
    /// other element is finished. Empty once the stream is complete.
    public let openElements: Set<ElementID>
    /// Whether the stream was finished.
    public let isComplete: Bool

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}
