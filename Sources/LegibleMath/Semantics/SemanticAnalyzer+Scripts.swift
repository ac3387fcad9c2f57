extension SemanticAnalyzer {
    /// What a superscript means, decided by what it holds, what it stands on and what follows:
    ///
    /// - **Degrees.** A ring (`^\circ`) or a degree sign on a number, or on parentheses
    ///   (`(360/n)^\circ`), is a measure in degrees: it becomes the postfix degree sign, as `45°`
    ///   is, so `30^\circ` is "30 degrees" and MathML writes `30°`. On a letter (`x_1^\circ`, a
    ///   fixed point; `A^\circ`, an interior) the ring is a mark and stays a superscript.
    /// - **A label.** An index in parentheses (see below) on anything but a number is a label, an
    ///   index written above: `\mathbf h^{(k)}` (the hidden state of layer k), `w^{(t)}` (the
    ///   weights at step t), `G^{(i)}` (the i-th derived subgroup), `(x)^{(n)}` (a rising
    ///   factorial). Read "h with superscript (k)", never "raised to the k power". On a number
    ///   (`2^{(n)}`, `(2)^{(n)}`), or around a sum on `e` (`e^{(a+b)}`), the parentheses only
    ///   group, and the superscript stays a power; `e^{(k)}` is an error term with a label.
    /// - **A derivative.** A labelled function letter (`f`, `g`, `h` and their capitals, as in
    ///   ``functionLetters``) applied to parentheses is the derivative of that order at the
    ///   argument: `f^{(4)}(\xi)` is "the fourth derivative of f at xi" (``derivativeHead(_:)``).
    ///   Without an argument it stays a label: in the corpus a bare `G^{(i)}` is a derived series,
    ///   and every derivative `f^{(n)}` is written with its argument.
    /// - Everything else is a power or a mark, as the speech rules read it (`x^2`, `A^{-1}`,
    ///   `A^\top`, `x'`, `x^*`).
    ///
    /// An index is a letter, a whole number, a sum or difference of such (`t+1`, `k-1`), or a list
    /// of them (`(i,j)`): what a position or an order is written with. `(p-1)/2` is no index; nor
    /// is an exponent only partly in parentheses (`(n-1)/2`), which is a power as written.
    ///
    /// A superscript on a closing fence belongs to the fenced expression; it is decided again once
    /// the fences are matched (``rescripted(_:)``).
    static func superscriptNode(base: SemanticNode, sup: SemanticNode) -> SemanticNode {
        if let degrees = degrees(base: base, sup: sup) { return degrees }
        return SemanticNode(type: .superscript, role: superscriptRole(base: base, sup: sup),
                            children: [base, sup])
    }

    /// The role of a superscript `sup` on `base`: a label, or none (a power or a mark).
    static func superscriptRole(base: SemanticNode, sup: SemanticNode) -> SemanticRole {
        guard sup.type == .fenced, sup.role == .parentheses, isIndex(sup.first) else { return .none }
        if base.type == .number || base.isEmpty { return .none }
        if base.type == .fenced, base.first.type == .number { return .none }
        // `e^{(a+b)}` is the exponential of a sum; `e^{(k)}` is the error at step k.
        if base.type == .identifier, base.key == "e" || base.key == "ⅇ", sup.first.type == .infix { return .none }
        return .label
    }

    /// A scripted closing fence with the fenced expression put in as its base (`(x+1)^{(n)}`,
    /// `(360/n)^\circ`), its superscript decided again for that base.
    static func rescripted(_ node: SemanticNode) -> SemanticNode {
        switch node.type {
        case .superscript:
            return superscriptNode(base: node.first, sup: node.second)
        case .subSuperscript:
            var result = node
            result.role = superscriptRole(base: node.first, sup: node.children[2])
            return result
        default:
            return node
        }
    }

    /// The head of a letter function applied to parentheses: a function letter with a label is
    /// the derivative of that order (`f^{(k)}(x_0)`); any other head stays as it is.
    static func derivativeHead(_ head: SemanticNode) -> SemanticNode {
        guard head.type == .superscript, head.role == .label else { return head }
        let base = head.first
        guard base.type == .identifier, base.font == .normal, functionLetters.contains(base.key) else { return head }
        var derivative = head
        derivative.role = .derivativeOrder
        return derivative
    }

    /// A letter, a whole number, a sum or difference of them, or a list of them.
    private static func isIndex(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier: return node.role != .none
        case .number: return node.role == .integer
        case .infix:
            return node.role == .addition && node.children.allSatisfy { $0.type == .identifier || $0.type == .number }
        case .punctuated:
            return node.role == .sequence && node.children.allSatisfy { $0.type == .identifier || $0.type == .number }
        default: return false
        }
    }

    /// `30^\circ`, `(360/n)^\circ`: the value followed by the degree sign, or nil when `sup` is no
    /// ring or `base` no value in degrees.
    private static func degrees(base: SemanticNode, sup: SemanticNode) -> SemanticNode? {
        guard sup.isLeaf, sup.key == "∘" || sup.key == "°" else { return nil }
        guard base.type == .number || (base.type == .fenced && base.role == .parentheses) else { return nil }
        return SemanticNode(type: .postfix, children: [base], operators: [.leaf(SymbolTable.symbol(for: "°"))])
    }

    /// A subscript is an index: a letter right before parentheses of arithmetic there is applied
    /// to them (`v_{x(t-1)}`, the v of cell x(t−1); `a_{\sigma(i+1)}`), where in a row the pair
    /// could be a product. (Before other content, `a_{\pi(i)}`, every name applies anyway.) Not
    /// when the letter stands inside as a value (`a_{n(n+1)}`, the triangular numbers), nor when
    /// it is one of the letters of whole numbers, i to n: `f_{k(m-1)}` indexes by the product
    /// k(m−1), as the corpus's polynomial coefficients do.
    static func index(_ node: SemanticNode) -> SemanticNode {
        guard node.type == .infix, node.role == .implicit, node.children.count == 2 else { return node }
        let name = node.first
        let argument = node.second
        guard name.type == .identifier, name.role == .latinLetter || name.role == .greekLetter,
              !integerLetters.contains(name.key),
              argument.type == .fenced, argument.role == .parentheses, !argument.first.isEmpty,
              !mentionsValue(name, in: argument.first) else { return node }
        return SemanticNode(type: .application, role: .letterFunction, children: [name, argument])
    }

    /// The letters that by convention stand for whole numbers (counts and indices).
    private static let integerLetters: Set<String> = ["i", "j", "k", "l", "m", "n"]

    /// The letters of the temperature scales written after degrees (`100^\circ\mathrm F`,
    /// `37°C`): Kelvin takes no degree sign, so only Celsius and Fahrenheit follow one.
    static func isTemperatureScale(_ node: SemanticNode) -> Bool {
        guard node.key == "C" || node.key == "F" else { return false }
        return (node.type == .identifier && (node.font == .normal || node.font == .upright)) || node.type == .text
    }
}

extension SemanticNode {
    /// Whether this is a value in degrees without a scale yet: `45°`, `30^\circ`.
    var isBareDegrees: Bool {
        type == .postfix && operators.count == 1 && operators[0].key == "°"
    }
}
