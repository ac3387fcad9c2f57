import LegibleMarkdown

/// The reading model of a streamed tail whose last block, a table or a code block, grows in
/// place (see ``GrowingPart``): the same records and text a build of the tail gives, held so
/// that making them at an append costs what the append added, not the block.
///
/// What complete rows or lines made is in buffers the streaming model keeps appending to, and
/// this only views; the records whose links, ends or counts change as the block grows (the
/// document, the block, a table's last complete row) are overridden here, and what the
/// unfinished last line makes comes after, provisional, as in the parser's ``LayeredArray``s.
final class GrownModel: Sendable {
    let records: LayeredArray<ElementRecord>
    /// The rendered text in UTF-8: the settled bytes, then the provisional ones.
    let text: LayeredArray<UInt8>
    let textElements: LayeredArray<Int32>
    let inlineSpans: LayeredArray<InlineSpan>
    let inlineHTML: LayeredArray<String>
    /// What each warning span warns about.
    let warnings: LayeredArray<ContentWarning>

    init(records: LayeredArray<ElementRecord>, text: LayeredArray<UInt8>, textElements: LayeredArray<Int32>,
         inlineSpans: LayeredArray<InlineSpan>, inlineHTML: LayeredArray<String>, warnings: LayeredArray<ContentWarning>) {
        self.records = records
        self.text = text
        self.textElements = textElements
        self.inlineSpans = inlineSpans
        self.inlineHTML = inlineHTML
        self.warnings = warnings
    }
}
