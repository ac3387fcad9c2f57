/// Reproducible random text made of scalars from every Sentence_Break class, so that random
/// tests reach every rule (plain random scalars would be almost all Other and OLetter).
struct RandomText {
    /// A few scalars of each class, among them multi-byte ones, to exercise UTF-8 offsets.
    static let alphabet: [Unicode.Scalar] = [
        "$", "\u{1F642}",           // Other (🙂 is four bytes)
        "\r", "\n",                  // CR, LF
        "\u{0301}", "\u{200D}",      // Extend
        "\u{2029}", "\u{0085}",      // Sep
        "\u{00AD}", "\u{200B}",      // Format (soft hyphen, zero width space)
        " ", "\u{00A0}",             // Sp
        "a", "\u{00E9}",             // Lower
        "A", "\u{01C5}",             // Upper (Dž is titlecase)
        "\u{5929}", "\u{05D0}",      // OLetter (天, א)
        "1", "\u{0661}",             // Numeric
        ".", "\u{2024}",             // ATerm
        ",", ":",                    // SContinue
        "?", "\u{3002}",             // STerm (。)
        "\"", ")",                   // Close
    ]

    /// SplitMix64: small, fast and the same on every platform.
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A string of `length` scalars drawn from ``alphabet``.
    mutating func text(length: Int) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<length { text.append(Self.alphabet[below(Self.alphabet.count)]) }
        return String(text)
    }

    /// `text` cut at random scalar boundaries into pieces of one to `maximum` scalars.
    mutating func pieces(of text: String, maximum: Int) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [String] = []
        var start = 0
        while start < scalars.count {
            let end = min(scalars.count, start + 1 + below(maximum))
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<end])
            pieces.append(String(piece))
            start = end
        }
        return pieces
    }
}
