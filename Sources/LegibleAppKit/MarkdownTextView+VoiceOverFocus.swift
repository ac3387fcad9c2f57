#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility

/// Two things VoiceOver is told, told apart (appkit C4): a move of its cursor (to a footnote, to
/// the heading an in-document link names, to what replaced the element it was moved to) and the
/// elements a streamed answer added or changed, which it may read but must not jump to.
///
/// A move makes the element the view's focused element and posts `focusedUIElementChanged` for
/// it ([focusedUIElementChanged](https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/focuseduielementchanged)),
/// which VoiceOver's cursor follows. What an answer changed is posted as `layoutChanged` with
/// the elements ([layoutChanged](https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification/layoutchanged):
/// its `uiElements` are "the UI elements that have been added or changed"), gathered so that it
/// is posted once a frame, not once a token.
extension MarkdownTextView {
    /// Points VoiceOver at an element.
    package func moveVoiceOver(to object: MarkdownAccessibilityElement) {
        focusedElement = object.id
        NSAccessibility.post(element: object, notification: .focusedUIElementChanged, userInfo: nil)
    }

    /// When the element VoiceOver was moved to is gone, moves it to the one now in its place.
    func keepFocus(after update: ReadingModelUpdate) {
        guard let focused = focusedElement, update.removed.contains(focused) else { return }
        focusedElement = nil
        if let replacement = readingModel.replacement(for: focused).flatMap({ tree.focusTarget(for: $0.id) }) { moveVoiceOver(to: replacement) }
    }

    /// Gathers the elements an update added or changed, and asks for one report of them on the
    /// run loop's next turn (the next frame), however many appends come before it.
    func noteChanges(of update: ReadingModelUpdate) {
        let changed = (update.added + update.changed).map(\.id)
        guard !changed.isEmpty else { return }
        if unreportedChanges.isEmpty { Task { @MainActor [weak self] in self?.reportChanges() } }
        let known = Set(unreportedChanges)
        unreportedChanges += changed.filter { !known.contains($0) }
    }

    /// Tells VoiceOver of the elements added or changed since it was last told, those still
    /// shown, each once.
    package func reportChanges() {
        var seen: Set<ObjectIdentifier> = []
        let elements = unreportedChanges.compactMap(tree.focusTarget(for:)).filter { seen.insert(ObjectIdentifier($0)).inserted }
        unreportedChanges = []
        guard !elements.isEmpty else { return }
        NSAccessibility.post(element: self, notification: .layoutChanged, userInfo: [.uiElements: elements])
    }
}
#endif
