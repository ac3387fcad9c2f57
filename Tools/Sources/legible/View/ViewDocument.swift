import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleViewSupport

/// The document `legible view` shows: the view core every front end shares
/// (`MarkdownViewCore`), laid out in character cells, and what the terminal adds to it: a file
/// replayed as a stream a chunk at a time, or an answer arriving on a live input.
@MainActor
final class ViewDocument {
    /// The shown document: its chain, layout and pages.
    let core: MarkdownViewCore
    /// The cell layout's options (the width is the core's).
    private var options: CellLayoutOptions
    /// The bytes of a replayed stream still to come, a chunk at a time.
    private var pending: ArraySlice<UInt8>
    private let chunk: Int
    /// Whether the document is streamed, rather than shown whole, and whether its stream ended.
    private let streams: Bool
    private var isFinished = false
    /// The first row the core asked to draw again since ``takeFirstChangedLine()`` was last
    /// asked; `nil` for none, and everything (`-1`) for a whole redraw.
    private var firstRedrawnRow: Double?

    /// A whole document.
    init(bytes: [UInt8], parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) {
        (self.options, pending, chunk, streams, isLive) = (options, [], 0, false, false)
        core = Self.core(parseOptions: parseOptions, phrases: phrases, options: options)
        core.perform = { [unowned self] in record($0) }
        core.show(String(decoding: bytes, as: UTF8.self))
        core.width = Double(options.width)
    }

    /// An answer that arrives `chunk` bytes at a time, starting empty; or, `live`, as
    /// ``receive(_:)`` is given its bytes, until ``endOfInput()``.
    init(streaming bytes: [UInt8], chunk: Int, live: Bool = false, parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) {
        (self.options, pending, self.chunk, streams, isLive) = (options, bytes[...], max(1, chunk), true, live)
        core = Self.core(parseOptions: parseOptions, phrases: phrases, options: options)
        core.perform = { [unowned self] in record($0) }
        core.width = Double(options.width)
    }

    /// A core laid out in cells with `options`, brought up to a streamed append from what it
    /// changed. The terminal says nothing aloud: its status line tells that an answer is still
    /// arriving.
    private static func core(parseOptions: ParseOptions, phrases: PhraseTable, options: CellLayoutOptions) -> MarkdownViewCore {
        let core = MarkdownViewCore(options: parseOptions, phrases: phrases, layout: Self.engine(options), updating: { layout, document, plan in
            guard var cells = layout as? CellLayout else { return nil }
            cells.apply(plan, to: document)
            return cells
        }, perform: { _ in })
        core.announcementPolicy = .quiet
        return core
    }

    private static func engine(_ options: CellLayoutOptions) -> MarkdownViewCore.LayoutEngine {
        { document, width in
            var options = options
            options.width = Int(width)
            return CellLayout(document: document, options: options)
        }
    }

    /// What the core asks for that the pager needs: where to draw again from.
    private func record(_ command: LegibleViewSupport.ViewCommand) {
        guard case .redraw(let rect) = command else { return }
        let row = rect?.y ?? -1
        firstRedrawnRow = min(firstRedrawnRow ?? row, row)
    }

    /// The document laid out in cells.
    var layout: CellLayout {
        // The core lays out with the cell engine above at the width set at once.
        core.drawnLayout as! CellLayout
    }

    /// The reading model of what is shown.
    var model: ReadingModel { core.readingModel }

    /// Whether more of a streamed answer is to come.
    var isStreaming: Bool { streams && !isFinished }

    /// Whether the answer arrives from a live input rather than being replayed from a file.
    let isLive: Bool

    /// The rows above the first block still being written: those that will not change as more
    /// arrives (all of them once the answer is complete).
    var settledRows: Int {
        let open = core.openElements.compactMap { layout.document.blockIndex(of: $0) }.min()
        return open.map { layout.top(ofBlock: $0) } ?? Int(layout.size.height)
    }

    /// The first line laid out again since the last call (``CellLayout/lineCount`` when none
    /// was, 0 when everything was), and starts counting afresh.
    func takeFirstChangedLine() -> Int {
        defer { firstRedrawnRow = nil }
        guard let row = firstRedrawnRow else { return layout.lineCount }
        return row < 0 ? 0 : layout.firstLineIndex(atOrBelowY: row)
    }

    /// Lays the document out at another width.
    func relayout(width: Int) {
        guard width != options.width else { return }
        options.width = width
        core.width = Double(width)
    }

    /// Lays the document out with code clipped, scrolled sideways or wrapped.
    func relayout(codeOverflow: CellLayoutOptions.CodeOverflow) {
        guard codeOverflow != options.codeOverflow else { return }
        options.codeOverflow = codeOverflow
        core.layoutEngine = Self.engine(options)
    }

    /// Appends the next chunk of a replayed answer (or finishes it); whether anything changed.
    @discardableResult
    func advanceStream() -> Bool {
        guard streams, !isLive, isStreaming else { return false }
        if pending.isEmpty {
            core.finish()
            isFinished = true
        } else {
            let end = pending.index(pending.startIndex, offsetBy: min(chunk, pending.count))
            core.append(pending[..<end])
            pending = pending[end...]
            _ = core.displayFrame()
        }
        return true
    }

    /// Appends bytes that arrived on a live input; whether anything changed.
    @discardableResult
    func receive(_ bytes: [UInt8]) -> Bool {
        guard streams, !bytes.isEmpty else { return false }
        core.append(bytes)
        _ = core.displayFrame()
        return true
    }

    /// The live input closed: the answer is complete.
    func endOfInput() {
        guard streams, !isFinished else { return }
        core.finish()
        isFinished = true
    }

    /// Streams the rest of the answer at once.
    func finishStream() {
        while isStreaming { advanceStream() }
    }
}
