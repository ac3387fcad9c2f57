/// The immutable storage behind a ``MarkdownDocument``: the sanitized source, the node arena,
/// the text arena, and the start offset of every line.
///
/// It is a class only so that every ``MarkdownNode`` can share it cheaply; all its properties are
/// constants, which is what makes it `Sendable`.
final class DocumentStorage: Sendable {
    let source: [UInt8]
    let nodes: [RawNode]
    let text: [UInt8]
    /// Byte offset at which each source line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int32]
    /// Index of the document node.
    let root: Int32

    init(source: [UInt8], nodes: [RawNode], text: [UInt8], lineStarts: [Int32], root: Int32) {
        self.source = source
        self.nodes = nodes
        self.text = text
        self.lineStarts = lineStarts
        self.root = root
    }

    func string(_ slice: TextSlice) -> String {
        text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(slice.start)..<Int(slice.end)]), as: UTF8.self)
        }
    }

    /// The 1-based line and UTF-8 column of a byte offset.
    func location(ofOffset offset: Int32) -> SourceLocation {
        // Binary search for the last line that starts at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(offset: Int(offset), line: low + 1, column: Int(offset - lineStarts[low]) + 1)
    }
}
