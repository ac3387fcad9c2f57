import LegibleMarkdown
import LegibleText

/// The string a screen reader speaks for a node's inline content: images are replaced by their
/// description, math by its speech (or its TeX, named as not understood), footnote references by "footnote 1"; emphasis is not
/// announced, but the meaning formatting carries is (struck-through text is read as deleted).
/// Raw HTML tags are dropped and their text kept. Runs of white space are one space. What the
/// text hides is said as the warnings the model's text shows (``ContentWarning``): "hidden
/// text: …", and after a link whose text names another site, where it goes.
struct AccessibleText {
    let storage: ReadingModelStorage
    private var phrases: PhraseTable { storage.phrases }

    init(_ storage: ReadingModelStorage) { self.storage = storage }

    /// The spoken form of the inlines below `node` (or of `node` itself, for an inline leaf),
    /// stopping before the first inline that starts at or after source offset `end`, if given.
    func spoken(_ node: MarkdownNode, until end: Int? = nil) -> SpokenText {
        speak(node, until: end, splitting: false)[0].text
    }

    /// The spoken form of the inlines below `node` cut into pieces at the links, images,
    /// formulas and footnote references among them: the text before the first, the first, the
    /// text after it, and so on (a text piece may be empty). One inside a strikethrough is not
    /// cut out, as the strikethrough's words wrap it.
    func pieces(_ node: MarkdownNode) -> [SpokenPiece] {
        speak(node, until: nil, splitting: true)
    }

    private func speak(_ node: MarkdownNode, until end: Int?, splitting: Bool) -> [SpokenPiece] {
        // One writer per open strikethrough, since its phrase wraps the finished inner text.
        var writers: [SpokenWriter] = [SpokenWriter()]
        var stopped = false
        var pieces: [SpokenPiece] = []
        /// The inline element being written as a piece of its own.
        var cutOut: MarkdownNode?
        /// Which direction controls of the prose are obeyed, once one is met.
        var directionControls: ProseDirectionControls?
        func endPiece(_ element: MarkdownNode?) {
            pieces.append(SpokenPiece(text: writers[0].finish(), element: element))
            writers[0] = SpokenWriter()
        }
        traverse(node, enter: { inline in
            if splitting, inline != node, cutOut == nil, writers.count == 1, SpokenPiece.cutsOut(inline) {
                endPiece(nil)
                cutOut = inline
            }
            if let end, inline != node, stopped || inline.sourceOffsets.lowerBound >= end {
                stopped = true
                return false
            }
            switch inline.kind {
            case .text where end != nil && inline.sourceOffsets.upperBound > end!:
                // A text running past the cut: its part before the cut, when positions in it map
                // onto the source (undecoded text); otherwise none of it.
                let literal = Array((inline.literal ?? "").utf8)
                let range = inline.sourceOffsets
                if range.count == literal.count {
                    writers[writers.count - 1].write(String(decoding: literal[..<(end! - range.lowerBound)], as: UTF8.self))
                }
                stopped = true
                return false
            case .text, .code:
                writeLiteral(of: inline, to: &writers[writers.count - 1], directionControls: &directionControls)
                return false
            case .softBreak, .lineBreak:
                writers[writers.count - 1].write(" ")
                return false
            case .inlineHTML where HTMLText.isLineBreak(inline):
                writers[writers.count - 1].write(" ")
                return false
            case .image where inline != node:
                writers[writers.count - 1].writePiece(imageSpeech(inline))
                return false
            case .math, .mathBlock:
                // A formula's words are one run, in one language; writing them as a string
                // collapses any run of spaces in them before the run's offsets are taken.
                let formula = storage.spokenFormula(inline.literal ?? "")
                writers[writers.count - 1].writePiece(formula.text, language: formula.languageRuns.first?.language)
                return false
            case .footnoteReference:
                writers[writers.count - 1].writePiece(phrases.text(.footnote, ["number": String(inline.footnoteNumber ?? 0)]))
                return false
            case .link where inline.linkStyle == .bareURL || inline.linkStyle == .autolink:
                writers[writers.count - 1].writePiece(LinkDescription.friendlyURL(inline.plainText))
                return false
            case .strikethrough:
                writers.append(SpokenWriter())
                return true
            case .inlineHTML:
                // An HTML image is its alt, as the model's text has it.
                if let alt = HTMLText.imageAlt(inline) { writers[writers.count - 1].write(ContentWarning.spokenRevealing(alt, warns: storage.warns, phrases: phrases)) }
                return false
            default:
                return true
            }
        }, exit: { inline in
            if inline.kind == .link, !stopped, storage.warns, let disguise = LinkDisguise(text: inline.plainText, destination: inline.destination ?? "") {
                writers[writers.count - 1].writePiece(disguise.warning.spoken(phrases))
                writers[writers.count - 1].write(" ")
            }
            if inline == cutOut {
                endPiece(inline)
                cutOut = nil
            }
            guard inline.kind == .strikethrough, writers.count > 1, !stopped else { return }
            let inner = writers.removeLast().finish()
            writers[writers.count - 1].writePiece(phrases.spoken(.deleted, ["text": inner]))
        })
        // A strikethrough left open by the cut: its text so far, unwrapped.
        while writers.count > 1 {
            // Taken out first: the index of the writer below is computed before the argument.
            let inner = writers.removeLast().finish()
            writers[writers.count - 1].writePiece(inner)
        }
        endPiece(nil)
        return pieces
    }

    /// Writes a text node's or code span's literal, each run of hidden characters said as its
    /// warning (in a text node, direction controls balanced over the whole text element, as the
    /// model's text has them).
    private func writeLiteral(of inline: MarkdownNode, to writer: inout SpokenWriter, directionControls: inout ProseDirectionControls?) {
        inline.withLiteralBytes { bytes in
            guard storage.warns, HiddenCharacters.mayHide(bytes) else {
                writer.write(utf8: bytes)
                return
            }
            var decisions: [Bool] = []
            if inline.kind == .text, !HiddenCharacters.explicitDirectionControls(in: bytes).isEmpty, let leaf = ProseDirectionControls.leaf(holding: inline) {
                if directionControls?.leaf != leaf { directionControls = ProseDirectionControls(leaf: leaf) }
                decisions = directionControls?.decisions(for: inline) ?? []
            }
            var asked = 0
            let runs = HiddenCharacters.runs(in: bytes, context: inline.kind == .code ? .code : .prose) {
                defer { asked += 1 }
                return asked < decisions.count && decisions[asked]
            }
            var position = 0
            for run in runs {
                writer.write(utf8: UnsafeBufferPointer(rebasing: bytes[position..<run.utf8Range.lowerBound]))
                writer.writePiece(ContentWarning(run).spoken(phrases))
                // A word after the warning is a word of its own.
                writer.write(" ")
                position = run.utf8Range.upperBound
            }
            writer.write(utf8: UnsafeBufferPointer(rebasing: bytes[position...]))
        }
    }

    /// What an image says: its description, or a name made from its file name.
    func imageSpeech(_ image: MarkdownNode) -> String {
        let facts = ImageDescription.facts(of: image, storage: storage)
        if !facts.lacksDescription { return phrases.text(.image, ["description": spokenDescription(of: image)]) }
        return facts.description.isEmpty ? phrases.text(.unnamedImage) : phrases.text(.imageFromFileName, ["name": facts.description])
    }

    /// An image's alt text as spoken: its formulas by their speech.
    func spokenDescription(of image: MarkdownNode) -> String {
        spoken(image).text
    }
}

/// Writes spoken text with runs of white space collapsed to one space as it goes, so that the
/// offsets of language runs recorded while writing are offsets in the result.
private struct SpokenWriter {
    private var bytes: [UInt8] = []
    private var utf16Count = 0
    private var pendingSpace = false
    private var runs: [LanguageRun] = []

    /// Text as written: white space collapsed, none at the start.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(utf8: $0) }
    }

    /// Text as written, from its UTF-8, in one pass: the stretches between white space that
    /// needs collapsing (words with single spaces between them) are copied whole, so that most
    /// texts cost one append.
    mutating func write(utf8 text: UnsafeBufferPointer<UInt8>) {
        // The stretch not yet appended, which starts with a character other than white space,
        // and its UTF-16 length.
        var stretchStart = 0
        var stretchUTF16 = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte > 0x20 && byte < 0x80 {
                index += 1
                stretchUTF16 += 1
                continue
            }
            let length = byte < 0x80 ? 1 : min(byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2, text.count - index)
            guard Self.isWhiteSpace(text, at: index, length: length) else {
                index += length
                // Scalars above U+FFFF, written in four bytes, are two UTF-16 units.
                stretchUTF16 += length == 4 ? 2 : 1
                continue
            }
            var end = index + length
            while end < text.count, case let next = Self.sequenceLength(text, at: end), Self.isWhiteSpace(text, at: end, length: next) {
                end += next
            }
            // One space between two words is written as it is, in the stretch.
            if byte == 0x20 && end == index + 1 && index > stretchStart && end < text.count {
                index = end
                stretchUTF16 += 1
                continue
            }
            append(UnsafeBufferPointer(rebasing: text[stretchStart..<index]), utf16Count: stretchUTF16)
            pendingSpace = !bytes.isEmpty
            index = end
            stretchStart = end
            stretchUTF16 = 0
        }
        append(UnsafeBufferPointer(rebasing: text[stretchStart...]), utf16Count: stretchUTF16)
    }

    /// Appends a stretch that starts with a character other than white space, after the space
    /// pending before it.
    private mutating func append(_ stretch: UnsafeBufferPointer<UInt8>, utf16Count stretchUTF16: Int) {
        guard !stretch.isEmpty else { return }
        if pendingSpace {
            bytes.append(0x20)
            utf16Count += 1
            pendingSpace = false
        }
        bytes.append(contentsOf: stretch)
        utf16Count += stretchUTF16
    }

    /// The length of the UTF-8 sequence at `index` (cut short at the end of the text).
    private static func sequenceLength(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = text[index]
        return byte < 0x80 ? 1 : min(byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2, text.count - index)
    }

    /// Whether the character at `index` is white space. Looking up Unicode properties is slow,
    /// so only the sequences that can be white space are looked up: outside ASCII, only U+0085,
    /// U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000 are, whose
    /// UTF-8 starts C2, E1, E2 80, E2 81 or E3.
    private static func isWhiteSpace(_ text: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool {
        let byte = text[index]
        switch byte {
        case 0x09...0x0D, 0x20: return true
        case ..<0x80: return false
        case 0xC2, 0xE1, 0xE3: break
        case 0xE2 where length > 1 && text[index + 1] <= 0x81: break
        default: return false
        }
        return scalar(UnsafeBufferPointer(rebasing: text[index..<(index + length)])).properties.isWhitespace
    }

    /// The scalar a UTF-8 sequence of two to four bytes encodes (U+FFFD if it is cut short).
    private static func scalar(_ sequence: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var decoder = UTF8()
        var iterator = sequence.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// A spoken piece, with a space between it and the text before it; its words are in
    /// `language` when given, else in the phrase table's.
    mutating func writePiece(_ piece: String, language: String? = nil) {
        if !bytes.isEmpty { pendingSpace = true }
        let start = utf16Count + (pendingSpace ? 1 : 0)
        write(piece)
        if let language, utf16Count > start { runs.append(LanguageRun(utf16Range: start..<utf16Count, language: language)) }
    }

    /// A spoken piece that holds language runs of its own (its white space already collapsed).
    mutating func writePiece(_ piece: SpokenText) {
        if !bytes.isEmpty { pendingSpace = true }
        let start = utf16Count + (pendingSpace ? 1 : 0)
        write(piece.text)
        runs += piece.languageRuns.map { $0.shifted(by: start) }
    }

    /// The text, without trailing white space, and its language runs.
    func finish() -> SpokenText {
        SpokenText(String(decoding: bytes, as: UTF8.self), languageRuns: runs)
    }
}

extension String {
    /// Without leading and trailing spaces and line breaks.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Runs of white space as one space, trimmed: how a speech engine hears them anyway.
    var collapsingSpaces: String {
        var writer = SpokenWriter()
        writer.write(self)
        return writer.finish().text
    }
}
