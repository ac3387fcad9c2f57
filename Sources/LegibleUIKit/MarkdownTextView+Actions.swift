#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Accessibility
import LegibleAccessibility
import UIKit

extension MarkdownTextView {
    /// Does what an element's action says: copies code, opens a link (or moves VoiceOver to the
    /// heading an in-document link names), speaks a formula's TeX, moves VoiceOver to a footnote
    /// or back to its reference.
    @discardableResult
    func perform(_ action: ElementAction) -> Bool {
        switch action.kind {
        case .copyCode:
            // Performed on the element VoiceOver is on: its button says "Copied" too.
            copyCode(action.payload ?? "", of: focusedElement)
            return true
        case .openLink:
            if let destination = action.payload, let heading = readingModel.anchorTargets().element(forDestination: destination),
               let object = tree.focusTarget(for: heading.id) {
                // An in-document link: VoiceOver moves to the heading (and scrolls it into view).
                UIAccessibility.post(notification: .layoutChanged, argument: object)
                return true
            }
            guard let destination = action.payload, let url = linkURL(destination) else { return false }
            follow(url)
            return true
        case .showTeXSource:
            guard let tex = action.payload else { return false }
            // TeX is read with its punctuation, or a backslash or brace would go unheard.
            announce(tex, attributes: [.accessibilitySpeechPunctuation: true], lowPriority: false)
            return true
        case .goToFootnote, .backToReference:
            guard let target = action.target, let object = tree.focusTarget(for: target) else { return false }
            UIAccessibility.post(notification: .layoutChanged, argument: object)
            return true
        case .loadImage:
            guard let source = action.payload else { return false }
            loadImageAskedFor(source)
            return true
        }
    }

    /// Posts a streamed answer's announcement at low priority (queued behind speech already
    /// going on before iOS 17), so that one sentence does not cut off the one before.
    func post(streamed text: String) {
        announce(text, attributes: [.accessibilitySpeechLanguage: phrases.languageCode], lowPriority: true)
    }

    /// Posts an announcement: from iOS 17 as an `AccessibilityNotification.Announcement` with
    /// its priority (low, or the default), before as UIKit's announcement notification queued
    /// behind speech going on (the queue attribute, which iOS 17 deprecates for the priority).
    func announce(_ text: String, attributes: [NSAttributedString.Key: Any], lowPriority: Bool) {
        var attributes = attributes
        if #available(iOS 17.0, visionOS 1.0, *) {
            attributes[.accessibilitySpeechAnnouncementPriority] = lowPriority ? UIAccessibilityPriority.low : UIAccessibilityPriority.default
            AccessibilityNotification.Announcement(NSAttributedString(string: text, attributes: attributes)).post()
        } else {
            // Dead on visionOS, where the branch above always runs, but type-checked there, and
            // the queue attribute is deprecated on visionOS from 1.0 (UIAccessibilityConstants.h):
            // left out of visionOS builds, which would warn.
            #if !os(visionOS)
            attributes[.accessibilitySpeechQueueAnnouncement] = true
            UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: text, attributes: attributes))
            #endif
        }
    }
}
#endif
