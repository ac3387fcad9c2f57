import Foundation
import LegibleAccessibility
import LegibleMarkdown

/// Keeps a web page that shows a streamed answer in step with the answer's reading model: each
/// `ReadingModelUpdate` becomes an ``HTMLPatch`` of element-level operations (replace this
/// paragraph, insert that list item after this one, remove that one), addressed by element
/// identity (the HTML `id`s the renderer writes), and the announcements due with it. The
/// script ``AccessibleHTMLRenderer/streamingScript`` applies patches to the page; finished
/// elements are never touched, so a reader's place in them is kept.
///
/// ```swift
/// let answer = StreamingAnswer(policy: .standard)
/// let html = StreamingHTMLRenderer()
/// send(html.page())                                   // the empty page, with its live region
/// for (token, time) in tokens {
///     let step = answer.append(token, at: time)
///     send(html.patch(step.update, announcements: step.announcements).json)
/// }
/// // in the page: LegibleStream.apply(JSON.parse(message))
/// ```
///
/// The patches assume the page shows what the previous patches made of it: send every one, in
/// order, starting from ``page(title:script:)`` (or a ``AccessibleHTMLRenderer/streamingPage(_:title:script:)``
/// of the snapshot the first update was made from).
public final class StreamingHTMLRenderer {
    /// How the HTML is written.
    public let renderer: AccessibleHTMLRenderer
    /// The words of the streamed answer's model.
    public let phrases: PhraseTable
    /// The top-level blocks on the page, in order (the footnotes section excepted: it is last).
    private var topLevel: [ElementID] = []
    /// What each container on the page was last written with before its children.
    private var startTags: [ElementID: String] = [:]
    /// The document's language as the page has it: the article's `lang` says the phrases'
    /// language until a front matter gives the document's own.
    private var language: String?

    /// A renderer for an answer whose model speaks with `phrases`.
    public init(renderer: AccessibleHTMLRenderer = AccessibleHTMLRenderer(), phrases: PhraseTable = .english) {
        self.renderer = renderer
        self.phrases = phrases
    }

    /// The page before anything has arrived: an empty document, the live region and the script.
    public func page(title: String = "", script: AccessibleHTMLRenderer.ScriptInclusion = .embedded) -> String {
        let empty = ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub), phrases: phrases)
        return renderer.streamingPage(empty, title: title, script: script)
    }

    /// The operations that bring the page from the previous update to this one, with the
    /// announcements to make.
    public func patch(_ update: ReadingModelUpdate, announcements: [Announcement] = []) -> HTMLPatch {
        var operations: [HTMLPatch.Operation] = []
        if update.language != language {
            language = update.language
            let document = ElementID(role: .document, sourceOffset: 0)
            var markup = documentMarkup()
            markup.openArticle(document)
            operations.append(.update(id: renderer.options.htmlID(document), startTag: markup.out.string))
        }
        let removed = Set(update.removed)
        for id in update.removed {
            operations.append(.remove(id: renderer.options.htmlID(id)))
            topLevel.removeAll { $0 == id }
            startTags[id] = nil
        }
        // Each element is written by its unit: a block, a table, or a container's opening tag.
        // An element inside a unit that is written anyway is not written again.
        let added = Set(update.added.map(\.id))
        var written = Set<ElementID>()
        // Units written whole, with everything in them: those added, and items written again.
        var whole = added
        let elements = (update.added + update.changed).sorted { Self.documentOrder($0, $1) }
        for element in elements {
            let unit = Self.unit(of: element)
            guard !removed.contains(unit.id), !written.contains(unit.id), !Self.hasAncestor(unit, in: whole) else { continue }
            written.insert(unit.id)
            if added.contains(unit.id) {
                operations.append(insertion(of: unit))
            } else if Self.isContainer(unit) {
                let opening = openingMarkup(of: unit)
                if unit.role == .listItem && (opening.filter({ $0 == ">" }).count > 1 || startTags[unit.id].map { $0.filter { $0 == ">" }.count > 1 } == true)
                    || (unit.listItem?.taskState != nil && unit.children.first?.isTextElement == true)
                    || Self.changesMoreThanAttributes(from: startTags[unit.id], to: opening) {
                    // An item whose checkbox may have come or gone (it stands first in the item,
                    // or in its first paragraph) is written again whole, as is a container whose
                    // element or leading markup changed (a quote that became an alert as its
                    // `[!NOTE]` arrived): an update only sets attributes.
                    whole.insert(unit.id)
                    operations.append(.replace(id: renderer.options.htmlID(unit.id), html: markup(of: unit)))
                } else if startTags[unit.id] != opening {
                    startTags[unit.id] = opening
                    operations.append(.update(id: renderer.options.htmlID(unit.id), startTag: Self.startTag(in: opening)))
                }
            } else {
                operations.append(.replace(id: renderer.options.htmlID(unit.id), html: markup(of: unit)))
            }
        }
        return HTMLPatch(operations: operations, announcements: announcements.map(\.text), isComplete: update.isComplete)
    }

    /// A patch that only announces: what falls due while nothing arrives
    /// (`StreamingAnswer.advance(to:)`).
    public func patch(announcements: [Announcement]) -> HTMLPatch {
        HTMLPatch(operations: [], announcements: announcements.map(\.text), isComplete: false)
    }

    // MARK: Units

    /// The element whose markup holds `element`: itself for a block or container; the text
    /// element for a link, image, in-line formula or footnote reference; the table for a row
    /// or cell; a footnote for anything in it (its back links follow its content, so it is
    /// written whole).
    private static func unit(of element: AccessibilityElement) -> AccessibilityElement {
        var unit = element
        while unit.isInline || unit.role == .tableRow || unit.role == .tableCell, let parent = unit.parent {
            unit = parent
        }
        var ancestor = unit.parent
        while let current = ancestor {
            if current.role == .footnote { return current }
            ancestor = current.parent
        }
        return unit
    }

    private static func isContainer(_ element: AccessibilityElement) -> Bool {
        switch element.role {
        case .list, .listItem, .blockQuote, .footnotes, .document: true
        default: false
        }
    }

    private static func hasAncestor(_ element: AccessibilityElement, in ids: Set<ElementID>) -> Bool {
        var parent = element.parent
        while let current = parent {
            if ids.contains(current.id) { return true }
            parent = current.parent
        }
        return false
    }

    /// Reading order: by source offset, the footnotes after everything else.
    private static func documentOrder(_ lhs: AccessibilityElement, _ rhs: AccessibilityElement) -> Bool {
        let left = (isInFootnotes(lhs) ? 1 : 0, lhs.id.sourceOffset, depth(lhs))
        let right = (isInFootnotes(rhs) ? 1 : 0, rhs.id.sourceOffset, depth(rhs))
        return left < right
    }

    private static func isInFootnotes(_ element: AccessibilityElement) -> Bool {
        var current: AccessibilityElement? = element
        while let node = current {
            if node.role == .footnotes { return true }
            current = node.parent
        }
        return false
    }

    private static func depth(_ element: AccessibilityElement) -> Int {
        var depth = 0
        var parent = element.parent
        while let current = parent {
            depth += 1
            parent = current.parent
        }
        return depth
    }

    // MARK: Markup

    /// An element and everything in it.
    private func markup(of element: AccessibilityElement) -> String {
        var markup = documentMarkup()
        markup.write(element)
        let html = markup.out.string
        if Self.isContainer(element) { recordStartTags(in: element) }
        return html
    }

    /// A writer in the phrases' words that knows the document's language.
    private func documentMarkup() -> DocumentMarkup {
        var markup = renderer.documentMarkup(phrases: phrases)
        markup.language = language
        return markup
    }

    /// What a container writes before its children: its opening tag, and a task item's
    /// checkbox.
    private func openingMarkup(of element: AccessibilityElement) -> String {
        var markup = documentMarkup()
        _ = markup.open(element)
        return markup.out.string.trimmingCharacters(in: .newlines)
    }

    /// Whether a container's opening markup changed in more than its attributes: its element's
    /// name, or markup after its start tag (an alert's title).
    private static func changesMoreThanAttributes(from previous: String?, to opening: String) -> Bool {
        guard let previous, previous != opening else { return previous == nil }
        func name(_ markup: String) -> Substring { markup.dropFirst().prefix { $0.isLetter || $0.isNumber } }
        return name(previous) != name(opening) || startTag(in: previous) != previous || startTag(in: opening) != opening
    }

    /// The first tag of some markup.
    private static func startTag(in markup: String) -> String {
        guard let end = markup.firstIndex(of: ">") else { return markup }
        return String(markup[...end])
    }

    private func recordStartTags(in element: AccessibilityElement) {
        var pending = [element]
        while let current = pending.popLast() {
            guard Self.isContainer(current) else { continue }
            startTags[current.id] = openingMarkup(of: current)
            pending += current.children
        }
    }

    /// Where a new element goes: after its previous sibling, or first in its parent. A top-level
    /// block's previous sibling may be in an earlier segment, so it is found among the blocks
    /// on the page; the footnotes section goes last.
    private func insertion(of element: AccessibilityElement) -> HTMLPatch.Operation {
        let html = markup(of: element)
        let parent = element.parent
        var after: ElementID?
        if parent?.role == .document {
            if element.role == .footnotes {
                return .insert(parent: renderer.options.htmlID(parent!.id), after: nil, atEnd: true, html: html)
            }
            let position = topLevel.firstIndex { $0.sourceOffset > element.id.sourceOffset } ?? topLevel.count
            after = position > 0 ? topLevel[position - 1] : nil
            topLevel.insert(element.id, at: position)
        } else if let siblings = parent?.children, let index = siblings.firstIndex(of: element), index > 0 {
            after = siblings[index - 1].id
        }
        let parentID = parent.map { renderer.options.htmlID($0.id) } ?? renderer.options.htmlID(ElementID(role: .document, sourceOffset: 0))
        return .insert(parent: parentID, after: after.map(renderer.options.htmlID), atEnd: false, html: html)
    }
}

/// What a page must do to show the next state of a streamed answer: element-level operations
/// by HTML `id`, and what to announce. ``json`` is what the page's script takes.
public struct HTMLPatch: Hashable, Sendable {
    /// A patch from its parts.
    public init(operations: [Operation], announcements: [String], isComplete: Bool) {
        self.operations = operations
        self.announcements = announcements
        self.isComplete = isComplete
    }

    /// One change to the page.
    public enum Operation: Hashable, Sendable {
        /// Replace the element with this `id` (and everything in it) by `html`.
        case replace(id: String, html: String)
        /// Put `html` into the element with the `id` `parent`: after its child `after`, or
        /// first (after a task's checkbox), or last when `atEnd`.
        case insert(parent: String, after: String?, atEnd: Bool, html: String)
        /// Give the container with this `id` the attributes of `startTag`, keeping its children.
        case update(id: String, startTag: String)
        /// Remove the element with this `id`.
        case remove(id: String)
    }

    /// The changes, to be applied in order.
    public let operations: [Operation]
    /// What to announce, in order, through the page's polite live region.
    public let announcements: [String]
    /// Whether the answer is complete.
    public let isComplete: Bool

    /// Whether the patch changes nothing and announces nothing.
    public var isEmpty: Bool { operations.isEmpty && announcements.isEmpty }

    /// The patch as JSON: `{"operations": [{"op": "replace", "id", "html"}, {"op": "insert",
    /// "parent", "after", "atEnd", "html"}, {"op": "update", "id", "startTag"}, {"op": "remove",
    /// "id"}], "announcements": [...], "complete": false}`, on one line.
    public var json: String {
        let object: [String: Any] = [
            "operations": operations.map { operation -> [String: Any] in
                switch operation {
                case .replace(let id, let html): ["op": "replace", "id": id, "html": html]
                case .insert(let parent, let after, let atEnd, let html):
                    ["op": "insert", "parent": parent, "after": after ?? NSNull(), "atEnd": atEnd, "html": html]
                case .update(let id, let startTag): ["op": "update", "id": id, "startTag": startTag]
                case .remove(let id): ["op": "remove", "id": id]
                }
            },
            "announcements": announcements,
            "complete": isComplete,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
