import LegibleMarkdown

/// One thing a screen reader can find in a document: a heading, a paragraph, a link inside it, a
/// table cell, a formula, a code block, a list and its items.
///
/// Elements are handles into their ``ReadingModel``: cheap to copy, equal when they are the
/// same element of the same model. Their labels and speech are worked out when asked for.
public struct AccessibilityElement: Hashable, Sendable, Identifiable {
    let storage: ReadingModelStorage
    let index: Int32

    var record: ElementRecord { storage.records[Int(index)] }
    private var phrases: PhraseTable { storage.phrases }
    private var spoken: AccessibleText { AccessibleText(phrases: storage.phrases, speaker: storage.speaker) }

    /// Stable across rebuilds while the element's source does not move.
    public var id: ElementID { record.id }
    public var role: AccessibilityRole { record.role }
    /// The syntax node the element stands for (`nil` for the footnotes section).
    public var node: MarkdownNode? { record.node }

    public var parent: AccessibilityElement? { storage.element(record.parent) }

    public var children: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var child = record.firstChild
        while child >= 0 {
            result.append(AccessibilityElement(storage: storage, index: child))
            child = storage.records[Int(child)].next
        }
        return result
    }

    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
    }

    // MARK: What VoiceOver is told

    public var traits: AccessibilityTraits {
        switch role {
        case .text, .codeBlock, .math, .tableCell, .footnote: .staticText
        case .heading: [.staticText, .header]
        case .link, .footnoteReference: .link
        case .image: .image
        default: []
        }
    }

    /// What the element is called: the words VoiceOver speaks first.
    public var label: String? {
        let record = self.record
        switch role {
        case .document:
            return nil
        case .text, .heading, .tableCell:
            let text = accessibleText ?? ""
            return role == .tableCell && text.isEmpty ? phrases.text(.emptyCell) : text
        case .link:
            return node.map { spoken.spoken($0) }
        case .image:
            guard let image else { return nil }
            return image.description.isEmpty ? phrases.text(.unnamedImage) : image.description
        case .math:
            return texSource.map { storage.speaker.speak($0).text }
        case .list:
            return phrases.text(.list, count: Int(record.factA))
        case .listItem:
            return listItemLabel
        case .blockQuote:
            return phrases.text(.quote)
        case .codeBlock:
            return codeLabel
        case .table:
            return phrases.text(.table, [
                "rows": phrases.text(.rowCount, count: Int(record.factA)),
                "columns": phrases.text(.columnCount, count: Int(record.factB)),
            ])
        case .tableRow:
            return phrases.text(.row, ["row": String(record.factA)])
        case .footnoteReference, .footnote:
            return phrases.text(.footnote, ["number": String(record.factA)])
        case .footnotes:
            return phrases.text(.footnotes)
        case .separator:
            return phrases.text(.separator)
        }
    }

    /// The element's content when its label only names it: the code of a code block.
    public var value: String? {
        guard role == .codeBlock, let literal = node?.literal else { return nil }
        return literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
    }

    /// Where a link goes (its host, not the whole URL); an image's title.
    public var hint: String? {
        switch role {
        case .link:
            guard let link else { return nil }
            if link.destination.lowercased().hasPrefix("mailto:"), let address = link.host {
                return phrases.text(.emailLink, ["address": address])
            }
            return link.host ?? phrases.text(.linkWithinDocument)
        case .image:
            return image?.title
        default:
            return nil
        }
    }

    /// For a text element (paragraph, heading, table cell, code block, formula), the string a
    /// screen reader speaks for its text; `nil` for other elements.
    public var accessibleText: String? {
        guard let node else { return nil }
        switch role {
        case .text where node.kind == .htmlBlock:
            return String(decoding: node.withLiteralBytes { HTMLText.visibleText($0) }, as: UTF8.self).collapsingSpaces
        case .text, .heading, .tableCell:
            return spoken.spoken(node)
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
        return spoken.spoken(node, until: end)
    }

    /// How speech should treat the text: source code is read with its punctuation.
    public var textualContext: TextualContext? { role == .codeBlock ? .sourceCode : nil }

    // MARK: Facts

    /// The level (1–6) of a heading.
    public var headingLevel: Int? { role == .heading ? node?.headingLevel : nil }

    public var list: ListFacts? {
        guard role == .list, let attributes = node?.list else { return nil }
        let kind: ListFacts.Kind
        if node?.firstChild?.taskState != nil {
            kind = .task
        } else {
            kind = attributes.isOrdered ? .ordered : .bullet
        }
        return ListFacts(kind: kind, itemCount: Int(record.factA), depth: Int(record.factB))
    }

    public var listItem: ListItemFacts? {
        guard role == .listItem, let parent, let listRecord = parent.list else { return nil }
        var number: Int?
        if case .ordered(let start, _) = parent.node?.list?.kind { number = start + Int(record.factA) - 1 }
        return ListItemFacts(position: Int(record.factA), count: listRecord.itemCount, depth: Int(record.factB),
                             number: number, taskState: node?.taskState)
    }

    public var table: TableFacts? {
        role == .table ? TableFacts(rowCount: Int(record.factA), columnCount: Int(record.factB)) : nil
    }

    public var tableCell: TableCellFacts? {
        guard role == .tableCell else { return nil }
        let record = self.record
        let header = record.factC >= 0 ? [storage.records[Int(record.factC)].id] : []
        return TableCellFacts(row: Int(record.factA), column: Int(record.factB), isHeader: record.factA == 1,
                              alignment: node?.columnAlignment ?? .none, headerCells: header)
    }

    /// What a cell says when VoiceOver moves across its row: its column header and its text
    /// ("Age, 31").
    public var announcementAcrossRow: String? {
        guard let cell = tableCell, !cell.isHeader, let label else { return nil }
        guard let header = storage.element(record.factC)?.label else { return label }
        return phrases.text(.cellAcrossRow, ["header": header, "value": label])
    }

    /// What a cell says when VoiceOver moves down its column: its row and its text ("row 3, 27").
    public var announcementDownColumn: String? {
        guard let cell = tableCell, let label else { return nil }
        return phrases.text(.cellDownColumn, ["row": phrases.text(.row, ["row": String(cell.row)]), "value": label])
    }

    public var code: CodeFacts? {
        guard role == .codeBlock else { return nil }
        return CodeFacts(language: CodeLanguage.displayName(infoString: node?.info), lineCount: Int(record.factA))
    }

    public var image: ImageFacts? {
        guard role == .image, let node else { return nil }
        return ImageDescription.facts(of: node)
    }

    public var link: LinkFacts? {
        guard role == .link, let node else { return nil }
        return LinkDescription.facts(of: node)
    }

    public var math: MathFacts? {
        guard role == .math, let node else { return nil }
        return MathFacts(tex: texSource ?? "", isDisplay: node.isDisplayMath)
    }

    public var footnote: FootnoteFacts? {
        guard role == .footnote || role == .footnoteReference, let node else { return nil }
        let references: [ElementID]
        if role == .footnote {
            references = node.footnoteReferences.map { ElementID(role: .footnoteReference, sourceOffset: $0.sourceOffsets.lowerBound) }
        } else {
            references = []
        }
        return FootnoteFacts(number: Int(record.factA), label: node.footnoteLabel ?? "",
                             occurrence: role == .footnoteReference ? Int(record.factB) : nil, references: references)
    }

    // MARK: Actions

    public var actions: [ElementAction] {
        switch role {
        case .codeBlock:
            return [ElementAction(kind: .copyCode, name: phrases.text(.copyCodeAction), payload: value ?? "", target: nil)]
        case .link:
            return [ElementAction(kind: .openLink, name: phrases.text(.openLinkAction), payload: node?.destination, target: nil)]
        case .math:
            return [ElementAction(kind: .showTeXSource, name: phrases.text(.showTeXSourceAction), payload: texSource, target: nil)]
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

    /// The element's text in ``ReadingModel/text``.
    public var textRange: Range<String.Index> {
        let text = storage.text
        let start = text.utf8.index(text.startIndex, offsetBy: Int(record.textStart))
        let end = text.utf8.index(start, offsetBy: Int(record.textEnd - record.textStart))
        return start..<end
    }

    /// The element's text in ``ReadingModel/text`` in UTF-16 code units, as `NSRange` counts.
    public var utf16Range: Range<Int> { Int(record.utf16Start)..<Int(record.utf16End) }

    /// The element's text in ``ReadingModel/text`` in UTF-8 bytes.
    public var utf8Range: Range<Int> { Int(record.textStart)..<Int(record.textEnd) }

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
        return storage.element(storage.textElements[Int(order) - 1])
    }

    /// The text element after this one in reading order.
    public var nextTextElement: AccessibilityElement? {
        let order = record.textOrder
        guard order >= 0, Int(order) + 1 < storage.textElements.count else { return nil }
        return storage.element(storage.textElements[Int(order) + 1])
    }

    /// A formula's TeX as written (a math block's without its final line break).
    var texSource: String? {
        guard role == .math, let literal = node?.literal else { return nil }
        return literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
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
        return parts.joined(separator: ", ")
    }

    private var codeLabel: String {
        guard let code else { return "" }
        let lines = phrases.text(.lineCount, count: code.lineCount)
        guard let language = code.language else { return phrases.text(.codeBlockWithoutLanguage, ["lines": lines]) }
        return phrases.text(.codeBlock, ["language": language, "lines": lines])
    }
}
