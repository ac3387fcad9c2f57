/// Extended autolinks (GFM 6.9): bare `www.` and `http(s)://` links, found while inlines are
/// parsed, and e-mail addresses (with optional `mailto:` or `xmpp:`), found afterwards in the
/// text that is left.
enum AutolinkSyntax {
    /// Characters that end a link when they are its last: they read as the sentence's punctuation.
    private static let trailingPunctuation = ByteSet(Array("?!.,:*_~'\"".utf8))

    /// Whether a `www.` link may start after `byte`: at a line start, after white space, or after
    /// a delimiter that could wrap it (`*`, `_`, `~`, `(`).
    static func canPrecedeLink(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return ASCII.isWhitespace(byte) || byte == ASCII.asterisk || byte == ASCII.underscore
            || byte == ASCII.tilde || byte == ASCII.leftParenthesis
    }

    /// The end of a valid domain starting at `start`: segments of letters, digits, `-` and `_`
    /// separated by periods, with no underscore in the last two segments. A `www.` domain needs a
    /// period; an `http://` one (`allowShort`) need not have one.
    static func domainEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, allowShort: Bool) -> Int? {
        var position = start
        var periods = 0
        var underscoresInLastSegment = 0
        var underscoresInSegmentBefore = 0
        while position < end {
            let byte = bytes[position]
            if byte == ASCII.underscore {
                underscoresInLastSegment += 1
            } else if byte == ASCII.period {
                underscoresInSegmentBefore = underscoresInLastSegment
                underscoresInLastSegment = 0
                periods += 1
            } else if byte != ASCII.hyphen && !isHostCharacter(bytes, position, end) {
                break
            }
            position += byte < 0x80 ? 1 : utf8Length(byte)
        }
        guard position > start, underscoresInLastSegment == 0, underscoresInSegmentBefore == 0 else { return nil }
        return allowShort || periods > 0 ? min(position, end) : nil
    }

    /// A letter, digit or other non-space, non-punctuation character.
    private static func isHostCharacter(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int, _ end: Int) -> Bool {
        let byte = bytes[position]
        if byte < 0x80 { return ASCII.isAlphanumeric(byte) }
        guard let scalar = UnicodeClasses.scalar(at: position, in: bytes, upperBound: end) else { return false }
        if UnicodeClasses.isWhitespace(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return false
        default:
            return true
        }
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// Where a link that would run to `end` really ends: trailing punctuation, an unmatched
    /// closing parenthesis, and a trailing entity-like `&name;` are left out.
    static func trimmedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var end = end
        for index in start..<end where bytes[index] == ASCII.lessThan {
            end = index
            break
        }
        while end > start {
            let last = bytes[end - 1]
            if trailingPunctuation.contains(last) {
                end -= 1
            } else if last == ASCII.semicolon {
                var nameStart = end - 2
                while nameStart > start && ASCII.isLetter(bytes[nameStart]) { nameStart -= 1 }
                if nameStart < end - 2 && nameStart >= start && bytes[nameStart] == ASCII.ampersand {
                    end = nameStart
                } else {
                    end -= 1
                }
            } else if last == ASCII.rightParenthesis {
                var opening = 0
                var closing = 0
                for index in start..<end {
                    if bytes[index] == ASCII.leftParenthesis { opening += 1 } else if bytes[index] == ASCII.rightParenthesis { closing += 1 }
                }
                guard closing > opening else { break }
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    /// The first white space or `<` at or after `start`.
    static func runEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var position = start
        while position < end && !ASCII.isWhitespace(bytes[position]) && bytes[position] != ASCII.lessThan { position += 1 }
        return position
    }
}

extension MarkdownParser {
    /// Whether the byte at `position` is a `w` or `:` that cannot start a bare link, because no
    /// `www.` starts there after a byte that may precede one, or no `://` follows: most are
    /// inside words, and the text runs on through them instead of stopping to try a link and
    /// appending the text after each (130,000 stops on the corpus, a fifth of its inline steps).
    func startsNoBareLink(at position: Int) -> Bool {
        switch inline.arena[position] {
        case UInt8(ascii: "w"):
            return !HTMLSyntax.hasPrefix(inline.arena, position, inline.end, "www.")
                || !AutolinkSyntax.canPrecedeLink(position > inline.start ? inline.arena[position - 1] : nil)
        case ASCII.colon:
            return !HTMLSyntax.hasPrefix(inline.arena, position, inline.end, "://")
        default:
            return false
        }
    }

    /// `www.` at the current position; returns `false` (consuming nothing) if there is no link.
    mutating func handleWWWAutolink() -> Bool {
        let start = inline.position
        guard inline.brackets.isEmpty, HTMLSyntax.hasPrefix(inline.arena, start, inline.end, "www."),
              AutolinkSyntax.canPrecedeLink(start > inline.start ? inline.arena[start - 1] : nil),
              let domainEnd = AutolinkSyntax.domainEnd(inline.arena, from: start, to: inline.end, allowShort: false) else {
            return false
        }
        let end = AutolinkSyntax.trimmedEnd(inline.arena, from: start, to: AutolinkSyntax.runEnd(inline.arena, from: domainEnd, to: inline.end))
        guard end > start + 4 else { return false }
        let destination = storeInline(Array("http://".utf8) + UnsafeBufferPointer(rebasing: inline.arena[start..<end]))
        appendBareLink(from: start, to: end, destination: destination)
        return true
    }

    /// The schemes of bare URLs: the GFM spec's `http` and `https`, and `ftp`, which its examples link too.
    private static let autolinkSchemes: Set<[UInt8]> = [Array("http".utf8), Array("https".utf8), Array("ftp".utf8)]

    /// `://` at the current position after `http`, `https` or `ftp`; returns `false` if there is no link.
    /// The scheme has already been read as text, so it is taken back from the text node.
    mutating func handleSchemeAutolink() -> Bool {
        let colon = inline.position
        guard inline.brackets.isEmpty, HTMLSyntax.hasPrefix(inline.arena, colon, inline.end, "://") else { return false }
        var schemeStart = colon
        while schemeStart > inline.start && ASCII.isLetter(inline.arena[schemeStart - 1]) { schemeStart -= 1 }
        let scheme = (schemeStart..<colon).map { ASCII.lowercased(inline.arena[$0]) }
        guard Self.autolinkSchemes.contains(scheme) else { return false }
        let last = nodes.lastChild(of: inline.container)
        guard last != noNode, nodes[Int(last)].kind == .text, !nodes[Int(last)].has(RawNode.Flag.stackHeld),
              nodes[Int(last)].text.end == Int32(colon), nodes[Int(last)].text.start <= Int32(schemeStart),
              let domainEnd = AutolinkSyntax.domainEnd(inline.arena, from: colon + 3, to: inline.end, allowShort: true) else {
            return false
        }
        let end = AutolinkSyntax.trimmedEnd(inline.arena, from: schemeStart, to: AutolinkSyntax.runEnd(inline.arena, from: domainEnd, to: inline.end))
        guard end > colon + 3 else { return false }
        // Give the scheme back: it becomes the start of the link.
        let kept = Int32(schemeStart) - nodes[Int(last)].text.start
        if kept == 0 {
            unlink(last)
        } else {
            nodes[Int(last)].text.count = kept
            nodes[Int(last)].end = Int32(schemeStart)
        }
        appendBareLink(from: schemeStart, to: end, destination: TextSlice(start: Int32(schemeStart), count: Int32(end - schemeStart)))
        return true
    }

    private mutating func appendBareLink(from start: Int, to end: Int, destination: TextSlice) {
        let link = appendInline(.link, from: start, to: end, text: destination)
        nodes[Int(link)].set(RawNode.Flag.bare)
        let label = makeNode(.text, start: Int32(start), end: Int32(end))
        nodes[Int(label)].text = TextSlice(start: Int32(start), count: Int32(end - start))
        appendChild(label, to: link)
        inline.position = end
    }

    // MARK: E-mail addresses

    /// Finds e-mail addresses in the text of the current subject, outside links and images, and
    /// turns each into a link, splitting the text around it. One walk of the subject's tree,
    /// counting the links it is inside, so deep nesting costs nothing extra.
    mutating func linkEmailAddresses() {
        // Text gets an `@` only from the subject's bytes or a character reference: most subjects
        // have neither, and a search by `memchr` saves walking their text byte by byte (6% of
        // the corpus pass with the GitHub preset).
        guard inline.decodedAt || ByteSearch.firstIndex(of: ASCII.at, in: inline.arena, from: inline.start, to: inline.end) < inline.end else {
            return
        }
        var node = nodes[Int(inline.container)].firstChild
        var linkDepth = 0
        while node != noNode {
            let raw = nodes[Int(node)]
            if raw.kind == .text && linkDepth == 0 {
                // Each address found splits the text; go on with the rest, or from the link.
                while nodes[Int(node)].kind == .text, let next = linkFirstEmailAddress(in: node) { node = next }
            }
            // Depth-first: down into children, else along to the next sibling, else back up.
            let here = nodes[Int(node)]
            if here.firstChild != noNode {
                if here.kind == .link || here.kind == .image { linkDepth += 1 }
                node = here.firstChild
                continue
            }
            var next = node
            while next != noNode && nodes[Int(next)].next == noNode {
                next = nodes[Int(next)].parent
                if next == inline.container { next = noNode; break }
                if nodes[Int(next)].kind == .link || nodes[Int(next)].kind == .image { linkDepth -= 1 }
            }
            node = next == noNode ? noNode : nodes[Int(next)].next
        }
    }

    /// Links the first address in a text node. Returns the node to go on from: the text after the
    /// address, or the new link if nothing follows it; `nil` if there is no address.
    private mutating func linkFirstEmailAddress(in node: Int32) -> Int32? {
        let slice = nodes[Int(node)].text
        let found: (start: Int, end: Int, hasScheme: Bool)? = withTextBytes(slice) { bytes in
            var searchFrom = 0
            while true {
                let at = ByteSearch.firstIndex(of: ASCII.at, in: bytes, from: searchFrom, to: bytes.count)
                guard at < bytes.count else { return nil }
                if let address = Self.emailAddress(bytes, at: at) { return address }
                searchFrom = at + 1
            }
        }
        guard let found else { return nil }
        // Positions inside the node map one to one onto the subject only for raw text.
        let raw = nodes[Int(node)]
        let isRaw = slice.start < inline.extraBase && raw.start == slice.start && raw.end == slice.end
        func position(_ offset: Int) -> Int32 { isRaw ? slice.start + Int32(offset) : (offset == 0 ? raw.start : raw.end) }
        let addressSlice = TextSlice(start: slice.start + Int32(found.start), count: Int32(found.end - found.start))
        let destination: TextSlice
        if found.hasScheme {
            destination = addressSlice
        } else {
            let address = withTextBytes(addressSlice) { Array($0) }
            destination = storeInline(Array("mailto:".utf8) + address)
        }
        let link = makeNode(.link, start: position(found.start), end: position(found.end))
        nodes[Int(link)].text = destination
        nodes[Int(link)].set(RawNode.Flag.bare)
        let label = makeNode(.text, start: position(found.start), end: position(found.end))
        nodes[Int(label)].text = addressSlice
        appendChild(label, to: link)
        insert(link, after: node)
        var after = link
        if found.end < Int(slice.count) {
            let rest = makeNode(.text, start: position(found.end), end: raw.end)
            nodes[Int(rest)].text = TextSlice(start: slice.start + Int32(found.end), count: slice.count - Int32(found.end))
            insert(rest, after: link)
            after = rest
        }
        if found.start == 0 {
            unlink(node)
        } else {
            nodes[Int(node)].text.count = Int32(found.start)
            nodes[Int(node)].end = position(found.start)
        }
        return after
    }

    /// Calls `body` with the bytes of a slice from either part of the text arena.
    private func withTextBytes<Result>(_ slice: TextSlice, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if slice.start < inline.extraBase {
            return body(UnsafeBufferPointer(rebasing: inline.arena[Int(slice.start)..<Int(slice.end)]))
        }
        let start = Int(slice.start - inline.extraBase)
        return inline.extra.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<(start + Int(slice.count))])) }
    }

    /// The address around the `@` at `at`: a local part of letters, digits and `.+-_`, optionally
    /// after `mailto:` or `xmpp:`; a domain with at least one period ending in a letter (an
    /// `xmpp:` address may add a `/resource`).
    static func emailAddress(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> (start: Int, end: Int, hasScheme: Bool)? {
        var start = at
        while start > 0 {
            let byte = bytes[start - 1]
            guard ASCII.isAlphanumeric(byte) || byte == ASCII.period || byte == ASCII.plus
                    || byte == ASCII.hyphen || byte == ASCII.underscore else { break }
            start -= 1
        }
        guard start < at else { return nil }
        var scheme: [UInt8] = []
        if start > 0 && bytes[start - 1] == ASCII.colon {
            for candidate in ["mailto:", "xmpp:"] {
                let length = candidate.utf8.count
                let schemeStart = start - length
                guard schemeStart >= 0, Array(bytes[schemeStart..<start]) == Array(candidate.utf8),
                      schemeStart == 0 || !ASCII.isAlphanumeric(bytes[schemeStart - 1]) else { continue }
                scheme = Array(candidate.utf8)
                start = schemeStart
                break
            }
        }
        let isXMPP = scheme == Array("xmpp:".utf8)
        var end = at + 1
        var periods = 0
        while end < bytes.count {
            let byte = bytes[end]
            if ASCII.isAlphanumeric(byte) || byte == ASCII.hyphen || byte == ASCII.underscore {
                end += 1
            } else if byte == ASCII.period && end + 1 < bytes.count && ASCII.isAlphanumeric(bytes[end + 1]) {
                periods += 1
                end += 1
            } else if byte == ASCII.slash && isXMPP {
                end += 1
            } else {
                break
            }
        }
        guard end - at >= 2, periods > 0, ASCII.isLetter(bytes[end - 1]) || bytes[end - 1] == ASCII.period else { return nil }
        end = AutolinkSyntax.trimmedEnd(bytes, from: start, to: end)
        guard end > at + 1 else { return nil }
        return (start, end, !scheme.isEmpty)
    }
}
