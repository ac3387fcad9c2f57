/// A TeX dimension as a space command gives it (`\hspace{2em}`, `\kern-3pt`, `\mkern 4mu`), in
/// math units: 18 to the em, the unit ``TeXNode/space(mu:)`` counts in.
///
/// Lengths are taken at the 10 pt size a formula is set in, where an em is 10 pt (Latin Modern's
/// quad) and an ex 4.31 pt; a length in math units is one already. The stretch and shrink of glue
/// (`plus 1fil`, `minus 2pt`) change nothing in a line that is not justified, so they are read and
/// dropped. Anything else is no dimension.
enum TeXDimension {
    /// Points in each unit TeX knows (The TeXbook, p. 57), `mu` apart.
    private static let points: [String: Double] = [
        "pt": 1, "pc": 12, "in": 72.27, "bp": 72.27 / 72, "cm": 72.27 / 2.54, "mm": 72.27 / 25.4,
        "dd": 1238.0 / 1157, "cc": 12 * 1238.0 / 1157, "sp": 1.0 / 65536, "em": 10, "ex": 4.31,
    ]
    private static let muPerPoint = 18.0 / 10

    /// The width of `text` (sign, decimal number, unit, then optional stretch and shrink) in
    /// math units, rounded to the nearest; `nil` when it is not a dimension.
    static func mathUnits(_ text: Substring) -> Int? {
        var rest = text.drop { $0 == " " }
        var sign = 1.0
        while let first = rest.first, first == "-" || first == "+" || first == " " {
            if first == "-" { sign = -sign }
            rest = rest.dropFirst()
        }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        guard let value = Double(number.replacingOccurrences(of: ",", with: ".")) ?? (number.isEmpty ? nil : 0) else { return nil }
        rest = rest.dropFirst(number.count).drop { $0 == " " }
        let unit = String(rest.prefix(2)).lowercased()
        let width: Double
        if unit == "mu" {
            width = value
        } else if let perUnit = points[unit] {
            width = value * perUnit * muPerPoint
        } else {
            return nil
        }
        let glue = rest.dropFirst(2).drop { $0 == " " }
        guard glue.isEmpty || glue.hasPrefix("plus") || glue.hasPrefix("minus") else { return nil }
        let mu = (sign * width).rounded()
        guard mu.isFinite, abs(mu) < 1_000_000 else { return nil }
        return Int(mu)
    }
}
