#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import LegibleViewSupport

/// The Copy button in each code block's header, for every reader: it copies, is drawn pressed
/// while the mouse button is down on it, says "Copied" for a moment after, and VoiceOver
/// announces the copy (`CodeCopyFeedback`, timed on ``MarkdownTextView/announcementClock``).
/// It is also an element of its own, a child of the code block's (``CopyCodeButtonElement``),
/// so that Voice Control can "Click Copy code" and Switch Control reach it.
extension MarkdownTextView {
    /// Where a code block's Copy button is on the screen; `.zero` when no header is drawn.
    func copyButtonScreenFrame(of id: ElementID) -> NSRect {
        guard let header = (core.drawnLayout as? TextKitLayout)?.codeBlockHeader(of: id) else { return .zero }
        return NSAccessibility.screenRect(fromView: self, rect: CGRect(header.copyButtonFrame))
    }
}

/// A code block's Copy button as an accessibility element, a child of the code block's: a
/// button named by its title ("Copy code", "Copied" just after), where the button is drawn,
/// that copies when pressed. The code block keeps its own Copy code action.
package final class CopyCodeButtonElement: MarkdownAccessibilityElement {
    override init(id: ElementID, view: MarkdownTextView) {
        super.init(id: id, view: view)
    }

    override package func accessibilityRole() -> NSAccessibility.Role? { .button }

    override package func accessibilityLabel() -> String? {
        askView { [id] in $0.core.copyFeedback.title(of: id, phrases: $0.phrases) }
    }

    override package func accessibilityValue() -> Any? { nil }

    override package func accessibilityChildren() -> [Any]? { nil }

    /// Not an element while the view draws no headers.
    override package func isAccessibilityElement() -> Bool {
        askView { $0.showsCodeBlockHeaders } ?? false
    }

    override package func accessibilityFrame() -> NSRect {
        askView { [id] in $0.copyButtonScreenFrame(of: id) } ?? .zero
    }

    override package func accessibilityPerformPress() -> Bool {
        askView { [id] in $0.core.copyCode(of: id) } ?? false
    }
}
#endif
