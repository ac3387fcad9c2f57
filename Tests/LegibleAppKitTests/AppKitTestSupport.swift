@_spi(Testing) import Accessibility
@_spi(Testing) import AppKit
import Foundation
import LegibleAccessibility
import LegibleAppKit
import LegibleRendering
import LegibleTestSupport

let assistantAnswer = Examples.assistantAnswer

extension MarkdownTextView {
    /// Every accessibility element under the view, depth first, the code blocks' Copy buttons
    /// (controls, not the document's text) aside.
    var exposedElements: [MarkdownAccessibilityElement] {
        reachableElements.filter { !($0 is CopyCodeButtonElement) }
    }

    /// The code blocks' Copy buttons, in order.
    var copyButtons: [CopyCodeButtonElement] {
        reachableElements.compactMap { $0 as? CopyCodeButtonElement }
    }

    /// Every accessibility element under the view, depth first.
    private var reachableElements: [MarkdownAccessibilityElement] {
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
    view.core.layoutEngine = { document, _ in RowLayout(document: document) }
    view.frame = NSRect(x: 0, y: 0, width: 800, height: 600)
    view.layout()
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

extension MarkdownTextView {
    /// The elements VoiceOver reads rather than moves through (containers aside), in order.
    var readStops: [MarkdownAccessibilityElement] {
        exposedElements.filter { !SwipeHearing.isContainer($0.id, in: readingModel) }
    }
}

extension MarkdownAccessibilityElement {
    /// What the object stands for, kept across updates: its element, and for a stretch of a
    /// paragraph, which stretch.
    var objectKey: String { (self as? TextRunAccessibilityElement).map { "\(id) stretch \($0.index)" } ?? "\(id)" }

    /// The element as VoiceOver hears it.
    var heard: SwipeHearing.Stop {
        SwipeHearing.Stop(element: id, label: accessibilityLabel() ?? "", value: id.role == .codeBlock ? accessibilityValue() as? String : nil)
    }
}

/// Where a stretch of text is drawn in a layout, as one rectangle.
func frame(ofUTF16 range: Range<Int>, in layout: any DocumentLayout) -> LayoutRect? {
    let rects = layout.selectionRects(forUTF16: range)
    return rects.first.map { rects.dropFirst().reduce($0) { $0.union($1) } }
}
