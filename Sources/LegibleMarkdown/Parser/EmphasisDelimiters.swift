/// An entry of the delimiter stack (CommonMark appendix, "delimiter stack"): a run of `*`, `_`
/// (or `~` for strikethrough) that may open or close emphasis. Entries form a doubly linked list
/// inside an array, because matching removes entries from the middle.
struct Delimiter {
    /// The text node holding the run's remaining characters.
    var node: Int32
    var character: UInt8
    var count: Int32
    var originalCount: Int32
    var canOpen: Bool
    var canClose: Bool
    var previous: Int32
    var next: Int32
}

extension MarkdownParser {
    /// A run of `*` or `_`: literal text that may later become emphasis (CommonMark 6.2).
    mutating func handleDelimiterRun() {
        let character = inline.arena[inline.position]
        let (start, end, canOpen, canClose) = scanDelimiterRun(character)
        let node = appendTextNode(TextSlice(start: Int32(start), count: Int32(end - start)), from: start, to: end)
        nodes[Int(node)].set(RawNode.Flag.stackHeld)
        if canOpen || canClose {
            pushDelimiter(node: node, character: character, count: Int32(end - start), canOpen: canOpen, canClose: canClose)
        }
    }

    /// Consumes a run of `character` and classifies it by the left- and right-flanking rules.
    mutating func scanDelimiterRun(_ character: UInt8) -> (start: Int, end: Int, canOpen: Bool, canClose: Bool) {
        let start = inline.position
        var end = start
        while end < inline.end && inline.arena[end] == character { end += 1 }
        inline.position = end
        let before = UnicodeClasses.flankClass(UnicodeClasses.scalar(before: start, in: inline.arena, lowerBound: inline.start))
        let after = UnicodeClasses.flankClass(UnicodeClasses.scalar(at: end, in: inline.arena, upperBound: inline.end))
        let leftFlanking = after != .whitespace && (after != .punctuation || before != .other)
        let rightFlanking = before != .whitespace && (before != .punctuation || after != .other)
        if character == ASCII.underscore {
            // `_` may not open or close inside a word.
            return (start, end, leftFlanking && (!rightFlanking || before == .punctuation),
                    rightFlanking && (!leftFlanking || after == .punctuation))
        }
        return (start, end, leftFlanking, rightFlanking)
    }

    mutating func pushDelimiter(node: Int32, character: UInt8, count: Int32, canOpen: Bool, canClose: Bool) {
        let index = Int32(inline.delimiters.count)
        inline.delimiters.append(Delimiter(node: node, character: character, count: count, originalCount: count,
                                           canOpen: canOpen, canClose: canClose, previous: inline.lastDelimiter, next: noNode))
        if inline.lastDelimiter != noNode { inline.delimiters[Int(inline.lastDelimiter)].next = index }
        inline.lastDelimiter = index
    }

    private mutating func removeDelimiter(_ index: Int32) {
        let delimiter = inline.delimiters[Int(index)]
        if delimiter.previous != noNode { inline.delimiters[Int(delimiter.previous)].next = delimiter.next }
        if delimiter.next != noNode {
            inline.delimiters[Int(delimiter.next)].previous = delimiter.previous
        } else {
            inline.lastDelimiter = delimiter.previous
        }
    }

    /// Matches closers with openers above `stackBottom`, innermost first, turning them into
    /// emphasis, strong emphasis or strikethrough, then drops the delimiters above the bottom
    /// (the spec appendix's "process emphasis").
    ///
    /// For each closer kind (character, whether it can also open, original length mod 3) the
    /// search remembers how far down it already failed, so no failed search is ever repeated.
    mutating func processEmphasis(above stackBottom: Int32) {
        // No delimiter above the bottom (most subjects, most links): nothing to match or drop.
        guard inline.lastDelimiter != stackBottom else { return }
        for bucket in 0..<Self.openersBottomBuckets { inline.openersBottom[bucket] = stackBottom }
        var closer = inline.lastDelimiter
        var first = noNode
        while closer != stackBottom && closer != noNode {
            first = closer
            closer = inline.delimiters[Int(closer)].previous
        }
        closer = first
        while closer != noNode {
            let closing = inline.delimiters[Int(closer)]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let bucket = Self.openersBottomBucket(closing)
            var opener = closing.previous
            var found = false
            while opener != stackBottom && opener != noNode && opener != inline.openersBottom[bucket] {
                let opening = inline.delimiters[Int(opener)]
                if opening.canOpen && opening.character == closing.character && Self.canPair(opening, closing) {
                    found = true
                    break
                }
                opener = opening.previous
            }
            if found {
                closer = insertEmphasis(opener: opener, closer: closer)
            } else {
                inline.openersBottom[bucket] = closing.previous
                if !closing.canOpen { removeDelimiter(closer) }
                closer = closing.next
            }
        }
        removeDelimiters(above: stackBottom)
    }

    mutating func removeDelimiters(above stackBottom: Int32) {
        while inline.lastDelimiter != stackBottom && inline.lastDelimiter != noNode {
            removeDelimiter(inline.lastDelimiter)
        }
    }

    /// Three delimiter characters, times "can also open", times original length mod 3.
    static let openersBottomBuckets = 18

    private static func openersBottomBucket(_ closer: Delimiter) -> Int {
        let characterIndex = closer.character == ASCII.asterisk ? 0 : closer.character == ASCII.underscore ? 1 : 2
        return characterIndex * 6 + (closer.canOpen ? 3 : 0) + Int(closer.originalCount % 3)
    }

    /// The "multiple of 3" rule for emphasis (6.2, rules 9 and 10); strikethrough pairs only runs
    /// of equal length.
    private static func canPair(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        if closer.character == ASCII.tilde { return opener.count == closer.count }
        if (closer.canOpen || opener.canClose) && closer.originalCount % 3 != 0 {
            return (opener.originalCount + closer.originalCount) % 3 != 0
        }
        return true
    }

    /// Wraps the nodes between a matched opener and closer in a new emphasis node and returns
    /// the delimiter from which the search for closers continues.
    private mutating func insertEmphasis(opener: Int32, closer: Int32) -> Int32 {
        let opening = inline.delimiters[Int(opener)]
        let closing = inline.delimiters[Int(closer)]
        let used: Int32
        let kind: MarkdownNode.Kind
        if closing.character == ASCII.tilde {
            used = closing.count
            kind = .strikethrough
        } else {
            used = closing.count >= 2 && opening.count >= 2 ? 2 : 1
            kind = used == 2 ? .strong : .emphasis
        }
        // The opener gives up its last characters and the closer its first.
        let openerNode = opening.node
        let closerNode = closing.node
        nodes[Int(openerNode)].text.count -= used
        nodes[Int(openerNode)].end -= used
        nodes[Int(closerNode)].text.start += used
        nodes[Int(closerNode)].text.count -= used
        nodes[Int(closerNode)].start += used
        inline.delimiters[Int(opener)].count -= used
        inline.delimiters[Int(closer)].count -= used

        let emphasis = makeNode(kind, start: nodes[Int(openerNode)].end, end: nodes[Int(closerNode)].start)
        moveSiblings(between: openerNode, and: closerNode, into: emphasis)
        insert(emphasis, after: openerNode)

        var between = closing.previous
        while between != opener && between != noNode {
            let previous = inline.delimiters[Int(between)].previous
            removeDelimiter(between)
            between = previous
        }
        if inline.delimiters[Int(opener)].count == 0 {
            unlink(openerNode)
            removeDelimiter(opener)
        }
        if inline.delimiters[Int(closer)].count == 0 {
            let next = inline.delimiters[Int(closer)].next
            unlink(closerNode)
            removeDelimiter(closer)
            return next
        }
        return closer
    }

    /// Moves the siblings strictly between `first` and `last` into `container`.
    private mutating func moveSiblings(between first: Int32, and last: Int32, into container: Int32) {
        let start = nodes[Int(first)].next
        guard start != last else { return }
        let end = nodes[Int(last)].previous
        nodes[Int(first)].next = last
        nodes[Int(last)].previous = first
        nodes[Int(start)].previous = end
        nodes[Int(end)].next = noNode
        nodes[Int(container)].firstChild = start
        var child = start
        while child != noNode {
            nodes[Int(child)].parent = container
            child = nodes[Int(child)].next
        }
    }
}
