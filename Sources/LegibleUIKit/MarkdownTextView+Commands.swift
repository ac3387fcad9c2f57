#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Accessibility
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport
import UIKit

/// What the view core decided, carried out with UIKit's calls: the one place the view acts on
/// a `ViewCommand`. Every decision (what a tap, menu item or action means, where a link goes,
/// what is announced) is the core's.
extension MarkdownTextView {
    func perform(_ command: ViewCommand) {
        switch command {
        case .redraw(let rect):
            if let rect { setNeedsDisplay(CGRect(rect)) } else { redrawAll() }
        case .layoutChanged:
            arrangeCodeScrollViews()
            arrangeBlockViews()
            // Where the loaded images are, and so which bands have an image overlay, may move.
            arrangeBands()
            tree.markPageTurns(core.pageTurns)
            invalidateIntrinsicContentSize()
        case .elementsChanged(let update):
            if let update { tree.apply(update, in: self) } else { tree.rebuild(readingModel, in: self) }
            updateRotors(after: update)
            loadImages(after: update)
        case .scheduleFrame:
            // The next layout pass, which UIKit runs once before the screen is next drawn: the
            // appends that arrive before it are laid out together (see `layoutSubviews()`)
            // (https://developer.apple.com/documentation/uikit/uiview/setneedslayout()).
            setNeedsLayout()
        case .announce(let announcement):
            announce(announcement)
        case .selectionWillChange:
            inputDelegate?.selectionWillChange(self)
        case .selectionDidChange:
            inputDelegate?.selectionDidChange(self)
        case .moveFocus(let id):
            UIAccessibility.post(notification: .layoutChanged, argument: tree.focusTarget(for: id))
        case .reveal(let rect):
            guard let scrollView = enclosingScrollView else { return }
            scrollView.scrollRectToVisible(convert(CGRect(rect), to: scrollView), animated: !UIAccessibility.isReduceMotionEnabled)
        case .pageTurned(let status):
            UIAccessibility.post(notification: .pageScrolled, argument: status)
        case .open(let url):
            openLink(url)
        case .share(let url):
            shareLink?(url)
        case .copy(let content):
            putOnPasteboard(content)
        case .loadImage(let source):
            if loadImage == nil { shownImages.fetchAskedFor(source, base: baseURL, policy: imagePolicy) }
        }
    }

    /// The frame the core asked for: the appends since the last are laid out, and a changed
    /// height is told to ``onHeightChange``.
    package func displayFrame() {
        if let height = core.displayFrame() { onHeightChange?(CGFloat(height)) }
    }

    /// Draws everything again, with the code blocks' scroll views where the core scrolled them
    /// (VoiceOver's three-finger swipe, a key).
    private func redrawAll() {
        // A scroll view a finger is dragging (or that glides on) reports its own offset, beyond
        // the ends while it bounces: it is not moved back.
        for (id, scrollView) in codeScrollViews where !scrollView.isTracking && !scrollView.isDecelerating {
            if let offset = core.codeScrolls[id]?.offset, scrollView.contentOffset.x != CGFloat(offset) {
                scrollView.contentOffset = CGPoint(x: CGFloat(offset), y: 0)
            }
        }
        setNeedsDisplay()
    }

    /// Puts what is copied on the pasteboard: a link as a URL (so that apps that paste URLs get
    /// one), a selection as one item in two forms, plain text and HTML (`public.html`), which
    /// apps that paste rich text (Mail, Notes, Pages) take with its headings, lists, links and
    /// tables. `items` replaces what the pasteboard held; each dictionary is one item, keyed by
    /// type identifier (https://developer.apple.com/documentation/uikit/uipasteboard/items).
    private func putOnPasteboard(_ content: PasteboardContent) {
        if let url = content.url {
            UIPasteboard.general.url = url
        } else if let html = content.html {
            UIPasteboard.general.items = [["public.utf8-plain-text": content.text, "public.html": html]]
        } else {
            UIPasteboard.general.string = content.text
        }
    }

    /// Posts an announcement: from iOS 17 as an `AccessibilityNotification.Announcement` with
    /// its priority, before as UIKit's announcement notification, a streamed sentence queued
    /// behind speech going on (the queue attribute, which iOS 17 deprecates for the priority),
    /// so that one sentence does not cut off the one before.
    private func announce(_ announcement: ViewAnnouncement) {
        var attributes: [NSAttributedString.Key: Any] = [.accessibilitySpeechLanguage: announcement.language]
        // TeX is read with its punctuation, or a backslash or brace would go unheard.
        if announcement.speaksPunctuation { attributes[.accessibilitySpeechPunctuation] = true }
        if #available(iOS 17.0, *) {
            attributes[.accessibilitySpeechAnnouncementPriority] = switch announcement.priority {
            case .low: UIAccessibilityPriority.low
            case .default: UIAccessibilityPriority.default
            case .high: UIAccessibilityPriority.high
            }
            AccessibilityNotification.Announcement(NSAttributedString(string: announcement.text, attributes: attributes)).post()
        } else {
            // Dead on visionOS, where the branch above always runs, but type-checked there, and
            // the queue attribute is deprecated on visionOS from 1.0 (UIAccessibilityConstants.h):
            // left out of visionOS builds, which would warn.
            #if !os(visionOS)
            if announcement.priority == ViewAnnouncement.Priority.low { attributes[.accessibilitySpeechQueueAnnouncement] = true }
            UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: announcement.text, attributes: attributes))
            #endif
        }
    }
}
#endif
