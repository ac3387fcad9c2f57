/// The names a wording gives symbols, by symbol key, looked up the way speech asks for them: one
/// symbol at a time, several per formula.
///
/// Most keys are a single character, often outside ASCII (`≤`, `α`, `−`), and hashing or comparing
/// such a string first works out its canonical form. Those names are also kept by Unicode scalar,
/// which hashes as a number; everything else, and any key a scalar does not find (a canonically
/// equivalent spelling), is looked up by string as before.
struct SymbolNameTable: Sendable {
    private let byScalar: [Unicode.Scalar: String]
    /// The names of the ASCII scalars (`+`, `=`, `(`, letters), by value: no hashing at all.
    private let byASCII: [String?]
    private let byKey: [String: String]

    init(_ names: [String: String]) {
        byKey = names
        var byScalar: [Unicode.Scalar: String] = [:]
        var byASCII = [String?](repeating: nil, count: 0x80)
        for (key, name) in names {
            guard let scalar = key.onlyScalar else { continue }
            if scalar.isASCII { byASCII[Int(scalar.value)] = name } else { byScalar[scalar] = name }
        }
        self.byScalar = byScalar
        self.byASCII = byASCII
    }

    /// The name of the symbol `key`, or nil when the table has none.
    subscript(key: String) -> String? {
        if let scalar = key.onlyScalar {
            if scalar.isASCII { return byASCII[Int(scalar.value)] }
            if let name = byScalar[scalar] { return name }
        }
        return byKey[key]
    }
}
