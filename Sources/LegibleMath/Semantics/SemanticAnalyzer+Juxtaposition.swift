extension SemanticAnalyzer {
    /// Letters that are read as functions whenever an argument in fences follows them, as the
    /// Speech Rule Engine reads them: `F(x)` is an antiderivative, `G(i+1)` a generating function.
    static let functionLetters: Set<String> = ["f", "g", "h", "F", "G", "H"]

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
        // A lone operand, the most common row, stays as it is unless it is a large operator (which
        // becomes one with an empty body): answered before any array is made.
        if input.count == 1, !input[input.startIndex].isBigOperatorHead { return input[input.startIndex] }
        // A plain product (`2xy`, `a_i b_j`), with nothing that applies to what follows it, is its
        // items as they stand: answered before the passes below copy the row twice.
        if !input.containsNode(where: { $0.pointee.actsOnNeighbours }),
           !input.dropFirst().containsNode(where: { $0.pointee.mayBeAnArgument }) {
            return SemanticNode(type: .infix, role: .implicit, children: Array(input))
        }
        var items = attachPostfixOperators(input)
        items = mergeMixedNumbers(items)
        items = mergeArgMax(items)
        // Bodies of large operators nest; beyond the limit the operators are read without bodies.
        var bodiesAllowed = items.countNodes(where: { $0.pointee.isBigOperatorHead || $0.pointee.type == .prefixSymbol }) <= MathLimits.maximumPrefixChain
        var factors: [SemanticNode] = []
        factors.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.isNamedFunctionHead, !Self.isWordOperator(at: index, in: items) {
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
            } else if index + 1 < items.count, items[index + 1].type == .superscript, items[index + 1].first.type == .fenced,
                      isLetterFunction(item, appliedTo: items[index + 1].first, powered: true) {
                // `P(i)^\alpha`: the power of the function's value.
                var power = items[index + 1]
                power.replaceChild(at: 0, with: SemanticNode(type: .application, role: .letterFunction,
                                                             children: [item, Self.markingConditionals(power.first)]))
                factors.append(power)
                index += 2
            } else if index + 1 < items.count, isLetterFunction(item, appliedTo: items[index + 1]) {
                let argument = Self.markingConditionals(items[index + 1])
                var application = SemanticNode(type: .application, role: .letterFunction,
                                               children: [Self.derivativeHead(item), argument])
                index += 2
                // Indices in brackets chain: `dp[i][j]` is "d p of i, of j".
                while index < items.count, application.second.role == .brackets, items[index].type == .fenced,
                      items[index].role == .brackets {
                    application = SemanticNode(type: .application, role: .letterFunction, children: [application, items[index]])
                    index += 1
                }
                factors.append(application)
            } else {
                factors.append(item)
                index += 1
            }
        }
        if factors.count == 1 { return factors[0] }
        return SemanticNode(type: .infix, role: .implicit, children: factors)
    }

    // MARK: - Functions

    /// `a \operatorname{OR} b`: a word in capitals between two operands, with no argument in fences
    /// after it, joins them as an operator does rather than applying to what follows.
    private static func isWordOperator(at index: Int, in items: [SemanticNode]) -> Bool {
        let item = items[index]
        guard index > 0, index + 1 < items.count, item.type == .function, item.role == .word,
              items[index + 1].type != .fenced, !items[index - 1].isNamedFunctionHead else { return false }
        return item.key.unicodeScalars.allSatisfy { $0.properties.isUppercase }
    }

    /// The application of the named function at `index` and the index after its argument.
    private func applyNamedFunction(at index: Int, in items: [SemanticNode]) -> (SemanticNode, Int) {
        let head = items[index]
        let next = index + 1
        guard next < items.count else { return (head, next) }
        if items[next].isNamedFunctionHead, !Self.isWordOperator(at: next, in: items),
           Self.functionChainLength(from: index, in: items) <= MathLimits.maximumPrefixChain {
            // `\log\log m` is the log of the log of m: a function right after a function is applied
            // first, and its value is the argument. A longer chain than the limit (an attack's
            // `\sin\sin…`) stays flat, so the nesting, and the recursion here, stays bounded.
            let (inner, end) = applyNamedFunction(at: next, in: items)
            return (SemanticNode(type: .application, role: .namedFunction, children: [head, inner]), end)
        }
        if items[next].type == .fenced, items[next].role == .parentheses || items[next].role == .brackets {
            return (SemanticNode(type: .application, role: .namedFunction, children: [head, items[next]]), next + 1)
        }
        var end = next
        while end < items.count, !items[end].isNamedFunctionHead, !items[end].isBigOperatorHead { end += 1 }
        guard end > next else { return (head, next) }
        let argument = end - next == 1 ? items[next] : analyzeJuxtaposition(items[next..<end])
        return (SemanticNode(type: .application, role: .namedFunction, children: [head, argument]), end)
    }

    /// How many named functions stand in a row from `index` on, counted no further than one past
    /// the limit (so that a long chain costs no more to ask about at each of its functions).
    private static func functionChainLength(from index: Int, in items: [SemanticNode]) -> Int {
        var end = index
        while end < items.count, end - index <= MathLimits.maximumPrefixChain, items[end].isNamedFunctionHead { end += 1 }
        return end - index
    }

    /// Whether `head` is a name (a letter or word, possibly decorated, with an index or a prime)
    /// or a fenced combination of function letters, applied to the fenced `argument` after it.
    ///
    /// `f`, `g`, `h` (and capitals) and the `O` of complexity take any fenced argument, unless it is
    /// arithmetic in which the letter itself stands as a value: `F_n (F_{n+1} + F_{n-1})` is the
    /// Fibonacci recurrence, a product. Any other name before
    /// parentheses or brackets is a function unless what they hold is arithmetic, a sum or an
    /// explicit product (`L(2^d+1)` is a product), as the Speech Rule Engine decides; and a name
    /// read as a function anywhere in the formula is one everywhere (``functionNames``).
    /// `powered` says that the fenced argument carries a power (`P(i)^\alpha`); a power before it
    /// (`n^{2/3} (\log n)^{1/3}`) is then a factor.
    private func isLetterFunction(_ head: SemanticNode, appliedTo argument: SemanticNode, powered: Bool = false) -> Bool {
        guard argument.type == .fenced else { return false }
        if head.type == .fenced, head.role == .parentheses, argument.role == .parentheses {
            // A composition is a function whatever its letters: `(\pi \circ \sigma)(x)`.
            return Self.consistsOfFunctionLetters(head.first)
                || (head.first.type == .infix && head.first.operators.contains { $0.key == "∘" })
        }
        let base = head.core
        if base.type == .identifier, (Self.functionLetters.contains(base.key) && base.font == .normal) || base.key == "O" {
            guard argument.role != .setBraces, argument.role != .setBuilder else { return false }
            return Self.isFunctionArgument(argument.first) || !Self.mentionsValue(base, in: argument.first)
        }
        // Space written before the parentheses sets them apart: `k~(k > 0)` states a condition.
        guard argument.spaceBefore == 0, argument.operators.first?.spaceBefore ?? 0 == 0,
              let signature = Self.functionNameSignature(head) ?? (powered ? nil : Self.indexedFunctionSignature(head, argument)) else {
            return false
        }
        // Braces after a name hold its argument too: `P\{X > 0\}`.
        let braces = argument.role == .otherFence && argument.operators.first?.key == "{"
        guard argument.role == .parentheses || argument.role == .brackets || braces else { return false }
        if functionNames.contains(signature) { return true }
        let applies = Self.isFunctionArgument(argument.first)
        log?.pointee.record(signature, applied: applies)
        return applies
    }

    /// A key for the name `head` stands for, shared by every place the formula writes it (`S_1`,
    /// `S_2` and `S'` share `S`; `\hat S` is another name), or nil when `head` is no name: a
    /// number, an operator, a power of a letter (`x^2 (x+1)` is a product).
    package static func functionNameSignature(_ head: SemanticNode) -> String? {
        if head.type == .text {
            // A word in text before parentheses names a function: `\text{popcnt}(x)`.
            let word = head.key.trimmingSpaces
            guard !word.isEmpty, word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "-" }) else { return nil }
            return "\u{2}" + word
        }
        var node = head
        switch node.type {
        case .subscript:
            node = node.first
        case .superscript, .subSuperscript:
            let exponent = node.type == .superscript ? node.second : node.children[2]
            guard isNameMark(exponent) else { return nil }
            node = node.first
        default:
            break
        }
        var marks = ""
        while node.type == .overscript || node.type == .underscript, node.role == .accent {
            marks += node.second.key
            node = node.first
        }
        // The accent may cover the index too: `\hat{F_k}` names `\hat F`.
        if !marks.isEmpty, node.type == .subscript { node = node.first }
        // The indicator function is a bold or double-struck 1: `\mathbf{1}(x > 0)`.
        let indicator = node.type == .number && node.key == "1" && node.font != .normal
        guard indicator || (node.type == .identifier && node.role != .none && !["∞", "∂", "∇"].contains(node.key.onlyScalar)) else {
            return nil
        }
        return node.key + "\u{1}" + String(node.font.rawValue) + marks
    }

    /// `Q^\pi(s, a)`, `T^{r-1}(\xi)`, `\hat F^k(x)`, `P^+(x)`: a name with a superscript that
    /// names (a letter in it, or a sign) before parentheses is a function named by both (an
    /// indexed or iterated function), not a power times what the parentheses hold, as the Speech
    /// Rule Engine reads it. A numeric power (`x^2 (y)`, `n^{2/3} (y)`) and an inverse (see
    /// ``isNameMark(_:)``) stay factors.
    ///
    /// A transpose applies only to one plain letter: `\mathbf F^\mathsf T(t)` is the transposed
    /// matrix at time t, a matrix-valued function. Before anything else (`\mathbf X^\top (\mathbf
    /// X \mathbf w - y)`, `x^T(A^T y - c)`, `\mathbf v^\top (\mathbf x)`, every case in the
    /// corpus) the parentheses group a vector that the transpose multiplies; and a transposed bold
    /// small letter is a row vector, which multiplies even a letter (`\mathbf h^\top (x)`).
    private static func indexedFunctionSignature(_ head: SemanticNode, _ argument: SemanticNode) -> String? {
        guard head.type == .superscript || head.type == .subSuperscript, argument.role == .parentheses else { return nil }
        let exponent = head.type == .superscript ? head.second : head.children[2]
        guard exponent.type == .operator || mentionsLetter(exponent) else { return nil }
        if exponent.isTranspose(of: head.first) {
            let content = argument.first
            let base = head.first.core
            let vector = base.type == .identifier && (base.font == .bold || base.font == .boldItalic)
                && base.key.unicodeScalars.first?.properties.isLowercase == true
            guard !vector, content.type == .identifier, content.role == .latinLetter || content.role == .greekLetter,
                  content.font == .normal else { return nil }
        }
        let base = head.type == .superscript ? head.first : SemanticNode(type: .subscript, children: [head.first, head.second])
        return functionNameSignature(base).map { $0 + "\u{3}" + exponent.key }
    }

    /// Whether the letter `name` stands in `node` other than as the head of an application.
    static func mentionsValue(_ name: SemanticNode, in node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier: return node.key == name.key && node.font == name.font
        case .application: return node.children.dropFirst().contains { mentionsValue(name, in: $0) }
        default: return node.children.contains { mentionsValue(name, in: $0) }
        }
    }

    /// Whether a letter occurs in `node`, a script (which the parser keeps small).
    private static func mentionsLetter(_ node: SemanticNode) -> Bool {
        node.type == .identifier || node.children.contains(where: mentionsLetter)
    }

    /// A superscript that names rather than raises to a power: primes, a star, or an index in
    /// parentheses (`f'`, `f^*`, `f^{(n)}`). (An inverse, `f^{-1}`, names a function only for the
    /// function letters; `A^{-1}(b)` is a product.)
    private static func isNameMark(_ exponent: SemanticNode) -> Bool {
        switch exponent.type {
        case .postfixSymbol, .other: return ["′", "″", "‴", "⁗"].contains(exponent.key)
        case .operator: return exponent.key == "∗" || exponent.key == "⋆"
        case .fenced: return exponent.role == .parentheses
        default: return false
        }
    }

    /// What parentheses after a name may hold for the name to be a function: anything but
    /// arithmetic, that is a sum, a difference or an explicit product or quotient (`\phi(2n)`,
    /// `A(n-1, m-1)`, `P(A \cup B)`, `p(y \mid x)` are functions; `L(2^d+1)` is a product).
    static func isFunctionArgument(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .infix:
            if node.role == .implicit {
                return !node.children.contains { $0.type == .infix && $0.role != .implicit && isArithmetic($0) }
            }
            return !isArithmetic(node)
        default:
            return true
        }
    }

    private static func isArithmetic(_ node: SemanticNode) -> Bool {
        node.operators.contains { ["+", "−", "±", "∓", "×", "⋅", "÷", "/", "∗", "mod"].contains($0.core.key) }
    }

    /// `y | x` inside the parentheses of `p(y | x)`: a conditional.
    private static func isConditional(_ node: SemanticNode) -> Bool {
        node.type == .relationSequence && node.operators.contains { $0.key == "∣" || $0.key == "|" }
    }

    /// The argument with the bars of a conditional marked, so that they read "given": in
    /// `p(y | x)` and in a list, `p(y | \theta, X)`, `p(x_1, x_2 | y)`.
    static func markingConditionals(_ argument: SemanticNode) -> SemanticNode {
        guard argument.type == .fenced else { return argument }
        var result = argument
        if isConditional(result.first) {
            result.modifyChild(at: 0, markBars)
        } else if result.first.type == .punctuated, result.first.children.contains(where: isConditional) {
            result.modifyChild(at: 0) { list in
                for index in list.children.indices where isConditional(list.children[index]) {
                    list.modifyChild(at: index, markBars)
                }
            }
        }
        return result
    }

    private static func markBars(in relations: inout SemanticNode) {
        for index in relations.operators.indices where ["∣", "|"].contains(relations.operators[index].key) {
            relations.modifyOperator(at: index) { $0.role = .conditional }
        }
    }

    /// `f + g`, `f ∘ g`, `f/g`: only function letters and operators.
    private static func consistsOfFunctionLetters(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier: return functionLetters.contains(node.key)
        case .infix, .fraction: return !node.children.isEmpty && node.children.allSatisfy(consistsOfFunctionLetters)
        default: return false
        }
    }

    // MARK: - Large operators

    /// The large operator `head` (possibly with limits) over `body`.
    ///
    /// A style the head is in (`a + \displaystyle \sum_{i=1}^n i`) is the whole operator's, as its
    /// symbol and limits are taken out of the head; the body after it is then in that style too.
    func bigOperator(head: SemanticNode, body: SemanticNode) -> SemanticNode {
        let (symbol, lower, upper, role) = Self.limits(of: head)
        var body = body
        if body.style == head.style { body.style = nil }
        var result = symbol.type == .integralSign
            ? SemanticNode(type: .integral, role: role, children: [symbol, lower, upper, body, .empty])
            : SemanticNode(type: .bigOperator, role: role, children: [symbol, lower, upper, body])
        result.style = head.style
        return result
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
    func attachDifferentials(_ items: ArraySlice<SemanticNode>) -> ArraySlice<SemanticNode> {
        let signs = items.countNodes(where: { $0.pointee.coreType == .integralSign })
        // Most rows have no integral: hand them back as they are, without copying a node.
        guard signs > 0, signs <= MathLimits.maximumPrefixChain else { return items }
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
            integral.replaceChild(at: 4, with: SemanticNode(type: .infix, role: .implicit,
                                                            children: [items[differential], items[differential + 1]]))
            result.append(integral)
            index = differential + 2
        }
        return result[...]
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

    /// Postfix operators join what precedes them, and the letter of a temperature scale joins the
    /// degrees before it (`100^\circ\mathrm F` is "100 degrees Fahrenheit", no product).
    private func attachPostfixOperators(_ items: ArraySlice<SemanticNode>) -> [SemanticNode] {
        guard items.containsNode(where: { $0.pointee.type == .postfixSymbol || $0.pointee.type == .postfix }) else {
            return Array(items)
        }
        var result: [SemanticNode] = []
        for item in items {
            if let previous = result.last, previous.isBareDegrees, Self.isTemperatureScale(item) {
                result[result.count - 1] = SemanticNode(type: .postfix, children: [previous.first],
                                                        operators: [previous.operators[0], item])
            } else if item.type == .postfixSymbol, let previous = result.last, previous.type != .postfixSymbol || previous.key == "!" {
                result[result.count - 1] = SemanticNode(type: .postfix, children: [previous], operators: [item])
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// `\arg\max_x` is one operator, "argmax over x", not the argument of a maximum.
    private func mergeArgMax(_ items: [SemanticNode]) -> [SemanticNode] {
        guard items.count > 1, items.containsNode(where: { $0.pointee.type == .function && $0.pointee.key == "arg" }) else { return items }
        var result: [SemanticNode] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.type == .function, item.key == "arg", index + 1 < items.count, items[index + 1].coreType == .limitFunction,
               ["max", "min"].contains(items[index + 1].core.key) {
                var merged = items[index + 1]
                let key = "arg" + merged.core.key
                if merged.type == .limitFunction {
                    merged.key = key
                } else {
                    merged.modifyChild(at: 0) { $0.key = key }
                }
                result.append(merged)
                index += 2
            } else {
                result.append(item)
                index += 1
            }
        }
        return result
    }

    private func mergeMixedNumbers(_ items: [SemanticNode]) -> [SemanticNode] {
        guard items.count > 1, items.containsNode(where: { $0.pointee.type == .fraction && $0.pointee.role == .vulgar }) else { return items }
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
    /// Whether juxtaposition may make more of this item than a factor: a postfix symbol joins
    /// what precedes it, degrees (a postfix) the scale after them, a fraction may make a mixed number, functions, large operators and
    /// prefix symbols take what follows.
    @inline(__always) // asked of nodes in a row's storage: called, it would be asked of a copy
    var actsOnNeighbours: Bool {
        type == .postfixSymbol || (type == .fraction && role == .vulgar) || type == .prefixSymbol
            || type == .postfix || isNamedFunctionHead || isBigOperatorHead
    }

    /// Whether this item may be the argument of the item before it: something fenced, or a
    /// power of something fenced (`P(i)^2`).
    @inline(__always) // asked of nodes in a row's storage: called, it would be asked of a copy
    var mayBeAnArgument: Bool {
        type == .fenced || (type == .superscript && readingFirstChild { $0.pointee.type == .fenced })
    }

    /// A named function such as `sin`, possibly with scripts (`\sin^2`, `\log_b`).
    @inline(__always) // asked of nodes in a row's storage: called, it would be asked of a copy
    var isNamedFunctionHead: Bool {
        switch type {
        case .function: return true
        case .superscript, .subscript, .subSuperscript: return readingFirstChild { $0.pointee.type == .function }
        default: return false
        }
    }

    /// A large operator, integral sign or limit operator, possibly with limits.
    @inline(__always) // asked of nodes in a row's storage: called, it would be asked of a copy
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
