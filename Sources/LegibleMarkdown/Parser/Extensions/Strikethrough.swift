/// Strikethrough (GFM 6.5): `~text~` or `~~text~~`, flanking like `*`; opener and closer must be
/// equally long, and runs of three or more tildes are plain text.
extension MarkdownParser {
    /// The longest tilde run that can delimit strikethrough.
    static let maximumStrikethroughRun = 2

    mutating func handleTildes() {
        let (start, end, canOpen, canClose) = scanDelimiterRun(ASCII.tilde)
        let node = appendTextNode(TextSlice(start: Int32(start), count: Int32(end - start)), from: start, to: end)
        nodes[Int(node)].set(RawNode.Flag.stackHeld)
        if end - start <= Self.maximumStrikethroughRun && (canOpen || canClose) {
            pushDelimiter(node: node, character: ASCII.tilde, count: Int32(end - start), canOpen: canOpen, canClose: canClose)
        }
    }
}
