extension SemanticAnalyzer {
    /// Letters that are read as functions whenever an argument in fences follows them.
    static let functionLetters: Set<String> = ["f", "g", "h"]

    /// Analyses operands that stand side by side, with no operator between them:
    /// - postfix operators attach to what precedes them (`n!`, `45°`);
    /// - a whole number followed by a simple fraction is a mixed number (`5\frac{3}{4}`);
    /// - a named function takes its argument: the fenced expression right after it, or else what
    ///   follows up to the next function or large operator (`\sin 2x`, `\log x y`);
    /// - a letter function takes the fenced argument after it (`f(x)`, and `p(w)` when the
    ///   argument is simple);
    /// - a large operator or a limit takes everything after it as its body;
    /// - whatever remains side by side is implied multiplication.
    func analyzeJuxtaposition(_ input: ArraySlice<SemanticNode>) -> SemanticNode {
        guard !input.isEmpty else { return .empty }
        var items = attachPostfixOperators(input)
        items = mergeMixedNumbers(items)
        // Bodies of large operators nest; beyond the limit the operators are read without bodies.
        var bodiesAllowed = items.count(where: { $0.isBigOperatorHead || $0.type == .prefixSymbol }) <= MathLimits.maximumPrefixChain
        var factors: [SemanticNode] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.isNamedFunctionHead {
                let (application, next) = applyNamedFunction(at: index, in: items)
                factors.append(application)
                index = next
            } else if item.isBigOperatorHead, bodiesAllowed {
                let body = index + 1 < items.count ? analyzeJuxtaposition(items[(index + 1)...]) : .empty
                factors.append(bigOperator(head: item, body: body))
                bodiesAllowed = false
                index = items.count
            } else if item.type == .prefixSymbol, index + 1 < items.count, bodiesAllowed {
                // A prefix operator inside a product (`m∠ABC`) applies to the rest of it.
                let operand = analyzeJuxtaposition(items[(index + 1)...])
                factors.append(SemanticNode(type: .prefix, children: [operand], operators: [item]))
                bodiesAllowed = false
                index = items.count
            } else if index + 1 < items.count, isLetterFunction(item, appliedTo: items[index + 1]) {
                let argument = Self.markingConditionals(items[index + 1])
                factors.append(SemanticNode(type: .application, role: .letterFunction, children: [item, argument]))
                index += 2
            } else {
                factors.append(item)
                index += 1
            }
        }
        if factors.count == 1 { return factors[0] }
        return SemanticNode(type: .infix, role: .implicit, children: factors)
    }

    // MARK: - Functions

    /// The application of the named function at `index` and the index after its argument.
    private func applyNamedFunction(at index: Int, in items: [SemanticNode]) -> (SemanticNode, Int) {
        let head = items[index]
        let next = index + 1
        guard next < items.count else { return (head, next) }
        if items[next].type == .fenced, items[next].role == .parentheses || items[next].role == .brackets {
            return (SemanticNode(type: .application, role: .namedFunction, children: [head, items[next]]), next + 1)
        }
        var end = next
        while end < items.count, !items[end].isNamedFunctionHead, !items[end].isBigOperatorHead { end += 1 }
        guard end > next else { return (head, next) }
        let argument = end - next == 1 ? items[next] : analyzeJuxtaposition(items[next..<end])
        return (SemanticNode(type: .application, role: .namedFunction, children: [head, argument]), end)
    }

    /// Whether `head` is a letter (possibly with scripts or primes) or a fenced combination of
    /// function letters, applied to the fenced `argument` after it.
    private func isLetterFunction(_ head: SemanticNode, appliedTo argument: SemanticNode) -> Bool {
        guard argument.type == .fenced else { return false }
        if head.type == .fenced, head.role == .parentheses, argument.role == .parentheses {
            return Self.consistsOfFunctionLetters(head.first)
        }
        let base = head.type == .identifier ? head
            : (head.type == .superscript || head.type == .subscript || head.type == .subSuperscript) ? head.first : nil
        guard let base, base.type == .identifier else { return false }
        if base.role == .word, base.key.unicodeScalars.count >= 3 {
            // A word such as `\mathrm{softmax}` before parentheses names a function.
            return argument.role == .parentheses
        }
        guard base.role == .latinLetter || base.role == .greekLetter else { return false }
        if (Self.functionLetters.contains(base.key) && base.font == .normal) || base.key == "O" {
            // f, g, h, and the O of complexity, whatever its font, take any fenced argument.
            return argument.role != .setBraces && argument.role != .setBuilder
        }
        return argument.role == .parentheses && (Self.isSimpleArgument(argument.first) || Self.isConditional(argument.first))
    }

    /// `y | x` inside the parentheses of `p(y | x)`: a conditional.
    private static func isConditional(_ node: SemanticNode) -> Bool {
        node.type == .relationSequence && node.operators.contains { $0.key == "∣" || $0.key == "|" }
    }

    /// The argument with the bars of a conditional marked, so that they read "given".
    static func markingConditionals(_ argument: SemanticNode) -> SemanticNode {
        guard argument.type == .fenced, isConditional(argument.first) else { return argument }
        var result = argument
        for index in result.children[0].operators.indices where ["∣", "|"].contains(result.children[0].operators[index].key) {
            result.children[0].operators[index].role = .conditional
        }
        return result
    }

    /// `f + g`, `f ∘ g`, `f/g`: only function letters and operators.
    private static func consistsOfFunctionLetters(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier: return functionLetters.contains(node.key)
        case .infix, .fraction: return !node.children.isEmpty && node.children.allSatisfy(consistsOfFunctionLetters)
        default: return false
        }
    }

    /// An argument simple enough that a letter before it is read as a function: a letter, a
    /// number, their negatives, or a list of those (`a(0)`, `x(t)`, `B(2, 6)`).
    private static func isSimpleArgument(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier, .number: return true
        case .overscript, .subscript, .superscript:
            // A letter with an accent, an index or a prime: `\hat{y}`, `x_i`, `y'`.
            return node.first.type == .identifier && (node.type != .superscript || ["′", "″"].contains(node.second.key))
        case .prefix: return node.role == .negative && (node.first.type == .identifier || node.first.type == .number)
        case .punctuated: return node.role == .sequence && node.children.allSatisfy { isSimpleArgument($0) }
        default: return false
        }
    }

    // MARK: - Large operators

    /// The large operator `head` (possibly with limits) over `body`.
    func bigOperator(head: SemanticNode, body: SemanticNode) -> SemanticNode {
        let (symbol, lower, upper, role) = Self.limits(of: head)
        if symbol.type == .integralSign {
            return SemanticNode(type: .integral, role: role, children: [symbol, lower, upper, body, .empty])
        }
        return SemanticNode(type: .bigOperator, role: role, children: [symbol, lower, upper, body])
    }

    /// The operator symbol of a scripted large operator, its limits, and whether they were
    /// written below and above it or as scripts.
    static func limits(of head: SemanticNode) -> (SemanticNode, SemanticNode, SemanticNode, SemanticRole) {
        let scriptedRole: SemanticRole = head.coreType == .integralSign ? .limitsScripted : .limitsBelow
        switch head.type {
        case .subscript: return (head.first, head.second, .empty, scriptedRole)
        case .superscript: return (head.first, .empty, head.second, scriptedRole)
        case .subSuperscript: return (head.first, head.second, head.children[2], scriptedRole)
        case .underscript: return (head.first, head.second, .empty, .limitsBelow)
        case .overscript: return (head.first, .empty, head.second, .limitsBelow)
        case .underOverscript: return (head.first, head.second, head.children[2], .limitsBelow)
        default: return (head, .empty, .empty, scriptedRole)
        }
    }

    // MARK: - Integrals

    /// Finds integrals whose differential (`d x`, `\mathrm{d}x`) comes later in the operand and
    /// makes each one node, with everything in between as its integrand.
    func attachDifferentials(_ items: ArraySlice<SemanticNode>) -> [SemanticNode] {
        let signs = items.count(where: { $0.coreType == .integralSign })
        guard signs > 0, signs <= MathLimits.maximumPrefixChain else { return Array(items) }
        var result: [SemanticNode] = []
        var index = items.startIndex
        while index < items.endIndex {
            let item = items[index]
            guard item.coreType == .integralSign, item.isBigOperatorHead,
                  let differential = Self.differentialIndex(in: items, after: index) else {
                result.append(item)
                index += 1
                continue
            }
            let integrandItems = items[(index + 1)..<differential]
            let integrand = integrandItems.isEmpty ? SemanticNode.empty : analyzeOperations(integrandItems)
            var integral = bigOperator(head: item, body: integrand)
            integral.children[4] = SemanticNode(type: .infix, role: .implicit, children: [items[differential], items[differential + 1]])
            result.append(integral)
            index = differential + 2
        }
        return result
    }

    /// The position of the `d` of the first differential after `start`.
    private static func differentialIndex(in items: ArraySlice<SemanticNode>, after start: Int) -> Int? {
        var index = start + 1
        while index + 1 < items.endIndex {
            let item = items[index]
            if item.coreType == .integralSign { return nil }
            if item.type == .identifier, item.key == "d" || item.key == "ⅆ", item.font == .normal || item.font == .upright,
               items[index + 1].coreType == .identifier {
                return index
            }
            index += 1
        }
        return nil
    }

    // MARK: - Postfix operators and numbers

    private func attachPostfixOperators(_ items: ArraySlice<SemanticNode>) -> [SemanticNode] {
        guard items.contains(where: { $0.type == .postfixSymbol }) else { return Array(items) }
        var result: [SemanticNode] = []
        for item in items {
            if item.type == .postfixSymbol, let previous = result.last, previous.type != .postfixSymbol || previous.key == "!" {
                result[result.count - 1] = SemanticNode(type: .postfix, children: [previous], operators: [item])
            } else {
                result.append(item)
            }
        }
        return result
    }

    private func mergeMixedNumbers(_ items: [SemanticNode]) -> [SemanticNode] {
        guard items.count > 1, items.contains(where: { $0.type == .fraction && $0.role == .vulgar }) else { return items }
        var result: [SemanticNode] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.type == .number, item.role == .integer, index + 1 < items.count,
               items[index + 1].type == .fraction, items[index + 1].role == .vulgar {
                result.append(SemanticNode(type: .mixedNumber, children: [item, items[index + 1]]))
                index += 2
            } else {
                result.append(item)
                index += 1
            }
        }
        return result
    }
}

extension SemanticNode {
    /// A named function such as `sin`, possibly with scripts (`\sin^2`, `\log_b`).
    var isNamedFunctionHead: Bool {
        switch type {
        case .function: return true
        case .superscript, .subscript, .subSuperscript: return first.type == .function
        default: return false
        }
    }

    /// A large operator, integral sign or limit operator, possibly with limits.
    var isBigOperatorHead: Bool {
        let coreType = self.coreType
        guard coreType == .largeOperator || coreType == .integralSign || coreType == .limitFunction else { return false }
        switch type {
        case .largeOperator, .integralSign, .limitFunction, .subscript, .superscript, .subSuperscript,
             .underscript, .overscript, .underOverscript:
            return true
        default:
            return false
        }
    }
}
