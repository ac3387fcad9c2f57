extension MathMLWriter {
    /// The MathML Core of an inline formula as pieces a line may break between: after each
    /// relation and binary operator at the formula's top level, where TeX breaks inline math
    /// (`a + b = c` is `a +`, `b =`, `c`); fences, fractions, scripts and the operands of a
    /// product are never broken. A formula with no such operator is one piece, as `mathML(_:display:)`
    /// writes it.
    ///
    /// A browser draws one `math` element on one line and cannot break inside it, so a long
    /// inline formula written as one would run past a narrow column; written as these pieces
    /// side by side, it wraps like text. Each piece is a `math` element with the piece's row;
    /// only the unbroken form carries the TeX as an annotation.
    ///
    /// ```swift
    /// MathMLWriter().lineBreakableMathML("a+b=c").count   // 3
    /// MathMLWriter().lineBreakableMathML(#"\frac{a+b}{2}"#).count   // 1
    /// ```
    public func lineBreakableMathML(_ formula: Formula) -> [String] {
        let pieces = Self.pieces(of: formula.semantics)
        guard pieces.count > 1 else { return [mathML(formula)] }
        // A style the whole formula is in (`\displaystyle a = \frac{1}{2}`) is every piece's.
        let style = formula.semantics.style
        return pieces.map { piece in
            var markup = MathMLMarkup()
            markup.open("math xmlns=\"\(Self.namespace)\"")
            markup.open(style.map { "mstyle " + MathMLMarkup.attributes(of: $0) } ?? "mrow")
            if !piece.operand.isEmpty { markup.element(for: piece.operand) }
            if let symbol = piece.breakAfter { markup.element(for: symbol) }
            markup.close(style == nil ? "mrow" : "mstyle")
            markup.close("math")
            return markup.output
        }
    }

    /// An operand and the operator after which the line may break.
    private struct Piece {
        var operand: SemanticNode
        var breakAfter: SemanticNode?
    }

    /// The pieces of `node`: the operands of a relation sequence, each broken again where it is
    /// a sum or another operation, or of an operation; any other node is one piece. A slash
    /// joins what it divides (TeX does not break after it), so an operation with one stays whole;
    /// so does an operand in a style of its own, which its pieces would lose.
    private static func pieces(of node: SemanticNode) -> [Piece] {
        let breaks = node.type == .relationSequence || (node.type == .infix && node.role != .implicit)
        guard breaks, node.children.count > 1, node.operators.count == node.children.count - 1,
              !node.operators.contains(where: { $0.key == "/" }) else { return [Piece(operand: node)] }
        var result: [Piece] = []
        for (index, child) in node.children.enumerated() {
            var childPieces = node.type == .relationSequence && child.style == nil ? Self.pieces(of: child) : [Piece(operand: child)]
            if index < node.operators.count { childPieces[childPieces.count - 1].breakAfter = node.operators[index] }
            result += childPieces
        }
        return result
    }
}
