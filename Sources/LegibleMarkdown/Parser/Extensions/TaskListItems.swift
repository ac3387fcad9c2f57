/// Task list items (GFM 5.3): a list item whose content starts with `[ ]`, `[x]` or `[X]` and a
/// space or tab. The marker is taken out of the content and becomes the item's checked state.
extension LineBytes {
    /// If a task marker starts at `position`, whether it is checked.
    func scanTaskMarker(at position: Int) -> Bool? {
        guard peek(position) == ASCII.leftBracket, peek(position + 2) == ASCII.rightBracket,
              ASCII.isSpaceOrTab(peek(position + 3)) else { return nil }
        switch peek(position + 1) {
        case ASCII.space: return false
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return true
        default: return nil
        }
    }
}

extension MarkdownParser {
    /// Marks a list item just opened as a task item when its content starts with a task marker.
    mutating func markTaskItem(_ item: Int32) {
        guard let checked = currentLine.scanTaskMarker(at: line.offset) else { return }
        nodes[Int(item)].set(RawNode.Flag.ordered)
        nodes[Int(item)].set(RawNode.Flag.checked, checked)
        advanceOffset(3, columns: false)
    }
}
