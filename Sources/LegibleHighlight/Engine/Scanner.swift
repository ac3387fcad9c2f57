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
    private(set) var segmentStart = 0
    /// The end of the segment, without its line break.
    private(set) var segmentEnd = 0
    /// The open constructs and the token before.
    var state: LexicalState
    /// The innermost open construct (the last of `state.modes`, kept apart for speed).
    private(set) var top: Mode
    /// The runs found, in order.
    var runs: [TokenRun]
    /// The first run of this segment: runs before it are never merged with new ones.
    private(set) var segmentFirstRun = 0
    private var utf8Cursor = 0
    private var utf16Cursor = 0
    /// Whether the segment is all ASCII, so that UTF-16 offsets are UTF-8 offsets shifted.
    private var isASCII = true

    /// A scanner of `text` in `state`, after `runs`; ``begin(_:utf16Offset:isASCII:)`` starts
    /// each segment.
    init(text: UnsafeBufferPointer<UInt8>, state: LexicalState, runs: [TokenRun]) {
        self.text = text
        position = 0
        end = 0
        self.state = state
        top = state.modes.last
        self.runs = runs
    }

    /// Starts scanning `segment`, whose first byte has the UTF-16 offset `utf16Offset`.
    mutating func begin(_ segment: Range<Int>, utf16Offset: Int, isASCII: Bool) {
        position = segment.lowerBound
        end = segment.upperBound
        segmentStart = segment.lowerBound
        segmentEnd = segment.upperBound
        segmentFirstRun = runs.count
        utf8Cursor = segment.lowerBound
        utf16Cursor = utf16Offset
        self.isASCII = isASCII
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
        literal.withUnsafeBufferPointer { matches($0, at: index, ignoringCase: false) }
    }

    /// Whether the ASCII `literal` is at `index`.
    func matches(_ literal: StaticString, at index: Int) -> Bool {
        matches(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), at: index, ignoringCase: false)
    }

    /// Whether the ASCII `literal` (given in lowercase) is at `index`, ignoring ASCII case.
    func matchesIgnoringCase(_ literal: StaticString, at index: Int) -> Bool {
        matches(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), at: index, ignoringCase: true)
    }

    /// Whether the bytes of `literal` are at `index`, ignoring ASCII case if asked.
    func matches(_ literal: UnsafeBufferPointer<UInt8>, at index: Int, ignoringCase: Bool) -> Bool {
        guard index >= 0, index + literal.count <= end else { return false }
        for k in 0..<literal.count {
            var byte = text[index + k]
            if ignoringCase && isASCIILetter(byte) { byte |= 0x20 }
            if byte != literal[k] { return false }
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

    /// How far a rule may look ahead from `index` for the end of a construct it is not sure of:
    /// ``LexicalLimits/maximumLookahead`` bytes, or the end.
    func lookaheadLimit(from index: Int) -> Int {
        min(end, index + LexicalLimits.maximumLookahead)
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
    /// Nothing past ``end`` is ever classified.
    mutating func emit(_ tokenClass: TokenClass, from start: Int, to stop: Int) {
        let stop = min(stop, end)
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
        position = max(position, min(stop, end))
    }

    /// Moves past plain text (no run) up to `stop` (at most ``end``); it counts as the token
    /// before.
    mutating func skipPlain(to stop: Int) {
        let stop = min(stop, end)
        guard position < stop else { return }
        state.previousClass = LexicalState.plainBefore
        state.previousByte = text[stop - 1]
        position = stop
    }

    /// The UTF-16 offset of the UTF-8 offset `offset`, which is at or after the last one asked.
    private mutating func utf16Offset(at offset: Int) -> Int {
        if isASCII { return utf16Cursor + (offset - utf8Cursor) }
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
        if mode.kind == .nestedLanguage { state.innermostNestedLanguage = Int32(state.modes.count - 1) }
        return true
    }

    /// Closes the innermost construct (never the block's language).
    mutating func pop() {
        guard state.modes.count > 1 else { return }
        state.modes.removeLast()
        top = state.modes.last
        if Int(state.innermostNestedLanguage) >= state.modes.count { findInnermostNestedLanguage() }
    }

    /// Closes the construct at `depth` and every construct inside it.
    mutating func popAll(from depth: Int) {
        let keep = max(1, depth)
        guard keep < state.modes.count else { return }
        state.modes.removeAll(from: keep)
        top = state.modes.last
        if Int(state.innermostNestedLanguage) >= state.modes.count { findInnermostNestedLanguage() }
    }

    /// After the innermost nested-language record was closed: the one around it, if any.
    private mutating func findInnermostNestedLanguage() {
        var index = state.modes.count - 1
        while index > 0 && state.modes[index].kind != .nestedLanguage { index -= 1 }
        state.innermostNestedLanguage = Int32(index)
    }

    /// Changes the innermost construct's count.
    mutating func setTopCount(_ count: Int32) {
        state.modes[state.modes.count - 1].count = count
        top.count = count
    }

    /// Replaces the innermost construct (by one of the same kind).
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
        for mode in state.pendingModes.reversed() {
            state.modes.append(mode)
            if mode.kind == .nestedLanguage { state.innermostNestedLanguage = Int32(state.modes.count - 1) }
        }
        state.pendingModes.removeAll()
        top = state.modes.last
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
