/// One piece of a Nemeth transcription, before the rules that depend on its neighbours are
/// applied (``NemethLine``): a symbol's cells, what it is to those rules, and the script level it
/// stands on.
struct NemethToken {
    /// What a token is to the rules around it.
    enum Kind: Equatable {
        /// A numeral (digits, decimal point, digit-group commas), which takes the numeric
        /// indicator at the start of a line, after a space, or after a minus sign there.
        case numeral
        /// The minus sign, after which a numeral takes the numeric indicator when the minus sign
        /// itself begins a line or follows a space (`−3`, `x = −3`).
        case minus
        /// A letter, a name (`x`, `α`, `sin`) or a word of text, after which a numeral takes the
        /// multipurpose indicator.
        case letter
        /// An opening grouping symbol, or an indicator that opens a construct (`⠹`, `⠜`, the
        /// multipurpose indicator before a modified expression), after which a space is dropped.
        case opening
        /// A closing grouping symbol or an indicator that closes a construct (`⠼`, `⠻`), before
        /// which a space is dropped.
        case closing
        /// A sign of comparison (spaced by the transcriber, as it knows where its spaces go).
        case comparison
        /// The comma of the base level, which returns to it without the baseline indicator.
        case comma
        /// A mark after the punctuation indicator, which returns to the base level as well.
        case punctuation
        /// A space: spaces in a row make one, and none stands at either end of a line, before a
        /// comma, punctuation or closing grouping symbol, or after an opening one.
        case space
        /// The space after a comma of an enclosed list (items in grouping symbols, separated by
        /// commas: `(1, 2)`), after which a numeral takes no numeric indicator.
        case listSpace
        /// The lines of a table, set beside what comes before it on its first line.
        case block([String])
        /// Anything else: operation signs, indicators, other symbols.
        case other
    }

    var kind: Kind
    /// The cells, empty for a space or a block.
    var cells: String
    /// The level indicator of the script level it stands on: empty for the base level, `⠘` for
    /// a superscript, `⠘⠰` for a subscript of a superscript.
    var level: String

    init(_ kind: Kind, _ cells: String = "", level: String) {
        self.kind = kind
        self.cells = cells
        self.level = level
    }
}
