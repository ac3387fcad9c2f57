extension SemanticAnalyzer {
    /// Matches the fences of a row and replaces each matched pair and its content by one
    /// ``SemanticType/fenced`` node whose role says what the fence means.
    ///
    /// Opening and closing fences match the nearest unmatched opener, whatever its shape (so
    /// `[0, 1)` is an interval). A neutral fence such as `|` closes the nearest open one of the
    /// same kind, if no opening fence stands between them, and otherwise opens. Neutral fences
    /// left unmatched are not fences: `a | b` reads "a divides b". Fences nested deeper than
    /// ``MathLimits/maximumNestingDepth`` stay plain symbols.
    func matchFences(_ items: ArraySlice<SemanticNode>) -> ArraySlice<SemanticNode> {
        guard items.containsNode(where: { $0.pointee.isFenceItem }) else { return items }
        var output: [SemanticNode] = []
        output.reserveCapacity(items.count)
        var openers: [Int] = []
        for item in items {
            guard let fence = item.fenceLeaf else {
                output.append(item)
                continue
            }
            let scripted = item.type != .fence
            switch fence.role {
            case .open:
                if !scripted, openers.count < MathLimits.maximumNestingDepth { openers.append(output.count) }
                output.append(item)
            case .close:
                guard let position = openers.lastIndex(where: { output[$0].role == .open }) else {
                    output.append(item)
                    continue
                }
                close(at: position, with: item, fence: fence, openers: &openers, output: &output)
            default:
                let position = openers.lastIndex(where: { output[$0].role == .open || output[$0].key == fence.key })
                if let position, output[openers[position]].role == .neutral {
                    close(at: position, with: item, fence: fence, openers: &openers, output: &output)
                } else {
                    if !scripted, openers.count < MathLimits.maximumNestingDepth { openers.append(output.count) }
                    output.append(item)
                }
            }
        }
        // Unmatched neutral fences are relations: "divides", and ‖ is "parallel to" (∥).
        for index in openers where output[index].role == .neutral {
            output[index].type = .relation
            if output[index].key == "‖" { output[index].key = "∥" }
        }
        return attachCasesBraces(output)[...]
    }

    private func close(at position: Int, with item: SemanticNode, fence: SemanticNode,
                       openers: inout [Int], output: inout [SemanticNode]) {
        let openIndex = openers[position]
        // Braces right after a letter or a function name are an argument (`P\{A\}`, `\exp\{x\}`),
        // not a set.
        let afterLetter = openIndex > 0
            && [.identifier, .function, .limitFunction].contains(output[openIndex - 1].coreType)
        // The content is analysed where it stands: copied out, every node of it cost a reference
        // counted up and down, and the copy an allocation.
        var fenced = makeFenced(open: output[openIndex], content: output[(openIndex + 1)...], close: fence,
                                setsAllowed: !afterLetter)
        if item.type != .fence {
            // Scripts on the closing fence belong to the whole fenced expression: `(x+1)^2`.
            // What a superscript means depends on its base (`(x+1)^{(n)}`, `(360/n)^\circ`).
            var wrapped = item
            wrapped.replaceChild(at: 0, with: fenced)
            fenced = Self.rescripted(wrapped)
        }
        output.removeSubrange(openIndex...)
        openers.removeSubrange(position...)
        output.append(fenced)
    }

    /// `{` with no partner followed by a table is a list of cases.
    private func attachCasesBraces(_ items: [SemanticNode]) -> [SemanticNode] {
        guard items.count > 1, items.contains(where: { $0.type == .table }) else { return items }
        var result: [SemanticNode] = []
        var index = 0
        while index < items.count {
            if items[index].type == .fence, items[index].key == "{", index + 1 < items.count, items[index + 1].type == .table {
                var table = items[index + 1]
                table.role = .cases
                table.replaceOperators(with: [items[index], .empty])
                result.append(table)
                index += 2
                continue
            }
            result.append(items[index])
            index += 1
        }
        return result
    }

    /// The node for `content` between the fences `open` and `close` (either may be empty), with
    /// the meaning of the pair: parentheses, absolute value, norm, set, interval, floor, ceiling, a
    /// matrix or determinant around a table, cases after a lone brace.
    func makeFenced(open: SemanticNode, content: ArraySlice<SemanticNode>, close: SemanticNode, setsAllowed: Bool = true) -> SemanticNode {
        var role = Self.fenceRole(open: open.key, close: close.key)
        if role == .setBraces, !setsAllowed { role = .otherFence }
        // Filtering copies the content item by item into a growing array: only when there is something to drop.
        let items = content.containsNode(where: { $0.pointee.isEmpty }) ? content.filter { !$0.isEmpty }[...] : content
        let only = items.count == 1 ? items.first : nil
        if role == .parentheses, let only, only.type == .fraction, only.role == .binomial || only.role == .stacked {
            // `\binom` and `\genfrac` with no rule in parentheses: the parentheses belong to it.
            var binomial = only
            binomial.role = .binomial
            return binomial
        }
        if let only, only.type == .table {
            var table = only
            switch role {
            case .absoluteValue: table.role = .determinant
            case .setBraces where close.isEmpty: table.role = .cases
            case .otherFence where open.key == "{": table.role = .cases
            case .otherFence where open.isEmpty: break
            default: if table.role == .lines { table.role = .matrix }
            }
            table.replaceOperators(with: [open, close])
            return table
        }
        if role == .setBraces, let builder = setBuilder(items) {
            return SemanticNode(type: .fenced, role: .setBuilder, children: [builder], operators: [open, close])
        }
        return SemanticNode(type: .fenced, role: role, children: [analyzeRow(items)], operators: [open, close])
    }

    /// `{x ∈ A | x > 0}` or `{x : x > 0}`: the element, the separator and the condition.
    private func setBuilder(_ items: ArraySlice<SemanticNode>) -> SemanticNode? {
        guard let separator = items.firstIndex(where: { item in
            (item.type == .fence && item.key == "|") || (item.type == .relation && item.key == "∣")
                || (item.type == .punctuation && item.key == ":")
        }), separator > items.startIndex else { return nil }
        var bar = items[separator]
        bar.role = .suchThat
        let element = analyzeRow(items[..<separator])
        let condition = analyzeRow(items[(separator + 1)...])
        return SemanticNode(type: .punctuated, role: .suchThat, children: [element, condition], operators: [bar])
    }

    /// What a pair of fences means.
    static func fenceRole(open: String, close: String) -> SemanticRole {
        // By scalar: comparing strings outside ASCII with `==` works out canonical forms first.
        guard let open = open.onlyScalar else { return .otherFence }
        if close.isEmpty { return open == "{" ? .setBraces : .otherFence }
        guard let close = close.onlyScalar else { return .otherFence }
        switch (open, close) {
        case ("(", ")"): return .parentheses
        case ("[", "]"): return .brackets
        case ("{", "}"): return .setBraces
        case ("|", "|"), ("¦", "¦"): return .absoluteValue
        case ("‖", "‖"), ("∥", "∥"), ("⦀", "⦀"), ("⫴", "⫴"): return .norm
        case ("⌊", "⌋"): return .floor
        case ("⌈", "⌉"): return .ceiling
        case ("⟨", "⟩"): return .angleBrackets
        case ("(", "]"), ("[", ")"), ("]", "["), ("]", "]"), ("[", "["), ("]", ")"), ("(", "["): return .interval
        default: return .otherFence
        }
    }
}

extension SemanticNode {
    /// The fence symbol this item is, possibly under scripts (`)^2`), or nil.
    var fenceLeaf: SemanticNode? {
        guard isFenceItem else { return nil }
        return type == .fence ? self : first
    }

    /// Whether ``fenceLeaf`` is not nil, found without copying nodes.
    @inline(__always) // asked of nodes in a row's storage: called, it would be asked of a copy
    var isFenceItem: Bool {
        switch type {
        case .fence:
            return true
        case .superscript, .subscript, .subSuperscript:
            return readingFirstChild { $0.pointee.type == .fence && $0.pointee.role != .open }
        default:
            return false
        }
    }
}
