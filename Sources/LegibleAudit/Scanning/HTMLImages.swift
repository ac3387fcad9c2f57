import LegibleMarkdown

/// The `<img>` tags written as raw HTML in a document, block or inline.
enum HTMLImages {
    struct Image {
        let attributes: [String: String]
        /// The tag's source, or the whole HTML node's when the HTML's text does not map onto
        /// the source byte for byte (an HTML block inside a list item or quote).
        let sourceOffsets: Range<Int>
    }

    /// The images in the given HTML nodes, in source order.
    static func all(in nodes: [MarkdownNode]) -> [Image] {
        var images: [Image] = []
        for node in nodes.sorted(by: { $0.sourceOffsets.lowerBound < $1.sourceOffsets.lowerBound }) {
            guard let html = node.literal, html.utf8.contains(UInt8(ascii: "<")) else { continue }
            let exact = node.sourceOffsets.count == html.utf8.count
            for tag in HTMLTags.startTags("img", in: html) {
                let start = node.sourceOffsets.lowerBound
                images.append(Image(attributes: tag.attributes,
                                    sourceOffsets: exact ? (start + tag.range.lowerBound)..<(start + tag.range.upperBound) : node.sourceOffsets))
            }
        }
        return images
    }
}
