#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import UIKit

/// A stretch of a paragraph or heading between the links, images, formulas and footnote
/// references in it: one of the stops the paragraph is read as (see ``ReadingStop``). It says
/// its stretch of the text, is where that stretch is drawn, and reads by line as its paragraph
/// does, whole lines, links and all, as Safari and UITextView read lines.
@MainActor
package final class TextRunAccessibilityElement: TextAccessibilityElement {
    /// Which stretch of its paragraph it is (``TextRun/index``).
    package let index: Int
    /// Its stretch of the document's text, in UTF-16 code units.
    package private(set) var utf16Range: Range<Int> = 0..<0

    /// The stretch numbered `index` of the paragraph `id`.
    init(id: ElementID, index: Int, view: MarkdownTextView) {
        self.index = index
        super.init(id: id, view: view)
    }

    /// Takes what the model says about the paragraph (traits, heading level, language) and
    /// about the stretch (its words and their languages).
    func configure(with run: TextRun, of element: AccessibilityElement) {
        configure(with: element)
        utf16Range = run.utf16Range
        setLabel(run.label, languageRuns: run.languageRuns)
    }

    override func viewFrame(in view: MarkdownTextView) -> CGRect {
        view.frame(ofUTF16: utf16Range)
    }

    override func activationRange(in view: MarkdownTextView) -> Range<Int>? {
        utf16Range
    }

    /// The stretch's exact shape: its text's rectangle on each of its lines. Its frame, the
    /// union of those, covers a link or formula beside it on its first or last line; the shape
    /// does not, so VoiceOver's touch there lands on that, and its cursor outlines the stretch.
    package override var accessibilityPath: UIBezierPath? {
        get { view.map { UIAccessibility.convertToScreenCoordinates($0.path(ofUTF16: utf16Range), in: $0) } }
        set {}
    }
}
#endif
