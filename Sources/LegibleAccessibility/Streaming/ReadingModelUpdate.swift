/// What changed in a streamed document's reading model since the previous update, in the
/// coordinates of the whole document, so that a view applies it to what it shows without
/// rebuilding anything.
///
/// A view keeps the document's rendered text (``ReadingModel/text``) and an element per
/// identity. To apply an update:
///
/// 1. Apply the ``textEdits`` to the text, in order.
/// 2. Move every element it keeps to where each edit puts it (``TextEdit/utf16Range(moving:)``).
/// 3. Drop the ``removed`` elements; take the ``added`` and ``changed`` ones as they are (their
///    ranges are already in the new text). ``finished`` ones only stopped being written.
///
/// ```swift
/// for edit in update.textEdits {
///     storage.replaceCharacters(in: NSRange(edit.utf16Range), with: edit.replacement)
///     for (id, element) in shown { shown[id]?.range = edit.utf16Range(moving: element.range) ?? element.range }
/// }
/// for id in update.removed { shown[id] = nil }
/// for element in update.added + update.changed { shown[element.id] = Shown(element) }
/// ```
///
/// After that the view has exactly the model a full build of the text so far gives: the same
/// text, and every element with the same properties and ranges.
///
/// Elements are compared by identity (``ElementID``, which does not change while text is
/// appended after an element) and by ``AccessibilityElement/properties``. An element in none
/// of the lists is the same as before and its range moved only with the text edits, so a view
/// keeps it, keeps VoiceOver's focus on it and does not announce it again.
public struct ReadingModelUpdate: Sendable {
    /// A change to the document's rendered text: a range replaced by new text.
    public struct TextEdit: Hashable, Sendable {
        /// The range replaced, in UTF-16 code units of the text as it is when this edit is
        /// applied (after the edits before it in ``ReadingModelUpdate/textEdits``).
        public let utf16Range: Range<Int>
        /// The same range in UTF-8 bytes.
        public let utf8Range: Range<Int>
        /// The text that takes its place.
        public let replacement: String

        /// Where a UTF-16 range of the text before this edit is after it, for an element the
        /// edit did not touch: a range that ends at or before the edit's start stays, one that
        /// starts at or after its end moves by the change in length. `nil` for a range the edit
        /// cuts into, whose element the update always lists as changed or removed.
        public func utf16Range(moving range: Range<Int>) -> Range<Int>? {
            Self.moving(range, across: utf16Range, by: replacement.utf16.count - utf16Range.count)
        }

        /// As ``utf16Range(moving:)``, for a UTF-8 range.
        public func utf8Range(moving range: Range<Int>) -> Range<Int>? {
            Self.moving(range, across: utf8Range, by: replacement.utf8.count - utf8Range.count)
        }

        private static func moving(_ range: Range<Int>, across replaced: Range<Int>, by delta: Int) -> Range<Int>? {
            if range.upperBound <= replaced.lowerBound { return range }
            if range.lowerBound >= replaced.upperBound { return (range.lowerBound + delta)..<(range.upperBound + delta) }
            return nil
        }
    }

    /// Elements new in this update, in reading order.
    public let added: [AccessibilityElement]
    /// Elements whose identity was there before but whose properties changed (the paragraph
    /// being written, a table gaining a row), or whose range changed other than by moving with
    /// the text edits (the list around the paragraph being written), in reading order.
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
    /// How the document's rendered text changed, in order, none overlapping another.
    public let textEdits: [TextEdit]
    /// For a paragraph still being written, the source offset where its text stops being final
    /// (see `MarkdownSnapshot.unsettledOffset(in:)`).
    let unsettledOffsets: [ElementID: Int]
    /// The top-level elements (children of the document) that hold an ``added`` or ``changed``
    /// element, as this update has them, in text order (ties in identity order): the blocks a
    /// front end builds and lays out again. Worked out once here, so that the styled document,
    /// the views and the page agree on what changed.
    public let changedTopLevelElements: [AccessibilityElement]
    /// The top-level element, a table or code block, that this update grew in place rather than
    /// built again: only rows or lines at its end are new, so a front end may lay out only those.
    package let grownElement: ElementID?
    /// The language the document says it is written in (its front matter's `lang:`, as a BCP 47
    /// tag) as the text so far has it: `nil` until a front matter giving one is finished. A page
    /// marks its article with it, as ``ReadingModel/language`` does for a whole document.
    public let language: String?

    init(added: [AccessibilityElement], changed: [AccessibilityElement], finished: [AccessibilityElement], removed: [ElementID],
         openElements: Set<ElementID>, isComplete: Bool, textEdits: [TextEdit], unsettledOffsets: [ElementID: Int],
         grownElement: ElementID? = nil, language: String?) {
        self.grownElement = grownElement
        self.language = language
        self.added = added
        self.changed = changed
        self.finished = finished
        self.removed = removed
        self.openElements = openElements
        self.isComplete = isComplete
        self.textEdits = textEdits
        self.unsettledOffsets = unsettledOffsets
        var tops: [ElementID: AccessibilityElement] = [:]
        for element in added + changed {
            var top = element
            while let parent = top.parent, parent.role != .document { top = parent }
            guard top.role != .document else { continue }
            tops[top.id] = top
        }
        changedTopLevelElements = tops.values.sorted { ($0.utf16Range.lowerBound, $0.id) < ($1.utf16Range.lowerBound, $1.id) }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty && textEdits.isEmpty }
}
