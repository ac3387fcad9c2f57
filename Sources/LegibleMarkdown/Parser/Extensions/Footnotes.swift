/// One footnote that is referenced at least once, numbered by the order of its first reference.
struct Footnote: Sendable {
    /// The `footnoteDefinition` node.
    var definition: Int32
    /// The `footnoteReference` nodes, in document order.
    var references: [Int32]
}

/// Footnotes (the GFM extension as cmark-gfm has it): `[^label]: content` definitions, whose
/// continuation lines are indented four columns, and `[^label]` references to them.
extension MarkdownParser {
    /// Continuation lines of a footnote definition are indented at least this much.
    static let footnoteContentIndent = 4

    mutating func openFootnoteDefinition(label: Range<Int>) -> Int32 {
        let start = line.firstNonspace
        advanceOffset(label.upperBound + 2 - line.offset, columns: false)
        while ASCII.isSpaceOrTab(peek(line.offset)) { advanceOffset(1, columns: false) }
        let definition = openChild(.footnoteDefinition, start: start)
        nodes[Int(definition)].text = store(UnsafeBufferPointer(rebasing: input[label]))
        let key = ReferenceMap.normalize(input, label.lowerBound, label.upperBound)
        if footnoteDefinitions[key] == nil { footnoteDefinitions[key] = definition }
        if segment != nil { segmentFacts.footnoteDefinitions.append((key, definition)) }
        return definition
    }

    /// A definition continues on lines indented four columns, and on empty lines.
    mutating func continueFootnoteDefinition(_ raw: RawNode) -> Bool {
        findFirstNonspace()
        if line.indent >= Self.footnoteContentIndent {
            advanceOffset(Self.footnoteContentIndent, columns: true)
            return true
        }
        return line.start == line.end
    }

    /// `[^label]` in the brackets that close at `closeBracket` (after no link matched): a
    /// reference to the footnote of that label, or, if there is none, the literal text of the
    /// brackets, with no emphasis or other syntax inside (as cmark-gfm has it). Returns `false`
    /// when the brackets do not hold `^` and a label.
    mutating func makeFootnoteReference(opener: Bracket, closeBracket: Int) -> Bool {
        let labelStart = opener.contentStart + 1
        guard closeBracket > labelStart, inline.arena[opener.contentStart] == ASCII.caret else { return false }
        // In `![^1]` the `!` stays text: only the brackets are the reference.
        let bracketStart = Int(nodes[Int(opener.node)].start) + (opener.isImage ? 1 : 0)
        while nodes[Int(opener.node)].next != noNode { unlink(nodes[Int(opener.node)].next) }
        removeDelimiters(above: opener.previousDelimiter)
        inline.position = closeBracket + 1
        if opener.isImage {
            nodes[Int(opener.node)].text.count = 1
            nodes[Int(opener.node)].end -= 1
        } else {
            unlink(opener.node)
        }
        let label = closeBracket - labelStart <= LinkSyntax.maximumLabelLength
            ? ReferenceMap.normalize(inline.arena, labelStart, closeBracket) : nil
        if let label, let segment {
            // A streamed segment resolves against definitions anywhere in the document; the
            // snapshot numbers its footnotes across segments.
            segmentFacts.lookedUpLabels.insert(label)
            guard footnoteDefinitions[label] != nil || segment.definesFootnoteElsewhere(label) else {
                appendRawText(bracketStart, closeBracket + 1)
                return true
            }
            let reference = appendInline(.footnoteReference, from: bracketStart, to: closeBracket + 1,
                                         text: TextSlice(start: Int32(labelStart), count: Int32(closeBracket - labelStart)))
            segmentFacts.footnoteReferences.append((reference, label))
            return true
        }
        guard let label, let definition = footnoteDefinitions[label] else {
            appendRawText(bracketStart, closeBracket + 1)
            return true
        }
        let number = footnoteNumbers[definition] ?? {
            footnotes.append(Footnote(definition: definition, references: []))
            footnoteNumbers[definition] = Int32(footnotes.count)
            return Int32(footnotes.count)
        }()
        let reference = appendInline(.footnoteReference, from: bracketStart, to: closeBracket + 1,
                                     text: TextSlice(start: Int32(labelStart), count: Int32(closeBracket - labelStart)))
        footnoteNumbers[reference] = number
        footnotes[Int(number) - 1].references.append(reference)
        return true
    }
}

extension LineBytes {
    /// `[^label]:` at `position`, the label free of spaces and `]`. Returns the label's range.
    func scanFootnoteDefinitionStart(at position: Int) -> Range<Int>? {
        guard peek(position) == ASCII.leftBracket, peek(position + 1) == ASCII.caret else { return nil }
        var end = position + 2
        while end < lineEnd {
            let byte = input[end]
            if byte == ASCII.rightBracket || ASCII.isWhitespace(byte) { break }
            end += 1
        }
        guard end > position + 2, peek(end) == ASCII.rightBracket, peek(end + 1) == ASCII.colon else { return nil }
        return (position + 2)..<end
    }
}
