/// The sentence boundary rules of UAX #29 (SB1–SB998) as a machine that reads a text one scalar at
/// a time and reports each boundary as soon as it is certain, that is, as soon as no text that
/// could still follow can remove it.
///
/// The rules, with `ParaSep = Sep | CR | LF` and `SATerm = STerm | ATerm`:
///
/// ```
/// SB1   sot ÷                          SB8   ATerm Close* Sp* × (¬(OLetter | Upper | Lower |
/// SB2   ÷ eot                                                    ParaSep | SATerm))* Lower
/// SB3   CR × LF                        SB8a  SATerm Close* Sp* × (SContinue | SATerm)
/// SB4   ParaSep ÷                      SB9   SATerm Close* × (Close | Sp | ParaSep)
/// SB5   X (Extend | Format)* → X       SB10  SATerm Close* Sp* × (Sp | ParaSep)
/// SB6   ATerm × Numeric                SB11  SATerm Close* Sp* ParaSep? ÷
/// SB7   (Upper | Lower) ATerm × Upper  SB998 Any × Any
/// ```
///
/// SB5 makes Extend and Format invisible to every later rule, except at the start of the text
/// and after a ParaSep, where they stand for themselves.
///
/// Every rule needs at most one scalar after the position it decides, except SB8, which looks
/// past any number of digits, spaces, symbols and closing marks for a lowercase letter. Instead
/// of looking ahead, the machine remembers the one position SB8 may still hold together and
/// decides it when the first letter, terminator or separator arrives (nothing else can stop
/// SB8's look-ahead, and every position in between is inside a sentence anyway). So each
/// scalar is read once, with constant work, whether the text arrives whole or in pieces, and
/// the boundaries come out in increasing order.
///
/// Positions are whatever offsets the caller passes (UTF-8 offsets in this module); the machine
/// only stores and returns them.
struct SentenceBoundaryMachine: Sendable {
    /// What the rules need to know about the text read so far.
    private enum Context: Sendable {
        /// Nothing has been read (SB1: the start of the text is a boundary nobody reports).
        case textStart
        /// The last scalar is a carriage return; the boundary after it waits for the next scalar,
        /// because a line feed would join it (SB3).
        case afterCarriageReturn
        /// The last scalar is a paragraph separator whose boundary has been reported (SB4).
        /// Extend and Format after it stand for themselves (SB5).
        case afterParagraphSeparator
        /// Text with no terminator in play; `afterCasedLetter` says whether the last scalar
        /// (ignoring Extend and Format) is Upper or Lower, for SB7.
        case inText(afterCasedLetter: Bool)
        /// Right after a full stop (ATerm), where SB6 and SB7 still apply.
        case afterFullStop(afterCasedLetter: Bool)
        /// After `SATerm Close* Sp*`, other than right after an ATerm: `afterSpace` says whether
        /// a space has been read (SB9 lets more closing marks in only before the first space).
        case afterTerminator(isFullStop: Bool, afterSpace: Bool)
        /// SB8 is looking for a lowercase letter to keep the boundary at `candidate` away; the
        /// scalars since then are neither letters, terminators nor separators.
        case awaitingLetter(candidate: Int)
    }

    private var context = Context.textStart

    /// Reads the scalar with `property` that spans the positions `start..<end`, appending to
    /// `boundaries` the positions that became certain boundaries.
    @inline(__always)
    mutating func read(_ property: SentenceBreakProperty, from start: Int, to end: Int, into boundaries: inout [Int]) {
        // Most scalars of most text are letters, digits, spaces and punctuation in the middle of
        // a sentence, where only SB998 applies. Handling them here, inlined into the reading
        // loop, halves the time per scalar; `readInContext` would decide them the same way.
        if case .inText = context {
            switch property {
            case .upper, .lower:
                context = .inText(afterCasedLetter: true)
                return
            case .other, .sp, .oLetter, .numeric, .sContinue, .close:
                context = .inText(afterCasedLetter: false)
                return
            case .extend, .format:  // SB5
                return
            default:
                break  // separators and terminators: the rules in full
            }
        }
        readInContext(property, from: start, to: end, into: &boundaries)
    }

    /// ``read(_:from:to:into:)`` for any scalar in any context: the rules in full. (Kept out of
    /// line, and the switch above ends in `default`, because both measured faster.)
    @inline(never)
    private mutating func readInContext(_ property: SentenceBreakProperty, from start: Int, to end: Int,
                                        into boundaries: inout [Int]) {
        switch context {
        case .textStart:
            enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
            return
        case .afterCarriageReturn:
            if case .lf = property {  // SB3, and SB4 after the pair
                context = .afterParagraphSeparator
                boundaries.append(end)
                return
            }
            boundaries.append(start)  // SB4
            enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
            return
        case .afterParagraphSeparator:
            // The boundary before this scalar was reported with the separator (SB4).
            enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
            return
        case .inText, .afterFullStop, .afterTerminator, .awaitingLetter:
            break
        }
        // SB5: no boundary before Extend or Format here, and the rules below do not see them.
        switch property {
        case .extend, .format: return
        default: break
        }

        switch context {
        case .inText(let afterCasedLetter):  // SB998
            enter(property, end: end, afterCasedLetter: afterCasedLetter, boundaries: &boundaries)
        case .afterFullStop(let afterCasedLetter):
            switch property {
            case .numeric:  // SB6: 3.14
                context = .inText(afterCasedLetter: false)
            case .upper where afterCasedLetter:  // SB7: U.S.A.
                context = .inText(afterCasedLetter: true)
            default:
                continueAfterTerminator(property, isFullStop: true, afterSpace: false,
                                        start: start, end: end, boundaries: &boundaries)
            }
        case .afterTerminator(let isFullStop, let afterSpace):
            continueAfterTerminator(property, isFullStop: isFullStop, afterSpace: afterSpace,
                                    start: start, end: end, boundaries: &boundaries)
        case .awaitingLetter(let candidate):
            switch property {
            case .lower:  // SB8 holds: no boundary at the candidate
                context = .inText(afterCasedLetter: true)
            case .oLetter, .upper, .sep, .cr, .lf, .aTerm, .sTerm:  // SB8 failed, so SB11
                boundaries.append(candidate)
                enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
            case .other, .extend, .format, .sp, .numeric, .sContinue, .close:
                break  // SB8 is still looking
            }
        case .textStart, .afterCarriageReturn, .afterParagraphSeparator:
            break  // handled above
        }
    }

    /// Reports the boundaries that the end of the text makes certain, once the text is complete:
    /// the end itself (SB2), and the boundary SB8 was waiting on, since no lowercase letter came.
    /// The machine must not read after this.
    mutating func finish(at end: Int, into boundaries: inout [Int]) {
        switch context {
        case .textStart, .afterParagraphSeparator:
            break  // an empty text has no sentences; a separator's boundary is already reported
        case .awaitingLetter(let candidate):
            boundaries.append(candidate)
            boundaries.append(end)
        case .afterCarriageReturn, .inText, .afterFullStop, .afterTerminator:
            boundaries.append(end)
        }
        context = .textStart
    }

    /// Takes `property` as the latest scalar when no rule joins it to what came before in a
    /// special way: it sets the context it starts, and reports the boundary after it if it is a
    /// separator that nothing can join to what follows (SB4; a CR waits for SB3).
    private mutating func enter(_ property: SentenceBreakProperty, end: Int, afterCasedLetter: Bool,
                                boundaries: inout [Int]) {
        switch property {
        case .cr:
            context = .afterCarriageReturn
        case .lf, .sep:
            context = .afterParagraphSeparator
            boundaries.append(end)
        case .aTerm:
            context = .afterFullStop(afterCasedLetter: afterCasedLetter)
        case .sTerm:
            context = .afterTerminator(isFullStop: false, afterSpace: false)
        case .upper, .lower:
            context = .inText(afterCasedLetter: true)
        case .other, .extend, .format, .sp, .oLetter, .numeric, .sContinue, .close:
            context = .inText(afterCasedLetter: false)
        }
    }

    /// Reads `property` after `SATerm Close* Sp*` (SB8–SB11), where the position before it,
    /// `start`, is a boundary unless a rule keeps the sentence going.
    private mutating func continueAfterTerminator(_ property: SentenceBreakProperty, isFullStop: Bool, afterSpace: Bool,
                                                  start: Int, end: Int, boundaries: inout [Int]) {
        switch property {
        case .close where !afterSpace:  // SB9: a closing quote or bracket stays with its terminator
            context = .afterTerminator(isFullStop: isFullStop, afterSpace: false)
        case .sp:  // SB9, SB10
            context = .afterTerminator(isFullStop: isFullStop, afterSpace: true)
        case .cr, .lf, .sep:  // SB9, SB10: the separator ends this sentence, SB4 after it
            enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
        case .sContinue:  // SB8a: "Wait!, he said"
            context = .inText(afterCasedLetter: false)
        case .aTerm, .sTerm:  // SB8a: runs such as ?! or ...
            enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
        case .lower where isFullStop:  // SB8: "e.g. this"
            context = .inText(afterCasedLetter: true)
        case .numeric where isFullStop, .other where isFullStop, .close where isFullStop:
            // SB8 keeps the sentence going if a lowercase letter comes before any other letter,
            // terminator or separator: "etc. (and more)"; decided when one arrives.
            context = .awaitingLetter(candidate: start)
        case .close, .numeric, .other, .upper, .lower, .oLetter, .extend, .format:
            boundaries.append(start)  // SB11
            enter(property, end: end, afterCasedLetter: false, boundaries: &boundaries)
        }
    }
}
