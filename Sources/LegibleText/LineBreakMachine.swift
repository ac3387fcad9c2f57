/// The line breaking rules of UAX #14 (Unicode 15.0, LB2–LB31) as a machine that reads the
/// classes of a text's scalars one at a time and says, for each, whether a line may break before it.
///
/// The rules that look further back than one scalar (`X SP*` in LB8 and LB14–LB17, `HL (HY | BA)`
/// in LB21a, the regional indicator pairs of LB30a, the numbers of LB25) read a few remembered
/// facts instead; LB9's `X (CM | ZWJ)*` folds marks into the scalar before them as they arrive.
/// LB25 follows the tailoring for numbers that Unicode's own tests use (UAX #14, section 8.2,
/// example 7):
///
/// ```
/// (PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?
/// ```
///
/// is never broken. Its one look-ahead, `(PR | PO) × OP NU`, is decided when the scalar after
/// the opening punctuation arrives (and its marks, which belong to it, have been read): the
/// break before the punctuation is held, then kept or dropped. So each scalar is read once,
/// with constant work, and the opportunities come out in increasing order.
///
/// The machine knows no offsets, only what the rules need to remember, and it has finitely many
/// states; ``LineBreakStateTable`` lists them all, with the answer to each class in each, so
/// that ``LineBreaker`` reads a table instead of running these rules. This type is the readable
/// statement of the rules that the table is computed from.
///
/// The machine follows UAX #14 exactly, and so may allow a break inside a grapheme cluster
/// (between a space and a combining mark after it, for one); ``LineBreaker`` removes those.
package struct LineBreakMachine: Hashable, Sendable {
    /// What reading a scalar (or the end of the text) means for the opportunities.
    package struct Actions: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The opportunity held before an opening punctuation stands: append it first.
        static let releaseHeldBreak = Actions(rawValue: 1 << 0)
        /// A line may break before this scalar (or at the end of the text).
        static let breakBefore = Actions(rawValue: 1 << 1)
        /// ... and must: the break follows a hard line break.
        static let mandatory = Actions(rawValue: 1 << 2)
        /// The break before this scalar, an opening punctuation after a prefix or postfix, is held
        /// until the next scalar shows whether a digit follows (LB25).
        static let holdBreak = Actions(rawValue: 1 << 3)
    }

    /// Where a numeric expression of the LB25 tailoring stands after the last item.
    private enum NumberContext: Hashable, Sendable {
        /// Not in a number.
        case none
        /// After `NU (NU | SY | IS)*`.
        case digits
        /// After `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }

    /// Whether no scalar has been read (LB2: never break at the start of the text).
    private var atTextStart = true
    /// The class of the last item: a scalar with the marks that LB9 folds into it, a lone mark
    /// counting as alphabetic (LB10).
    private var last = LineBreakClass.alphabetic
    /// The class of the last item that is not a space, for the `X SP*` rules.
    private var lastBeforeSpaces = LineBreakClass.alphabetic
    /// Whether the last scalar is a zero width joiner (LB8a), folded into an item or not.
    private var afterZeroWidthJoiner = false
    /// Whether the last item is a hyphen or break-after after a Hebrew letter (LB21a).
    private var afterHebrewHyphen = false
    /// Whether an odd number of regional indicators ends the text read so far (LB30a pairs them).
    private var afterOddRegionalIndicators = false
    private var number = NumberContext.none
    /// Whether the opportunity before the last item, an opening punctuation after a prefix or
    /// postfix, is held: LB25 removes it if a digit follows the punctuation.
    private var holdsBreak = false

    /// A machine at the start of a text.
    package init() {}

    /// Reads a scalar of class `scalarClass` and says what it means for the opportunities.
    package mutating func read(_ scalarClass: LineBreakClass) -> Actions {
        let isMark = scalarClass == .combiningMark || scalarClass == .zeroWidthJoiner
        if atTextStart {
            atTextStart = false
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            begin(isMark ? .alphabetic : scalarClass)
            return []
        }
        // LB4, LB5: after a hard line break.
        switch last {
        case .mandatoryBreak, .lineFeed, .nextLine:
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            begin(isMark ? .alphabetic : scalarClass)
            return [.breakBefore, .mandatory]
        case .carriageReturn where scalarClass != .lineFeed:
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            begin(isMark ? .alphabetic : scalarClass)
            return [.breakBefore, .mandatory]
        default:
            break
        }
        // LB9: X (CM | ZWJ)* is X, except after a space, a zero width space or a hard break
        // (handled above). LB8 comes first: after ZW SP*, which `last` covers here as ZW.
        if isMark && last != .space && last != .zeroWidthSpace {
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            return []
        }
        var actions: Actions = []
        if holdsBreak {
            holdsBreak = false
            if scalarClass != .numeric { actions.insert(.releaseHeldBreak) }
        }
        // LB10: a mark that starts an item is alphabetic.
        let current = isMark ? LineBreakClass.alphabetic : scalarClass
        switch decision(before: current) {
        case .allowed:
            actions.insert(.breakBefore)
        case .pendingOnDigit:
            actions.insert(.holdBreak)
            holdsBreak = true
        case .prohibited:
            break
        }
        afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
        begin(current)
        return actions
    }

    /// What the end of the text means: the held opportunity stands, and a line breaks at the
    /// end (LB3), a mandatory break when the text ends with a hard line break. An empty text
    /// has no opportunity.
    package var endActions: Actions {
        if atTextStart { return [] }
        var actions: Actions = holdsBreak ? [.releaseHeldBreak, .breakBefore] : [.breakBefore]
        switch last {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine: actions.insert(.mandatory)
        default: break
        }
        return actions
    }

    private enum Decision {
        case allowed, prohibited
        /// Prohibited if the next item is a digit (LB25), allowed otherwise.
        case pendingOnDigit
    }

    /// Whether a line may break between the last item and a scalar of class `current` (LB6–LB31;
    /// LB4, LB5 and LB9 have been applied by the caller).
    private func decision(before current: LineBreakClass) -> Decision {
        switch current {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine: return .prohibited  // LB6
        case .space, .zeroWidthSpace: return .prohibited  // LB7
        default: break
        }
        if lastBeforeSpaces == .zeroWidthSpace { return .allowed }  // LB8: ZW SP* ÷
        if afterZeroWidthJoiner { return .prohibited }  // LB8a: ZWJ ×
        if current == .wordJoiner || last == .wordJoiner { return .prohibited }  // LB11
        if last == .glue { return .prohibited }  // LB12: GL ×
        switch current {
        case .glue where last != .space && last != .breakAfter && last != .hyphen:  // LB12a
            return .prohibited
        case .closePunctuation, .closeParenthesis, .closeParenthesisEastAsian, .exclamation, .infixSeparator,
             .symbol:  // LB13
            return .prohibited
        default: break
        }
        switch (lastBeforeSpaces, current) {
        case (.openPunctuation, _), (.openPunctuationEastAsian, _): return .prohibited  // LB14: OP SP* ×
        case (.quotation, .openPunctuation), (.quotation, .openPunctuationEastAsian):  // LB15: QU SP* × OP
            return .prohibited
        case (.closePunctuation, .nonstarter), (.closeParenthesis, .nonstarter),
             (.closeParenthesisEastAsian, .nonstarter):  // LB16: (CL | CP) SP* × NS
            return .prohibited
        case (.breakBoth, .breakBoth): return .prohibited  // LB17: B2 SP* × B2
        default: break
        }
        if last == .space { return .allowed }  // LB18: SP ÷
        if current == .quotation || last == .quotation { return .prohibited }  // LB19
        if current == .contingentBreak || last == .contingentBreak { return .allowed }  // LB20
        switch current {
        case .breakAfter, .hyphen, .nonstarter: return .prohibited  // LB21: × BA, × HY, × NS
        default: break
        }
        if last == .breakBefore || afterHebrewHyphen { return .prohibited }  // LB21: BB ×; LB21a
        switch (last, current) {
        case (.symbol, .hebrewLetter): return .prohibited  // LB21b
        case (_, .inseparable): return .prohibited  // LB22
        case (.alphabetic, .numeric), (.hebrewLetter, .numeric),
             (.numeric, .alphabetic), (.numeric, .hebrewLetter):  // LB23
            return .prohibited
        case (.prefix, .ideographic), (.prefix, .unassignedPictographic), (.prefix, .emojiBase),
             (.prefix, .emojiModifier),
             (.ideographic, .postfix), (.unassignedPictographic, .postfix), (.emojiBase, .postfix),
             (.emojiModifier, .postfix):  // LB23a
            return .prohibited
        case (.prefix, .alphabetic), (.prefix, .hebrewLetter), (.postfix, .alphabetic), (.postfix, .hebrewLetter),
             (.alphabetic, .prefix), (.alphabetic, .postfix), (.hebrewLetter, .prefix),
             (.hebrewLetter, .postfix):  // LB24
            return .prohibited
        // LB25 (tailored): (PR | PO) × (OP | HY)? NU; (OP | HY) × NU. HY is held by LB21 already.
        case (.prefix, .numeric), (.postfix, .numeric),
             (.openPunctuation, .numeric), (.openPunctuationEastAsian, .numeric), (.hyphen, .numeric):
            return .prohibited
        case (.prefix, .openPunctuation), (.prefix, .openPunctuationEastAsian),
             (.postfix, .openPunctuation), (.postfix, .openPunctuationEastAsian):
            return .pendingOnDigit
        default: break
        }
        switch (number, current) {
        // LB25 (tailored): NU (NU | SY | IS)* × (NU | SY | IS | CL | CP)
        case (.digits, .numeric), (.digits, .symbol), (.digits, .infixSeparator), (.digits, .closePunctuation),
             (.digits, .closeParenthesis), (.digits, .closeParenthesisEastAsian):
            return .prohibited
        // LB25 (tailored): NU (NU | SY | IS)* (CL | CP)? × (PO | PR)
        case (.digits, .postfix), (.digits, .prefix), (.closed, .postfix), (.closed, .prefix):
            return .prohibited
        default: break
        }
        switch (last, current) {
        case (.hangulLeadingJamo, .hangulLeadingJamo), (.hangulLeadingJamo, .hangulVowelJamo),
             (.hangulLeadingJamo, .hangulLV), (.hangulLeadingJamo, .hangulLVT),
             (.hangulVowelJamo, .hangulVowelJamo), (.hangulVowelJamo, .hangulTrailingJamo),
             (.hangulLV, .hangulVowelJamo), (.hangulLV, .hangulTrailingJamo),
             (.hangulTrailingJamo, .hangulTrailingJamo), (.hangulLVT, .hangulTrailingJamo):  // LB26
            return .prohibited
        case (.hangulLeadingJamo, .postfix), (.hangulVowelJamo, .postfix), (.hangulTrailingJamo, .postfix),
             (.hangulLV, .postfix), (.hangulLVT, .postfix),
             (.prefix, .hangulLeadingJamo), (.prefix, .hangulVowelJamo), (.prefix, .hangulTrailingJamo),
             (.prefix, .hangulLV), (.prefix, .hangulLVT):  // LB27
            return .prohibited
        case (.alphabetic, .alphabetic), (.alphabetic, .hebrewLetter),
             (.hebrewLetter, .alphabetic), (.hebrewLetter, .hebrewLetter):  // LB28
            return .prohibited
        case (.infixSeparator, .alphabetic), (.infixSeparator, .hebrewLetter):  // LB29
            return .prohibited
        case (.alphabetic, .openPunctuation), (.hebrewLetter, .openPunctuation), (.numeric, .openPunctuation),
             (.closeParenthesis, .alphabetic), (.closeParenthesis, .hebrewLetter),
             (.closeParenthesis, .numeric):  // LB30 (not East Asian wide punctuation)
            return .prohibited
        case (.regionalIndicator, .regionalIndicator):  // LB30a: pairs of regional indicators
            return afterOddRegionalIndicators ? .prohibited : .allowed
        case (.emojiBase, .emojiModifier), (.unassignedPictographic, .emojiModifier):  // LB30b
            return .prohibited
        default:
            return .allowed  // LB31
        }
    }

    /// Makes an item of class `current` the last one.
    private mutating func begin(_ current: LineBreakClass) {
        afterHebrewHyphen = (current == .hyphen || current == .breakAfter) && last == .hebrewLetter
        afterOddRegionalIndicators = current == .regionalIndicator && !afterOddRegionalIndicators
        number = switch (number, current) {
        case (_, .numeric), (.digits, .symbol), (.digits, .infixSeparator): .digits
        case (.digits, .closePunctuation), (.digits, .closeParenthesis), (.digits, .closeParenthesisEastAsian): .closed
        default: .none
        }
        last = current
        if current != .space { lastBeforeSpaces = current }
    }
}
