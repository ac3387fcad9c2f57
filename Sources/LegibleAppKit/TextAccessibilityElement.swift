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
    override public func accessibilityNumberOfCharacters() -> Int {
        let (view, id) = (self.view, self.id)
        return MainActor.assumeIsolated { view?.styledDocument.utf16Range(of: id)?.count ?? 0 }
    }

    override public func accessibilityLine(for index: Int) -> Int {
        let (view, id) = (self.view, self.id)
        return MainActor.assumeIsolated {
            guard let view, let start = view.styledDocument.utf16Range(of: id)?.lowerBound,
                  let line = view.documentLayout.caretLineIndex(atUTF16: start + index) else { return NSNotFound }
            return line - view.documentLayout.lineIndices(of: id).lowerBound
        }
    }

    override public func accessibilityRange(forLine line: Int) -> NSRange {
        let (view, id) = (self.view, self.id)
        return MainActor.assumeIsolated {
            let notFound = NSRange(location: NSNotFound, length: 0)
            guard let view, let start = view.styledDocument.utf16Range(of: id)?.lowerBound else { return notFound }
            let lines = view.documentLayout.lineIndices(of: id)
            guard line >= 0, line < lines.count else { return notFound }
            let range = view.documentLayout.line(at: lines.lowerBound + line).utf16Range
            return NSRange(location: range.lowerBound - start, length: range.count)
        }
    }

    override public func accessibilityString(for range: NSRange) -> String? {
        let (view, id) = (self.view, self.id)
        return MainActor.assumeIsolated {
            guard let view, let text = view.styledDocument.utf16Range(of: id), range.location >= 0,
                  text.lowerBound + range.location + range.length <= text.upperBound else { return nil }
            let start = text.lowerBound + range.location
            return view.styledDocument.spokenText(utf16Range: start..<start + range.length)
        }
    }

    override public func accessibilityFrame(for range: NSRange) -> NSRect {
        let (view, id) = (self.view, self.id)
        return MainActor.assumeIsolated {
            guard let view, let start = view.styledDocument.utf16Range(of: id)?.lowerBound else { return .zero }
            let absolute = start + range.location
            let rects = view.documentLayout.selectionRects(forUTF16: absolute..<absolute + range.length).map(view.viewRect)
            guard let first = rects.first else { return .zero }
            return NSAccessibility.screenRect(fromView: view, rect: rects.dropFirst().reduce(first) { $0.union($1) })
        }
    }
}
#endif
