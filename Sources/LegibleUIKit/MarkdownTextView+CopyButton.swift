#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import LegibleViewSupport
import UIKit

/// The Copy button in each code block's header, for every reader: it copies, is drawn pressed
/// while a finger is on it, says "Copied" for a moment after, and VoiceOver announces the copy
/// (the core's `CodeCopyFeedback`, timed on ``MarkdownTextView/announcementClock``). It is also an
/// element of its own (``CopyCodeButtonElement``), so that Voice Control can "Tap Copy code"
/// and Switch Control scan to it.
extension MarkdownTextView {
    /// Where a code block's Copy button is, in the view's coordinates; `.null` when no header is
    /// drawn (headers off, or a layout that draws none).
    func copyButtonFrame(of id: ElementID) -> CGRect {
        (drawnLayout as? TextKitLayout)?.codeBlockHeader(of: id).map { CGRect($0.copyButtonFrame) } ?? .null
    }
}

/// A code block's Copy button as an accessibility element, beside the code block (an element
/// VoiceOver stops at cannot have children in UIKit): a button named by its title ("Copy
/// code", "Copied" just after), where the button is drawn, that copies when activated. The code
/// block keeps its own Copy code action.
@MainActor
package final class CopyCodeButtonElement: MarkdownAccessibilityElement {
    override init(id: ElementID, view: MarkdownTextView) {
        super.init(id: id, view: view)
        accessibilityTraits = .button
    }

    /// Not an element while the view draws no headers.
    override package var isAccessibilityElement: Bool {
        get { view?.showsCodeBlockHeaders ?? false }
        set {}
    }

    override package var accessibilityLabel: String? {
        get { view.map { $0.core.copyFeedback.title(of: id, phrases: $0.phrases) } }
        set {}
    }

    override func viewFrame(in view: MarkdownTextView) -> CGRect {
        view.copyButtonFrame(of: id)
    }

    override package func accessibilityActivate() -> Bool {
        view?.core.copyCode(of: id) ?? false
    }
}
#endif
