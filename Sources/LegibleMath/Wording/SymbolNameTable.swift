/// The names a wording gives symbols, by symbol key, looked up the way speech asks for them: one
/// symbol at a time, several per formula.
///
/// Most keys are a single character, often outside ASCII (`≤`, `α`, `−`), and hashing or comparing
/// such a string first works out its canonical form. Those names are also kept by Unicode scalar,
/// which hashes as a number; everything else, and any key a scalar does not find (a canonically
/// equivalent spelling), is looked up by string as before.
struct SymbolNameTable: Sendable {
    private let byScalar: [Unicode.Scalar: String]
    private let byKey: [String: String]

    init(_ names: [String: String]) {
        byKey = names
        var byScalar: [Unicode.Scalar: String] = [:]
        for (key, name) in names {
            if let scalar = key.onlyScalar { byScalar[scalar] = name }
        }
        self.byScalar = byScalar
    }

    /// The name of the symbol `key`, or nil when the table has none.
    subscript(key: String) -> String? {
        if let scalar = key.onlyScalar, let name = byScalar[scalar] { return name }
        return byKey[key]
    }
}
