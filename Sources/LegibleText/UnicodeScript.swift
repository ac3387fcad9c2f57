/// The script a code point belongs to (Unicode's Script property, UAX #24): Latin, Cyrillic, Han,
/// or Common for what many scripts share (digits, punctuation, symbols) and Inherited for marks
/// that take the script of the letter they follow. Read from UnicodeScriptTable.swift, which
/// `Scripts/generate-script-table.py` writes from the Unicode Character Database.
///
/// The Script property alone, not Script_Extensions: a character several scripts use (the
/// Katakana-Hiragana prolonged sound mark, the Arabic comma) counts as Common or as the one
/// script Scripts.txt gives it.
///
/// ```swift
/// UnicodeScript("а")          // .cyrillic (U+0430), which looks like Latin "a"
/// UnicodeScript("7").isCommon // true
/// ```
package struct UnicodeScript: Hashable, Sendable, CustomStringConvertible {
    /// The script's number: its place in `scriptCodes`.
    private let number: UInt8

    /// The script of a scalar.
    @inline(__always)
    package init(_ scalar: Unicode.Scalar) {
        number = Self.table[scalar.value]
    }

    /// The script with a four-letter code (`"Latn"`), if Unicode has one.
    package init?(code: String) {
        guard let index = Self.scriptCodes.firstIndex(of: code) else { return nil }
        number = UInt8(index)
    }

    /// The script's four-letter ISO 15924 code (`"Cyrl"`).
    package var code: String { Self.scriptCodes[Int(number)] }

    package var description: String { code }

    /// Whether it is Common (`Zyyy`), Inherited (`Zinh`) or Unknown (`Zzzz`): shared by many
    /// scripts, so that it mixes with any.
    package var isCommon: Bool { self == .common || self == .inherited || self == .unknown }

    private static let table = UnicodePropertyTable(runs: runTable)

    // The scripts other modules name; every code is in the generated table (a test checks).
    package static let common = UnicodeScript(code: "Zyyy")!
    package static let inherited = UnicodeScript(code: "Zinh")!
    package static let unknown = UnicodeScript(code: "Zzzz")!
    package static let latin = UnicodeScript(code: "Latn")!
    package static let greek = UnicodeScript(code: "Grek")!
    package static let cyrillic = UnicodeScript(code: "Cyrl")!
    package static let armenian = UnicodeScript(code: "Armn")!
    package static let han = UnicodeScript(code: "Hani")!
    package static let hiragana = UnicodeScript(code: "Hira")!
    package static let katakana = UnicodeScript(code: "Kana")!
    package static let bopomofo = UnicodeScript(code: "Bopo")!
    package static let hangul = UnicodeScript(code: "Hang")!
}
