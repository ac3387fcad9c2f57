import LegibleMarkdown
import Testing

/// Whether the tests were compiled with optimisation (`-c release`).
private let isOptimizedBuild: Bool = {
    #if DEBUG
    false
    #else
    true
    #endif
}()

/// Input longer than a document holds is cut to `maximumInputSize` bytes, before a character
/// that does not fit whole, and flagged; nothing traps. The inputs are as large as the limit,
/// made of one indented code line, which parses in one pass with no inline parsing. The suite
/// runs its tests one at a time, since each holds a few copies of half a gigabyte, and only in
/// optimised builds (CI runs it in its release test run): a debug build takes minutes.
@Suite("Input size limit", .serialized,
       .enabled(if: isOptimizedBuild, "half-gigabyte inputs run in release builds: swift test -c release --filter InputSizeLimit"))
struct InputSizeLimitTests {
    static let limit = MarkdownDocument.maximumInputSize

    /// An indented code block of `count` bytes in all.
    static func code(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
        bytes.replaceSubrange(0..<4, with: Array("    ".utf8))
        return bytes
    }

    @Test("input of exactly the limit is parsed whole; one byte more is cut to the limit and flagged")
    func atTheLimit() {
        let whole = MarkdownDocument(parsing: Self.code(Self.limit))
        #expect(!whole.isTruncated)
        #expect(whole.sourceBytes.count == Self.limit)
        #expect(whole.root.firstChild?.kind == .codeBlock)

        let over = MarkdownDocument(parsing: Self.code(Self.limit + 1))
        #expect(over.isTruncated)
        #expect(over.sourceBytes.count == Self.limit)
        #expect(over.root.firstChild?.sourceOffsets == 4..<Self.limit)
    }

    @Test("a character that would cross the limit is left out whole")
    func characterAcrossTheLimit() {
        let text = String(decoding: Self.code(Self.limit - 1), as: UTF8.self) + "é"
        let document = MarkdownDocument(parsing: text)
        #expect(document.isTruncated)
        #expect(document.sourceBytes.count == Self.limit - 1)
        #expect(document.sourceBytes.last == UInt8(ascii: "a"))
    }

    @Test("NUL characters that repair to more than the limit are cut after repair")
    func repairBeyondTheLimit() {
        // Each NUL becomes U+FFFD, three bytes: a third of the limit and one more overflow it.
        let document = MarkdownDocument(parsing: [UInt8](repeating: 0, count: Self.limit / 3 + 1))
        #expect(document.isTruncated)
        #expect(document.sourceBytes.count == Self.limit / 3 * 3)
        #expect(document.sourceBytes.suffix(3) == [0xEF, 0xBF, 0xBD])
    }

    @Test("a stream takes text up to the limit, then drops the rest and says so")
    func streamAtTheLimit() {
        let stream = StreamingMarkdownDocument(options: .commonMark)
        stream.append(Self.code(Self.limit - 1))
        #expect(!stream.isTruncated)
        stream.append(Array("bc".utf8))
        #expect(stream.isTruncated)
        #expect(stream.byteCount == Self.limit)
        stream.append(Array("more".utf8))
        #expect(stream.byteCount == Self.limit)
        let snapshot = stream.snapshot()
        #expect(snapshot.isTruncated)
        #expect(snapshot.blocks.first?.sourceOffsets == 4..<Self.limit)
    }
}
