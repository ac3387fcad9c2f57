/// Builds the ``MathExpression`` of a semantic tree: one expression per node, rows where the tree
/// groups, the semantic roles turned into the presentation a reader walks (a binomial is a
/// line-less fraction in parentheses, limits set below an operator are under and over it, a
/// function is followed by U+2061).
///
/// The walk recurses over the semantic tree, whose depth the parser bounds.
struct MathExpressionBuilder {
    /// Function application, U+2061.
    static let functionApplication = "\u{2061}"
    /// Invisible times, U+2062.
    static let invisibleTimes = "\u{2062}"
    /// Invisible plus, U+2064.
    static let invisiblePlus = "\u{2064}"

    /// The expression of `node`.
    func expression(for node: SemanticNode) -> MathExpression {
        switch node.type {
        case .identifier, .function, .limitFunction:
            return .identifier(node.key, variant: node.font)
        case .number:
            return .number(node.key, variant: node.font)
        case .text:
            return .text(node.key, variant: node.font)
        case .unknownCommand:
            return .text("\\" + node.key)
        case .empty:
            return .row([])
        case .operator, .relation, .punctuation, .fence, .ellipsis, .other:
            return .operator(node.key, form: .infix)
        case .largeOperator, .integralSign, .prefixSymbol:
            return .operator(node.key, form: .prefix)
        case .postfixSymbol:
            return .operator(node.key, form: .postfix)
        case .infix, .relationSequence, .punctuated:
            return operation(node)
        case .prefix:
            return .row([prefixOperator(node.operators[0]), expression(for: node.first)])
        case .postfix:
            return .row([expression(for: node.first)] + node.operators.map(postfixOperator))
        case .fenced:
            let open = node.operators.first.map(\.key) ?? ""
            let close = node.operators.count > 1 ? node.operators[1].key : ""
            return .fenced(open: open, close: close, node.first.isEmpty ? [] : expression(for: node.first).items)
        case .fraction:
            let fraction = MathExpression.fraction(numerator: expression(for: node.first), denominator: expression(for: node.second),
                                                   line: node.role == .binomial || node.role == .stacked ? .none : .visible)
            // A binomial coefficient is drawn in parentheses whichever command made it.
            return node.role == .binomial ? .fenced(open: "(", close: ")", [fraction]) : fraction
        case .mixedNumber:
            return .row([expression(for: node.first), .operator(Self.invisiblePlus), expression(for: node.second)])
        case .repeatingDecimal:
            // The repeating digits under a bar: `0.1\overline{6}`.
            return .row([.number(node.first.key),
                         .underOver(base: .number(node.second.key), under: nil, over: .operator("\u{00AF}"), kind: .accent)])
        case .squareRoot:
            return .root(radicand: expression(for: node.first), index: nil)
        case .root:
            return .root(radicand: expression(for: node.second), index: expression(for: node.first))
        case .superscript:
            return .scripts(base: expression(for: node.first), subscript: nil, superscript: expression(for: node.second))
        case .subscript:
            return .scripts(base: expression(for: node.first), subscript: expression(for: node.second), superscript: nil)
        case .subSuperscript:
            return .scripts(base: expression(for: node.first), subscript: expression(for: node.second),
                            superscript: expression(for: node.children[2]))
        case .underscript, .overscript, .underOverscript:
            return underOver(node)
        case .bigOperator, .integral:
            return bigOperator(node)
        case .application:
            let function = expression(for: node.first)
            // A fenced function, `(f * g)(x)`, is applied by position alone, as MathML writes it.
            let application: [MathExpression] = node.first.type == .fenced ? [] : [.operator(Self.functionApplication)]
            return .row([function] + application + [expression(for: node.second)])
        case .table:
            return table(node)
        case .row, .textRun:
            var items: [MathExpression] = []
            for child in node.children { append(child, to: &items) }
            return .row(items)
        }
    }

    /// Appends the expression of `node`, an item of a row, after the space written before it:
    /// a word space (`~`, `\ `) is a no-break space of text, as MathML writes it, since it
    /// separates what it stands between (`12~345` is two digit groups, not one number); another
    /// space (`\quad`) next to text is a space of that text (`x \quad \text{if}` reads "x if");
    /// any other space is dropped.
    private func append(_ node: SemanticNode, to items: inout [MathExpression]) {
        append(node, expression(for: node), to: &items)
    }

    private func append(_ node: SemanticNode, _ expression: MathExpression, to items: inout [MathExpression]) {
        var expression = expression
        if node.spaceBefore == SemanticNode.wordSpace {
            items.append(.text("\u{00A0}"))
        } else if node.leadingSpace > 0 {
            if case .text(let text, let variant) = expression {
                expression = .text(" " + text, variant: variant)
            } else if case .text(let text, let variant)? = items.last {
                items[items.count - 1] = .text(text + " ", variant: variant)
            }
        }
        items.append(expression)
    }

    /// Operands and the operators between them; factors side by side, with invisible times
    /// before a fenced factor, which says it is no argument (`x (y + 1)`).
    private func operation(_ node: SemanticNode) -> MathExpression {
        var items: [MathExpression] = []
        for (index, child) in node.children.enumerated() {
            if index > 0 {
                if node.type == .infix, node.role == .implicit {
                    if !child.isAsideFromProduct, !node.children[index - 1].isAsideFromProduct,
                       child.fenceLeaf != nil || child.core.type == .fenced {
                        items.append(.operator(Self.invisibleTimes))
                    }
                } else if index - 1 < node.operators.count {
                    append(node.operators[index - 1], to: &items)
                }
            }
            // An operand the analysis left empty (`, ..., ` between its periods) is nothing to read.
            if !child.isEmpty { append(child, to: &items) }
        }
        if node.type == .punctuated, node.role == .endPunctuation, let mark = node.operators.first {
            append(mark, to: &items)
        }
        return .row(items)
    }

    /// An operator leaf as a prefix operator (`−` of `−x`, `∀`, `mod` of `\pmod`); a composite
    /// stays what it is.
    private func prefixOperator(_ node: SemanticNode) -> MathExpression {
        node.isLeaf ? .operator(node.key, form: .prefix) : expression(for: node)
    }

    /// An operator leaf as a postfix operator (`!`, `°`); the scripted bar of `f(x)|_{a}^{b}` stays
    /// what it is.
    private func postfixOperator(_ node: SemanticNode) -> MathExpression {
        node.isLeaf && node.type != .identifier ? .operator(node.key, form: .postfix) : expression(for: node)
    }

    private func underOver(_ node: SemanticNode) -> MathExpression {
        let base = expression(for: node.first)
        let kind: UnderOverKind = node.role == .accent ? .accent : .limits
        switch node.type {
        case .underscript:
            return .underOver(base: base, under: part(node.second, kind: kind), over: nil, kind: kind)
        case .overscript:
            return .underOver(base: base, under: nil, over: part(node.second, kind: kind), kind: kind)
        default:
            return .underOver(base: base, under: expression(for: node.second), over: expression(for: node.children[2]), kind: kind)
        }
    }

    /// An under or over part: an accent's mark is an operator whatever its symbol (`\underline`'s
    /// `_` is a letter-like symbol written alone), as MathML's `accent` marks are `mo`.
    private func part(_ node: SemanticNode, kind: UnderOverKind) -> MathExpression {
        kind == .accent && node.isLeaf && !node.key.isEmpty ? .operator(node.key, form: .postfix) : expression(for: node)
    }

    /// A large operator or integral: its symbol with the limits under and over it, or as scripts
    /// when written beside it, then its body (and an integral's differential).
    private func bigOperator(_ node: SemanticNode) -> MathExpression {
        let symbol = expression(for: node.children[0])
        let lower = node.children[1].isEmpty ? nil : expression(for: node.children[1])
        let upper = node.children[2].isEmpty ? nil : expression(for: node.children[2])
        var items: [MathExpression]
        if lower == nil, upper == nil {
            items = [symbol]
        } else if node.role == .limitsScripted {
            items = [.scripts(base: symbol, subscript: lower, superscript: upper)]
        } else {
            items = [.underOver(base: symbol, under: lower, over: upper, kind: .limits)]
        }
        if !node.children[3].isEmpty {
            // A named limit (`lim`, `max`) is a function applied to its body, as `sin` to its argument.
            if node.children[0].type == .limitFunction { items.append(.operator(Self.functionApplication)) }
            items.append(expression(for: node.children[3]))
        }
        if node.type == .integral { items += node.children[4].children.map(expression(for:)) }
        return items.count == 1 ? items[0] : .row(items)
    }

    /// A table, in its fences when it has them.
    private func table(_ node: SemanticNode) -> MathExpression {
        let grid = MathExpression.table(node.children.map { row in row.children.map(expression(for:)) })
        let open = node.operators.first?.key ?? ""
        let close = node.operators.count > 1 ? node.operators[1].key : ""
        return open.isEmpty && close.isEmpty ? grid : .fenced(open: open, close: close, [grid])
    }
}

extension SemanticNode {
    /// The space written before this node or, when the analysis grouped it with what follows
    /// (`\quad |x| = 1` is one relation), before its first item.
    fileprivate var leadingSpace: UInt8 {
        var node = self
        while node.spaceBefore == 0, !node.isLeaf, !node.children.isEmpty { node = node.first }
        return node.spaceBefore
    }
}
