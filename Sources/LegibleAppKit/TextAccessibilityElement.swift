#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering

/// An element holding text VoiceOver reads line by line, word and character (the members of
/// `NSAccessibilityNavigableStaticText`): a paragraph, heading, code block, formula or cell.
/// Ranges count UTF-16 units of the element's text; what is read for a range has formulas
/// spoken and images described. Every answer comes from the view's layout.
///
/// The class does not declare the protocol: its `accessibilityValue() -> String?` requirement
/// would need an override of NSAccessibilityElement's `accessibilityValue() -> Any?` with
/// another return type. The members are NSAccessibility's, which VoiceOver asks by role.
public class TextAccessibilityElement: MarkdownAccessibilityElement {
    /// Where the element's text is: all of its model element's, or a stretch of it.
    enum TextPlace: Sendable {
        case element(ElementID)
        case stretch(Range<Int>)
    }

    /// Where the element's text is (kept as a value, so the main actor's work can take it).
    var textPlace: TextPlace { .element(id) }

    /// The text itself, as static text gives it (what the line, word and character ranges
    /// index), unless the model gives a value: a heading keeps its level, as in web content. A
    /// block an app's renderer draws is an image, with none.
    override public func accessibilityValue() -> Any? {
        if let own = super.accessibilityValue() { return own }
        guard !isRendered else { return nil }
        let (view, place) = (self.view, textPlace)
        let text: String? = MainActor.assumeIsolated {
            view.flatMap { view in view.utf16Range(of: place).map { view.styledDocument.spokenText(utf16Range: $0) } }
        }
        return text
    }

    /// The part of the text on screen: the whole of the lines in the view's visible rectangle.
    override public func accessibilityVisibleCharacterRange() -> NSRange {
        let (view, place) = (self.view, textPlace)
        return MainActor.assumeIsolated {
            guard let view, let text = view.utf16Range(of: place) else { return NSRange(location: 0, length: 0) }
            let visible = view.visibleRect
            let shown = view.documentLayout.visibleUTF16Range(of: text, lines: view.lineIndices(of: place),
                                                              top: Double(visible.minY), bottom: Double(visible.maxY))
            guard let shown else { return NSRange(location: 0, length: 0) }
            return NSRange(location: shown.lowerBound - text.lowerBound, length: shown.count)
        }
    }

    override public func accessibilityNumberOfCharacters() -> Int {
        let (view, place) = (self.view, textPlace)
        return MainActor.assumeIsolated { view?.utf16Range(of: place)?.count ?? 0 }
    }

    override public func accessibilityLine(for index: Int) -> Int {
        let (view, place) = (self.view, textPlace)
        return MainActor.assumeIsolated {
            guard let view, let start = view.utf16Range(of: place)?.lowerBound,
                  let line = view.documentLayout.caretLineIndex(atUTF16: start + index) else { return NSNotFound }
            return line - view.lineIndices(of: place).lowerBound
        }
    }

    override public func accessibilityRange(forLine line: Int) -> NSRange {
        let (view, place) = (self.view, textPlace)
        return MainActor.assumeIsolated {
            let notFound = NSRange(location: NSNotFound, length: 0)
            guard let view, let text = view.utf16Range(of: place) else { return notFound }
            let lines = view.lineIndices(of: place)
            guard line >= 0, line < lines.count else { return notFound }
            var range = view.documentLayout.line(at: lines.lowerBound + line).utf16Range
            // A stretch of a paragraph may start or end inside a line.
            if case .stretch = place { range = range.clamped(to: text) }
            return NSRange(location: range.lowerBound - text.lowerBound, length: range.count)
        }
    }

    override public func accessibilityString(for range: NSRange) -> String? {
        let (view, place) = (self.view, textPlace)
        return MainActor.assumeIsolated {
            guard let view, let text = view.utf16Range(of: place), range.location >= 0,
                  text.lowerBound + range.location + range.length <= text.upperBound else { return nil }
            let start = text.lowerBound + range.location
            return view.styledDocument.spokenText(utf16Range: start..<start + range.length)
        }
    }

    override public func accessibilityFrame(for range: NSRange) -> NSRect {
        let (view, place) = (self.view, textPlace)
        return MainActor.assumeIsolated {
            guard let view, let start = view.utf16Range(of: place)?.lowerBound else { return .zero }
            let absolute = start + range.location
            let rects = view.documentLayout.selectionRects(forUTF16: absolute..<absolute + range.length).map(view.viewRect)
            guard let first = rects.first else { return .zero }
            return NSAccessibility.screenRect(fromView: view, rect: rects.dropFirst().reduce(first) { $0.union($1) })
        }
    }
}

extension MarkdownTextView {
    /// Where a text element's text is in the document's, in UTF-16 code units.
    fileprivate func utf16Range(of place: TextAccessibilityElement.TextPlace) -> Range<Int>? {
        switch place {
        case .element(let id): styledDocument.utf16Range(of: id)
        case .stretch(let range): range
        }
    }

    /// The lines a text element's text is on.
    fileprivate func lineIndices(of place: TextAccessibilityElement.TextPlace) -> Range<Int> {
        switch place {
        case .element(let id):
            return documentLayout.lineIndices(of: id)
        case .stretch(let range):
            guard let first = documentLayout.lineIndex(containingUTF16: range.lowerBound),
                  let last = documentLayout.lineIndex(containingUTF16: max(range.lowerBound, range.upperBound - 1)) else { return 0..<0 }
            return first..<last + 1
        }
    }
}
#endif
