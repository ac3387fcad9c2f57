import LegibleText

/// The two Unicode measures the cell layout wraps by: where a line may start (UAX #14) and how
/// many terminal cells a character takes, both from LegibleText.
enum TextMeasure {
    private static let breaker = LineBreaker()

    /// The UTF-8 offsets in `text` at which a line may start, in increasing order, and whether
    /// the line must break there.
    static func lineStarts(in text: Substring) -> [LineBreakOpportunity] {
        breaker.opportunities(in: text)
    }

    /// The cells a character takes in a terminal: 0, 1 or 2.
    static func cellWidth(of character: Character) -> Int {
        CellWidth.of(character)
    }
}
