public import LegibleAccessibility
public import LegibleMarkdown
public import LegibleRendering

/// What a view shows: Markdown, set whole or streamed in, with its reading model and styled
/// document kept up to date. The UIKit and AppKit views keep one each, so that showing,
/// appending and finishing work the same on both.
///
/// ```swift
/// let content = MarkdownContent(options: .gitHub, phrases: .english)
/// content.show("# Notes\n\nDone.")
/// let update = content.append(Array("More".utf8), policy: .standard, clock: .continuous) { speak($0.text) }
/// ```
@MainActor
public final class MarkdownContent {
    /// How the Markdown is read.
    public let options: ParseOptions
    /// The words the reading model adds.
    public let phrases: PhraseTable
    /// The reading model of what is shown. While a stream runs it is built when asked for, not
    /// at every append: the styled document follows the stream's updates without it.
    public var readingModel: ReadingModel {
        if let builtModel { return builtModel }
        let model = session?.answer.model.model ?? ReadingModel(document: MarkdownDocument(parsing: source, options: options), phrases: phrases)
        builtModel = model
        return model
    }
    private var builtModel: ReadingModel?
    /// The styled document of what is shown (its text is the reading model's).
    public private(set) var styledDocument: StyledDocument
    /// What the last ``show(_:)``, ``append(_:policy:clock:announce:)`` or ``finish()`` asks a
    /// view to lay out, draw and announce again.
    public private(set) var invalidation: LayoutInvalidation
    /// The Markdown shown, as UTF-8 (a stream may have stopped inside a character).
    private var source: [UInt8] = []
    private var session: StreamingSession?

    /// Empty content.
    public init(options: ParseOptions, phrases: PhraseTable) {
        self.options = options
        self.phrases = phrases
        let model = ReadingModel(document: MarkdownDocument(parsing: "", options: options), phrases: phrases)
        builtModel = model
        styledDocument = StyledDocument(model: model)
        invalidation = LayoutInvalidation(wholeDocument: styledDocument, previousUTF16Count: 0)
    }

    /// The Markdown shown.
    public var markdown: String { String(decoding: source, as: UTF8.self) }

    /// Whether a stream was started and not yet finished.
    public var isStreaming: Bool { session != nil && !isFinished }
    private var isFinished = false

    /// Shows a finished document, ending any stream.
    public func show(_ markdown: String) {
        session = nil
        isFinished = false
        source = Array(markdown.utf8)
        let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: options), phrases: phrases)
        builtModel = model
        let previousCount = styledDocument.utf16Count
        styledDocument = StyledDocument(model: model)
        invalidation = LayoutInvalidation(wholeDocument: styledDocument, previousUTF16Count: previousCount)
    }

    /// Appends bytes of a streamed answer. The first append starts the stream (continuing a
    /// document shown before or a stream finished before, if any), with the policy, clock and announcement
    /// closure given; later appends use the stream's. Returns what changed.
    public func append(_ bytes: some Collection<UInt8>, policy: AnnouncementPolicy, clock: AnnouncementClock,
                       announce: @escaping @MainActor (Announcement) -> Void) -> ReadingModelUpdate {
        if isFinished { show(markdown) }
        if let session {
            source += bytes
            return refresh(session.append(bytes))
        }
        let session = StreamingSession(answer: StreamingAnswer(options: options, phrases: phrases, policy: policy), clock: clock,
                                       announce: announce)
        self.session = session
        guard !source.isEmpty else {
            source += bytes
            return refresh(session.append(bytes))
        }
        // A stream that continues the text shown starts from empty, as its updates do: the
        // styled document follows it from there, and the view lays everything out again.
        let previousCount = styledDocument.utf16Count
        styledDocument = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: options), phrases: phrases))
        _ = refresh(session.append(source))
        source += bytes
        let update = refresh(session.append(bytes))
        invalidation = LayoutInvalidation(wholeDocument: styledDocument, previousUTF16Count: previousCount)
        return update
    }

    /// Marks the end of a streamed answer; `nil` when nothing is streaming.
    public func finish() -> ReadingModelUpdate? {
        guard let session else { return nil }
        isFinished = true
        return refresh(session.finish())
    }

    /// Applies the stream's update to the styled document: only the top-level blocks the
    /// update changed are built again. The reading model is built again only when asked for.
    private func refresh(_ update: ReadingModelUpdate) -> ReadingModelUpdate {
        builtModel = nil
        let change = styledDocument.apply(update)
        invalidation = LayoutInvalidation(change: change, update: update, document: styledDocument)
        return update
    }
}
