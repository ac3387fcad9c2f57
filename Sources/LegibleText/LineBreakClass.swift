/// The Line_Break class of a Unicode scalar as the rules of
/// [UAX #14](https://www.unicode.org/reports/tr14/) see it after LB1: AI, SG and XX are
/// ``alphabetic``, SA is ``combiningMark`` for marks and ``alphabetic`` otherwise, CJ is
/// ``nonstarter`` (the default, not the strict, resolution).
///
/// Three classes are split in two so that no rule needs another property at run time:
/// opening punctuation and closing parentheses that are East Asian wide, fullwidth or halfwidth
/// (LB30 does not hold them to letters), and unassigned pictographic code points (LB30b keeps
/// them before an emoji modifier, as it does emoji bases).
///
/// The values come from `LineBreak.txt` of Unicode 15.0 (with `EastAsianWidth.txt`,
/// `emoji-data.txt` and `UnicodeData.txt` for the splits and LB1), generated into
/// LineBreakTable.swift. Looking up an ASCII scalar is an array read; any other scalar is two
/// (see UnicodePropertyTable).
package enum LineBreakClass: UInt8, Sendable, CaseIterable {
    // The raw values are the codes of the generated table; the generator lists them in this order.

    /// BK: form feed, vertical tab, LINE SEPARATOR U+2028, PARAGRAPH SEPARATOR U+2029.
    case mandatoryBreak = 0
    /// CR: carriage return.
    case carriageReturn
    /// LF: line feed.
    case lineFeed
    /// NL: NEXT LINE U+0085.
    case nextLine
    /// SP: the space U+0020 (other spaces are ``breakAfter`` or ``glue``).
    case space
    /// ZW: ZERO WIDTH SPACE U+200B, a break opportunity that is not shown.
    case zeroWidthSpace
    /// ZWJ: ZERO WIDTH JOINER U+200D, which holds emoji sequences together.
    case zeroWidthJoiner
    /// CM: combining marks and most controls, which take the class of the scalar before them.
    case combiningMark
    /// WJ: WORD JOINER U+2060 and ZERO WIDTH NO-BREAK SPACE U+FEFF.
    case wordJoiner
    /// GL: no-break spaces and other glue, such as U+00A0.
    case glue
    /// BA: break after, such as the tab, `|`, the en space and most dashes other than `-`.
    case breakAfter
    /// HY: the hyphen-minus `-`.
    case hyphen
    /// BB: break before, such as the acute accent U+00B4 and Tibetan head marks.
    case breakBefore
    /// B2: break on either side but not between two, the em dash U+2014.
    case breakBoth
    /// CB: contingent break, the object replacement character U+FFFC.
    case contingentBreak
    /// CL: closing punctuation, such as `}` and `」`.
    case closePunctuation
    /// CP: the closing parentheses `)` and `]`.
    case closeParenthesis
    /// EX: `!`, `?` and their relatives.
    case exclamation
    /// IS: infix numeric separators: `,` `.` `:` `;`.
    case infixSeparator
    /// SY: `/`, which allows a break after it but not before a digit.
    case symbol
    /// OP: opening punctuation, such as `(`, `[`, `{` (when not East Asian wide).
    case openPunctuation
    /// QU: quotation marks that may open or close, such as `"` and `'`.
    case quotation
    /// NS: nonstarters, such as small kana and `々`, which do not start a line.
    case nonstarter
    /// IN: inseparable characters, such as the ellipsis `…`.
    case inseparable
    /// NU: digits.
    case numeric
    /// PR: numeric prefixes, such as `$` `+` `\`.
    case prefix
    /// PO: numeric postfixes, such as `%` and `¢`.
    case postfix
    /// AL: letters and most symbols.
    case alphabetic
    /// HL: Hebrew letters.
    case hebrewLetter
    /// ID: ideographs, kana, most emoji: a break is allowed between two.
    case ideographic
    /// EB: emoji that take a skin tone.
    case emojiBase
    /// EM: the skin tone modifiers.
    case emojiModifier
    /// H2: Hangul syllables with a leading consonant and a vowel.
    case hangulLV
    /// H3: Hangul syllables with a leading consonant, a vowel and a trailing consonant.
    case hangulLVT
    /// JL: Hangul leading consonant jamo.
    case hangulLeadingJamo
    /// JV: Hangul vowel jamo.
    case hangulVowelJamo
    /// JT: Hangul trailing consonant jamo.
    case hangulTrailingJamo
    /// RI: regional indicators, which pair into flags.
    case regionalIndicator
    /// OP of East Asian Width F, W or H, such as `（` and `「`, which LB30 leaves out.
    case openPunctuationEastAsian
    /// CP of East Asian Width F, W or H, which LB30 leaves out.
    case closeParenthesisEastAsian
    /// ID that is unassigned and Extended_Pictographic (an emoji to come), which LB30b keeps
    /// before an emoji modifier.
    case unassignedPictographic

    /// The class of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        self = scalar.value < 0x80 ? LineBreakClass.asciiTable[Int(scalar.value)]
            : LineBreakClass.class(of: scalar.value, in: LineBreakClass.table)
    }

    /// The two-level table built from ``runTable`` on first use.
    static let table = UnicodePropertyTable(runs: runTable)

    /// The class of the scalar `value` in `table`, which the caller has already fetched, so that
    /// hot loops pay for the table's lazy initialisation once.
    @inline(__always)
    static func `class`(of value: UInt32, in table: UnicodePropertyTable) -> LineBreakClass {
        LineBreakClass(rawValue: table[value]) ?? .alphabetic
    }
}
