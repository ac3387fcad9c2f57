import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// The document `legible view` shows: its reading model, styled document and cell layout,
/// laid out again when the width changes or, for a streamed answer, when text arrives.
final class ViewDocument {
    /// The reading model of what is shown. While a stream runs it is built when asked for (the
    /// pager's jumps and status line), not at every append: the layout follows the stream's
    /// updates without it.
    var model: ReadingModel {
        if let builtModel { return builtModel }
        let model = answer?.model.model ?? ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub), phrases: phrases)
        builtModel = model
        return model
    }
    private var builtModel: ReadingModel?
    private(set) var layout: CellLayout
    /// The first line a streamed update laid out again since ``takeFirstChangedLine()`` was
    /// last asked: the lines before it are where they were.
    private var firstChangedLine: Int?
    private var options: CellLayoutOptions
    private let phrases: PhraseTable
    /// The answer being streamed, with the bytes still to come.
    private let answer: StreamingAnswer?
    private var pending: ArraySlice<UInt8>
    private let chunk: Int
    private var time = Duration.zero

    /// A whole document.
    init(bytes: [UInt8], parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) {
        let model = ReadingModel(document: MarkdownDocument(parsing: bytes, options: parseOptions), phrases: phrases)
        builtModel = model
        layout = CellLayout(document: StyledDocument(model: model), options: options)
        self.options = options
        self.phrases = phrases
        answer = nil
        pending = []
        chunk = 0
        isLive = false
    }

    /// An answer that arrives `chunk` bytes at a time, starting empty; or, `live`, as
    /// ``receive(_:)`` is given its bytes, until ``endOfInput()``.
    init(streaming bytes: [UInt8], chunk: Int, live: Bool = false, parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) {
        let answer = StreamingAnswer(options: parseOptions, phrases: phrases)
        let model = ReadingModel(document: MarkdownDocument(parsing: "", options: parseOptions), phrases: phrases)
        builtModel = model
        layout = CellLayout(document: StyledDocument(model: model), options: options)
        self.options = options
        self.phrases = phrases
        self.answer = answer
        pending = bytes[...]
        self.chunk = max(1, chunk)
        isLive = live
    }

    /// Whether more of a streamed answer is to come.
    var isStreaming: Bool { answer != nil && (!pending.isEmpty || !(answer?.document.snapshot().isComplete ?? true)) }

    /// Whether the answer arrives from a live input rather than being replayed from a file.
    let isLive: Bool

    /// The elements still being written at the last update (none once the answer is complete).
    private(set) var openElements: Set<ElementID> = []

    /// The rows above the first block still being written: those that will not change as more
    /// arrives (all of them once the answer is complete).
    var settledRows: Int {
        let open = openElements.compactMap { layout.document.blockIndex(of: $0) }.min()
        return open.map { layout.top(ofBlock: $0) } ?? Int(layout.size.height)
    }

    /// The first line streamed updates laid out again since the last call (``CellLayout/lineCount``
    /// when none did), and starts counting afresh.
    func takeFirstChangedLine() -> Int {
        defer { firstChangedLine = nil }
        return firstChangedLine ?? layout.lineCount
    }

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
            guard !isLive, !answer.document.snapshot().isComplete else { return false }
            step = answer.finish(at: time)
        } else {
            let end = pending.index(pending.startIndex, offsetBy: min(chunk, pending.count))
            step = answer.append(pending[..<end], at: time)
            pending = pending[end...]
        }
        time += .milliseconds(1)
        return apply(step.update)
    }

    /// Appends bytes that arrived on a live input; whether anything changed.
    @discardableResult
    func receive(_ bytes: [UInt8]) -> Bool {
        guard let answer else { return false }
        return apply(answer.append(bytes, at: time).update)
    }

    /// The live input closed: the answer is complete.
    func endOfInput() {
        guard let answer, !answer.document.snapshot().isComplete else { return }
        apply(answer.finish(at: time).update)
    }

    @discardableResult
    private func apply(_ update: ReadingModelUpdate) -> Bool {
        openElements = update.openElements
        guard !update.isEmpty || update.isComplete else { return false }
        builtModel = nil
        // Only the blocks the update changed are styled and laid out again.
        let change = layout.apply(update)
        let changedLine = layout.firstLine(ofBlock: change.removedBlocks.lowerBound)
        firstChangedLine = min(firstChangedLine ?? changedLine, changedLine)
        return true
    }

    /// Streams the rest of the answer at once.
    func finishStream() {
        while isStreaming { advanceStream() }
    }
}
