public import LegibleAccessibility
public import LegibleRendering

/// What each code block's Copy button shows a reader who sees it: pressed while a finger or the
/// mouse button is down on it, and "Copied" for ``confirmationDuration`` after it copied, then
/// "Copy code" again; and what VoiceOver hears when code is copied. The time is the given
/// clock's, so that tests move it by hand; the view is told to draw again when a confirmation
/// ends.
///
/// ```swift
/// let feedback = CodeCopyFeedback(clock: .continuous) { view.setNeedsDisplay() }
/// let said = feedback.didCopy(code.id, phrases: .english)   // "Code copied", to announce
/// feedback.look(of: code.id, pressing: nil)                  // .copied, for two seconds
/// feedback.title(of: code.id, phrases: .english)             // "Copied"
/// ```
@MainActor
public final class CodeCopyFeedback {
    /// How long a button says "Copied" after it copied: long enough to be read at a glance,
    /// short enough that the button is soon ready again.
    public static let confirmationDuration: Duration = .seconds(2)

    /// The clock the confirmation is timed on.
    public var clock: AnnouncementClock
    /// Called when a confirmation ends, so the view draws the button as ready again.
    public var didChange: @MainActor () -> Void
    /// When each block's confirmation ends, by element: a second copy before the first's ends
    /// moves it later.
    private var copiedUntil: [ElementID: Duration] = [:]

    /// Feedback timed on `clock`, calling `didChange` when a confirmation ends.
    public init(clock: AnnouncementClock = .continuous, didChange: @escaping @MainActor () -> Void = {}) {
        self.clock = clock
        self.didChange = didChange
    }

    /// Records that the code block `element`'s code was copied (by its button, its action or
    /// its menu): its button says "Copied" from now for ``confirmationDuration``. Returns what
    /// to announce, so that a VoiceOver user, who may not see the button, hears it worked.
    @discardableResult
    public func didCopy(_ element: ElementID, phrases: PhraseTable) -> String {
        let end = clock.now() + Self.confirmationDuration
        copiedUntil[element] = end
        clock.wake(end) { [weak self] in self?.expire(element) }
        return phrases.text(.codeCopiedAnnouncement)
    }

    /// How `element`'s button is drawn, with `target` what a finger or the mouse button is down
    /// on now, if it is shown pressed (`nil` for nothing): the button is pressed when that is
    /// its Copy button, and pressed wins over copied, so a second press shows.
    public func look(of element: ElementID, pressing target: TapTarget?) -> CopyButtonLook {
        if let target, case .copyCode = target.action, target.element == element { return .pressed }
        return isConfirming(element) ? .copied : .ready
    }

    /// The code a code block's button copies: the payload of its Copy code action; `nil` for an
    /// element that is no code block of `model`.
    public static func code(of element: ElementID, in model: ReadingModel) -> String? {
        model.element(element)?.actions.first { $0.kind == .copyCode }.map { $0.payload ?? "" }
    }

    /// The button's title, and its accessibility label: "Copied" while it confirms a copy,
    /// else "Copy code" (the name of the code block's action).
    public func title(of element: ElementID, phrases: PhraseTable) -> String {
        phrases.text(isConfirming(element) ? .codeCopiedButtonTitle : .copyCodeAction)
    }

    /// Whether `element`'s button says "Copied" now.
    private func isConfirming(_ element: ElementID) -> Bool {
        copiedUntil[element].map { clock.now() < $0 } ?? false
    }

    /// A confirmation's time is up: unless a later copy moved it, the button is ready again.
    private func expire(_ element: ElementID) {
        guard let end = copiedUntil[element], clock.now() >= end else { return }
        copiedUntil[element] = nil
        didChange()
    }
}
