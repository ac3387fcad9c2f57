/// A place VoiceOver stops at when a reader swipes through a paragraph or heading that holds
/// links, images, formulas or footnote references: a stretch of its text, or one of those.
///
/// Such a text element is read as its stops, in order, as Safari reads a web page: every
/// character is heard once, a link is heard where it is, as a link, and is a target of its own
/// (activated with a double tap, scanned to by Switch Control, named by Voice Control: "Tap the
/// docs"); a formula is heard as math where it stands.
///
/// ```swift
/// let paragraph = model.elements(.text)[0]   // "Read [the docs](https://example.com) and $x$."
/// paragraph.readingStops                     // [.text("Read"), .element(link), .text("and"),
///                                            //  .element(formula), .text(".")]
/// ```
public enum ReadingStop: Hashable, Sendable {
    /// A stretch of the element's text between the elements in it.
    case text(TextRun)
    /// A link, image, formula or footnote reference in the element's text.
    case element(AccessibilityElement)
}

/// A stretch of a text element's text between the links, images, formulas and footnote
/// references in it, and what is said for it.
public struct TextRun: Hashable, Sendable {
    /// Which stretch of its element it is, counted from 0 (empty stretches, which are not
    /// stops, counted too): a view keeps one object per stretch while an answer streams in.
    public var index: Int
    /// What is said for it: its text as a screen reader speaks it.
    public var label: String
    /// Stretches of ``label`` in another language than the element's (see ``LanguageRun``).
    public var languageRuns: [LanguageRun]
    /// Where it is in the document's rendered text (``ReadingModel/text``), in UTF-16 code units.
    public var utf16Range: Range<Int>
}

extension AccessibilityElement {
    /// The stops a paragraph or heading is read as, when it holds links, images, formulas or
    /// footnote references; `nil` for an element read as one stop.
    ///
    /// A table cell is read whole even then: VoiceOver's table navigation reads a cell as one
    /// element with its column header, and the things in it are reached by the rotors.
    public var readingStops: [ReadingStop]? {
        guard role == .text || role == .heading, let node else { return nil }
        let inline = children.filter(\.isInline)
        guard !inline.isEmpty else { return nil }
        if isReadFromRawHTML || inline.contains(where: \.isReadFromRawHTML) { return stopsCutFromText(at: inline) }
        var stops: [ReadingStop] = []
        var start = utf16Range.lowerBound
        var index = 0
        func addText(_ spoken: SpokenText, until end: Int) {
            if !spoken.text.isEmpty {
                stops.append(.text(TextRun(index: index, label: spoken.text, languageRuns: spoken.languageRuns, utf16Range: start..<end)))
            }
            index += 1
        }
        var pendingText = SpokenText("")
        for piece in AccessibleText(storage).pieces(node) {
            // Every piece cut out is a child of the element; were one not, it is read as text.
            guard let cut = piece.element, let element = inline.first(where: { $0.node == cut }) else {
                pendingText = SpokenText.joined([pendingText, piece.text].filter { !$0.text.isEmpty }, separator: " ")
                continue
            }
            addText(pendingText, until: element.utf16Range.lowerBound)
            stops.append(.element(element))
            start = element.utf16Range.upperBound
            pendingText = SpokenText("")
        }
        addText(pendingText, until: utf16Range.upperBound)
        return stops
    }

    /// The stops of an element whose links were read out of raw HTML, which its syntax tree does
    /// not hold as links: its rendered text cut at its inline elements, each stretch said as it
    /// reads (white space collapsed, images' attachment characters left out).
    private func stopsCutFromText(at inline: [AccessibilityElement]) -> [ReadingStop] {
        let text = Array(renderedText.utf8)
        let origin = utf8Range.lowerBound
        let attachment = Character(Unicode.Scalar(0xFFFC)!)
        var stops: [ReadingStop] = []
        var index = 0
        var start = (utf8: utf8Range.lowerBound, utf16: utf16Range.lowerBound)
        func addText(until end: (utf8: Int, utf16: Int)) {
            let said = String(decoding: text[(start.utf8 - origin)..<(end.utf8 - origin)], as: UTF8.self).filter { $0 != attachment }.collapsingSpaces
            if !said.isEmpty { stops.append(.text(TextRun(index: index, label: said, languageRuns: [], utf16Range: start.utf16..<end.utf16))) }
            index += 1
        }
        for element in inline {
            addText(until: (element.utf8Range.lowerBound, element.utf16Range.lowerBound))
            stops.append(.element(element))
            start = (element.utf8Range.upperBound, element.utf16Range.upperBound)
        }
        addText(until: (utf8Range.upperBound, utf16Range.upperBound))
        return stops
    }
}
