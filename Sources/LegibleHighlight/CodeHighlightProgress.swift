/// How far a growing block of code has been highlighted: its token runs, and where each line
/// (or piece of a long line) starts with the highlighter's state there. More code is then
/// highlighted from the start of the line it changes, not from the block's start, so a block
/// that grows at its end costs what arrived. A value: a view's styled document keeps one for
/// each code block, and ``StreamingCodeHighlighter`` one for its text.
///
/// ```swift
/// var progress = CodeHighlightProgress(language: CodeLanguage(named: "python") ?? .plainText)
/// var code = Array("def f(x):\n    return x".utf8)
/// code.withUnsafeBufferPointer { _ = progress.highlight($0, changedFrom: 0) }
/// code += Array(" * 2\n".utf8)
/// let update = code.withUnsafeBufferPointer { progress.highlight($0, changedFrom: 22) }
/// progress.runs[update.firstChangedRun...]   // the runs of the last line, highlighted again
/// ```
public struct CodeHighlightProgress: Sendable {
    /// The language highlighted.
    public let language: CodeLanguage
    /// The token runs of the code as last highlighted, their ranges counted from its start
    /// (in chunks, so that a copy of the progress costs nothing when the original goes on).
    public private(set) var runs: ChunkedArray<TokenRun> = []
    /// Where every segment (line, or piece of a long line) starts, with its state.
    private var segments: ChunkedArray<SegmentScanner.SegmentStart>

    /// Nothing highlighted yet.
    public init(language: CodeLanguage) {
        self.language = language
        segments = [SegmentScanner.SegmentStart(offset: 0, utf16Offset: 0, state: LexicalState(language: language.grammar), firstRun: 0)]
    }

    /// Highlights `code`, the whole code as it is now, again from the start of the segment that
    /// holds the UTF-8 offset `offset`: the code before `offset` must be as it was when last
    /// highlighted (what follows it may differ, or be gone). Afterwards ``runs`` are exactly
    /// ``CodeHighlighter``'s for `code`; the update says from which run they are new.
    public mutating func highlight(_ code: UnsafeBufferPointer<UInt8>, changedFrom offset: Int) -> HighlightUpdate {
        var cut = min(max(0, offset), code.count)
        while cut > 0 && cut < code.count && code[cut] & 0xC0 == 0x80 { cut -= 1 }
        // The segment holding the first changed byte is scanned again; those before it are not.
        var index = segments.count - 1
        while index > 0 && segments[index].offset > cut { index -= 1 }
        let start = segments[index]
        segments.removeSubrange(index...)
        runs.removeSubrange(start.firstRun...)
        // The runs from the segment on are scanned into an array of their own, then added.
        var scanned: [TokenRun] = []
        withUnsafeMutablePointer(to: &segments) { segments in
            SegmentScanner.scan(code, from: start, runs: &scanned, segments: segments)
        }
        runs += scanned
        return HighlightUpdate(firstChangedRun: start.firstRun, utf8Start: start.offset, utf16Start: start.utf16Offset)
    }
}
