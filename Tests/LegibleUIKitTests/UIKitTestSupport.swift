import Foundation
import LegibleRendering
import LegibleTestSupport
import LegibleAccessibility
@testable import LegibleUIKit
@_spi(Testing) import UIKit

/// `Examples/assistant-answer.md`, the answer the README shows.
let assistantAnswer: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("Examples/assistant-answer.md"), encoding: .utf8)) ?? ""
}()

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

/// The texts of the announcements posted so far (emptying the record).
@MainActor
func takeAnnouncements() -> [String] {
    takePosted().filter { $0.notification == .announcement }.compactMap { ($0.argument as? NSAttributedString)?.string }
}

/// A clock moved by hand: wake-ups run when it is advanced past their time.
@MainActor
final class VirtualClock {
    private(set) var now: Duration = .zero
    private var wakeUps: [(time: Duration, action: @MainActor @Sendable () -> Void)] = []
    /// Called after each wake-up has run, at its time.
    var afterWake: () -> Void = {}

    var clock: AnnouncementClock {
        AnnouncementClock(now: { self.now }, wake: { time, action in self.wakeUps.append((time, action)) })
    }

    /// Moves to `time`, running each wake-up due on the way at its own time, in time order.
    func advance(to time: Duration) {
        while let index = wakeUps.indices.filter({ wakeUps[$0].time <= time }).min(by: { wakeUps[$0].time < wakeUps[$1].time }) {
            let wakeUp = wakeUps.remove(at: index)
            now = max(now, wakeUp.time)
            wakeUp.action()
            afterWake()
        }
        now = max(now, time)
    }
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
