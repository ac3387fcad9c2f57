import Foundation
import LegibleRendering
import LegibleTestSupport
import LegibleAccessibility
@testable import LegibleUIKit
@_spi(Testing) import Accessibility
@_spi(Testing) import UIKit

/// `Examples/assistant-answer.md`, the answer the README shows.
let assistantAnswer = Examples.assistantAnswer

extension MarkdownTextView {
    /// Every accessibility element under the view, depth first, as VoiceOver can reach them.
    var exposedElements: [MarkdownAccessibilityElement] {
        var result: [MarkdownAccessibilityElement] = []
        var stack = Array((accessibilityElements ?? []).reversed())
        while let next = stack.popLast() {
            guard let element = next as? MarkdownAccessibilityElement else { continue }
            result.append(element)
            stack += (element.accessibilityElements ?? []).reversed()
        }
        return result
    }

    /// The accessibility element of the model element with this label and role.
    func element(_ role: AccessibilityRole, _ label: String) -> MarkdownAccessibilityElement? {
        exposedElements.first { $0.id.role == role && $0.accessibilityLabel == label }
    }
}

/// The notifications posted so far, emptied.
@MainActor
func takePosted() -> [(notification: UIAccessibility.Notification, argument: Any?)] {
    defer { UIAccessibility.posted = [] }
    return UIAccessibility.posted
}

/// The announcements posted so far as `AccessibilityNotification.Announcement` (emptying the
/// record): Linux does not check availability, so the views take their iOS 17 path.
func takeAnnounced() -> [NSAttributedString] {
    defer { AccessibilityNotification.posted = [] }
    return AccessibilityNotification.posted.compactMap { $0 as? NSAttributedString }
}

/// The texts of the announcements posted so far (emptying the record).
func takeAnnouncements() -> [String] {
    takeAnnounced().map(\.string)
}

/// A view showing `markdown` laid out with ``RowLayout`` (a row per line, 10 wide a
/// character, 20 high a row), 800 wide, so geometry can be worked out by hand.
@MainActor
func laidOutView(_ markdown: String, pageHeight: CGFloat? = nil) -> MarkdownTextView {
    let view = MarkdownTextView(markdown: markdown)
    view.layoutEngine = { document, _ in RowLayout(document: document) }
    view.pageHeight = pageHeight
    view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    view.relayout()
    return view
}

extension CGRect {
    /// The rectangle a layout rectangle is in a view whose text starts at its top left.
    init(_ rect: LayoutRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
