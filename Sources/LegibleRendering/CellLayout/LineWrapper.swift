/// Wraps clusters into lines of at most a given width, breaking only where UAX #14 allows and
/// never inside a grapheme cluster; a word wider than the line is broken between clusters.
enum LineWrapper {
    /// A wrapped line: which clusters it holds, and how wide it is.
    struct Line {
        var clusters: Range<Int>
        /// Cells of all its clusters, spaces at the end included.
        var width: Int
        /// Whether it is an attachment too wide for the line, drawn as a box of rows.
        var isBox: Bool
    }

    /// The lines of `clusters`, which are the text `text` (its UTF-8 offsets start at
    /// `utf8Base`), wrapped at `width` cells. Spaces hang past the margin; an attachment wider
    /// than the line gets a line of its own, marked as a box, with what may not start a line
    /// after it (closing punctuation: `，`, `。`, `)`). An empty text is one empty line.
    static func wrap(_ clusters: [Cluster], text: Substring, utf8Base: Int, width: Int) -> [Line] {
        guard !clusters.isEmpty else { return [Line(clusters: 0..<0, width: 0, isBox: false)] }
        // Most blocks (a list item, a table cell, a short paragraph) fit on one line and hold
        // nothing that could force a break: they need no line breaking at all.
        var total = 0
        var plain = true
        for cluster in clusters {
            total += cluster.width
            if cluster.kind == .lineBreak || cluster.look == .hidden || (cluster.kind == .attachment && cluster.width > width) {
                plain = false
                break
            }
            if case .picture = cluster.look {
                plain = false
                break
            }
        }
        if plain && total <= width { return [Line(clusters: 0..<clusters.count, width: total, isBox: false)] }
        let starts = TextMeasure.lineStarts(in: text)
        var lines: [Line] = []
        var lineStart = 0
        var x = 0
        var lastBreak: (index: Int, x: Int)?
        var opportunity = 0
        var index = 0
        func endLine(at end: Int, width: Int) {
            lines.append(Line(clusters: lineStart..<end, width: width, isBox: false))
            lineStart = end
            lastBreak = nil
        }
        while index < clusters.count {
            let cluster = clusters[index]
            let relative = cluster.utf8 - utf8Base
            while opportunity < starts.count, starts[opportunity].utf8Offset < relative { opportunity += 1 }
            if index > lineStart, opportunity < starts.count, starts[opportunity].utf8Offset == relative {
                if starts[opportunity].isMandatory {
                    endLine(at: index, width: x)
                    x = 0
                    continue
                }
                lastBreak = (index, x)
            }
            if cluster.kind == .attachment && cluster.width > width {
                if index > lineStart { endLine(at: index, width: x) }
                // What follows the box up to where a line may start (closing punctuation) ends
                // its last row; spaces after that hang at its end, as at the end of any line.
                var end = index + 1
                var next = opportunity
                while end < clusters.count, clusters[end].kind == .normal {
                    let offset = clusters[end].utf8 - utf8Base
                    while next < starts.count, starts[next].utf8Offset < offset { next += 1 }
                    if next < starts.count, starts[next].utf8Offset == offset { break }
                    end += 1
                }
                while end < clusters.count, clusters[end].kind == .space { end += 1 }
                lines.append(Line(clusters: index..<end, width: width, isBox: true))
                lineStart = end
                lastBreak = nil
                x = 0
                index = end
                continue
            }
            if cluster.kind != .space && x + cluster.width > width && index > lineStart {
                if let breakPoint = lastBreak, breakPoint.index > lineStart {
                    endLine(at: breakPoint.index, width: breakPoint.x)
                    x -= breakPoint.x
                } else {
                    endLine(at: index, width: x)
                    x = 0
                }
                continue
            }
            x += cluster.width
            index += 1
        }
        if lineStart < clusters.count || lines.isEmpty { endLine(at: clusters.count, width: x) }
        return lines
    }

    /// The rows of a string wrapped at `width` cells (an attachment's box, a label).
    static func rows(of string: String, width: Int, measure: ClusterMeasure) -> [String] {
        var rows: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var clusters: [Cluster] = []
            var offset = 0
            for character in paragraph {
                var cluster = Cluster(utf8: offset, utf16: 0, utf8Count: character.utf8.count, utf16Count: 0,
                                      width: TextMeasure.cellWidth(of: character), kind: character == " " ? .space : .normal)
                if let scalar = character.unicodeScalars.first, ClusterMeasure.controlPicture(ofScalar: scalar.value) != nil {
                    cluster.look = .picture(scalar.value)
                    cluster.width = 1
                }
                clusters.append(cluster)
                offset += character.utf8.count
            }
            let characters = Array(paragraph)
            for line in wrap(clusters, text: paragraph, utf8Base: 0, width: width) {
                rows.append(line.clusters.map { index in
                    if case .picture(let scalar) = clusters[index].look { return ClusterMeasure.controlPicture(ofScalar: scalar) ?? "" }
                    return String(characters[index])
                }.joined())
            }
        }
        return rows
    }
}
