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
        let (view, text) = (self.view, self.text)
        let value: String? = MainActor.assumeIsolated {
            view.flatMap { view in view.core.utf16Range(of: text).flatMap { view.core.spokenText(of: text, in: 0..<$0.count) } }
        }
        return value
    }

    /// The part of the text on screen: the whole of the lines in the view's visible rectangle.
    override public func accessibilityVisibleCharacterRange() -> NSRange {
        let (view, text) = (self.view, self.text)
        return MainActor.assumeIsolated {
            guard let view, let shown = view.core.visiblePart(of: text, top: Double(view.visibleRect.minY), bottom: Double(view.visibleRect.maxY))
            else { return NSRange(location: 0, length: 0) }
            return NSRange(location: shown.lowerBound, length: shown.count)
        }
    }

    override public func accessibilityNumberOfCharacters() -> Int {
        let (view, text) = (self.view, self.text)
        return MainActor.assumeIsolated { view?.core.utf16Range(of: text)?.count ?? 0 }
    }

    override public func accessibilityLine(for index: Int) -> Int {
        let (view, text) = (self.view, self.text)
        return MainActor.assumeIsolated { view?.core.line(of: text, atOffset: index) ?? NSNotFound }
    }

    override public func accessibilityRange(forLine line: Int) -> NSRange {
        let (view, text) = (self.view, self.text)
        return MainActor.assumeIsolated {
            guard let range = view?.core.range(of: text, line: line) else { return NSRange(location: NSNotFound, length: 0) }
            return NSRange(location: range.lowerBound, length: range.count)
        }
    }

    override public func accessibilityString(for range: NSRange) -> String? {
        let (view, text) = (self.view, self.text)
        return MainActor.assumeIsolated { view?.core.spokenText(of: text, in: range.location..<range.location + range.length) }
    }

    override public func accessibilityFrame(for range: NSRange) -> NSRect {
        let (view, text) = (self.view, self.text)
        return MainActor.assumeIsolated {
            guard let view, let frame = view.core.frame(of: text, in: range.location..<range.location + range.length) else { return .zero }
            return NSAccessibility.screenRect(fromView: view, rect: view.viewRect(frame))
        }
    }
}
#endif
