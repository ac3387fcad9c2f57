/// The line breaking rules of UAX #14 (Unicode 15.0, LB2–LB31) as a machine that reads a text
/// one scalar at a time and reports each break opportunity once it is certain.
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
/// the opening punctuation arrives (and its marks, which belong to it, have been read), so each
/// scalar is read once, with constant work, and the opportunities come out in increasing order.
///
/// The machine follows UAX #14 exactly, and so may allow a break inside a grapheme cluster
/// (between a space and a combining mark after it, for one); ``LineBreaker`` removes those.
struct LineBreakMachine: Sendable {
    /// Where a numeric expression of the LB25 tailoring stands after the last item.
    private enum NumberContext: Sendable {
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
    /// How many regional indicators end the text read so far (LB30a pairs them).
    private var regionalIndicatorCount = 0
    private var number = NumberContext.none
    /// The opportunity before an opening punctuation after a prefix or postfix, which LB25
    /// removes if a digit follows the punctuation.
    private var pendingBeforeOpening: Int?

    /// Reads the scalar of class `scalarClass` that starts at UTF-8 offset `offset`, appending the
    /// opportunities that became certain to `opportunities`.
    @inline(__always)
    mutating func read(_ scalarClass: LineBreakClass, at offset: Int, into opportunities: inout [LineBreakOpportunity]) {
        let isMark = scalarClass == .combiningMark || scalarClass == .zeroWidthJoiner
        if atTextStart {
            atTextStart = false
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            begin(isMark ? .alphabetic : scalarClass)
            return
        }
        // LB4, LB5: after a hard line break.
        switch last {
        case .mandatoryBreak, .lineFeed, .nextLine:
            opportunities.append(LineBreakOpportunity(utf8Offset: offset, isMandatory: true))
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            begin(isMark ? .alphabetic : scalarClass)
            return
        case .carriageReturn where scalarClass != .lineFeed:
            opportunities.append(LineBreakOpportunity(utf8Offset: offset, isMandatory: true))
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            begin(isMark ? .alphabetic : scalarClass)
            return
        default:
            break
        }
        // LB9: X (CM | ZWJ)* is X, except after a space, a zero width space or a hard break
        // (handled above). LB8 comes first: after ZW SP*, which `last` covers here as ZW.
        if isMark && last != .space && last != .zeroWidthSpace {
            afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
            return
        }
        if let pending = pendingBeforeOpening {
            pendingBeforeOpening = nil
            if scalarClass != .numeric {
                opportunities.append(LineBreakOpportunity(utf8Offset: pending, isMandatory: false))
            }
        }
        // LB10: a mark that starts an item is alphabetic.
        let current = isMark ? LineBreakClass.alphabetic : scalarClass
        switch decision(before: current) {
        case .allowed:
            opportunities.append(LineBreakOpportunity(utf8Offset: offset, isMandatory: false))
        case .pendingOnDigit:
            pendingBeforeOpening = offset
        case .prohibited:
            break
        }
        afterZeroWidthJoiner = scalarClass == .zeroWidthJoiner
        begin(current)
    }

    /// Appends the opportunities still pending and the one at the end of the text (LB3), which is
    /// mandatory when the text ends with a hard line break. An empty text has none.
    mutating func finish(at endOffset: Int, into opportunities: inout [LineBreakOpportunity]) {
        guard !atTextStart else { return }
        if let pending = pendingBeforeOpening {
            opportunities.append(LineBreakOpportunity(utf8Offset: pending, isMandatory: false))
            pendingBeforeOpening = nil
        }
        let isHardBreak = switch last {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine: true
        default: false
        }
        opportunities.append(LineBreakOpportunity(utf8Offset: endOffset, isMandatory: isHardBreak))
    }

    private enum Decision {
        case allowed, prohibited
        /// Prohibited if the next item is a digit (LB25), allowed otherwise.
        case pendingOnDigit
    }

    /// Whether a line may break between the last item and a scalar of class `current` (LB6–LB31;
    /// LB4, LB5 and LB9 have been applied by the caller).
    @inline(__always)
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
            return regionalIndicatorCount % 2 == 1 ? .prohibited : .allowed
        case (.emojiBase, .emojiModifier), (.unassignedPictographic, .emojiModifier):  // LB30b
            return .prohibited
        default:
            return .allowed  // LB31
        }
    }

    /// Makes an item of class `current` the last one.
    @inline(__always)
    private mutating func begin(_ current: LineBreakClass) {
        afterHebrewHyphen = (current == .hyphen || current == .breakAfter) && last == .hebrewLetter
        regionalIndicatorCount = current == .regionalIndicator ? regionalIndicatorCount + 1 : 0
        number = switch (number, current) {
        case (_, .numeric), (.digits, .symbol), (.digits, .infixSeparator): .digits
        case (.digits, .closePunctuation), (.digits, .closeParenthesis), (.digits, .closeParenthesisEastAsian): .closed
        default: .none
        }
        last = current
        if current != .space { lastBeforeSpaces = current }
    }
}
