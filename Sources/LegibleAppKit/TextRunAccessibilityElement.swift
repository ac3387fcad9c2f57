#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleViewSupport

/// A stretch of a paragraph or heading between the links, images, formulas and footnote
/// references in it: one of the stops the paragraph is read as (see ``ReadingStop``). It has
/// its paragraph's role and says its stretch of the text, which it is read by line, word and
/// character as, and is where that stretch is drawn.
package final class TextRunAccessibilityElement: TextAccessibilityElement {
    /// Which stretch of its paragraph it is (``TextRun/index``).
    package let index: Int
    /// Its stretch of the document's text, in UTF-16 code units.
    private(set) var utf16Range: Range<Int> = 0..<0

    /// The stretch numbered `index` of the paragraph `id`.
    init(id: ElementID, index: Int, view: MarkdownTextView) {
        self.index = index
        super.init(id: id, view: view)
    }

    /// Takes what the model says about the paragraph (role, heading level) and about the
    /// stretch (its words).
    func configure(with run: TextRun, of element: AccessibilityElement, view: MarkdownTextView) {
        configure(with: element, view: view)
        utf16Range = run.utf16Range
        label = run.label
    }

    override var text: ElementText { .stretch(utf16Range) }

    override var activationRange: Range<Int>? { utf16Range }

    /// Where the stretch is drawn.
    package override func accessibilityFrame() -> NSRect {
        accessibilityFrame(for: NSRange(location: 0, length: accessibilityNumberOfCharacters()))
    }
}
#endif
