import LegibleMarkdown

/// How a streamed document is checked against the truth: a full parse of the same text. Used by
/// the streaming tests and by `LegibleFuzz`.
public enum StreamingComparison {
    /// The first difference between the stream's snapshot and a full parse of `text`.
    public static func difference(_ stream: StreamingMarkdownDocument, _ text: ArraySlice<UInt8>) -> String? {
        let snapshot = stream.snapshot()
        let document = MarkdownDocument(parsing: text, options: stream.options)
        return SyntaxTreeComparison.firstDifference(blocks: snapshot.blocks, footnotes: snapshot.footnotes,
                                                    expectedBlocks: Array(document.root.children), expectedFootnotes: document.footnotes)
    }
}
