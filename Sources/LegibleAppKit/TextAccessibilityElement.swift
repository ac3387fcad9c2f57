#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleViewSupport

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
    var text: ElementText { .element(id) }

    /// The text itself, as static text gives it (what the line, word and character ranges
    /// index), unless the model gives a value: a heading keeps its level, as in web content. A
    /// block an app's renderer draws is an image, with none.
    override public func accessibilityValue() -> Any? {
        if let own = super.accessibilityValue() { return own }
        guard !isRendered else { return nil }
        let value: String? = askView { [text] view in view.core.utf16Range(of: text).flatMap { view.core.spokenText(of: text, in: 0..<$0.count) } }
        return value
    }

    /// The part of the text on screen: the whole of the lines in the view's visible rectangle.
    override public func accessibilityVisibleCharacterRange() -> NSRange {
        let shown = askView { [text] in $0.core.visiblePart(of: text, top: Double($0.visibleRect.minY), bottom: Double($0.visibleRect.maxY)) }
        return shown.map { NSRange(location: $0.lowerBound, length: $0.count) } ?? NSRange(location: 0, length: 0)
    }

    override public func accessibilityNumberOfCharacters() -> Int {
        askView { [text] in $0.core.utf16Range(of: text)?.count } ?? 0
    }

    override public func accessibilityLine(for index: Int) -> Int {
        askView { [text] in $0.core.line(of: text, atOffset: index) } ?? NSNotFound
    }

    override public func accessibilityRange(forLine line: Int) -> NSRange {
        let range = askView { [text] in $0.core.range(of: text, line: line) }
        return range.map { NSRange(location: $0.lowerBound, length: $0.count) } ?? NSRange(location: NSNotFound, length: 0)
    }

    override public func accessibilityString(for range: NSRange) -> String? {
        askView { [text] in $0.core.spokenText(of: text, in: range.location..<range.location + range.length) }
    }

    override public func accessibilityFrame(for range: NSRange) -> NSRect {
        askView { [text] view in
            view.core.frame(of: text, in: range.location..<range.location + range.length).map { NSAccessibility.screenRect(fromView: view, rect: CGRect($0)) }
        } ?? .zero
    }
}
#endif
