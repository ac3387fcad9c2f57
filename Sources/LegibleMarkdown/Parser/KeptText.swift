/// What a document keeps of the block phase's text arena.
///
/// The arena holds a copy of every leaf's content (its lines with container prefixes taken
/// off), which the inline phase parses. Once a leaf's inlines are made, its literals either are
/// the source's bytes as they stand, and refer to the source (see ``TextSlice``), or are copied
/// here into the inline phase's buffer; the arena itself is then dropped. A document's memory
/// is its nodes, the source and the few literals that differ from it, not a second copy of
/// its text.
struct KeptText {
    /// The block phase's arena, frozen during the inline phase.
    let arena: UnsafeBufferPointer<UInt8>
    /// The inline phase's buffer, which slices address from `extraBase` on.
    var extra: [UInt8]
    let extraBase: Int32

    /// Copies a slice of the arena to the end of the inline phase's buffer; slices already
    /// there stay as they are.
    mutating func keep(_ slice: TextSlice) -> TextSlice {
        guard slice.count > 0 && !slice.isInSource && slice.start < extraBase else { return slice }
        let start = extraBase + Int32(extra.count)
        extra.append(contentsOf: UnsafeBufferPointer(rebasing: arena[Int(slice.start)..<Int(slice.end)]))
        return TextSlice(start: start, count: slice.count)
    }
}

extension MarkdownParser {
    /// The literal of a block that is not parsed for inlines (code, HTML, math, a footnote
    /// label), kept; called while the inline phase's arena is set.
    mutating func keepBlockText(_ slice: TextSlice) -> TextSlice {
        var kept = KeptText(arena: inline.blockArena, extra: inline.extra, extraBase: inline.extraBase)
        inline.extra = []
        defer { inline.extra = kept.extra }
        return kept.keep(slice)
    }

    /// Code blocks' info strings and links' titles, kept; called while the inline phase's arena
    /// is set, after the last subject.
    mutating func keepSecondaryText() {
        var kept = KeptText(arena: inline.blockArena, extra: inline.extra, extraBase: inline.extraBase)
        inline.extra = []
        for (node, slice) in secondaryText { secondaryText[node] = kept.keep(slice) }
        inline.extra = kept.extra
    }
}
