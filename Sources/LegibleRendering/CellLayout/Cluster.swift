import LegibleAccessibility
/// One grapheme cluster of the document's text as a cell layout shows it: where it is in the
/// text, how many cells it takes, and what is drawn for it when that is not the cluster itself
/// (a formula's TeX, speech or linear form for its U+FFFC, a picture for a control character).
struct Cluster {
    /// How the cluster behaves in a line.
    enum Kind: UInt8 {
        case normal
        /// A space or tab: it may hang past the margin at the end of a line.
        case space
        /// A line break: it ends its line and takes no cells.
        case lineBreak
        /// An image or formula: it is drawn as ``Cluster/display``, and gets a box of its own
        /// when that is wider than the line.
        case attachment
    }

    /// What is drawn for a cluster (see ``ClusterMeasure/shown(_:runs:)``). Kept as a plain
    /// value rather than a string, so clusters cost no allocation and no reference counting.
    enum Look: Hashable {
        /// The cluster itself.
        case itself
        /// Nothing (a line break, a zero-width character).
        case hidden
        /// As many spaces as the cluster is wide (a tab).
        case spaces
        /// The Control Pictures symbol of a control scalar.
        case picture(UInt32)
        /// The image or formula of the run it is in.
        case attachment
        /// A footnote number's digit, raised, or bracketed when first or last.
        case footnote(isFirst: Bool, isLast: Bool)
    }

    var utf8: Int
    var utf16: Int
    var utf8Count: Int
    var utf16Count: Int
    var width: Int
    var kind: Kind
    var look: Look = .itself
    /// Whether ``TextMarks`` are drawn around the cluster; ``width`` includes them.
    var isMarked = false
}

/// Cuts the document's text into ``Cluster``s the same way for laying out and for answering
/// where a character is, so the two always agree.
struct ClusterMeasure {
    let text: String
    let options: CellLayoutOptions
    let marks: TextMarks

    init(text: String, options: CellLayoutOptions, marks: TextMarks = TextMarks()) {
        var text = text
        // Native strings are contiguous already; a bridged one is made so once, here.
        text.makeContiguousUTF8()
        self.text = text
        self.options = options
        self.marks = marks
    }

    /// Columns between tab stops in code.
    static let tabStop = 4

    /// The clusters of `utf8Range` of the text, whose UTF-16 offset is `utf16Start`, styled by
    /// `runs` (the block's, in order). In code (`expandsTabs`), a tab reaches the next tab stop
    /// counted from the range's start.
    ///
    /// ASCII is measured byte by byte (two ASCII characters other than CR LF are always two
    /// clusters); only stretches with other scalars are cut into Swift `Character`s.
    func clusters(utf8Range: Range<Int>, utf16Start: Int, runs: [StyledRun], expandsTabs: Bool = false) -> [Cluster] {
        var result: [Cluster] = []
        guard !utf8Range.isEmpty else { return result }
        result.reserveCapacity(utf8Range.count)
        var scanner = Scanner(measure: self, runs: runs, expandsTabs: expandsTabs, utf16: utf16Start)
        let text = self.text
        _ = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = utf8Range.lowerBound
            let end = utf8Range.upperBound
            while index < end {
                let byte = bytes[index]
                let next = index + 1 < end ? bytes[index + 1] : 0
                if byte < 0x80 && next < 0x80 && !(byte == 0x0D && next == 0x0A) {
                    scanner.addASCII(byte, at: index, into: &result)
                    index += 1
                    continue
                }
                // A stretch with other scalars, up to two ASCII bytes in a row (a cluster
                // boundary) or the end.
                var stretchEnd = index + 1
                while stretchEnd < end && !(bytes[stretchEnd - 1] < 0x80 && bytes[stretchEnd] < 0x80 && !(bytes[stretchEnd - 1] == 0x0D && bytes[stretchEnd] == 0x0A)) {
                    stretchEnd += 1
                }
                let start = text.utf8.index(text.startIndex, offsetBy: index)
                let stop = text.utf8.index(start, offsetBy: stretchEnd - index)
                for character in text[start..<stop] {
                    let count = character.utf8.count
                    if count == 1 {
                        scanner.addASCII(bytes[index], at: index, into: &result)
                    } else {
                        scanner.add(character, bytes: UnsafeBufferPointer(rebasing: bytes[index..<index + count]), at: index, into: &result)
                    }
                    index += count
                }
                index = stretchEnd
            }
        }
        return result
    }

    /// Walks the clusters of a range in order, keeping track of the run they are in and the
    /// column (for tabs).
    private struct Scanner {
        let measure: ClusterMeasure
        let runs: [StyledRun]
        let expandsTabs: Bool
        var utf16: Int
        var column = 0
        var runIndex = 0
        /// The current run's attachment, and whether it is a footnote reference.
        var attachment: InlineAttachment?
        var footnote: Range<Int>?

        init(measure: ClusterMeasure, runs: [StyledRun], expandsTabs: Bool, utf16: Int) {
            self.measure = measure
            self.runs = runs
            self.expandsTabs = expandsTabs
            self.utf16 = utf16
        }

        /// The current run's bytes; clusters inside them need no look at the runs.
        var runStart = 0
        var runEnd = 0

        /// Moves to the run holding a UTF-8 offset.
        private mutating func enterRun(at offset: Int) {
            if offset >= runStart && offset < runEnd { return }
            runIndex = ClusterMeasure.firstRun(in: runs, endingAfter: offset)
            if runIndex < runs.count, runs[runIndex].utf8Range.contains(offset) {
                let run = runs[runIndex]
                runStart = run.utf8Range.lowerBound
                runEnd = run.utf8Range.upperBound
                attachment = run.attributes.attachment
                footnote = run.attributes.footnoteReference != nil ? run.utf8Range : nil
            } else {
                // Between runs (a table's tabs): until the next run starts.
                runStart = offset
                runEnd = runIndex < runs.count ? runs[runIndex].utf8Range.lowerBound : Int.max
                attachment = nil
                footnote = nil
            }
        }

        mutating func addASCII(_ byte: UInt8, at offset: Int, into result: inout [Cluster]) {
            enterRun(at: offset)
            var cluster = Cluster(utf8: offset, utf16: utf16, utf8Count: 1, utf16Count: 1, width: 1, kind: .normal)
            switch byte {
            case UInt8(ascii: "\n"):
                cluster.kind = .lineBreak
                cluster.width = 0
                cluster.look = .hidden
            case UInt8(ascii: " "):
                cluster.kind = .space
            case UInt8(ascii: "\t"):
                cluster.kind = .space
                cluster.width = expandsTabs ? ClusterMeasure.tabStop - column % ClusterMeasure.tabStop : 1
                cluster.look = .spaces
            case 0..<0x20, 0x7F:
                cluster.look = .picture(UInt32(byte))
            default:
                if let footnote {
                    let isFirst = offset == footnote.lowerBound
                    let isLast = offset + 1 == footnote.upperBound
                    cluster.look = .footnote(isFirst: isFirst, isLast: isLast)
                    if measure.options.drawing == .plain { cluster.width += (isFirst ? 1 : 0) + (isLast ? 1 : 0) }
                }
            }
            append(cluster, into: &result)
        }

        /// A cluster of several bytes: `bytes` are its UTF-8.
        mutating func add(_ character: Character, bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into result: inout [Cluster]) {
            enterRun(at: offset)
            var count16 = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count16 += byte >= 0xF0 ? 2 : 1 }
            var cluster = Cluster(utf8: offset, utf16: utf16, utf8Count: bytes.count, utf16Count: count16, width: 1, kind: .normal)
            if bytes.count == 2 && bytes[0] == 0x0D && bytes[1] == 0x0A {
                cluster.kind = .lineBreak
                cluster.width = 0
                cluster.look = .hidden
            } else if let attachment, bytes.count == 3, bytes[0] == 0xEF, bytes[1] == 0xBF, bytes[2] == 0xBC {
                cluster.kind = .attachment
                cluster.look = .attachment
                cluster.width = ClusterMeasure.width(of: measure.inlineText(of: attachment))
            } else if bytes[0] == 0xC2 && bytes[1] >= 0x80 && bytes[1] < 0xA0 {
                cluster.look = .picture(UInt32(bytes[1]))
            } else {
                cluster.width = TextMeasure.cellWidth(of: character)
                // Zero-width clusters (joiners, direction marks) are not written, so no terminal
                // reorders or joins what the layout placed.
                if cluster.width == 0 { cluster.look = .hidden }
            }
            append(cluster, into: &result)
        }

        private mutating func append(_ cluster: Cluster, into result: inout [Cluster]) {
            var cluster = cluster
            if !measure.marks.isEmpty, cluster.kind != .lineBreak, cluster.look != .hidden {
                let extra = measure.marks.width(ofClusterAt: cluster.utf8, count: cluster.utf8Count)
                cluster.isMarked = extra > 0
                cluster.width += extra
            }
            column = cluster.kind == .lineBreak ? 0 : column + cluster.width
            utf16 += cluster.utf16Count
            result.append(cluster)
        }
    }

    /// The cells of a string drawn as it is (an attachment's TeX, a label), controls shown
    /// as pictures.
    static func width(of string: some StringProtocol) -> Int {
        hasControls(string) ? string.reduce(0) { $0 + displayWidth(of: $1) } : TextMeasure.cellWidth(of: string)
    }

    /// `count` copies of a character, built as bytes (appending a `String` character by
    /// character costs far more, and rules are drawn on every row of a table).
    static func repeated(_ character: Character, count: Int) -> String {
        let unit = Array(String(character).utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(unit.count * max(0, count))
        for _ in 0..<max(0, count) { bytes.append(contentsOf: unit) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string with controls replaced by their pictures, so nothing in it can steer a
    /// terminal.
    static func printable(_ string: some StringProtocol) -> String {
        ControlPictures.replacing(in: string)
    }

    private static func hasControls(_ string: some StringProtocol) -> Bool {
        ControlPictures.containsControl(string)
    }

    private static func displayWidth(of character: Character) -> Int {
        controlPicture(of: character) != nil ? 1 : TextMeasure.cellWidth(of: character)
    }

    /// What stands for a control character, which would otherwise move a terminal's cursor or
    /// start an escape sequence: its Control Pictures symbol (`␛` for ESC).
    static func controlPicture(of character: Character) -> String? {
        character.unicodeScalars.first.flatMap { controlPicture(ofScalar: $0.value) }
    }

    /// The picture of a control scalar, or `nil` for any other.
    static func controlPicture(ofScalar value: UInt32) -> String? {
        ControlPictures.picture(ofScalar: value)
    }

    /// What is drawn for a cluster of a block with `runs`, with its marks.
    func shown(_ cluster: Cluster, runs: [StyledRun]) -> String {
        let drawn = drawn(cluster, runs: runs)
        return cluster.isMarked ? marks.around(drawn, clusterAt: cluster.utf8, count: cluster.utf8Count) : drawn
    }

    private func drawn(_ cluster: Cluster, runs: [StyledRun]) -> String {
        switch cluster.look {
        case .itself:
            return text(of: cluster)
        case .hidden:
            return ""
        case .spaces:
            return ClusterMeasure.repeated(" ", count: cluster.width)
        case .picture(let scalar):
            return Self.controlPicture(ofScalar: scalar) ?? ""
        case .attachment:
            let index = Self.firstRun(in: runs, endingAfter: cluster.utf8)
            guard index < runs.count, let attachment = runs[index].attributes.attachment else { return text(of: cluster) }
            return inlineText(of: attachment)
        case .footnote(let isFirst, let isLast):
            return footnoteDigit(Character(text(of: cluster)), isFirst: isFirst, isLast: isLast)
        }
    }

    /// An attachment's text on one line, controls as pictures.
    func inlineText(of attachment: InlineAttachment) -> String {
        let text = attachmentText(attachment)
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) else { return Self.printable(text) }
        return Self.printable(String(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }

    /// The characters of a cluster.
    func text(of cluster: Cluster) -> String {
        let start = text.utf8.index(text.startIndex, offsetBy: cluster.utf8)
        let end = text.utf8.index(start, offsetBy: cluster.utf8Count)
        return String(text[start..<end])
    }

    /// What an image or formula shows: the formula's TeX or speech, the image's placeholder
    /// (its description, and for a remote image its host: a terminal loads no image) in brackets.
    func attachmentText(_ attachment: InlineAttachment) -> String {
        switch attachment {
        case .math(let math):
            switch options.mathForm {
            case .tex: return math.tex
            case .spoken: return math.spokenForm
            case .unicode: return math.linearForm
            }
        case .image(let image):
            return "[" + image.placeholder + "]"
        }
    }

    /// A footnote number's digit raised (`¹²`), or in plain drawing bracketed (`[12]`).
    func footnoteDigit(_ character: Character, isFirst: Bool, isLast: Bool) -> String {
        if options.drawing == .plain {
            return (isFirst ? "[" : "") + String(character) + (isLast ? "]" : "")
        }
        let superscripts: [Character: String] = ["0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹"]
        return superscripts[character] ?? String(character)
    }

    static func firstRun(in runs: [StyledRun], endingAfter offset: Int) -> Int {
        let low = firstIndex(in: 0..<runs.count) { middle in runs[middle].utf8Range.upperBound > offset }
        return low
    }
}
