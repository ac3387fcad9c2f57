/// The combining marks that write an accent on the character before them (`x̂`, `v⃗`), keyed by
/// the mark the parser gives each accent command (see `AccentCommands`), over or under.
package enum CombiningAccents {
    /// The combining form of the accent `mark`, over its base or under it, or nil when Unicode
    /// has none (`\overbrace`).
    package static func mark(_ mark: String, below: Bool) -> Unicode.Scalar? {
        guard let scalar = mark.unicodeScalars.first, mark.unicodeScalars.count == 1 else { return nil }
        // Marks that are combining characters already (`\dddot`) need no table.
        if scalar.properties.generalCategory == .nonspacingMark { return scalar }
        return (below ? under : over)[scalar]
    }

    /// `\overline` and `\underline`, whose combining marks join into one line over or under
    /// every character they are put on.
    package static func isLine(_ mark: String, below: Bool) -> Bool {
        below ? mark == "_" : mark == "\u{203E}"
    }

    private static let over: [Unicode.Scalar: Unicode.Scalar] = [
        "^": "\u{0302}", "\u{02C6}": "\u{0302}", "\u{02C7}": "\u{030C}", "~": "\u{0303}", "\u{02DC}": "\u{0303}",
        "\u{00B4}": "\u{0301}", "`": "\u{0300}", "\u{02D9}": "\u{0307}", "\u{00A8}": "\u{0308}",
        "\u{02D8}": "\u{0306}", "\u{00AF}": "\u{0304}", "\u{203E}": "\u{0305}", "\u{2192}": "\u{20D7}",
        "\u{2190}": "\u{20D6}", "\u{2194}": "\u{20E1}", "\u{02DA}": "\u{030A}",
    ]

    private static let under: [Unicode.Scalar: Unicode.Scalar] = [
        "_": "\u{0332}", "\u{2192}": "\u{20EF}", "\u{2190}": "\u{20EE}", "\u{2194}": "\u{034D}",
        "~": "\u{0330}", "\u{02DC}": "\u{0330}",
    ]
}
