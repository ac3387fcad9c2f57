/// MkDocs admonitions (``ParseOptions/admonitions``): a line `!!! type "Title"` at the start of
/// its container, or `???` / `???+` for a collapsible one, opens a block container whose lines
/// are indented by four columns, as list items' lines are by their content indentation. It is a
/// block quote with the variant flag (so every output that reads quotes reads it), the marker's
/// kind in its small value and the rest of the marker line in its secondary text.
///
/// Python-Markdown reads the marker only at the start of a block; here it does not interrupt a
/// paragraph either, so a line of prose that starts with `!!!` stays prose.
struct AdmonitionMarker {
    /// Bytes of `!!!`, `???` or `???+`.
    var length: Int
    var state: MarkdownNode.Admonition.State
    /// The type words and title after the marker, trimmed.
    var rest: Range<Int>
}

extension LineBytes {
    /// `!!!`, `???` or `???+`, then a type word and optionally more words and a quoted title,
    /// then nothing but spaces.
    func scanAdmonitionStart(at position: Int) -> AdmonitionMarker? {
        let character = input[position]
        guard peek(position + 1) == character, peek(position + 2) == character else { return nil }
        var end = position + 3
        var state: MarkdownNode.Admonition.State = character == ASCII.exclamation ? .fixed : .collapsed
        if character == ASCII.question && peek(end) == ASCII.plus {
            state = .expanded
            end += 1
        }
        let rest = trimmedRange(end, lineEnd)
        guard !rest.isEmpty, MarkdownNode.Admonition.parse(input[rest]) != nil else { return nil }
        return AdmonitionMarker(length: end - position, state: state, rest: rest)
    }
}

extension MarkdownParser {
    mutating func openAdmonition(_ marker: AdmonitionMarker) -> Int32 {
        let block = openChild(.blockQuote, start: line.firstNonspace)
        nodes[Int(block)].set(RawNode.Flag.variant)
        nodes[Int(block)].small = UInt16(marker.state.rawValue)
        secondaryText[block] = storeDecoded(marker.rest)
        advanceOffset(line.end - line.offset, columns: false)
        return block
    }
}
