#if canImport(UIKit)
import Accessibility
import LegibleAccessibility
import UIKit

extension MarkdownTextView {
    /// Does what an element's action says: copies code, opens a link, speaks a formula's TeX,
    /// moves VoiceOver to a footnote or back to its reference.
    @discardableResult
    func perform(_ action: ElementAction) -> Bool {
        switch action.kind {
        case .copyCode:
            UIPasteboard.general.string = action.payload ?? ""
            return true
        case .openLink:
            guard let destination = action.payload, let url = URL(string: destination) else { return false }
            openLink(url)
            return true
        case .showTeXSource:
            guard let tex = action.payload else { return false }
            // TeX is read with its punctuation, or a backslash or brace would go unheard.
            announce(tex, attributes: [.accessibilitySpeechPunctuation: true, .accessibilitySpeechQueueAnnouncement: true], lowPriority: false)
            return true
        case .goToFootnote, .backToReference:
            guard let target = action.target, let object = tree.focusTarget(for: target) else { return false }
            UIAccessibility.post(notification: .layoutChanged, argument: object)
            return true
        }
    }

    /// Posts a streamed answer's announcement queued behind speech already going on (at low
    /// priority where there are priorities), so that one sentence does not cut off the one before.
    func post(streamed text: String) {
        announce(text, attributes: [.accessibilitySpeechQueueAnnouncement: true, .accessibilitySpeechLanguage: phrases.languageCode],
                 lowPriority: true)
    }

    /// Posts an announcement: as an `AccessibilityNotification.Announcement` with its priority
    /// where that exists (iOS 17), as UIKit's announcement notification before.
    private func announce(_ text: String, attributes: [NSAttributedString.Key: Any], lowPriority: Bool) {
        if #available(iOS 17.0, visionOS 1.0, *) {
            var attributes = attributes
            if lowPriority { attributes[.accessibilitySpeechAnnouncementPriority] = UIAccessibilityPriority.low }
            AccessibilityNotification.Announcement(NSAttributedString(string: text, attributes: attributes)).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: text, attributes: attributes))
        }
    }
}
#endif
