import Foundation
import LegibleRendering
import LegibleTestSupport
import LegibleAccessibility
import LegibleUIKit
@_spi(Testing) import Accessibility
@_spi(Testing) import UIKit

/// `Examples/assistant-answer.md`, the answer the README shows.
let assistantAnswer = Examples.assistantAnswer

extension MarkdownTextView {
    /// Every accessibility element under the view, depth first, as VoiceOver can reach them,
    /// the code blocks' Copy buttons (controls, not the document's text) aside.
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
    view.core.layoutEngine = { document, _ in RowLayout(document: document) }
    view.pageHeight = pageHeight
    view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    view.layoutSubviews()
    return view
}

extension CGRect {
    /// The rectangle a layout rectangle is in a view whose text starts at its top left.
    init(_ rect: LayoutRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension MarkdownTextView {
    /// The elements VoiceOver stops at as a reader swipes, in order.
    var swipeStops: [MarkdownAccessibilityElement] { exposedElements.filter(\.isAccessibilityElement) }
}

extension MarkdownAccessibilityElement {
    /// What the object stands for, kept across updates: its element, and for a stretch of a
    /// paragraph, which stretch.
    var objectKey: String { (self as? TextRunAccessibilityElement).map { "\(id) stretch \($0.index)" } ?? "\(id)" }

    /// The stop as a swipe hears it.
    var heard: SwipeHearing.Stop { SwipeHearing.Stop(element: id, label: accessibilityLabel ?? "", value: accessibilityValue) }
}

/// Where a stretch of text is drawn in a layout, as one rectangle.
func frame(ofUTF16 range: Range<Int>, in layout: any DocumentLayout) -> CGRect {
    let rects = layout.selectionRects(forUTF16: range).map(CGRect.init)
    return rects.dropFirst().reduce(rects.first ?? .null) { $0.union($1) }
}

/// What a rotor finds from an element (from nothing: VoiceOver's first search).
@MainActor
func search(_ rotor: UIAccessibilityCustomRotor, from element: MarkdownAccessibilityElement?,
            _ direction: UIAccessibilityCustomRotor.Direction) -> MarkdownAccessibilityElement? {
    let predicate = UIAccessibilityCustomRotorSearchPredicate()
    if let element { predicate.currentItem = UIAccessibilityCustomRotorItemResult(targetElement: element, targetRange: nil) }
    predicate.searchDirection = direction
    return rotor.itemSearchBlock(predicate)?.targetElement as? MarkdownAccessibilityElement
}
