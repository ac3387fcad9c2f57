/// How a language picks the plural form of a phrase for a number, named in its phrase table
/// (`"pluralRule"`), so that adding a language needs no code. The forms follow CLDR's category
/// names: `zero`, `one`, `two`, `few`, `many`, `other` (a table only writes the ones its rule uses).
public enum PluralRule: String, Sendable, Decodable {
    /// `one` for 1, `other` otherwise: English, German, Dutch, Swedish, Italian, Spanish, …
    case one
    /// `one` for 0 and 1, `other` otherwise: French, Brazilian Portuguese, …
    case zeroAndOne
    /// One form for every number: Japanese, Chinese, Korean, Vietnamese, …
    case none
    /// `one` for 1, 21, 31, …; `few` for 2–4, 22–24, …; `many` otherwise: Russian, Ukrainian, …
    case eastSlavic
    /// `one` for 1; `few` for 2–4, 22–24, … (not 12–14); `many` otherwise: Polish.
    case polish

    /// The CLDR category of `count` under this rule.
    public func category(for count: Int) -> String {
        let count = abs(count)
        let lastDigit = count % 10
        let lastTwo = count % 100
        switch self {
        case .one:
            return count == 1 ? "one" : "other"
        case .zeroAndOne:
            return count <= 1 ? "one" : "other"
        case .none:
            return "other"
        case .eastSlavic:
            if lastDigit == 1 && lastTwo != 11 { return "one" }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return "few" }
            return "many"
        case .polish:
            if count == 1 { return "one" }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return "few" }
            return "many"
        }
    }
}
