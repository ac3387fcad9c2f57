import Foundation

/// Text as a reader copies it out of a document, and as it is read aloud by line.
extension StyledDocument {
    /// The UTF-16 range of the character (grapheme cluster) at an offset of ``text``, for
    /// selecting by character; an empty range at the end of the text.
    public func characterRange(atUTF16 offset: Int) -> Range<Int> {
        let clamped = min(max(offset, 0), utf16Count)
        guard clamped < utf16Count else { return clamped..<clamped }
        let range = (text as NSString).rangeOfComposedCharacterSequence(at: clamped)
        return range.location..<range.location + range.length
    }

    /// The text of a UTF-16 range as it is copied: each image's or formula's U+FFFC replaced
    /// by what it stands for (an image's description, a formula's TeX), so that nothing copied
    /// is a placeholder.
    public func copiedText(utf16Range range: Range<Int>) -> String {
        text(utf16Range: range) { attachment in
            switch attachment {
            case .image(let image): image.description
            case .math(let math): math.tex
            }
        }
    }

    /// The text of a UTF-16 range as it is read aloud line by line: each image's U+FFFC
    /// replaced by its description, each formula's by its speech.
    public func spokenText(utf16Range range: Range<Int>) -> String {
        text(utf16Range: range) { attachment in
            switch attachment {
            case .image(let image): image.description
            case .math(let math): math.spokenForm
            }
        }
    }

    /// The text of a range with each attachment's U+FFFC replaced.
    private func text(utf16Range range: Range<Int>, replacing replacement: (InlineAttachment) -> String) -> String {
        let clamped = clampedUTF16Range(range)
        var result = ""
        var offset = clamped.lowerBound
        for character in substring(utf16Range: clamped) {
            if character == "\u{FFFC}", let block = blockIndex(containingUTF16: offset),
               let attachment = run(atUTF16: offset, inBlock: block)?.attributes.attachment {
                result += replacement(attachment)
            } else {
                result.append(character)
            }
            offset += character.utf16.count
        }
        return result
    }

    /// `range` kept within the text: a selection past the end (a stale one, after the text
    /// shrank) is cut to the end rather than trapping.
    func clampedUTF16Range(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), utf16Count)
        return lower..<min(max(range.upperBound, lower), utf16Count)
    }
}
