/// An entry of the bracket stack: a `[` or `![` that may open a link or image (CommonMark
/// appendix, "look for link or image").
struct Bracket {
    /// The text node holding the `[` or `![`.
    var node: Int32
    var isImage: Bool
    /// A `[` was opened after this one, so its text cannot be a shortcut or collapsed label.
    var bracketAfter: Bool
    /// The top of the delimiter stack when the bracket opened: emphasis inside the link text is
    /// processed above it.
    var previousDelimiter: Int32
    /// Subject offset just after the bracket.
    var contentStart: Int
}

extension MarkdownParser {
    mutating func openBracket(isImage: Bool, length: Int) {
        let start = inline.position
        let node = appendTextNode(TextSlice(start: Int32(start), count: Int32(length)), from: start, to: start + length)
        nodes[Int(node)].set(RawNode.Flag.stackHeld)
        if !inline.brackets.isEmpty { inline.brackets[inline.brackets.count - 1].bracketAfter = true }
        inline.brackets.append(Bracket(node: node, isImage: isImage, bracketAfter: false,
                                       previousDelimiter: inline.lastDelimiter, contentStart: start + length))
        inline.position = start + length
    }

    /// A `]`: closes the innermost bracket as a link or image if an inline destination or a
    /// defined reference follows; otherwise it is literal text.
    mutating func handleCloseBracket() {
        let closeBracket = inline.position
        inline.position += 1
        guard let opener = inline.brackets.last else {
            appendRawText(closeBracket, closeBracket + 1)
            return
        }
        if !opener.isImage && inline.brackets.count - 1 < inline.linkOpenerFloor {
            // A link opener inside a link: no longer a candidate.
            popBracket()
            appendRawText(closeBracket, closeBracket + 1)
            return
        }
        let found = inlineLinkTarget(after: closeBracket + 1) ?? referenceLinkTarget(opener: opener, closeBracket: closeBracket)
        if found == nil && options.contains(.footnotes) && makeFootnoteReference(opener: opener, closeBracket: closeBracket) {
            popBracket()
            return
        }
        guard let target = found else {
            popBracket()
            appendRawText(closeBracket, closeBracket + 1)
            return
        }
        let link = makeNode(opener.isImage ? .image : .link, start: nodes[Int(opener.node)].start, end: Int32(target.end))
        nodes[Int(link)].text = target.destination
        if !target.title.isEmpty { secondaryText[link] = target.title }
        moveSiblings(after: opener.node, into: link)
        insert(link, after: opener.node)
        unlink(opener.node)
        inline.position = target.end
        processEmphasis(above: opener.previousDelimiter)
        popBracket()
        if !opener.isImage {
            inline.linkOpenerFloor = inline.brackets.count
        }
    }

    private mutating func popBracket() {
        inline.brackets.removeLast()
        // Brackets opened from now on sit above every link made so far.
        inline.linkOpenerFloor = min(inline.linkOpenerFloor, inline.brackets.count)
    }

    struct LinkTarget {
        var destination: TextSlice
        var title: TextSlice
        /// Subject offset after the whole link.
        var end: Int
    }

    /// `(destination "title")` right after the `]` (6.3).
    private mutating func inlineLinkTarget(after position: Int) -> LinkTarget? {
        guard byteAt(position) == ASCII.leftParenthesis else { return nil }
        let arena = inline.arena
        let end = inline.end
        let destinationStart = LinkSyntax.skipSpacesAndOneNewline(arena, from: position + 1, end: end)
        let destination: LinkSyntax.Span
        if byteAt(destinationStart) == ASCII.rightParenthesis {
            destination = LinkSyntax.Span(contentStart: destinationStart, contentEnd: destinationStart, end: destinationStart)
        } else if let span = LinkSyntax.scanDestination(arena, at: destinationStart, end: end) {
            destination = span
        } else {
            return nil
        }
        let titleStart = LinkSyntax.skipSpacesAndOneNewline(arena, from: destination.end, end: end)
        var title: LinkSyntax.Span?
        var closing = titleStart
        if titleStart > destination.end, let span = LinkSyntax.scanTitle(arena, at: titleStart, end: end) {
            title = span
            closing = LinkSyntax.skipSpacesAndOneNewline(arena, from: span.end, end: end)
        }
        guard byteAt(closing) == ASCII.rightParenthesis else { return nil }
        let destinationSlice = storeInlineDecoded(destination.contentStart, destination.contentEnd)
        let titleSlice = title.map { storeInlineDecoded($0.contentStart, $0.contentEnd) } ?? .empty
        return LinkTarget(destination: destinationSlice, title: titleSlice, end: closing + 1)
    }

    /// The definition a label refers to. In a streamed segment, an earlier segment's definition
    /// wins over the segment's own, and its own over a later segment's.
    private func linkDefinition(for label: String) -> ReferenceMap.Definition? {
        guard let segment else { return references.definition(for: label) }
        return segment.earlierLinkDefinition(label) ?? references.definition(for: label) ?? segment.laterLinkDefinition(label)
    }

    /// A full (`[text][label]`), collapsed (`[text][]`) or shortcut (`[text]`) reference to a
    /// defined label (6.3). A full reference that is not defined is no link at all, and neither is
    /// one past the limit on what references may add (see ``ReferenceExpansion``).
    private mutating func referenceLinkTarget(opener: Bracket, closeBracket: Int) -> LinkTarget? {
        // A streamed segment records every label it looks up, even with no definitions yet.
        guard !references.isEmpty || segment != nil else { return nil }
        let afterBracket = closeBracket + 1
        var labelStart = opener.contentStart
        var labelEnd = closeBracket
        var end = afterBracket
        if byteAt(afterBracket) == ASCII.leftBracket {
            if byteAt(afterBracket + 1) == ASCII.rightBracket {
                end = afterBracket + 2
            } else if let label = LinkSyntax.scanLabel(inline.arena, at: afterBracket, end: inline.end) {
                labelStart = label.contentStart
                labelEnd = label.contentEnd
                end = label.end
            }
        }
        let usesLinkText = labelStart == opener.contentStart
        if usesLinkText && (opener.bracketAfter || labelEnd - labelStart > LinkSyntax.maximumLabelLength) { return nil }
        let label = ReferenceMap.normalize(inline.arena, labelStart, labelEnd)
        if segment != nil { segmentFacts.lookedUpLabels.insert(label) }
        guard let definition = linkDefinition(for: label) else { return nil }
        let documentEnd = Int(segment?.sourceBase ?? 0) + Int(sourceOffset(ofSubjectOffset: end - 1)) + 1
        guard segmentFacts.referenceExpansion.admit(definition.destination.count + definition.title.count,
                                                    endingAt: documentEnd) else { return nil }
        if let shared = inline.referenceTargets[label] {
            return LinkTarget(destination: shared.destination, title: shared.title, end: end)
        }
        let stored = (destination: storeInline(definition.destination), title: storeInline(definition.title))
        inline.referenceTargets[label] = stored
        return LinkTarget(destination: stored.destination, title: stored.title, end: end)
    }
}
