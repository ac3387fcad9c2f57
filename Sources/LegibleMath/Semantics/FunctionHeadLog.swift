/// What the semantic analysis decided, within one formula, about each name written before
/// parentheses or brackets: a function applied to its argument, or a factor times a fenced one.
///
/// A name must be read one way throughout a formula: `L(n) = L(n-1) + 1` is "L of n equals L of,
/// open paren, n minus 1, close paren, plus 1", although `L(n-1)` alone would be a product. The
/// analysis records each decision here; when a name was read both ways, the formula is analysed
/// again with every such name read as a function (see ``SemanticAnalyzer/analyze(_:)``).
struct FunctionHeadLog {
    private var applied: Set<String> = []
    private var multiplied: Set<String> = []

    /// Notes that the name with `signature` was (or was not) read as a function.
    mutating func record(_ signature: String, applied isApplied: Bool) {
        if isApplied {
            applied.insert(signature)
        } else {
            multiplied.insert(signature)
        }
    }

    /// The names read as functions somewhere, when at least one of them was also read as a
    /// factor elsewhere in the formula; nil when every name was read one way.
    var namesToReadAsFunctions: Set<String>? {
        applied.isDisjoint(with: multiplied) ? nil : applied
    }
}
