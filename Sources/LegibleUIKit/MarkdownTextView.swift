#if canImport(UIKit)
import LegibleAccessibility
import LegibleMarkdown
import UIKit

/// A view that shows Markdown (a note, a help page, a language model's answer streaming in) and
/// that VoiceOver, Switch Control, Voice Control, Speak Screen and braille users read element by
/// element: headings with their level, paragraphs, links, images by their description, formulas
/// spoken as math, code blocks, tables as data tables, lists and footnotes, with rotors and
/// actions, all as Legible's reading model says.
///
/// ```swift
/// let view = MarkdownTextView(markdown: "# Hello\n\nSome *Markdown*.")
///
/// // Streaming: append text as it arrives; VoiceOver hears finished sentences.
/// let answer = MarkdownTextView()
/// answer.append("## Compound interest\n\nCompound interest grows")
/// answer.append(" a balance.\n")
/// answer.finish()
/// ```
@MainActor
open class MarkdownTextView: UIView {
    /// The Markdown shown. Setting it shows a finished document (and ends any stream).
    public var markdown: String {
        get { String(decoding: source, as: UTF8.self) }
        set { show(newValue) }
    }

    /// How Markdown is read: the dialect (GitHub's by default).
    public let options: ParseOptions
    /// The words the reading model adds, in the reader's language.
    public let phrases: PhraseTable
    /// What is announced while an answer streams in, and how often; read when a stream starts.
    public var announcementPolicy: AnnouncementPolicy = .standard
    /// The clock announcements are paced on; read when a stream starts.
    public var announcementClock: AnnouncementClock = .continuous
    /// Opens a link the reader activates. By default the system opens it.
    public var openLink: @MainActor (URL) -> Void = { UIApplication.shared.open($0) }

    /// The reading model of what is shown.
    public private(set) var readingModel: ReadingModel

    /// The Markdown shown, as UTF-8 (a stream may have stopped inside a character).
    private var source: [UInt8] = []
    private var session: StreamingSession?
    let tree = AccessibilityTree()
    private var rotorKinds: [Rotor.Kind] = []
    /// The element VoiceOver is on, if it is one of this view's.
    private(set) var focusedElement: ElementID?

    /// A view showing `markdown`, read with `options`, its structure named in `phrases`' language.
    public init(markdown: String = "", options: ParseOptions = .gitHub, phrases: PhraseTable = .english) {
        self.options = options
        self.phrases = phrases
        readingModel = ReadingModel(document: MarkdownDocument(parsing: "", options: options), phrases: phrases)
        super.init(frame: .zero)
        isAccessibilityElement = false
        show(markdown)
    }

    public required init?(coder: NSCoder) {
        options = .gitHub
        phrases = .english
        readingModel = ReadingModel(document: MarkdownDocument(parsing: "", options: options), phrases: phrases)
        super.init(coder: coder)
        isAccessibilityElement = false
    }

    // MARK: Content

    /// Appends text of an answer as it arrives. The first append after a finished document
    /// starts a stream that continues it. Elements that did not change keep their identity and
    /// VoiceOver's focus; finished sentences are announced as ``announcementPolicy`` says.
    public func append(_ text: String) {
        append(text.utf8)
    }

    /// Appends bytes of an answer as they arrive; they may end inside a character, which is
    /// shown once its last byte arrives.
    public func append(_ bytes: some Collection<UInt8>) {
        let session = self.session ?? startStream()
        source += bytes
        apply(session.append(bytes), from: session)
    }

    /// Marks the end of a streamed answer: what remains is announced, then that it is complete.
    public func finish() {
        guard let session else { return }
        apply(session.finish(), from: session)
    }

    private func startStream() -> StreamingSession {
        let answer = StreamingAnswer(options: options, phrases: phrases, policy: announcementPolicy)
        let session = StreamingSession(answer: answer, clock: announcementClock) { [weak self] announcement in
            self?.post(announcement)
        }
        self.session = session
        if !source.isEmpty { session.append(source) }
        return session
    }

    private func show(_ markdown: String) {
        session = nil
        source = Array(markdown.utf8)
        readingModel = ReadingModel(document: MarkdownDocument(parsing: markdown, options: options), phrases: phrases)
        tree.rebuild(readingModel, in: self)
        contentDidChange()
    }

    private func apply(_ update: ReadingModelUpdate, from session: StreamingSession) {
        readingModel = session.answer.model.model ?? readingModel
        tree.apply(update, model: readingModel, in: self)
        keepFocus(after: update)
        contentDidChange()
    }

    private func contentDidChange() {
        accessibilityElements = tree.topLevel
        updateRotors()
    }

    // MARK: Focus

    func elementDidBecomeFocused(_ id: ElementID) { focusedElement = id }

    func elementDidLoseFocus(_ id: ElementID) {
        if focusedElement == id { focusedElement = nil }
    }

    /// When the element VoiceOver is on is gone, moves VoiceOver to the one now in its place.
    private func keepFocus(after update: ReadingModelUpdate) {
        guard let focused = focusedElement, update.removed.contains(focused) else { return }
        let replacement = readingModel.replacement(for: focused).flatMap { tree.objects[$0.id] }
        focusedElement = replacement?.id
        UIAccessibility.post(notification: .layoutChanged, argument: replacement)
    }

    // MARK: Actions

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

    // MARK: Announcements

    /// Posts a streamed answer's announcement queued behind speech already going on, so that
    /// one sentence does not cut off the one before.
    private func post(_ announcement: Announcement) {
        var attributes: [NSAttributedString.Key: Any] = [
            .accessibilitySpeechQueueAnnouncement: true,
            .accessibilitySpeechLanguage: phrases.languageCode,
        ]
        if #available(iOS 17.0, visionOS 1.0, *) {
            attributes[.accessibilitySpeechAnnouncementPriority] = UIAccessibilityPriority.low
        }
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: announcement.text, attributes: attributes))
    }

    // MARK: Rotors

    /// One rotor per kind of place the model lists (headings, links, tables, …), feeding the
    /// system's rotor where there is one.
    private func updateRotors() {
        let kinds = readingModel.rotors.map(\.kind)
        guard kinds != rotorKinds else { return }
        rotorKinds = kinds
        accessibilityCustomRotors = kinds.map { kind in
            let search: UIAccessibilityCustomRotor.Search = { [weak self] predicate in
                self?.rotorResult(kind, predicate)
            }
            if let system = UIAccessibilityCustomRotor.SystemRotorType(kind) {
                return UIAccessibilityCustomRotor(systemType: system, itemSearch: search)
            }
            return UIAccessibilityCustomRotor(name: kind.name(in: phrases), itemSearch: search)
        }
    }

    private func rotorResult(_ kind: Rotor.Kind, _ predicate: UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult? {
        let current = (predicate.currentItem.targetElement as? MarkdownAccessibilityElement)?.id
        guard let entry = readingModel.rotorEntry(kind, from: current, forward: predicate.searchDirection == .next),
              let object = tree.objects[entry.target.id] else { return nil }
        return UIAccessibilityCustomRotorItemResult(targetElement: object, targetRange: nil)
    }

    // MARK: Geometry

    /// Where an element is drawn, in the view's coordinates.
    func frame(of id: ElementID) -> CGRect { .null }
}

extension UIAccessibilityCustomRotor.SystemRotorType {
    /// The system rotor a kind of place feeds, if the system has one.
    init?(_ kind: Rotor.Kind) {
        switch kind {
        case .headings: self = .heading
        case .headingsOfLevel(let level):
            let levels: [Self] = [.headingLevel1, .headingLevel2, .headingLevel3, .headingLevel4, .headingLevel5, .headingLevel6]
            guard (1...6).contains(level) else { return nil }
            self = levels[level - 1]
        case .links: self = .link
        case .tables: self = .table
        case .lists: self = .list
        case .images: self = .image
        case .codeBlocks, .math, .blockQuotes, .footnotes: return nil
        }
    }
}
#endif
