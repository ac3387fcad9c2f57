public import LegibleAccessibility
public import LegibleRendering

/// The text an accessibility element reads by line, word and character: all of its model
/// element's (a paragraph, heading, code block, cell), or a stretch of a paragraph read as
/// stops (`ReadingStop`). The screen readers' text questions (the line a character is on, a
/// line's range, the words of a range, where a range is drawn, what is on screen) are answered
/// here from the layout, in offsets from the element's first character, for every view.
///
/// ```swift
/// let text = ElementText.element(paragraph.id)
/// core.line(of: text, atOffset: 40)        // 1: the second line
/// core.range(of: text, line: 1)            // 32..<64
/// core.spokenText(of: text, in: 0..<5)     // "Compo"
/// ```
public enum ElementText: Hashable, Sendable {
    /// All of an element's text.
    case element(ElementID)
    /// A stretch of the document's text (UTF-16 offsets).
    case stretch(Range<Int>)
}

extension MarkdownViewCore {
    /// Where the text is in the document's, in UTF-16 offsets.
    public func utf16Range(of text: ElementText) -> Range<Int>? {
        switch text {
        case .element(let id): styledDocument.utf16Range(of: id)
        case .stretch(let range): range
        }
    }

    /// The lines (indices of the layout's) the text is on.
    public func lineIndices(of text: ElementText) -> Range<Int> {
        let layout = documentLayout
        switch text {
        case .element(let id):
            return layout.lineIndices(of: id)
        case .stretch(let range):
            guard let first = layout.lineIndex(containingUTF16: range.lowerBound),
                  let last = layout.lineIndex(containingUTF16: max(range.lowerBound, range.upperBound - 1)) else { return 0..<0 }
            return first..<last + 1
        }
    }

    /// The line, counted from the text's first from 0, the character at `offset` is on.
    public func line(of text: ElementText, atOffset offset: Int) -> Int? {
        guard let start = utf16Range(of: text)?.lowerBound, let line = documentLayout.caretLineIndex(atUTF16: start + offset) else { return nil }
        return line - lineIndices(of: text).lowerBound
    }

    /// The part of the text on a line counted from its first from 0 (a stretch may start or end
    /// inside a line); `nil` past its lines.
    public func range(of text: ElementText, line: Int) -> Range<Int>? {
        let lines = lineIndices(of: text)
        guard let whole = utf16Range(of: text), line >= 0, line < lines.count else { return nil }
        let range = documentLayout.line(at: lines.lowerBound + line).utf16Range.clamped(to: whole)
        return range.lowerBound - whole.lowerBound..<range.upperBound - whole.lowerBound
    }

    /// A part of the text as it is read (formulas spoken, images described); `nil` for a part
    /// outside it.
    public func spokenText(of text: ElementText, in part: Range<Int>) -> String? {
        guard let whole = utf16Range(of: text), part.lowerBound >= 0, whole.lowerBound + part.upperBound <= whole.upperBound else { return nil }
        return styledDocument.spokenText(utf16Range: whole.lowerBound + part.lowerBound..<whole.lowerBound + part.upperBound)
    }

    /// Where a part of the text is drawn, as one rectangle around its lines' pieces.
    public func frame(of text: ElementText, in part: Range<Int>) -> LayoutRect? {
        guard let start = utf16Range(of: text)?.lowerBound else { return nil }
        let rects = documentLayout.selectionRects(forUTF16: start + part.lowerBound..<start + part.upperBound)
        return rects.first.map { rects.dropFirst().reduce($0) { $0.union($1) } }
    }

    /// Where a screen reader clicks an element that does not press itself: the text's first
    /// character in no link (`DocumentLayout/activationPoint(ofUTF16:)`), not the middle of
    /// its frame, which can be a link inside it; `nil` when it has no such character.
    public func activationPoint(of text: ElementText) -> LayoutPoint? {
        utf16Range(of: text).flatMap(documentLayout.activationPoint(ofUTF16:))
    }

    /// The part of the text on screen, between `top` and `bottom` (layout coordinates): the whole
    /// of the lines there; `nil` when none is.
    public func visiblePart(of text: ElementText, top: Double, bottom: Double) -> Range<Int>? {
        guard let whole = utf16Range(of: text),
              let shown = documentLayout.visibleUTF16Range(of: whole, lines: lineIndices(of: text), top: top, bottom: bottom) else { return nil }
        return shown.lowerBound - whole.lowerBound..<shown.upperBound - whole.lowerBound
    }
}
