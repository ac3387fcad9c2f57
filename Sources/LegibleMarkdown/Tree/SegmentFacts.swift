/// What a streamed document needs to know about one of its segments (a run of finished
/// top-level blocks, or the tail still being written), recorded while the segment is parsed.
struct SegmentFacts: Sendable {
    /// The segment's own link reference definitions, by normalised label (the first wins).
    var linkDefinitions = ReferenceMap()
    /// Its footnote definitions in order: normalised label and node.
    var footnoteDefinitions: [(label: String, node: Int32)] = []
    /// Its footnote references in order: node and normalised label of the definition.
    var footnoteReferences: [(node: Int32, label: String)] = []
    /// Every label its links and footnote references looked up: if the definition of one of
    /// them appears, changes or goes away elsewhere, the segment must be parsed again.
    var lookedUpLabels: Set<String> = []
    /// What its references added, starting from what the segments before it added.
    var referenceExpansion = ReferenceExpansion()
    /// Offsets of the line starts where only the document was open after the line before: the
    /// text before such a line is final, whatever follows.
    var checkpoints: [Int32] = []
    /// The blocks still open when the segment's text ran out: for the tail of a stream, the
    /// blocks still being written. When the text ends inside a line, the blocks open before
    /// that line are counted too: the unfinished line may have closed them only for now (a
    /// lone `|` ends a table until the rest of the row arrives).
    var openAtEnd: Set<Int32> = []
    /// For each paragraph, heading or table cell in ``openAtEnd``: the source offset (relative to
    /// the segment) where its text stops being final, if it does before its end.
    var unsettledOffsets: [Int32: Int32] = [:]
}

/// What a segment's parse is told about the rest of a streamed document, as lookups rather
/// than copies: a long document has thousands of definitions, and a segment asks about few.
struct SegmentContext {
    /// The definition of a label in the segments before this one, which wins over its own.
    var earlierLinkDefinition: (String) -> ReferenceMap.Definition? = { _ in nil }
    /// The first definition of a label in the segments after this one, used if neither an
    /// earlier segment nor this one defines it.
    var laterLinkDefinition: (String) -> ReferenceMap.Definition? = { _ in nil }
    /// Whether another segment defines a footnote with this label.
    var definesFootnoteElsewhere: (String) -> Bool = { _ in false }
    /// The bytes that references in the segments before this one added (see ``ReferenceExpansion``).
    var referenceExpansionBefore = 0
    var sourceBase: Int32 = 0
    var lineBase: Int32 = 0
}
