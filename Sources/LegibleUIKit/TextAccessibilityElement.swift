#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleRendering
import UIKit

/// An element holding text a reader moves through by line: a paragraph, heading, table cell,
/// code block or formula. VoiceOver reads it line by line and finds the line under a finger
/// (`UIAccessibilityReadingContent`), and moves on by line into the next text element (the
/// text navigation chain, iOS 18). Every answer comes from the view's layout.
@MainActor
public class TextAccessibilityElement: MarkdownAccessibilityElement, UIAccessibilityReadingContent {
    /// The element's lines in the layout.
    private var lines: Range<Int> { view?.documentLayout.lineIndices(of: id) ?? 0..<0 }

    public func accessibilityLineNumber(for point: CGPoint) -> Int {
        guard let view, let found = view.documentLayout.elementLine(at: LayoutPoint(view.viewPoint(fromScreen: point))),
              found.element == id else { return NSNotFound }
        return found.line
    }

    /// A line's text as it is read: formulas spoken, images described.
    public func accessibilityContent(forLineNumber lineNumber: Int) -> String? {
        guard let view, let index = lineIndex(lineNumber) else { return nil }
        let start = view.documentLayout.line(at: index).utf16Range.lowerBound
        return view.styledDocument.spokenText(utf16Range: start..<start + view.documentLayout.content(ofLine: index).utf16.count)
    }

    /// A heading's line carries its level, a code line asks for its punctuation to be read.
    public func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString? {
        guard let content = accessibilityContent(forLineNumber: lineNumber) else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let level = headingLevel { attributes[.accessibilityTextHeadingLevel] = level }
        if accessibilityTextualContext == .sourceCode { attributes[.accessibilitySpeechPunctuation] = true }
        return NSAttributedString(string: content, attributes: attributes)
    }

    public func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect {
        guard let view, let index = lineIndex(lineNumber) else { return .null }
        return UIAccessibility.convertToScreenCoordinates(CGRect(view.documentLayout.frame(ofLine: index)), in: view)
    }

    /// The text of the page the element is on.
    public func accessibilityPageContent() -> String? {
        guard let view else { return nil }
        guard let page = view.documentLayout.pageIndex(of: id, in: view.core.pages) else {
            return view.documentLayout.lines.indices.map(view.documentLayout.content(ofLine:)).joined(separator: "\n")
        }
        return view.documentLayout.content(of: view.core.pages[page])
    }

    private func lineIndex(_ lineNumber: Int) -> Int? {
        let lines = self.lines
        return lineNumber >= 0 && lineNumber < lines.count ? lines.lowerBound + lineNumber : nil
    }

    /// The text element reading by line goes on to from the end of this one.
    @available(iOS 18.0, visionOS 2.0, *)
    override public var accessibilityNextTextNavigationElement: Any? {
        get { view?.styledDocument.nextTextElement(after: id).flatMap { view?.tree.textNavigationTarget(for: $0) } }
        set {}
    }

    /// The text element reading by line goes back to from the start of this one.
    @available(iOS 18.0, visionOS 2.0, *)
    override public var accessibilityPreviousTextNavigationElement: Any? {
        get { view?.styledDocument.previousTextElement(before: id).flatMap { view?.tree.textNavigationTarget(for: $0) } }
        set {}
    }
}
#endif
