#if canImport(UIKit)
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
            UIAccessibility.post(notification: .announcement, argument: NSAttributedString(
                string: tex, attributes: [.accessibilitySpeechPunctuation: true, .accessibilitySpeechQueueAnnouncement: true]))
            return true
        case .goToFootnote, .backToReference:
            guard let target = action.target, let object = tree.objects[target] else { return false }
            UIAccessibility.post(notification: .layoutChanged, argument: object)
            return true
        }
    }

    /// Posts a streamed answer's announcement queued behind speech already going on, so that
    /// one sentence does not cut off the one before.
    func post(_ announcement: Announcement) {
        var attributes: [NSAttributedString.Key: Any] = [
            .accessibilitySpeechQueueAnnouncement: true,
            .accessibilitySpeechLanguage: phrases.languageCode,
        ]
        if #available(iOS 17.0, visionOS 1.0, *) {
            attributes[.accessibilitySpeechAnnouncementPriority] = UIAccessibilityPriority.low
        }
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: announcement.text, attributes: attributes))
    }
}
#endif
