import LegibleText

/// A second, deliberately naive reading of the UAX #29 sentence rules, written to be checked
/// against the rules' text by eye rather than to be fast: at every position it looks back and
/// ahead as far as each rule says. Tests compare the real segmenter with it on random text.
enum ReferenceSentenceBreaks {
    typealias Property = SentenceBreakProperty

    /// The scalar offsets of the sentence boundaries of a text with these properties, excluding
    /// the start of the text and including its end (when it is not empty).
    static func boundaries(of properties: [Property]) -> [Int] {
        let count = properties.count
        guard count > 0 else { return [] }
        // SB5: an Extend or Format is absorbed into the scalar before it, unless that is a
        // paragraph separator (or there is none, at the start of the text).
        let absorbed = properties.indices.map { index in
            index > 0 && isIgnorable(properties[index]) && !isParagraphSeparator(properties[index - 1])
        }
        var result: [Int] = []
        for position in 1..<count where isBoundary(before: position, properties, absorbed) {
            result.append(position)
        }
        result.append(count)  // SB2
        return result
    }

    private static func isBoundary(before position: Int, _ properties: [Property], _ absorbed: [Bool]) -> Bool {
        let before = properties[position - 1]
        let after = properties[position]
        if before == .cr && after == .lf { return false }  // SB3
        if isParagraphSeparator(before) { return true }  // SB4
        if absorbed[position] { return false }  // SB5
        // The scalars the remaining rules see, nearest first.
        let left = (0..<position).reversed().filter { !absorbed[$0] }.map { properties[$0] }
        let right = (position..<properties.count).filter { !absorbed[$0] }.map { properties[$0] }

        if left[0] == .aTerm && right[0] == .numeric { return false }  // SB6
        if left.count >= 2 && left[0] == .aTerm && (left[1] == .upper || left[1] == .lower)
            && right[0] == .upper { return false }  // SB7
        let terminatorWithSpaces = terminator(endingBefore: left, allowingSpaces: true)
        if terminatorWithSpaces == .aTerm {  // SB8
            if let letter = right.first(where: { !isSB8Skippable($0) }), letter == .lower { return false }
        }
        if terminatorWithSpaces != nil && (right[0] == .sContinue || isTerminator(right[0])) {
            return false  // SB8a
        }
        if terminator(endingBefore: left, allowingSpaces: false) != nil
            && (right[0] == .close || right[0] == .sp || isParagraphSeparator(right[0])) {
            return false  // SB9
        }
        if terminatorWithSpaces != nil && (right[0] == .sp || isParagraphSeparator(right[0])) {
            return false  // SB10
        }
        if terminatorWithSpaces != nil { return true }  // SB11 (its ParaSep case is SB4's)
        return false  // SB998
    }

    /// The terminator of `SATerm Close*` (and `Sp*` when allowed) that `left`, read backwards
    /// from the position, spells; nil when it spells none.
    private static func terminator(endingBefore left: [Property], allowingSpaces: Bool) -> Property? {
        var index = 0
        if allowingSpaces {
            while index < left.count && left[index] == .sp { index += 1 }
        }
        while index < left.count && left[index] == .close { index += 1 }
        guard index < left.count, isTerminator(left[index]) else { return nil }
        return left[index]
    }

    /// What SB8's look-ahead may pass over: ¬(OLetter | Upper | Lower | ParaSep | SATerm).
    private static func isSB8Skippable(_ property: Property) -> Bool {
        !(property == .oLetter || property == .upper || property == .lower
            || isParagraphSeparator(property) || isTerminator(property))
    }

    static func isParagraphSeparator(_ property: Property) -> Bool {
        property == .sep || property == .cr || property == .lf
    }

    static func isTerminator(_ property: Property) -> Bool { property == .aTerm || property == .sTerm }

    static func isIgnorable(_ property: Property) -> Bool { property == .extend || property == .format }
}
