extension SemanticNode {
    /// Whether this stands beside the factors of a product without being one of them, so that
    /// speech says no "times" next to it and MathML sets it apart: a parenthesised side condition
    /// (`k~(k \in [2, n+1])`, `(m > 0)`), a modulus (`\pmod n`), an ellipsis. (A relation in
    /// brackets is an Iverson bracket, `[i \bmod 2 = 1]\varphi(i)`, a factor worth 0 or 1.)
    package var isAsideFromProduct: Bool {
        switch type {
        case .ellipsis:
            return true
        case .prefix:
            return isModulusClause
        case .fenced:
            guard role == .parentheses else { return false }
            let content = first
            return content.type == .relationSequence || content.isModulusClause
                || (content.type == .punctuated && content.children.contains { $0.type == .relationSequence })
        default:
            return false
        }
    }

    /// The bar of `\bar` (¯) or `\overline` (‾).
    var isBarMark: Bool {
        key == "\u{00AF}" || key == "\u{203E}"
    }

    /// `\bmod n` or `\pmod n` without its parentheses: "mod n".
    package var isModulusClause: Bool {
        type == .prefix && operators.first?.key == "mod"
    }
}
