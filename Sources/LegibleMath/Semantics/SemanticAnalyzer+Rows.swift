extension SemanticAnalyzer {
    /// Analyses a row of items into one node, from the loosest binding to the tightest:
    /// fences, then punctuation, relations, additive operators, multiplicative operators, prefix
    /// operators, and finally what stands side by side (functions, large operators, implied
    /// multiplication; see `SemanticAnalyzer+Juxtaposition.swift`).
    ///
    /// The row is a slice, so that the content of fences is analysed where it stands in the row
    /// around it, not copied out of it.
    func analyzeRow(_ input: ArraySlice<SemanticNode>) -> SemanticNode {
        // A row of one item (a quarter of all inline math is one letter or digit) is usually that
        // item: answered before any pass over the row.
        if input.count == 1, input[input.startIndex].isRowByItself { return input[input.startIndex] }
        var items = input.containsNode(where: { $0.pointee.isEmpty }) ? input.filter { !$0.isEmpty }[...] : input
        guard !items.isEmpty else { return .empty }
        items = mergeRepeatingDecimals(items)
        items = matchFences(items)
        items = functionsWrittenAsText(items)
        if items.count > 1, let evaluation = evaluationBar(items) { return evaluation }
        if items.count > 1, let run = textRun(items) { return run }
        return analyzePunctuation(items)
    }

    /// Text between math in a row with relations (`-x \text{ if } x < 0`) separates the math
    /// around it, which is read piece by piece: "negative x if x is less than 0".
    private func textRun(_ items: ArraySlice<SemanticNode>) -> SemanticNode? {
        guard items.containsNode(where: { $0.pointee.type == .text }), items.containsNode(where: { $0.pointee.coreType == .relation }),
              items.containsNode(where: { $0.pointee.type != .text }) else { return nil }
        var children: [SemanticNode] = []
        var segment: [SemanticNode] = []
        for item in items {
            if item.type == .text {
                if !segment.isEmpty { children.append(analyzePunctuation(segment[...])) }
                segment = []
                children.append(item)
            } else {
                segment.append(item)
            }
        }
        if !segment.isEmpty { children.append(analyzePunctuation(segment[...])) }
        return SemanticNode(type: .textRun, children: children)
    }

    /// `\text{lcm}(a, b)`: a function's name written as text before its argument in fences is that
    /// function, so it is said in the reader's language ("ppcm", "mínimo común múltiplo"), not
    /// read out as the English abbreviation it is written in. Text that names a function but
    /// applies to nothing (`p_\text{max}`) stays text: there it is a label.
    private func functionsWrittenAsText(_ items: ArraySlice<SemanticNode>) -> ArraySlice<SemanticNode> {
        guard items.containsNode(where: { $0.pointee.type == .text }) else { return items }
        var result = items
        for index in result.indices.dropLast() where result[index].type == .text && result[index + 1].type == .fenced
            && result[index + 1].role == .parentheses {
            if let symbol = SymbolTable.symbol(forCommand: result[index].key.trimmingSpaces), symbol.kind == .function {
                result[index] = .leaf(symbol)
            }
        }
        return result
    }

    // MARK: - Punctuation

    /// Splits at commas, semicolons, colons and periods: `1, 2, 3` is a sequence; a period at the
    /// end closes the expression.
    func analyzePunctuation(_ items: ArraySlice<SemanticNode>) -> SemanticNode {
        guard items.containsNode(where: { $0.pointee.type == .punctuation }) else { return analyzeRelations(items) }
        if items.count > 1, let last = items.last, last.type == .punctuation, last.key == ".",
           !items.dropLast().containsNode(where: { $0.pointee.type == .punctuation }) {
            return SemanticNode(type: .punctuated, role: .endPunctuation,
                                children: [analyzeRelations(items.dropLast())], operators: [last])
        }
        let positions = items.nodeIndices(where: { $0.pointee.type == .punctuation })
        let sequence = split(items, at: positions, type: .punctuated, role: .sequence, operand: analyzeRelations)
        return sequence.separatorAlone ?? sequence
    }

    // MARK: - Relations

    /// Splits at relations (`=`, `≤`, `∈`, `→`, and relations with scripts or marks on them).
    func analyzeRelations(_ items: ArraySlice<SemanticNode>) -> SemanticNode {
        let positions = items.nodeIndices(where: { $0.pointee.coreType == .relation })
        guard !positions.isEmpty else { return analyzeOperations(items) }
        let sequence = split(items, at: positions, type: .relationSequence, operand: analyzeOperations)
        return sequence.separatorAlone ?? sequence
    }

    /// The node of `type` and `role` that splits the row at `positions`: the pieces between them,
    /// each analysed by `operand`, are its children, the items at them its operators. Written
    /// straight into the node's storage (see ``SemanticBranchWriter``).
    private func split(_ items: ArraySlice<SemanticNode>, at positions: [Int], type: SemanticType,
                       role: SemanticRole = .none, operand: (ArraySlice<SemanticNode>) -> SemanticNode) -> SemanticNode {
        SemanticNode(type: type, role: role, childCount: positions.count + 1, operatorCount: positions.count) { branches in
            var start = items.startIndex
            for index in positions {
                branches.appendChild(operand(items[start..<index]))
                branches.appendOperator(items[index])
                start = index + 1
            }
            branches.appendChild(operand(items[start...]))
        }
    }

    // MARK: - Operators

    /// Splits at additive operators (`+`, `−`, `±`, `∪`); an operator with nothing before it is a
    /// prefix operator of what follows.
    func analyzeOperations(_ input: ArraySlice<SemanticNode>) -> SemanticNode {
        guard !input.isEmpty else { return .empty }
        let items = attachDifferentials(input)
        return splitAtInfix(items, role: .addition, operand: analyzeMultiplicative)
    }

    /// Splits at multiplicative operators (`×`, `·`, `÷`, `/`, `∘`).
    func analyzeMultiplicative(_ items: ArraySlice<SemanticNode>) -> SemanticNode {
        guard !items.isEmpty else { return .empty }
        return splitAtInfix(items, role: .multiplication, operand: analyzePrefixed)
    }

    /// The row split at its infix operators of `role` into operands, each analysed by `operand`;
    /// the row itself so analysed when it has none.
    private func splitAtInfix(_ items: ArraySlice<SemanticNode>, role: SemanticRole,
                              operand: (ArraySlice<SemanticNode>) -> SemanticNode) -> SemanticNode {
        let positions = items.infixOperatorIndices(role: role)
        guard !positions.isEmpty else { return operand(items) }
        return split(items, at: positions, type: .infix, role: role, operand: operand)
    }

    /// Leading operators are prefix operators: `−x` is negative x, `¬p`, `∀x`, `∠ABC`. A leading
    /// `∪` or `∩` is the large operator it stands for (`∪ S_i` is the union of the sets).
    func analyzePrefixed(_ items: ArraySlice<SemanticNode>) -> SemanticNode {
        guard !items.isEmpty else { return .empty }
        var start = items.startIndex
        while start < items.endIndex - 1, items[start].isOperatorLike || items[start].coreType == .prefixSymbol {
            start += 1
        }
        guard start > items.startIndex else { return analyzeJuxtaposition(items) }
        let prefixes = items[items.startIndex..<start]
        if prefixes.count == 1, let big = SemanticNode.setOperatorAsLargeOperator(prefixes.first!) {
            return bigOperator(head: big, body: analyzeJuxtaposition(items[start...]))
        }
        var result = analyzeJuxtaposition(items[start...])
        // Only the innermost prefixes nest; any beyond the limit are read one after another.
        let nested = prefixes.suffix(MathLimits.maximumPrefixChain)
        for prefix in nested.reversed() {
            let role: SemanticRole
            switch prefix.key {
            case "−": role = .negative
            // A lone plus sign is "positive"; in a chain (`+ + x`) each is read "plus".
            case "+": role = nested.count == 1 ? .positive : .none
            default: role = .none
            }
            result = SemanticNode(type: .prefix, role: role, children: [result], operators: [prefix])
        }
        let flat = prefixes.dropLast(nested.count)
        if !flat.isEmpty {
            result = SemanticNode(type: .infix, role: .implicit, children: Array(flat) + [result])
        }
        return result
    }

    // MARK: - Evaluation bars

    /// `f(x)|_{x=5}` and `F(x)|_a^b`: a bar with scripts at the end of a row evaluates what
    /// precedes it.
    private func evaluationBar(_ items: ArraySlice<SemanticNode>) -> SemanticNode? {
        // Asked of the last item in place: `items.last` copied it for every row.
        guard let lastIndex = items.indices.last,
              items[lastIndex].type == .subscript || items[lastIndex].type == .subSuperscript,
              items[lastIndex].readingFirstChild({ ($0.pointee.type == .fence || $0.pointee.type == .relation) && $0.pointee.key == "|" })
        else { return nil }
        let last = items[lastIndex]
        let expression = analyzePunctuation(items.dropLast())
        let lower = last.second
        let upper = last.type == .subSuperscript ? last.children[2] : .empty
        return SemanticNode(type: .postfix, role: .evaluation, children: [expression, lower, upper], operators: [last])
    }

    // MARK: - Repeating decimals

    /// `0.\overline{3}`, `1.4\overline{3}` and `0 . \overline{12}`: digits under a bar after a
    /// decimal number repeat.
    private func mergeRepeatingDecimals(_ row: ArraySlice<SemanticNode>) -> ArraySlice<SemanticNode> {
        guard row.containsNode(where: { $0.pointee.type == .overscript && $0.pointee.role == .accent && $0.pointee.second.isBarMark }) else { return row }
        let items = Array(row)
        var result: [SemanticNode] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.type == .number, index + 1 < items.count {
                if item.role == .decimal || item.key.hasSuffix("."), let digits = Self.barredDigits(items[index + 1]) {
                    result.append(SemanticNode(type: .repeatingDecimal, children: [item, digits]))
                    index += 2
                    continue
                }
                if item.role == .integer, index + 2 < items.count, items[index + 1].type == .punctuation,
                   items[index + 1].key == ".", let digits = Self.barredDigits(items[index + 2]) {
                    var whole = item
                    whole.key += "."
                    result.append(SemanticNode(type: .repeatingDecimal, children: [whole, digits]))
                    index += 3
                    continue
                }
            }
            result.append(item)
            index += 1
        }
        return result[...]
    }

    private static func barredDigits(_ node: SemanticNode) -> SemanticNode? {
        guard node.type == .overscript, node.role == .accent, node.second.isBarMark,
              node.first.type == .number, node.first.role == .integer else { return nil }
        return node.first
    }
}

extension SemanticNode {
    /// The separator of a sequence that is a separator and nothing else (a comma or a relation
    /// standing alone in its row), which stands for the row; nil for any other node.
    fileprivate var separatorAlone: SemanticNode? {
        guard children.count == 2, children[0].isEmpty, children[1].isEmpty else { return nil }
        return operators[0]
    }

    /// Whether a row of this one item is the item itself: not when it is a fence, which the
    /// matching gives its meaning, a large operator, which becomes one with an empty body, or
    /// nothing.
    @inline(__always) // asked of nodes in a row's storage: called, it would be asked of a copy
    var isRowByItself: Bool {
        !isEmpty && !isFenceItem && !isBigOperatorHead
    }

    /// The type of ``core``, found without copying nodes (this is asked of every item of a row).
    /// Inlined where it is asked, so that the node asked is not copied to be handed over either.
    @inline(__always)
    var coreType: SemanticType {
        type.isScripted ? readingFirstChild { Self.core(at: $0).pointee.type } : type
    }

    /// The role of ``core``, found without copying nodes (see ``coreType``).
    @inline(__always)
    var coreRole: SemanticRole {
        type.isScripted ? readingFirstChild { Self.core(at: $0).pointee.role } : role
    }

    /// The core of the node at `node`, found by following first children down through scripts in
    /// place; valid as long as the tree that holds `node`. Methods asked of a node read from a
    /// row's storage get a copy of it (two references counted up and down); what is asked through
    /// pointers, reading only the fields it needs, gets none.
    static func core(at node: UnsafePointer<SemanticNode>) -> UnsafePointer<SemanticNode> {
        var node = node
        while node.pointee.type.isScripted { node = node.pointee.readingFirstChild { $0 } }
        return node
    }

    /// The node an embellished operator is built on: `+` for `+_2`, `=` for `\overset{?}{=}`.
    var core: SemanticNode {
        type.isScripted ? readingFirstChild { Self.core(at: $0).pointee } : self
    }

    /// Whether this is an operator (possibly with scripts) that could join two operands.
    var isOperatorLike: Bool {
        coreType == .operator
    }

    /// Whether the node at `node` is an operator (possibly with scripts) that could join two
    /// operands; asked through a pointer, for the scans of a row (see ``core(at:)``).
    static func isOperatorLike(at node: UnsafePointer<SemanticNode>) -> Bool {
        core(at: node).pointee.type == .operator
    }

    /// Whether the node at `node` is an operator of the given binding (``SemanticRole/addition``
    /// or ``SemanticRole/multiplication``), possibly with scripts.
    static func isInfixCandidate(at node: UnsafePointer<SemanticNode>, role: SemanticRole) -> Bool {
        let core = core(at: node)
        return core.pointee.type == .operator && core.pointee.role == role
    }

    /// `∪` or `∩` used in front of an operand (possibly with limits under it) stands for the large
    /// operator `⋃` or `⋂`.
    static func setOperatorAsLargeOperator(_ node: SemanticNode) -> SemanticNode? {
        let core = node.core
        guard core.type == .operator, core.key.onlyScalar == "∪" || core.key.onlyScalar == "∩" else { return nil }
        var large = core
        large.type = .largeOperator
        large.key = core.key == "∪" ? "⋃" : "⋂"
        guard node.type != .operator else { return large }
        var result = node
        result.replaceChild(at: 0, with: large)
        return result
    }
}
