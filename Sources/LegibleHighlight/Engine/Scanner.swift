/// The cursor a grammar scans with: the code's bytes, the position, the end of the piece being
/// scanned, the open constructs, and the runs found so far.
///
/// Grammars read bytes with ``byte(at:)`` (0 past ``end``, so look-ahead never needs a bounds
/// check), classify them with ``emit(_:from:to:)`` and open and close constructs with
/// ``push(_:)`` and ``pop()``.
struct Scanner {
    /// The whole code.
    let text: UnsafeBufferPointer<UInt8>
    /// Where scanning is.
    var position: Int
    /// Where the grammar on top must stop: the end of the line (without its line break), or
    /// where a nested language ends (`</script`).
    var end: Int
    /// The first byte of the segment (line, or piece of a long line) being scanned.
    let segmentStart: Int
    /// The end of the segment, without its line break.
    let segmentEnd: Int
    /// The open constructs and the token before.
    var state: LexicalState
    /// The innermost open construct (the last of `state.modes`, kept apart for speed).
    private(set) var top: Mode
    /// The runs found, in order.
    var runs: [TokenRun]
    /// The first run of this segment: runs before it are never merged with new ones.
    let segmentFirstRun: Int
    private var utf8Cursor: Int
    private var utf16Cursor: Int

    init(text: UnsafeBufferPointer<UInt8>, segment: Range<Int>, state: LexicalState, runs: [TokenRun], utf16Offset: Int) {
        self.text = text
        position = segment.lowerBound
        end = segment.upperBound
        segmentStart = segment.lowerBound
        segmentEnd = segment.upperBound
        self.state = state
        top = state.modes[state.modes.count - 1]
        self.runs = runs
        segmentFirstRun = runs.count
        utf8Cursor = segment.lowerBound
        utf16Cursor = utf16Offset
    }

    // MARK: Reading

    /// The byte at `index`, or 0 at or past ``end``.
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < end ? text[index] : 0
    }

    /// The byte at ``position``, or 0 at the end.
    @inline(__always)
    var current: UInt8 { byte(at: position) }

    /// The byte `offset` after ``position``, or 0 past the end.
    @inline(__always)
    func peek(_ offset: Int) -> UInt8 { byte(at: position + offset) }

    /// Whether the segment being scanned starts a line (rather than continuing a long one).
    var segmentStartsLine: Bool { !state.continuesLine }

    /// Whether nothing but spaces and tabs comes before `index` on its line in this segment.
    func isFirstOnLine(_ index: Int) -> Bool {
        guard segmentStartsLine else { return false }
        var i = segmentStart
        while i < index, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
        return i == index
    }

    /// Whether `literal` is at `index`.
    func matches(_ literal: [UInt8], at index: Int) -> Bool {
        guard index + literal.count <= end else { return false }
        for (k, byte) in literal.enumerated() where text[index + k] != byte { return false }
        return true
    }

    /// Whether `literal` (given in lowercase) is at `index`, ignoring ASCII case.
    func matchesIgnoringCase(_ literal: [UInt8], at index: Int) -> Bool {
        guard index + literal.count <= end else { return false }
        for (k, byte) in literal.enumerated() where text[index + k] | (isASCIILetter(text[index + k]) ? 0x20 : 0) != byte {
            return false
        }
        return true
    }

    /// Whether the delimiter is at `index`.
    func matches(_ delimiter: Delimiter, at index: Int) -> Bool {
        let length = Int(delimiter.length)
        guard index + length <= end else { return false }
        return Delimiter.hash(UnsafeBufferPointer(rebasing: text[index..<index + length])) == delimiter.hash
    }

    /// The position after the scalar at `index`.
    func scalarEnd(_ index: Int) -> Int {
        var next = index + 1
        while next < end, text[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// The first position from `index` whose byte is not a space or tab.
    func skippingBlanks(from index: Int) -> Int {
        var i = index
        while i < end, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
        return i
    }

    /// The first position from `index` whose byte is not an identifier byte of `table`.
    @inline(__always)
    func identifierEnd(from index: Int, _ table: ByteTable) -> Int {
        var i = index
        while i < end, table.continuesIdentifier(text[i]) { i += 1 }
        return i
    }

    /// The bytes from `start` to `end`.
    func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[start..<end])
    }

    // MARK: Classifying

    /// Gives the bytes from `start` to `stop` the class `tokenClass` and makes them the token
    /// before for look-back rules (unless they are a comment). Touching runs of one class merge.
    mutating func emit(_ tokenClass: TokenClass, from start: Int, to stop: Int) {
        guard start < stop else { return }
        if tokenClass != .comment && tokenClass != .docComment {
            state.previousClass = tokenClass.rawValue
            state.previousByte = text[stop - 1]
        }
        let last = runs.count - 1
        if last >= segmentFirstRun, runs[last].tokenClass == tokenClass, runs[last].utf8Range.upperBound == start {
            runs[last].utf8Range = runs[last].utf8Range.lowerBound..<stop
            runs[last].utf16Range = runs[last].utf16Range.lowerBound..<utf16Offset(at: stop)
            return
        }
        let lower = utf16Offset(at: start)
        runs.append(TokenRun(tokenClass: tokenClass, utf8Range: start..<stop, utf16Range: lower..<utf16Offset(at: stop)))
    }

    /// Emits from ``position`` to `stop` and moves there.
    @inline(__always)
    mutating func take(_ tokenClass: TokenClass, to stop: Int) {
        emit(tokenClass, from: position, to: stop)
        position = stop
    }

    /// Moves past plain text (no run) up to `stop`; it counts as the token before.
    mutating func skipPlain(to stop: Int) {
        guard position < stop else { return }
        state.previousClass = LexicalState.plainBefore
        state.previousByte = text[stop - 1]
        position = stop
    }

    /// The UTF-16 offset of the UTF-8 offset `offset`, which is at or after the last one asked.
    private mutating func utf16Offset(at offset: Int) -> Int {
        var i = utf8Cursor
        var units = utf16Cursor
        while i < offset {
            let byte = text[i]
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            i += 1
        }
        utf8Cursor = offset
        utf16Cursor = units
        return units
    }

    /// The UTF-16 offset of the segment's end, for the next segment.
    mutating func utf16OffsetOfSegmentEnd() -> Int { utf16Offset(at: segmentEnd) }

    // MARK: Constructs

    /// Opens a construct, unless ``LexicalLimits/maximumNesting`` are open already.
    /// - Returns: whether it was opened.
    @discardableResult
    mutating func push(_ mode: Mode) -> Bool {
        guard state.modes.count < LexicalLimits.maximumNesting else { return false }
        state.modes.append(mode)
        top = mode
        return true
    }

    /// Closes the innermost construct (never the block's language).
    mutating func pop() {
        guard state.modes.count > 1 else { return }
        state.modes.removeLast()
        top = state.modes[state.modes.count - 1]
    }

    /// Closes the construct at `depth` and every construct inside it.
    mutating func popAll(from depth: Int) {
        let keep = max(1, depth)
        guard keep < state.modes.count else { return }
        state.modes.removeSubrange(keep...)
        top = state.modes[state.modes.count - 1]
    }

    /// Changes the innermost construct's count.
    mutating func setTopCount(_ count: Int32) {
        state.modes[state.modes.count - 1].count = count
        top.count = count
    }

    /// Replaces the innermost construct.
    mutating func replaceTop(_ mode: Mode) {
        state.modes[state.modes.count - 1] = mode
        top = mode
    }

    /// Opens a construct whose body starts on the next line (a heredoc).
    mutating func pushOnNextLine(_ mode: Mode) {
        guard state.modes.count + state.pendingModes.count < LexicalLimits.maximumNesting else { return }
        state.pendingModes.append(mode)
    }

    /// Makes constructs that wait for the next line the innermost ones, the first opened on top.
    mutating func openPendingModes() {
        guard !state.pendingModes.isEmpty else { return }
        for mode in state.pendingModes.reversed() { state.modes.append(mode) }
        state.pendingModes.removeAll()
        top = state.modes[state.modes.count - 1]
    }
}

@inline(__always)
func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

@inline(__always)
func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

@inline(__always)
func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

@inline(__always)
func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B }
