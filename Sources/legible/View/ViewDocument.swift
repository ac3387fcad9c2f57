import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// The document `legible view` shows: its reading model, styled document and cell layout,
/// laid out again when the width changes or, for a streamed answer, when text arrives.
final class ViewDocument {
    private(set) var model: ReadingModel
    private(set) var layout: CellLayout
    private var options: CellLayoutOptions
    private let phrases: PhraseTable
    /// The answer being streamed, with the bytes still to come.
    private let answer: StreamingAnswer?
    private var pending: ArraySlice<UInt8>
    private let chunk: Int
    private var time = Duration.zero

    /// A whole document.
    init(bytes: [UInt8], parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) {
        model = ReadingModel(document: MarkdownDocument(parsing: bytes, options: parseOptions), phrases: phrases)
        layout = CellLayout(document: StyledDocument(model: model), options: options)
        self.options = options
        self.phrases = phrases
        answer = nil
        pending = []
        chunk = 0
    }

    /// An answer that arrives `chunk` bytes at a time, starting empty.
    init(streaming bytes: [UInt8], chunk: Int, parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) {
        let answer = StreamingAnswer(options: parseOptions, phrases: phrases)
        model = ReadingModel(document: MarkdownDocument(parsing: "", options: parseOptions), phrases: phrases)
        layout = CellLayout(document: StyledDocument(model: model), options: options)
        self.options = options
        self.phrases = phrases
        self.answer = answer
        pending = bytes[...]
        self.chunk = max(1, chunk)
    }

    /// Whether more of a streamed answer is to come.
    var isStreaming: Bool { answer != nil && (!pending.isEmpty || !(answer?.document.snapshot().isComplete ?? true)) }

    /// Lays the document out at another width.
    func relayout(width: Int) {
        guard width != options.width else { return }
        options.width = width
        layout = CellLayout(document: layout.document, options: options)
    }

    /// Lays the document out with code clipped, scrolled sideways or wrapped.
    func relayout(codeOverflow: CellLayoutOptions.CodeOverflow) {
        guard codeOverflow != options.codeOverflow else { return }
        options.codeOverflow = codeOverflow
        layout = CellLayout(document: layout.document, options: options)
    }

    /// Appends the next chunk of a streamed answer (or finishes it); whether anything changed.
    @discardableResult
    func advanceStream() -> Bool {
        guard let answer else { return false }
        let step: StreamingAnswer.Step
        if pending.isEmpty {
            guard !answer.document.snapshot().isComplete else { return false }
            step = answer.finish(at: time)
        } else {
            let end = pending.index(pending.startIndex, offsetBy: min(chunk, pending.count))
            step = answer.append(pending[..<end], at: time)
            pending = pending[end...]
        }
        time += .milliseconds(1)
        guard !step.update.isEmpty || step.update.isComplete, let whole = answer.model.model else { return false }
        model = whole
        layout = CellLayout(document: StyledDocument(model: model), options: options)
        return true
    }

    /// Streams the rest of the answer at once.
    func finishStream() {
        while isStreaming { advanceStream() }
    }
}
