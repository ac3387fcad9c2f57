#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Accessibility
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport

/// What the core decided, carried out with AppKit's calls: the one place the view turns a
/// `ViewCommand` into drawing, layout, accessibility notifications, the pasteboard, the
/// workspace and image loads.
///
/// VoiceOver is told two things, told apart (appkit C4): a move of its cursor (to a footnote, to
/// the heading an in-document link names, to what replaced the element it was moved to) and the
/// elements a streamed answer added or changed, which it may read but must not jump to. A move
/// makes the element the view's focused element and posts `focusedUIElementChanged` for it
/// ([focusedUIElementChanged](https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/focuseduielementchanged)),
/// which VoiceOver's cursor follows. What an answer changed is posted as `layoutChanged` with
/// the elements ([layoutChanged](https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/layoutchanged):
/// its `uiElements` are "the UI elements that have been added or changed"), once for the
/// appends of a frame (the core applies them together), not once a token.
extension MarkdownTextView {
    /// Carries out one of the core's commands.
    package func perform(_ command: ViewCommand) {
        switch command {
        case .redraw(let rect):
            if let rect { setNeedsDisplay(CGRect(rect)) } else { needsDisplay = true }
        case .layoutChanged:
            invalidateIntrinsicContentSize()
            arrangeBlockViews()
            window?.invalidateCursorRects(for: self)
        case .elementsChanged(let update):
            elementsChanged(update)
        case .scheduleFrame:
            // The next layout pass, which AppKit runs before the window is next displayed: the
            // appends that arrive before it are laid out together (see `layout()`)
            // (https://developer.apple.com/documentation/appkit/nsview/needslayout).
            needsLayout = true
        case .announce(let announcement):
            announce(announcement.text, priority: announcement.priority)
        case .selectionWillChange, .selectionDidChange:
            // AppKit has no text input delegate to tell; the redraw that follows shows it.
            break
        case .moveFocus(let id):
            moveVoiceOver(to: id)
        case .reveal(let rect):
            scrollToVisible(CGRect(rect))
        case .pageTurned(let status):
            announce(status, priority: .high)
        case .open(let url):
            openLink(url)
        case .share(let url):
            shareLink?(url)
        case .copy(let content):
            NSPasteboard.general.clearContents()
            // A link as a URL (apps that paste links get one), with its text beside it; a
            // selection as HTML too, for apps that paste rich text.
            if let url = content.url { NSPasteboard.general.setString(url.absoluteString, forType: .URL) }
            NSPasteboard.general.setString(content.text, forType: .string)
            if let html = content.html { NSPasteboard.general.setString(html, forType: .html) }
        case .loadImage(let source):
            if loadImage == nil { shownImages.fetchAskedFor(source, base: baseURL, policy: imagePolicy) }
        }
    }

    /// The frame the core asked for: the appends since the last one are applied together, and
    /// ``onHeightChange`` is told the height if it changed.
    package func displayFrame() {
        if let height = core.displayFrame() { onHeightChange?(CGFloat(height)) }
    }

    /// The elements, rotors and images follow the reading model: all of them after a document
    /// shown whole (`nil`), those a streamed update changed after it, and VoiceOver is told
    /// what it added or changed. A stream that continues a document shown whole rebuilds them
    /// all; what it added or changed are then the elements it is still writing.
    private func elementsChanged(_ update: ReadingModelUpdate?) {
        guard let update else {
            tree.rebuild(readingModel, in: self)
            updateRotors()
            loadImages()
            noteChanged(core.openElements)
            return
        }
        tree.apply(update, in: self)
        updateRotors(after: update)
        loadImages(after: update)
        noteChanged((update.added + update.changed).map(\.id))
    }

    /// Tells VoiceOver of elements added or changed, once each, without moving it
    /// (https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/layoutchanged).
    private func noteChanged(_ ids: some Sequence<ElementID>) {
        var seen: Set<ObjectIdentifier> = []
        let elements = ids.compactMap { tree.focusTarget(for: $0) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        guard !elements.isEmpty else { return }
        NSAccessibility.post(element: self, notification: .layoutChanged, userInfo: [.uiElements: elements])
    }

    /// Points VoiceOver at an element, which the view then reports as its focused one.
    private func moveVoiceOver(to id: ElementID) {
        guard let object = tree.focusTarget(for: id) else { return }
        core.elementDidBecomeFocused(object.id)
        NSAccessibility.post(element: object, notification: .focusedUIElementChanged, userInfo: nil)
    }

    /// Posts an announcement at a priority: as an `AccessibilityNotification.Announcement`
    /// with the priority attribute where that exists (macOS 14), as AppKit's announcement
    /// request before. A streamed answer's sentences are low: queued behind speech already
    /// going on, so that one sentence does not cut off the one before.
    private func announce(_ text: String, priority: ViewAnnouncement.Priority) {
        if #available(macOS 14.0, *) {
            var announcement = AttributedString(text)
            announcement[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] =
                switch priority {
                case .low: .low
                case .default: .default
                case .high: .high
                }
            AccessibilityNotification.Announcement(announcement).post()
        } else {
            let level: NSAccessibilityPriorityLevel = switch priority {
            case .low: .low
            case .default: .medium
            case .high: .high
            }
            // Posted on the main window, as Apple's guide does: the view may not be in one.
            NSAccessibility.post(element: NSApp.mainWindow ?? self, notification: .announcementRequested,
                                 userInfo: [.announcement: text, .priority: level.rawValue])
        }
    }
}
#endif
