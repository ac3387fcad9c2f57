import LegibleMarkdown

/// Where each line of a source text starts, to turn byte offsets into lines and columns (UTF-8
/// bytes, as ``SourcePosition`` counts them, and UTF-16 code units, as SARIF counts them).
/// A line ends at `\n`, `\r\n` or `\r`, as CommonMark has it.
struct SourceLines: Sendable {
    let source: [UInt8]
    private let starts: [Int]

    init(_ source: [UInt8]) {
        self.source = source
        var starts = [0]
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < source.count, source[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        self.starts = starts
    }

    /// The 0-based index of the line holding `offset`.
    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func position(of offset: Int) -> SourcePosition {
        let line = lineIndex(of: offset)
        return SourcePosition(offset: offset, line: line + 1, column: offset - starts[line] + 1)
    }

    /// The 1-based column of `offset` in UTF-16 code units.
    func utf16Column(of offset: Int) -> Int {
        let start = starts[lineIndex(of: offset)]
        var column = 1
        for byte in source[start..<min(offset, source.count)] where byte & 0xC0 != 0x80 {
            column += byte >= 0xF0 ? 2 : 1
        }
        return column
    }

    /// The byte range of the 1-based line `line`, without its line ending; empty past the end.
    func range(ofLine line: Int) -> Range<Int> {
        guard line >= 1, line <= starts.count else { return source.count..<source.count }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : source.count
        while end > start, source[end - 1] == UInt8(ascii: "\n") || source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The text of the 1-based line `line`.
    func text(ofLine line: Int) -> String {
        String(decoding: source[range(ofLine: line)], as: UTF8.self)
    }
}
