/// One grapheme cluster of the document's text as a cell layout shows it: where it is in the
/// text, how many cells it takes, and what is drawn for it when that is not the cluster itself
/// (a formula's TeX for its U+FFFC, a picture for a control character).
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

    var utf8: Int
    var utf16: Int
    var utf8Count: Int
    var utf16Count: Int
    var width: Int
    var kind: Kind
    /// What is drawn instead of the cluster; `nil` to draw the cluster itself.
    var display: String?
}

/// Cuts the document's text into ``Cluster``s the same way for laying out and for answering
/// where a character is, so the two always agree.
struct ClusterMeasure {
    let text: String
    let options: CellLayoutOptions

    /// Columns between tab stops in code.
    static let tabStop = 4

    /// The clusters of `utf8Range` of the text, whose UTF-16 offset is `utf16Start`, styled by
    /// `runs` (the block's, in order). In code (`expandsTabs`), a tab reaches the next tab stop
    /// counted from the range's start.
    func clusters(utf8Range: Range<Int>, utf16Start: Int, runs: [StyledRun], expandsTabs: Bool = false) -> [Cluster] {
        var result: [Cluster] = []
        guard !utf8Range.isEmpty else { return result }
        result.reserveCapacity(utf8Range.count)
        let utf8 = text.utf8
        let start = utf8.index(text.startIndex, offsetBy: utf8Range.lowerBound)
        let end = utf8.index(start, offsetBy: utf8Range.count)
        var offset8 = utf8Range.lowerBound
        var offset16 = utf16Start
        var column = 0
        var runIndex = Self.firstRun(in: runs, endingAfter: offset8)
        for character in text[start..<end] {
            let count8 = character.utf8.count
            let count16 = character.utf16.count
            while runIndex < runs.count, runs[runIndex].utf8Range.upperBound <= offset8 { runIndex += 1 }
            let run = runIndex < runs.count && runs[runIndex].utf8Range.contains(offset8) ? runs[runIndex] : nil
            var cluster = Cluster(utf8: offset8, utf16: offset16, utf8Count: count8, utf16Count: count16, width: 1, kind: .normal, display: nil)
            describe(character, run: run, into: &cluster)
            if character == "\t" && expandsTabs {
                cluster.width = Self.tabStop - column % Self.tabStop
                cluster.display = String(repeating: " ", count: cluster.width)
            }
            column = cluster.kind == .lineBreak ? 0 : column + cluster.width
            result.append(cluster)
            offset8 += count8
            offset16 += count16
        }
        return result
    }

    /// The cells of a string drawn as it is (an attachment's TeX, a label), controls shown
    /// as pictures.
    static func width(of string: some StringProtocol) -> Int {
        string.reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// The string with controls replaced by their pictures, so nothing in it can steer a
    /// terminal.
    static func printable(_ string: some StringProtocol) -> String {
        var result = ""
        for character in string {
            if let picture = controlPicture(of: character) { result += picture } else { result.append(character) }
        }
        return result
    }

    private static func displayWidth(of character: Character) -> Int {
        controlPicture(of: character) != nil ? 1 : TextMeasure.cellWidth(of: character)
    }

    /// What stands for a control character, which would otherwise move a terminal's cursor or
    /// start an escape sequence: its Control Pictures symbol (`␛` for ESC).
    static func controlPicture(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return nil
        }
    }

    private func describe(_ character: Character, run: StyledRun?, into cluster: inout Cluster) {
        if character == "\n" || character == "\r\n" {
            cluster.kind = .lineBreak
            cluster.width = 0
            cluster.display = ""
            return
        }
        if character == " " || character == "\t" {
            cluster.kind = .space
            cluster.display = character == "\t" ? " " : nil
            return
        }
        if let attachment = run?.attributes.attachment, character == "\u{FFFC}" {
            let shown = Self.printable(String(attachmentText(attachment).map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
            cluster.kind = .attachment
            cluster.display = shown
            cluster.width = Self.width(of: shown)
            return
        }
        if let picture = Self.controlPicture(of: character) {
            cluster.display = picture
            return
        }
        cluster.width = TextMeasure.cellWidth(of: character)
        if cluster.width == 0 {
            // Zero-width clusters (joiners, direction marks) are not written, so no terminal
            // reorders or joins what the layout placed.
            cluster.display = ""
        } else if let reference = run, reference.attributes.footnoteReference != nil {
            cluster.display = footnoteDigit(character, isFirst: cluster.utf8 == reference.utf8Range.lowerBound,
                                            isLast: cluster.utf8 + cluster.utf8Count == reference.utf8Range.upperBound)
            cluster.width = Self.width(of: cluster.display ?? "")
        }
    }

    /// What an image or formula shows: the formula's TeX or speech, the image's description
    /// in brackets.
    func attachmentText(_ attachment: InlineAttachment) -> String {
        switch attachment {
        case .math(let math):
            return options.mathForm == .tex ? math.tex : math.spokenForm
        case .image(let image):
            let name = image.description.isEmpty ? image.source : image.description
            return "[" + name + "]"
        }
    }

    /// A footnote number's digit raised (`¹²`), or in plain drawing bracketed (`[12]`).
    private func footnoteDigit(_ character: Character, isFirst: Bool, isLast: Bool) -> String {
        if options.drawing == .plain {
            return (isFirst ? "[" : "") + String(character) + (isLast ? "]" : "")
        }
        let superscripts: [Character: String] = ["0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹"]
        return superscripts[character] ?? String(character)
    }

    private static func firstRun(in runs: [StyledRun], endingAfter offset: Int) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].utf8Range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
