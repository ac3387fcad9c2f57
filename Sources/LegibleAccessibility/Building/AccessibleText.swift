import LegibleMarkdown
import LegibleMath

/// The string a screen reader speaks for a node's inline content: images are replaced by their
/// description, math by its speech, footnote references by "footnote 1"; emphasis is not
/// announced, but the meaning formatting carries is (struck-through text is read as deleted).
/// Raw HTML tags are dropped and their text kept.
struct AccessibleText {
    let phrases: PhraseTable
    let speaker: MathSpeaker

    /// The spoken form of the inlines below `node` (or of `node` itself, for an inline leaf),
    /// stopping before the first inline that starts at or after source offset `end`, if given.
    func spoken(_ node: MarkdownNode, until end: Int? = nil) -> String {
        // One buffer per open strikethrough, since its phrase wraps the finished inner text.
        var buffers: [String] = [""]
        var stopped = false
        traverse(node, enter: { inline in
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
                    buffers[buffers.count - 1] += String(decoding: literal[..<(end! - range.lowerBound)], as: UTF8.self)
                }
                stopped = true
                return false
            case .text, .code:
                buffers[buffers.count - 1] += inline.literal ?? ""
                return false
            case .softBreak, .lineBreak:
                buffers[buffers.count - 1] += " "
                return false
            case .image:
                append(imageSpeech(inline), to: &buffers)
                return false
            case .math, .mathBlock:
                append(speaker.speak(inline.literal ?? "").text, to: &buffers)
                return false
            case .footnoteReference:
                append(phrases.text(.footnote, ["number": String(inline.footnoteNumber ?? 0)]), to: &buffers)
                return false
            case .link where inline.linkStyle == .bareURL || inline.linkStyle == .autolink:
                append(LinkDescription.friendlyURL(inline.plainText), to: &buffers)
                return false
            case .strikethrough:
                buffers.append("")
                return true
            case .inlineHTML:
                return false
            default:
                return true
            }
        }, exit: { inline in
            guard inline.kind == .strikethrough, buffers.count > 1, !stopped else { return }
            let inner = buffers.removeLast().trimmingSpaces
            append(phrases.text(.deleted, ["text": inner]), to: &buffers)
        })
        return buffers[0].collapsingSpaces
    }

    /// What an image says: its description, or a name made from its file name.
    func imageSpeech(_ image: MarkdownNode) -> String {
        let facts = ImageDescription.facts(of: image)
        if !facts.lacksDescription { return phrases.text(.image, ["description": facts.description]) }
        return facts.description.isEmpty ? phrases.text(.unnamedImage) : phrases.text(.imageFromFileName, ["name": facts.description])
    }

    /// Adds a spoken piece, with a space between it and the text before it if there is none.
    private func append(_ piece: String, to buffers: inout [String]) {
        let index = buffers.count - 1
        if let last = buffers[index].last, !last.isWhitespace { buffers[index] += " " }
        buffers[index] += piece
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for scalar in unicodeScalars {
            // Looking up Unicode properties is slow; ASCII, most of any text, needs no lookup.
            let isSpace = scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            bytes.append(contentsOf: scalar.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
