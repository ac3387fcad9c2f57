@_spi(Testing) import Accessibility
@_spi(Testing) import AppKit
import Foundation
@testable import LegibleAppKit
import LegibleRendering
import LegibleTestSupport

let assistantAnswer = Examples.assistantAnswer

extension MarkdownTextView {
    /// Every accessibility element under the view, depth first.
    var exposedElements: [MarkdownAccessibilityElement] {
        var result: [MarkdownAccessibilityElement] = []
        var stack = Array((accessibilityChildren() ?? []).reversed())
        while let next = stack.popLast() {
            guard let element = next as? MarkdownAccessibilityElement else { continue }
            result.append(element)
            stack += (element.accessibilityChildren() ?? []).reversed()
        }
        return result
    }
}

/// A view showing `markdown` laid out with ``RowLayout`` (a row per line, 10 wide a
/// character, 20 high a row), 800 wide.
@MainActor
func laidOutView(_ markdown: String) -> MarkdownTextView {
    let view = MarkdownTextView(markdown: markdown)
    view.layoutEngine = { document, _ in RowLayout(document: document) }
    view.frame = NSRect(x: 0, y: 0, width: 800, height: 600)
    view.relayout()
    return view
}

/// The announcements posted so far as `AccessibilityNotification.Announcement` (emptying the
/// record), with their priorities: Linux does not check availability, so the views take their
/// macOS 14 path.
func takeAnnouncements() -> [(text: String, priority: AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.Value?)] {
    defer { AccessibilityNotification.posted = [] }
    return AccessibilityNotification.posted.compactMap { $0 as? AttributedString }.map { announcement in
        (String(announcement.characters), announcement.runs.first?[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self])
    }
}
