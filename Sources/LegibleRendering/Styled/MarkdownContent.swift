import LegibleAccessibility
import LegibleMarkdown

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
    /// The reading model of what is shown.
    public private(set) var readingModel: ReadingModel
    /// The styled document of what is shown (its text is the reading model's).
    public private(set) var styledDocument: StyledDocument
    /// The Markdown shown, as UTF-8 (a stream may have stopped inside a character).
    private var source: [UInt8] = []
    private var session: StreamingSession?

    /// Empty content.
    public init(options: ParseOptions, phrases: PhraseTable) {
        self.options = options
        self.phrases = phrases
        readingModel = ReadingModel(document: MarkdownDocument(parsing: "", options: options), phrases: phrases)
        styledDocument = StyledDocument(model: readingModel)
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
        readingModel = ReadingModel(document: MarkdownDocument(parsing: markdown, options: options), phrases: phrases)
        styledDocument = StyledDocument(model: readingModel)
    }

    /// Appends bytes of a streamed answer. The first append starts the stream (continuing a
    /// document shown before or a stream finished before, if any), with the policy, clock and announcement
    /// closure given; later appends use the stream's. Returns what changed.
    public func append(_ bytes: some Collection<UInt8>, policy: AnnouncementPolicy, clock: AnnouncementClock,
                       announce: @escaping @MainActor (Announcement) -> Void) -> ReadingModelUpdate {
        if isFinished { show(markdown) }
        let session = self.session ?? {
            let session = StreamingSession(answer: StreamingAnswer(options: options, phrases: phrases, policy: policy), clock: clock,
                                           announce: announce)
            self.session = session
            if !source.isEmpty { session.append(source) }
            return session
        }()
        source += bytes
        return refresh(session.append(bytes), from: session)
    }

    /// Marks the end of a streamed answer; `nil` when nothing is streaming.
    public func finish() -> ReadingModelUpdate? {
        guard let session else { return nil }
        isFinished = true
        return refresh(session.finish(), from: session)
    }

    private func refresh(_ update: ReadingModelUpdate, from session: StreamingSession) -> ReadingModelUpdate {
        readingModel = session.answer.model.model ?? readingModel
        styledDocument = StyledDocument(model: readingModel)
        return update
    }
}
