import LegibleAccessibility
import LegibleMarkdown
import LegibleMathLayout

/// Writes a reading model as accessible HTML: one walk of its element tree (without recursion),
/// each element written as its ``RoleMapping`` says (a heading as `h2`, a code block as a `pre`
/// with the ARIA role `code`), with its identity as its `id` and its words from the model.
///
/// Elements whose markup holds their children whole (a table and its cells, a code block, a
/// text element and the links, images and formulas in it) are written in one piece; containers
/// (lists, items, quotes, footnotes) open on the way down and close on the way up.
struct DocumentMarkup {
    var out: MarkupWriter
    /// The words of the model the elements come from.
    let phrases: PhraseTable
    /// The headings' anchors, written as their `id`s; empty where element ids must stay (a stream).
    var anchors: AnchorTargets?
    /// The document's own language (from its front matter), when it gives one; the words the
    /// model adds are in ``phrases``' language.
    var language: String?
    /// Draws formulas as SVG instead of MathML, when the renderer has a math font.
    var mathSVG: MathSVGWriter?
    /// The glyph outlines the formulas' SVG draws, written once before the document's end;
    /// `nil` where the markup is written in pieces (a stream), whose formulas carry their own.
    var mathGlyphs: SVGGlyphDefinitions?

    init(phrases: PhraseTable, options: AccessibleHTMLOptions, capacity: Int = 0) {
        self.phrases = phrases
        out = MarkupWriter(options: options, capacity: capacity)
    }

    /// The document's elements below `root`, or `root` and everything below it.
    mutating func write(_ root: AccessibilityElement, includingRoot: Bool = true) {
        for top in includingRoot ? [root] : root.children {
            var walk = top.walk()
            while let event = walk.next() {
                switch event {
                case .enter(let element):
                    writeUnreadRawHTML(before: element)
                    if !open(element) { walk.skipElement() }
                case .exit(let element):
                    writeUnreadRawHTML(endingChildrenOf: element)
                    close(element)
                }
            }
        }
    }

    // MARK: Containers

    /// The article's start tag, in the document's language (the words the model adds say theirs
    /// where they differ).
    mutating func openArticle(_ id: ElementID) {
        out.raw("<article")
        out.identity(id)
        out.raw(" class=\"legible\"")
        out.attribute("lang", language ?? phrases.languageCode)
        out.raw(">")
    }

    /// Writes an element, or opens a container; true when its children are to be written next.
    mutating func open(_ element: AccessibilityElement) -> Bool {
        let mapping = element.roleMapping
        switch element.role.kind {
        case .document:
            openArticle(element.id)
            out.raw("\n")
            return true
        case .list:
            out.markup("<" + mapping.htmlElement)
            out.identity(element.id)
            out.raw(" class=\"legible-list")
            let list = element.list
            if list?.kind == .task { out.raw(" legible-tasks") }
            if list?.isTight ?? true { out.raw(" legible-tight") }
            out.raw("\"")
            if let start = list?.start, start != 1 { out.attribute("start", String(start)) }
            out.raw(">\n")
            return true
        case .listItem:
            out.raw("<li")
            out.identity(element.id)
            out.raw(">")
            if let state = element.listItem?.taskState, element.children.first.flatMap(taskState(openedBy:)) == nil {
                writeCheckbox(state)
            }
            return true
        case .blockQuote:
            if let admonition = element.admonition {
                writeAdmonitionStart(element, admonition)
                return true
            }
            if let alert = element.alert {
                writeAlertStart(element, alert)
                return true
            }
            out.raw("<blockquote")
            out.identity(element.id)
            out.raw(">\n")
            return true
        case .footnotes:
            out.raw("<section")
            out.identity(element.id)
            // A named region that Orca announces: its name is what `legible read` says there.
            out.raw(" class=\"legible-footnotes\" role=\"doc-endnotes\"")
            out.attribute("aria-label", element.label ?? "")
            out.raw(">\n<ol>\n")
            return true
        case .footnote:
            out.raw("<li")
            out.identity(element.id)
            out.raw(">")
            writeFootnoteLabel(element)
            out.raw("\n")
            return true
        case .heading, .text:
            writeTextBlock(element, tag: mapping.htmlElement)
        case .codeBlock:
            if out.options.html.contains(.unsafe), let html = element.rawHTML {
                // A `<pre>` read as code: the author's HTML, as for the block's other elements.
                writeRawHTMLBlock(element, html: html, tag: "pre")
            } else {
                writeCode(element)
            }
        case .table:
            writeTable(element)
        case .math:
            writeMath(element, display: true)
        case .separator:
            out.raw("<hr")
            out.identity(element.id)
            out.raw(">\n")
        case .details, .endOfDetails:
            writeDetailsMark(element)
        case .link, .image, .footnoteReference, .tableRow, .tableCell:
            // Written with the text element or table that holds them.
            break
        }
        return false
    }

    private mutating func close(_ element: AccessibilityElement) {
        switch element.role {
        case .document:
            // The outlines the formulas above drew, once each.
            if let mathGlyphs, !mathGlyphs.isEmpty { out.markup(mathGlyphs.svg + "\n") }
            out.raw("</article>\n")
        case .list:
            out.markup("</" + element.roleMapping.htmlElement + ">\n")
        case .listItem:
            out.raw("</li>\n")
        case .blockQuote:
            if element.admonition?.state == .fixed || element.alert != nil {
                out.raw("</div>\n")
            } else {
                out.raw(element.admonition == nil ? "</blockquote>\n" : "</details>\n")
            }
        case .footnotes:
            out.raw("</ol>\n</section>\n")
        case .footnote:
            // The links back to its references end its last paragraph, or stand after it.
            if element.children.last?.isParagraph != true {
                writeBackReferences(of: element)
                out.newline()
            }
            out.raw("</li>\n")
        default:
            break
        }
    }

    /// An alert: a note (ARIA's role for a callout, "a section whose content is parenthetic or
    /// ancillary") named by its visible title, which shows the kind's icon in its color.
    private mutating func writeAlertStart(_ element: AccessibilityElement, _ alert: MarkdownNode.Alert) {
        let kind = alert.rawValue.lowercased()
        let titleID = out.htmlID(element.id) + "-title"
        out.raw("<div")
        out.identity(element.id)
        out.markup(" class=\"legible-alert legible-alert-\(kind)\" role=\"note\"")
        out.attribute("aria-labelledby", titleID)
        out.raw(">\n<p class=\"legible-alert-title\"")
        out.attribute("id", titleID)
        if let language, language != phrases.languageCode { out.attribute("lang", phrases.languageCode) }
        out.raw("><span class=\"legible-alert-icon\" aria-hidden=\"true\"></span>")
        out.text(element.label ?? "")
        out.raw("</p>\n")
    }

    /// An admonition: drawn as the alert closest to its type. A collapsible one (`???`) is a
    /// `details` whose `summary` is its title (open for `???+`), which browsers and screen
    /// readers fold and unfold; a fixed one is a note like an alert, named by its title, or by
    /// its label when the author left the title empty.
    private mutating func writeAdmonitionStart(_ element: AccessibilityElement, _ admonition: MarkdownNode.Admonition) {
        let kind = admonition.drawnAs.rawValue.lowercased()
        let title = admonition.shownTitle
        let titleID = out.htmlID(element.id) + "-title"
        if admonition.state == .fixed {
            out.raw("<div")
            out.identity(element.id)
            out.markup(" class=\"legible-alert legible-alert-\(kind)\" role=\"note\"")
            if title.isEmpty {
                out.attribute("aria-label", element.label ?? "")
                out.raw(">\n")
                return
            }
            out.attribute("aria-labelledby", titleID)
            out.raw(">\n<p class=\"legible-alert-title\"")
        } else {
            out.raw("<details")
            out.identity(element.id)
            out.markup(" class=\"legible-alert legible-alert-\(kind)\"")
            if admonition.state == .expanded { out.raw(" open") }
            out.raw(">\n<summary class=\"legible-alert-title\"")
        }
        out.attribute("id", titleID)
        out.raw("><span class=\"legible-alert-icon\" aria-hidden=\"true\"></span>")
        out.text(title.isEmpty ? admonition.shownType : title)
        out.raw(admonition.state == .fixed ? "</p>\n" : "</summary>\n")
    }

    // MARK: Text

    /// A paragraph or heading with its inlines; raw HTML as the options allow.
    private mutating func writeTextBlock(_ element: AccessibilityElement, tag: String) {
        if let html = element.rawHTML {
            writeRawHTMLBlock(element, html: html, tag: tag)
            return
        }
        out.markup("<" + tag)
        if element.role == .heading, let anchor = anchors?.anchor(of: element) {
            out.attribute("id", anchor)
        } else {
            out.identity(element.id)
        }
        out.raw(">")
        writeAuthorAnchors(of: element)
        if let task = taskState(openedBy: element) { writeCheckbox(task) }
        writeInlines(of: element)
        if element.parent?.role == .footnote, element.parent?.children.last == element {
            out.raw(" ")
            writeBackReferences(of: element.parent!)
        }
        out.markup("</" + tag + ">\n")
    }

    /// A task's checkbox: shows and says its state, which the document, not the reader, sets.
    ///
    /// It is a `span` with ARIA's `checkbox` role and `aria-checked`, drawn by the stylesheet,
    /// not an `<input>`: an input is toggled by Space, by `click()` and by a screen reader's
    /// activation whatever the page does with pointer events, and the ways to stop that,
    /// `disabled` and `aria-readonly`, are both exposed by Chromium as insensitive, which Orca 43
    /// says as "grayed" after every state. A span has no behaviour to stop and is not focusable.
    ///
    /// It stands before the task's text, named "task" (the phrase table's `Phrase.task`):
    /// Orca says a checkbox's name, then "check box", then its state, so the name must not be
    /// the task's text (said before the state, and then again as the text that follows) nor
    /// the state (said twice); with this name Orca says "task, check box, checked" and then the
    /// text, the state first as `legible read` says it. A checkbox needs a name (WCAG 4.1.2;
    /// axe's `aria-toggle-field-name`).
    private mutating func writeCheckbox(_ state: TaskState) {
        out.raw("<span class=\"legible-task\" role=\"checkbox\"")
        out.attribute("aria-checked", state == .checked ? "true" : "false")
        out.attribute("aria-label", phrases.text(.task))
        out.raw("></span>")
    }

    /// The task state of the item a paragraph begins, if it is a task item.
    private func taskState(openedBy element: AccessibilityElement) -> TaskState? {
        // The item's children are listed last, and only for a task item: listing the parent's
        // children for every paragraph made a page of n paragraphs take time in n².
        guard element.isParagraph, let item = element.parent, let state = item.listItem?.taskState,
              item.children.first == element else { return nil }
        return state
    }

    /// A footnote's label as `legible read` says it ("footnote 1"), for screen readers, and its
    /// number as it is seen ("1."), hidden from them: the list's own numbers are not drawn, or
    /// Orca 43 reads "1." where the model says "footnote 1".
    private mutating func writeFootnoteLabel(_ footnote: AccessibilityElement) {
        out.raw("<span class=\"legible-footnote-number\" aria-hidden=\"true\">")
        out.text(String(footnote.footnote?.number ?? 0) + ".")
        out.raw("</span><span class=\"legible-visually-hidden\">")
        out.text(footnote.label ?? "")
        out.raw("</span>")
    }

    /// The links from a footnote back to each reference to it, each named by the model's action
    /// ("Back to reference 1"): the footnote's own label is said where it starts, and was said
    /// again with every link ("Back to reference 1, footnote 1").
    private mutating func writeBackReferences(of footnote: AccessibilityElement) {
        let actions = footnote.actions.filter { $0.kind == .backToReference }
        for (index, action) in actions.enumerated() {
            guard let target = action.target else { continue }
            if index > 0 { out.raw(" ") }
            out.raw("<a class=\"legible-back-reference\" href=\"#")
            out.markup(out.htmlID(target))
            out.raw("\"")
            out.attribute("aria-label", action.name)
            out.raw(">↩")
            if actions.count > 1 { out.markup("<sup>\(index + 1)</sup>") }
            out.raw("</a>")
        }
    }
}
