import LegibleMarkdown

/// One thing a screen reader can find in a document: a heading, a paragraph, a link inside it, a
/// table cell, a formula, a code block, a list and its items.
///
/// Elements are handles into their ``ReadingModel``: cheap to copy, equal when they are the
/// same element of the same model. Their labels and speech are worked out when asked for; a
/// formula's speech is worked out once and kept.
///
/// ```swift
/// let heading = model.elements(.heading)[0]
/// heading.label          // "Mean and spread"
/// heading.headingLevel   // 2
/// heading.traits         // [.staticText, .header]
/// heading.utf16Range     // where its text is in model.text, as NSRange counts
/// ```
public struct AccessibilityElement: Hashable, Sendable, Identifiable {
    let storage: ReadingModelStorage
    let index: Int32
    /// Where the storage's text starts in the document's text: zero in a whole document's model;
    /// for an element of a streamed update, where its segment's text starts.
    let base: TextBase

    init(storage: ReadingModelStorage, index: Int32, base: TextBase = .zero) {
        self.storage = storage
        self.index = index
        self.base = base
    }

    var record: ElementRecord { storage.record(index) }
    var phrases: PhraseTable { storage.phrases }
    private func element(_ index: Int32) -> AccessibilityElement? {
        index < 0 ? nil : AccessibilityElement(storage: storage, index: index, base: base)
    }

    /// Stable across rebuilds while the element's source does not move.
    public var id: ElementID { record.id }
    /// What the element is.
    public var role: AccessibilityRole { record.role }
    /// The syntax node the element stands for (`nil` for the footnotes section).
    public var node: MarkdownNode? { record.node }

    /// The element that contains it; `nil` for the document.
    public var parent: AccessibilityElement? { element(record.parent) }

    /// The elements it contains, in reading order.
    public var children: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var child = record.firstChild
        while child >= 0 {
            result.append(AccessibilityElement(storage: storage, index: child, base: base))
            child = storage.record(child).next
        }
        return result
    }

    /// The elements it contains after the one whose identity is `child`, in reading order,
    /// found from its last child back: what a streamed table added after the rows it had, at
    /// the cost of those. `nil` when no child has that identity.
    public func children(after child: ElementID) -> [AccessibilityElement]? {
        var result: [AccessibilityElement] = []
        var index = record.lastChild
        while index >= 0 {
            let record = storage.record(index)
            if record.id == child { return result.reversed() }
            result.append(AccessibilityElement(storage: storage, index: index, base: base))
            index = record.previous
        }
        return nil
    }

    /// The first element it contains, if any.
    var firstChild: AccessibilityElement? { element(record.firstChild) }

    /// The element after it in its parent, if any.
    var nextSibling: AccessibilityElement? { element(record.next) }

    /// Whether two handles stand for the same element of the same model.
    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index && lhs.base == rhs.base
    }

    /// Hashes the handle's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
        hasher.combine(base.utf8)
    }

    // MARK: What VoiceOver is told

    /// How the element is exposed in accessible HTML, UIKit and AppKit: the row of the
    /// documented role mapping for its role and facts (a level-2 heading is `h2`).
    public var roleMapping: RoleMapping {
        let variant: RoleMapping.Variant
        switch role {
        case .heading: variant = .heading(level: min(6, max(1, headingLevel ?? 1)))
        case .list: variant = node?.list?.isOrdered == true ? .orderedList : .standard
        case .tableCell: variant = record.row == 1 ? .headerCell : .standard
        case .blockQuote: variant = alert == nil && admonition == nil ? .standard : .alert
        default: variant = .standard
        }
        return RoleMapping(role: role, variant: variant) ?? RoleMapping(role: .text)!
    }

    /// Its UIKit traits, from its ``roleMapping``.
    public var traits: ElementTraits { roleMapping.traits }

    /// What the element is called: the words VoiceOver speaks first.
    public var label: String? {
        let record = self.record
        switch role.kind {
        case .document:
            return nil
        case .text, .heading, .tableCell:
            let text = accessibleText ?? ""
            return role == .tableCell && text.isEmpty ? phrases.text(.emptyCell) : text
        case .link where isReadFromRawHTML:
            return textReadFromRawHTML
        case .link:
            return node.map { AccessibleText(storage).spoken($0).text }
        case .image:
            guard let image, let node else { return nil }
            if image.description.isEmpty { return phrases.text(.unnamedImage) }
            return image.lacksDescription ? image.description : AccessibleText(storage).spokenDescription(of: node)
        case .math:
            return texSource.map { storage.spokenFormula($0).text }
        case .list:
            return phrases.text(.list, count: Int(record.itemCount))
        case .listItem:
            return listItemLabel
        case .blockQuote:
            if let admonition { return admonitionLabel(admonition) }
            return alert.map { phrases.text($0.title) } ?? phrases.text(.quote)
        case .codeBlock:
            return codeLabel
        case .table:
            return phrases.text(.table, [
                "rows": phrases.text(.rowCount, count: Int(record.rowCount)),
                "columns": phrases.text(.columnCount, count: Int(record.columnCount)),
            ])
        case .tableRow:
            return phrases.text(.row, ["row": String(record.row)])
        case .footnoteReference, .footnote:
            return phrases.text(.footnote, ["number": String(record.footnoteNumber)])
        case .footnotes:
            return phrases.text(.footnotes)
        case .separator:
            return phrases.text(.separator)
        case .details:
            // "details, Installation notes": what it is, then its name.
            let name = textReadFromRawHTML
            return name.isEmpty ? phrases.text(.details) : phrases.text(.details) + phrases.text(.clauseSeparator) + name
        case .endOfDetails:
            return phrases.text(.endOfDetails)
        }
    }

    /// The element's content when its label only names it: the code of a code block.
    public var value: String? {
        guard role == .codeBlock, node != nil else { return nil }
        // The model's text: the code without its final line break (a `<pre>`'s without the
        // tags), with the warnings about what it hides said.
        return renderedText(warnings: .spoken)
    }

    /// The language of what the element says (`"de"`): the phrase table's, except for a formula
    /// read as math, whose speech is in the language the math speaker has (English where it has
    /// no table for the phrase table's language). A view sets it as the element's speech
    /// language (`accessibilityLanguage`).
    public var language: String { math?.isReadable == true ? storage.mathLanguage : phrases.languageCode }

    /// The stretches of ``label`` in another language than ``language``: the formulas in a
    /// paragraph, a heading, a table cell or a link whose speech falls back to another language.
    /// Empty when the label is all in one language.
    public var languageRuns: [LanguageRun] {
        guard storage.mathLanguage != phrases.languageCode, role != .math else { return [] }
        return spokenLabel.languageRuns
    }

    /// ``label`` with its language runs (for a formula, one run over all of it when its speech
    /// is not in the phrase table's language).
    var spokenLabel: SpokenText {
        switch role {
        case .math:
            return texSource.map { storage.spokenFormula($0) } ?? SpokenText("")
        case .text, .heading, .tableCell, .link:
            guard let node, !isReadFromRawHTML else { return SpokenText(label ?? "") }
            let spoken = AccessibleText(storage).spoken(node)
            return role == .tableCell && spoken.text.isEmpty ? SpokenText(phrases.text(.emptyCell)) : spoken
        default:
            return SpokenText(label ?? "")
        }
    }

    /// Details a listener asks for rather than hears every time ("More Content" in VoiceOver):
    /// where a link goes, a code block's language and line count, an image's title, the TeX of
    /// a formula that cannot be read as math.
    public var customContent: [CustomContent] { customContent(link: link) }

    /// ``customContent`` from the element's ``link`` facts, worked out once by the caller
    /// (reading a link's address is most of what a link element costs to build).
    func customContent(link: LinkFacts?) -> [CustomContent] {
        switch role {
        case .link:
            guard let link else { return [] }
            let destination: String
            if link.destination.lowercased().hasPrefix("mailto:"), let address = link.host {
                destination = phrases.text(.emailLink, ["address": address])
            } else if link.hostIsLookAlike, let host = link.host {
                destination = phrases.text(.lookAlikeAddress, ["host": host])
            } else {
                destination = link.host ?? phrases.text(.linkWithinDocument)
            }
            return [CustomContent(label: phrases.text(.destinationContent), value: destination)]
        case .codeBlock:
            guard let code else { return [] }
            let lines = CustomContent(label: phrases.text(.lineCountContent), value: String(code.lineCount))
            guard let language = code.language else { return [lines] }
            return [CustomContent(label: phrases.text(.languageContent), value: language), lines]
        case .image:
            guard let title = image?.title else { return [] }
            return [CustomContent(label: phrases.text(.titleContent), value: title)]
        case .math:
            guard let math, !math.isReadable else { return [] }
            return [CustomContent(label: phrases.text(.texContent), value: math.tex)]
        default:
            return []
        }
    }

    /// For a text element (paragraph, heading, table cell, code block, formula), the string a
    /// screen reader speaks for its text; `nil` for other elements.
    public var accessibleText: String? {
        guard let node else { return nil }
        switch role {
        case .text where isReadFromRawHTML, .heading where isReadFromRawHTML, .details:
            return textReadFromRawHTML
        case .text, .heading, .tableCell:
            return AccessibleText(storage).spoken(node).text
        case .codeBlock:
            return value
        case .math:
            return label
        default:
            return nil
        }
    }

    /// The spoken text of a text element's inlines that start before source offset `end`.
    func spokenText(until end: Int?) -> String {
        guard let node else { return "" }
        return AccessibleText(storage).spoken(node, until: end).text
    }

    /// How speech should treat the text: source code is read with its punctuation.
    public var textualContext: TextualContext? { role == .codeBlock ? .sourceCode : nil }

    // MARK: Facts

    /// The level (1–6) of a heading.
    public var headingLevel: Int? {
        guard role == .heading else { return nil }
        return isReadFromRawHTML ? Int(record.htmlHeadingLevel) : node?.headingLevel
    }

    /// A list's kind, size and depth.
    public var list: ListFacts? {
        guard role == .list, let attributes = node?.list else { return nil }
        let kind: ListFacts.Kind
        if node?.firstChild?.taskState != nil {
            kind = .task
        } else {
            kind = attributes.isOrdered ? .ordered : .bullet
        }
        var start: Int?
        var delimiter: ListAttributes.Delimiter?
        if case .ordered(let first, let after) = attributes.kind { (start, delimiter) = (first, after) }
        return ListFacts(kind: kind, itemCount: Int(record.itemCount), depth: Int(record.depth), isTight: attributes.isTight,
                         start: start, delimiter: delimiter)
    }

    /// A list item's place in its list, number and checkbox.
    public var listItem: ListItemFacts? {
        guard role == .listItem, let parent, let listRecord = parent.list else { return nil }
        let number = listRecord.start.map { $0 + Int(record.position) - 1 }
        return ListItemFacts(position: Int(record.position), count: listRecord.itemCount, depth: Int(record.depth),
                             number: number, taskState: node?.taskState)
    }

    /// For a block quote that is a GitHub alert, which kind; its ``label`` is the kind's title
    /// ("Warning") and its role mapping the ``RoleMapping/Variant/alert`` variant.
    public var alert: MarkdownNode.Alert? { role == .blockQuote ? node?.alert : nil }

    /// For a block quote that is an MkDocs admonition, its type, title and folding; its
    /// ``label`` is its type and title ("Note: Definition"), its role mapping that of an alert.
    public var admonition: MarkdownNode.Admonition? { role == .blockQuote ? node?.admonition : nil }

    /// The type alone when the title is missing, empty or the type itself: the author's words,
    /// so nothing in English is added but the phrase table's punctuation.
    private func admonitionLabel(_ admonition: MarkdownNode.Admonition) -> String {
        let type = admonition.shownType
        let title = admonition.shownTitle
        return title.isEmpty || title == type ? type : phrases.text(.admonition, ["type": type, "title": title])
    }

    /// A table's size.
    public var table: TableFacts? {
        role == .table ? TableFacts(rowCount: Int(record.rowCount), columnCount: Int(record.columnCount)) : nil
    }

    /// A table cell's row, column, alignment and header cells.
    public var tableCell: TableCellFacts? {
        guard role == .tableCell else { return nil }
        let record = self.record
        let header = record.columnHeaderRecord >= 0 ? [storage.record(record.columnHeaderRecord).id] : []
        return TableCellFacts(row: Int(record.row), column: Int(record.column), isHeader: record.row == 1,
                              alignment: node?.columnAlignment ?? .none, headerCells: header)
    }

    /// What a cell says when VoiceOver moves across its row: its column header and its text
    /// ("Age, 31").
    public var announcementAcrossRow: String? {
        guard let cell = tableCell, !cell.isHeader, let label else { return nil }
        guard let header = columnHeader?.label else { return label }
        return phrases.text(.cellAcrossRow, ["header": header, "value": label])
    }

    /// The header cell of a body cell's column.
    var columnHeader: AccessibilityElement? { role == .tableCell && record.row != 1 ? element(record.columnHeaderRecord) : nil }

    /// What a cell says when VoiceOver moves down its column: its row and its text ("row 3, 27").
    public var announcementDownColumn: String? {
        guard let cell = tableCell, let label else { return nil }
        return phrases.text(.cellDownColumn, ["row": phrases.text(.row, ["row": String(cell.row)]), "value": label])
    }

    /// A code block's language, named in the model's language, and line count.
    public var code: CodeFacts? {
        guard role == .codeBlock else { return nil }
        let identifier = node?.language
        let language = CodeLanguage.displayName(language: identifier, phrases: phrases).map { ContentWarning.revealing($0, warns: storage.warns, phrases: phrases) }
        return CodeFacts(language: language, languageIdentifier: identifier,
                         lineCount: Int(record.lineCount))
    }

    /// Whether a text element is a paragraph, rather than the text of an HTML block: only a
    /// paragraph can hold a task item's checkbox or end a footnote with its links back.
    public var isParagraph: Bool { role == .text && node?.kind == .paragraph }

    /// The raw HTML of the HTML block a paragraph, heading, code block (`<pre>`) or disclosure
    /// group's mark was read out of, as the author wrote it, for a front end that passes raw
    /// HTML through when asked to (once per block: see `continuesRawHTMLBlock`); `nil` for
    /// other elements. Its ``accessibleText`` is what a reader hears of it: its text without
    /// the tags.
    public var rawHTML: String? { !isInline && node?.kind == .htmlBlock ? node?.literal : nil }

    /// An image's description, source and title.
    public var image: ImageFacts? {
        guard role == .image, let node else { return nil }
        return ImageDescription.facts(of: node, storage: storage)
    }

    /// Where a link goes.
    public var link: LinkFacts? {
        guard role == .link, let node else { return nil }
        if isReadFromRawHTML {
            let destination = HTMLText.followableDestination(HTMLText.attributes(ofTagAt: Int(record.tagStart)..<Int(record.tagEnd), in: node)) ?? ""
            return LinkDescription.facts(text: renderedText(warnings: .omitted), destination: destination, style: .written, title: nil, warns: storage.warns)
        }
        return LinkDescription.facts(of: node, storage: storage)
    }

    /// A formula's TeX, whether it is displayed on its own, and whether it reads as math.
    public var math: MathFacts? {
        guard role == .math, let node else { return nil }
        let tex = texSource ?? ""
        // TeX that hides characters is shown with warnings in their place and read as not
        // understood: no output gets the hidden characters, nor a reading they would change.
        guard storage.warns, ContentWarning.hides(tex) else {
            return MathFacts(formula: storage.reading(tex).formula, isDisplay: node.isDisplayMath)
        }
        let revealed = ContentWarning.revealing(tex, warns: true, phrases: phrases)
        return MathFacts(formula: storage.reading(revealed).formula, isDisplay: node.isDisplayMath, hidesCharacters: true)
    }

    /// A footnote's or footnote reference's number and label, and a footnote's references.
    public var footnote: FootnoteFacts? {
        guard role == .footnote || role == .footnoteReference, let node else { return nil }
        let references: [ElementID]
        if role == .footnote {
            references = node.footnoteReferences.map { ElementID(role: .footnoteReference, sourceOffset: $0.sourceOffsets.lowerBound) }
        } else {
            references = []
        }
        return FootnoteFacts(number: Int(record.footnoteNumber), label: node.footnoteLabel ?? "",
                             occurrence: role == .footnoteReference ? Int(record.occurrence) : nil, references: references)
    }

    // MARK: Actions

    /// What a user can do with the element, as VoiceOver custom actions.
    public var actions: [ElementAction] { actions(link: link) }

    /// ``actions`` from the element's ``link`` facts, worked out once by the caller.
    func actions(link: LinkFacts?) -> [ElementAction] {
        switch role {
        case .codeBlock:
            return [ElementAction(kind: .copyCode, name: phrases.text(.copyCodeAction), payload: String(renderedText), target: nil)]
        case .image:
            // A remote image, which a view loads only when its policy or the reader allows.
            guard let source = image?.source, case .ask(_, let host) = ImagePolicy.ask.decision(for: source) else { return [] }
            return [ElementAction(kind: .loadImage, name: phrases.text(.loadImageAction, ["host": host]), payload: source, target: nil)]
        case .link:
            // Where an in-document link (`#setup`) leads depends on the whole document, headings
            // that arrive later in a stream included, so a front end asks the model's
            // anchorTargets() when the action is taken; the element holds only the destination.
            return [ElementAction(kind: .openLink, name: phrases.text(.openLinkAction), payload: link?.destination, target: nil)]
        case .math:
            return [ElementAction(kind: .showTeXSource, name: phrases.text(.showTeXSourceAction), payload: math?.tex, target: nil)]
        case .footnoteReference:
            guard let definition = node?.footnoteDefinition else { return [] }
            return [ElementAction(kind: .goToFootnote, name: phrases.text(.goToFootnoteAction), payload: nil,
                                  target: ElementID(role: .footnote, sourceOffset: definition.sourceOffsets.lowerBound))]
        case .footnote:
            return (footnote?.references ?? []).enumerated().map { occurrence, reference in
                ElementAction(kind: .backToReference, name: phrases.text(.backToReferenceAction, ["number": String(occurrence + 1)]),
                              payload: nil, target: reference)
            }
        default:
            return []
        }
    }

    // MARK: Where it is

    /// Where the element's source is in the document.
    public var sourceRange: SourceRange? { node?.sourceRange }

    /// The element's text in the document's rendered text (``ReadingModel/text``), in UTF-16
    /// code units, as `NSRange` counts.
    public var utf16Range: Range<Int> { Int(base.utf16 + record.utf16Start)..<Int(base.utf16 + record.utf16End) }

    /// The element's text in the document's rendered text, in UTF-8 bytes.
    public var utf8Range: Range<Int> { Int(base.utf8 + record.textStart)..<Int(base.utf8 + record.textEnd) }

    /// Whether the element lies inside a text element's text (a link, an image, in-line math, a
    /// footnote reference) rather than being a block of its own.
    public var isInline: Bool {
        switch role {
        case .link, .image, .footnoteReference: true
        case .math: node?.kind == .math
        default: false
        }
    }

    /// Whether this is a text element: one that holds text a reader moves through by line,
    /// word and character (paragraph, heading, table cell, code block, display formula).
    public var isTextElement: Bool { record.textOrder >= 0 }

    /// The text element before this one in reading order, where reading by line continues.
    public var previousTextElement: AccessibilityElement? {
        let order = record.textOrder
        guard order > 0 else { return nil }
        return element(storage.textElements[Int(order) - 1])
    }

    /// The text element after this one in reading order.
    public var nextTextElement: AccessibilityElement? {
        let order = record.textOrder
        guard order >= 0, Int(order) + 1 < storage.textElements.count else { return nil }
        return element(storage.textElements[Int(order) + 1])
    }

    /// Whether the element was read out of raw HTML (a paragraph or heading of an HTML block, a
    /// link an `<a href>` opens): its words are its text in the model, not its node's inlines.
    package var isReadFromRawHTML: Bool { node?.kind == .htmlBlock || node?.kind == .inlineHTML }

    /// The words of an element read out of raw HTML: its text, white space collapsed, without
    /// the attachment characters of images in it, its warnings as they are said.
    private var textReadFromRawHTML: String {
        let attachment = Character(Unicode.Scalar(0xFFFC)!)
        return renderedText(warnings: .spoken).filter { $0 != attachment }.collapsingSpaces
    }

    /// How ``renderedText(warnings:)`` gives the model's warnings.
    enum WarningForm {
        /// As they are said: without their brackets.
        case spoken
        /// Not at all: the author's text alone, as a link's is compared with its destination.
        case omitted
    }

    /// The element's rendered text with the warnings the model added in it (``ContentWarning``)
    /// said or left out.
    func renderedText(warnings form: WarningForm) -> String {
        let start = Int(record.textStart)
        let end = Int(record.textEnd)
        let spans = storage.inlineSpans
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if Int(spans[middle].utf8Start) < start { low = middle + 1 } else { high = middle }
        }
        let warnings = spans[low...].prefix { Int($0.utf8Start) < end }.filter { $0.kind == .warning && Int($0.utf8End) <= end }
        guard !warnings.isEmpty else { return String(renderedText) }
        let bytes = storage.withTextBytes(in: start..<end) { Array($0) }
        var result: [UInt8] = []
        var position = 0
        let opening = ContentWarning.opening.utf8.count
        let closing = ContentWarning.closing.utf8.count
        for span in warnings {
            let spanStart = Int(span.utf8Start) - start
            let spanEnd = Int(span.utf8End) - start
            result += bytes[position..<spanStart]
            if form == .spoken {
                result.append(UInt8(ascii: " "))
                result += bytes[(spanStart + opening)..<(spanEnd - closing)]
                result.append(UInt8(ascii: " "))
            }
            position = spanEnd
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The element's text in the model's rendered text (at ``utf8Range``).
    package var renderedText: Substring {
        storage.withTextBytes(in: Int(record.textStart)..<Int(record.textEnd)) { Substring(decoding: $0, as: UTF8.self) }
    }

    /// Whether the element is read out of the same raw HTML block as the element before it: a
    /// page that passes raw HTML through writes the block once, with the first.
    package var continuesRawHTMLBlock: Bool {
        guard node?.kind == .htmlBlock, record.previous >= 0 else { return false }
        return storage.record(record.previous).node == node
    }

    /// A formula's TeX as written (a math block's without its final line break).
    var texSource: String? {
        guard role == .math, let literal = node?.literal else { return nil }
        return literal.withoutFinalLineBreak
    }

    // MARK: Composite labels

    private var listItemLabel: String {
        guard let item = listItem else { return "" }
        var parts: [String] = []
        if let number = item.number {
            parts.append(phrases.text(.itemNumber, ["number": String(number)]))
        } else {
            parts.append(phrases.text(.bullet))
        }
        switch item.taskState {
        case .checked: parts.append(phrases.text(.checked))
        case .unchecked: parts.append(phrases.text(.unchecked))
        case nil: break
        }
        parts.append(phrases.text(.positionInList, ["position": String(item.position), "count": String(item.count)]))
        return parts.joined(separator: phrases.text(.clauseSeparator))
    }

    private var codeLabel: String {
        guard let code else { return "" }
        let lines = phrases.text(.lineCount, count: code.lineCount)
        guard let language = code.language else { return phrases.text(.codeBlockWithoutLanguage, ["lines": lines]) }
        return phrases.text(.codeBlock, ["language": language, "lines": lines])
    }
}

extension String {
    /// Without its last character if that is a line feed. Dropped as a byte: `dropLast()` on a
    /// string walks every character from the start to find the last.
    fileprivate var withoutFinalLineBreak: String {
        hasSuffix("\n") ? String(decoding: utf8[..<utf8.index(before: utf8.endIndex)], as: UTF8.self) : self
    }
}

/// An offset in a rendered text, in UTF-8 and UTF-16 code units.
struct TextBase: Hashable, Sendable {
    var utf8: Int32
    var utf16: Int32

    static let zero = TextBase(utf8: 0, utf16: 0)

    /// The place `length` further on.
    func advanced(by length: TextBase) -> TextBase {
        TextBase(utf8: utf8 + length.utf8, utf16: utf16 + length.utf16)
    }
}
