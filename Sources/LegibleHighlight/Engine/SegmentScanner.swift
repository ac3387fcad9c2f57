#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scans code line by line, carrying the ``LexicalState`` from each line to the next.
///
/// A line longer than ``LexicalLimits/maximumSegmentLength`` is scanned in pieces (segments)
/// cut at fixed places, so that the cuts, and so the runs, are the same whether the code is
/// highlighted whole or streamed. Every segment start is recorded: the streaming highlighter
/// scans again from the last one only.
enum SegmentScanner {
    /// Where a segment starts and what is known there.
    struct SegmentStart: Sendable {
        /// Its UTF-8 offset.
        var offset: Int
        /// Its UTF-16 offset.
        var utf16Offset: Int
        /// The state before it.
        var state: LexicalState
        /// The index of its first run.
        var firstRun: Int
    }

    /// Scans `text` from `start` to its end, appending runs to `runs` (which hold the runs from
    /// `start.firstRun` on: none, for a scan that goes on from a segment's start) and, if
    /// `segments` is given, the start of every segment scanned to it. The text being incomplete, its last line is scanned as if it ended there; when
    /// the text ends with a line break (or is empty), the empty line after it is recorded as a
    /// segment too.
    static func scan(_ text: UnsafeBufferPointer<UInt8>, from start: SegmentStart, runs: inout [TokenRun],
                     segments: UnsafeMutablePointer<ChunkedArray<SegmentStart>>?) {
        var position = start.offset
        var utf16 = start.utf16Offset
        let count = text.count
        var scanner = Scanner(text: text, state: start.state, runs: runs)
        runs = []  // the scanner holds the only reference, so appending never copies
        var grammar = CurrentGrammar(scanner.top.grammar)
        while position < count {
            let limit = min(count, position + LexicalLimits.maximumSegmentLength)
            var lineEnd = limit
            if let base = text.baseAddress, let found = memchr(base + position, 0x0A, limit - position) {
                lineEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            var endsLine = true
            var next = lineEnd
            var contentEnd = lineEnd
            if lineEnd < count && text[lineEnd] == 0x0A {
                next = lineEnd + 1
                if contentEnd > position && text[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            } else if lineEnd < count {
                // No line break within the limit: cut at the first scalar boundary from there.
                while lineEnd < count && text[lineEnd] & 0xC0 == 0x80 { lineEnd += 1 }
                next = lineEnd
                contentEnd = lineEnd
                endsLine = false
            }
            segments?.pointee.append(SegmentStart(offset: position, utf16Offset: utf16, state: scanner.state, firstRun: start.firstRun + scanner.runs.count))
            var highBits: UInt8 = 0
            for index in position..<contentEnd { highBits |= text[index] }
            scanner.begin(position..<contentEnd, utf16Offset: utf16, isASCII: highBits < 0x80)
            scanSegment(&scanner, endsLine: endsLine, &grammar)
            utf16 = scanner.utf16OffsetOfSegmentEnd() + (next - contentEnd)
            scanner.state.continuesLine = !endsLine
            position = next
        }
        if count == 0 || text[count - 1] == 0x0A {
            segments?.pointee.append(SegmentStart(offset: count, utf16Offset: utf16, state: scanner.state, firstRun: start.firstRun + scanner.runs.count))
        }
        runs = scanner.runs
    }

    /// The grammar on top, fetched again only when it changes (at nested languages).
    private struct CurrentGrammar {
        var id: GrammarID
        var grammar: GrammarEntry

        init(_ id: GrammarID) {
            self.id = id
            grammar = id.grammar
        }

        @inline(__always)
        mutating func scan(_ s: inout Scanner) {
            if s.top.grammar != id { self = CurrentGrammar(s.top.grammar) }
            grammar.scan(&s)
        }
    }

    /// Scans one segment.
    private static func scanSegment(_ s: inout Scanner, endsLine: Bool, _ grammar: inout CurrentGrammar) {
        if s.segmentStartsLine { startLine(&s) }
        var nested = NestedLanguageEnd()
        nested.update(&s, force: true)
        var stalled = 0
        while true {
            while s.position < s.end {
                let before = s.position
                let depth = s.state.modes.count
                grammar.scan(&s)
                if s.state.modes.count != depth { nested.update(&s, force: false) }
                // A grammar that neither moves nor opens or closes constructs would loop
                // forever; after a few such steps the byte is skipped as plain text.
                if s.position == before {
                    stalled += 1
                    if stalled > 8 {
                        s.skipPlain(to: s.scalarEnd(s.position))
                        stalled = 0
                    }
                } else {
                    stalled = 0
                }
            }
            guard s.end < s.segmentEnd, nested.depth > 0 else { break }
            // The nested language ends here: close it and what is open inside it.
            s.popAll(from: nested.depth)
            s.end = s.segmentEnd
            nested.update(&s, force: true)
        }
        if endsLine { endLine(&s) }
    }

    /// Opens the constructs waiting for this line, then lets each open construct, outermost
    /// first, end at this line.
    private static func startLine(_ s: inout Scanner) {
        s.openPendingModes()
        var depth = 0
        while depth < s.state.modes.count {
            let mode = s.state.modes[depth]
            if mode.grammar.grammar.startLine(mode, depth, &s) { break }
            depth += 1
        }
    }

    /// Closes the constructs that end with their line.
    private static func endLine(_ s: inout Scanner) {
        while s.state.modes.count > 1 {
            let flags = s.top.flags
            guard flags.contains(.endsAtLineEnd) else { break }
            if flags.contains(.continuesAfterBackslash) && s.segmentEnd > s.segmentStart
                && s.text[s.segmentEnd - 1] == UInt8(ascii: "\\") { break }
            s.pop()
        }
    }

    /// The innermost nested-language record and where its language ends in this segment.
    private struct NestedLanguageEnd {
        /// Its depth in the stack, or 0 when there is none.
        var depth = 0

        /// After the stack changed: if the innermost record is another one, sets `s.end` to
        /// where its language ends.
        mutating func update(_ s: inout Scanner, force: Bool) {
            let found = Int(s.state.innermostNestedLanguage)
            guard force || found != depth else { return }
            depth = found
            s.end = s.segmentEnd
            if found > 0 {
                let mode = s.state.modes[found]
                if let end = mode.grammar.grammar.nestedLanguageEnd(mode, s) { s.end = max(s.position, end) }
            }
        }
    }
}
