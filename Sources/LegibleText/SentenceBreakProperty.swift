/// The Sentence_Break property of a Unicode scalar: the class the sentence boundary rules of
/// [UAX #29](https://www.unicode.org/reports/tr29/#Sentence_Boundaries) know it by.
///
/// ```swift
/// SentenceBreakProperty("." as Unicode.Scalar)       // .aTerm
/// SentenceBreakProperty("?" as Unicode.Scalar)       // .sTerm
/// SentenceBreakProperty("\u{3002}" as Unicode.Scalar) // .sTerm (ideographic full stop 。)
/// SentenceBreakProperty("\u{301}" as Unicode.Scalar)  // .extend (combining acute accent)
/// ```
///
/// The values come from `SentenceBreakProperty.txt` of Unicode 15.0. Every scalar has one;
/// scalars the data file does not list are ``other``. Looking up an ASCII scalar is an array
/// read; any other scalar is a binary search over about 3,300 runs.
public enum SentenceBreakProperty: UInt8, Sendable, CaseIterable {
    // The raw values are the codes of the generated table (SentenceBreakTable.swift); the
    // generator script lists them in this order.

    /// Anything not in another class, such as symbols, most punctuation, and unassigned code points.
    case other = 0
    /// U+000D CARRIAGE RETURN, which ends a paragraph (together with a following line feed).
    case cr
    /// U+000A LINE FEED, which ends a paragraph.
    case lf
    /// Marks that belong to the scalar before them (combining marks, spacing marks, the zero
    /// width joiner), and so never start a sentence.
    case extend
    /// The other paragraph separators: NEXT LINE U+0085, LINE SEPARATOR U+2028 and PARAGRAPH
    /// SEPARATOR U+2029.
    case sep
    /// Invisible format controls (such as the soft hyphen U+00AD), which are ignored like ``extend``.
    case format
    /// White space other than paragraph separators.
    case sp
    /// Lowercase letters: a lowercase letter after a full stop continues the sentence.
    case lower
    /// Uppercase and titlecase letters.
    case upper
    /// Letters without case, such as those of Chinese, Japanese, Arabic and Hebrew.
    case oLetter
    /// Decimal digits, so that `3.14` is not broken after the full stop.
    case numeric
    /// The full stop `.` and its variants, which may end a sentence or an abbreviation.
    case aTerm
    /// Punctuation that continues a sentence after a terminator, such as `,` `:` `-`.
    case sContinue
    /// Terminators that always end a sentence, such as `!` `?` `。` `।`.
    case sTerm
    /// Quotation marks and brackets, which stay with the terminator before them.
    case close

    /// The property of `scalar`.
    public init(_ scalar: Unicode.Scalar) {
        self = SentenceBreakProperty.lookUp(scalar.value)
    }

    /// The property of the scalar whose value is `value`: the ASCII table, else a binary search
    /// for the last run that starts at or before `value`.
    static func lookUp(_ value: UInt32) -> SentenceBreakProperty {
        if value < 0x80 { return asciiTable[Int(value)] }
        return runTable.withUnsafeBufferPointer { runs in property(of: value, in: runs) }
    }

    /// The property of `value` in the run table `runs` (which the caller has already fetched, so
    /// that hot loops pay for the table's lazy initialisation once).
    @inline(__always)
    static func property(of value: UInt32, in runs: UnsafeBufferPointer<UInt32>) -> SentenceBreakProperty {
        SentenceBreakProperty(rawValue: UnicodeRunTable.value(of: value, in: runs)) ?? .other
    }
}
