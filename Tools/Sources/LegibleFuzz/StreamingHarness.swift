import LegibleMarkdown
import LegibleTestSupport

/// Streaming: the input chooses the preset and the chunk lengths, and after every append the
/// stream's snapshot must be the tree of a full parse of the text so far; at the end, its HTML too.
///
/// Layout of an input: a header byte (high bit: CommonMark rather than GitHub; low three bits:
/// how many chunk lengths follow, 1 to 8), the chunk lengths (1 to 64 bytes each, used in turn),
/// then the Markdown.
enum StreamingHarness {
    static func problem(_ input: [UInt8]) -> String? {
        guard let header = input.first else { return nil }
        let lengthCount = Int(header & 7) + 1
        guard input.count > lengthCount else { return nil }
        let lengths = input[1...lengthCount].map { Int($0 % 64) + 1 }
        let bytes = Array(input[(lengthCount + 1)...])
        let options: ParseOptions = header & 0x80 != 0 ? .commonMark : .gitHub
        let stream = StreamingMarkdownDocument(options: options)
        var position = 0
        var appends = 0
        while position < bytes.count {
            let end = min(bytes.count, position + lengths[appends % lengths.count])
            stream.append(bytes[position..<end])
            position = end
            appends += 1
            if let problem = StreamingComparison.difference(stream, bytes[..<(end - stream.pendingByteCount)]) { return "after \(end) bytes: \(problem)" }
        }
        stream.finish()
        if let problem = StreamingComparison.difference(stream, bytes[...]) { return "at the end: \(problem)" }
        let expected = MarkdownDocument(parsing: bytes, options: options).html()
        if let problem = firstDifference(stream.snapshot().html(), expected) { return "HTML: \(problem)" }
        return nil
    }
}
