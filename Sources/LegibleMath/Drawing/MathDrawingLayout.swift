/// Draws a semantic tree as a ``CharacterBox``: fractions stacked over a rule, radicals with
/// their bar, big operators with limits above and below, scripts raised and lowered, tables in
/// columns, fences as tall as what they hold (see ``MathDrawing`` for the conventions).
///
/// A part with nothing two-dimensional in it is its linear form (``LinearMathText``), so the
/// drawing and the linear form agree on every symbol, space and parenthesis they share. The walk
/// recurses over the semantic tree, whose depth the parser bounds.
struct MathDrawingLayout {
    /// The cells a string takes in the terminal.
    let cellWidth: (String) -> Int

    /// The drawing of `node`; `compact` inside scripts, where operators stand without spaces.
    func box(_ node: SemanticNode, compact: Bool = false) -> CharacterBox {
        guard Self.needsDrawing(node) else { return text(LinearMathText.text(of: node, compact: compact)) }
        switch node.type {
        case .fraction:
            return fraction(node)
        case .squareRoot:
            return radical(index: nil, radicand: node.first)
        case .root:
            return radical(index: node.first, radicand: node.second)
        case .superscript:
            return scripted(node.first, under: nil, over: node.second, compact: compact)
        case .subscript:
            return scripted(node.first, under: node.second, over: nil, compact: compact)
        case .subSuperscript, .underOverscript:
            return scripted(node.first, under: node.second, over: node.children[2], compact: compact)
        case .underscript, .overscript:
            let below = node.type == .underscript
            let base = box(node.first, compact: compact)
            var script = box(node.second, compact: true)
            if node.role == .accent {
                // A bar over or under a group is a rule as wide as the group; another accent is its mark.
                script = CombiningAccents.isLine(node.second.key, below: below)
                    ? CharacterBox.rule(below ? "‾" : "_", count: base.width) : text(node.second.key)
            }
            return below ? limits(base, under: script, over: nil) : limits(base, under: nil, over: script)
        case .bigOperator, .integral:
            return bigOperator(node, compact: compact)
        case .table:
            return table(node)
        case .fenced:
            let open = node.operators.first.map(\.key) ?? ""
            let close = node.operators.count > 1 ? node.operators[1].key : ""
            return fenced(box(node.first, compact: compact), open: open, close: close)
        case .infix where node.role == .implicit:
            return product(node, compact: compact)
        case .infix, .relationSequence, .punctuated:
            return operation(node, compact: compact)
        case .prefix:
            let symbol = LinearMathText.text(of: node.operators[0], compact: true)
            return beside([text(symbol + (symbol.unicodeScalars.count > 1 ? " " : "")), box(node.first, compact: compact)])
        case .postfix:
            return beside([box(node.first, compact: compact)] + node.operators.map { text(LinearMathText.text(of: $0, compact: true)) })
        case .mixedNumber:
            return beside([box(node.first, compact: compact), text(" "), box(node.second, compact: compact)])
        case .application:
            let argument = node.second
            let argumentBox = box(argument, compact: compact)
            let parenthesized = LinearMathText.needsParenthesesAsOperand(argument) && argument.type != .fraction
            return beside([box(node.first, compact: compact),
                           parenthesized ? fenced(argumentBox, open: "(", close: ")") : argument.type == .fenced ? argumentBox : beside([text(" "), argumentBox])])
        default:
            return beside(node.children.map { box($0, compact: compact) })
        }
    }

    // MARK: - What needs drawing

    /// Whether `node` has a part that the linear form would write on one line with `/`, `√(…)`,
    /// `^(…)` or `;`: a fraction, a root, a table, a big operator with limits, a script without
    /// Unicode script characters, limits under a word (`lim`).
    static func needsDrawing(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .fraction, .squareRoot, .root:
            return true
        case .table:
            return !node.children.isEmpty
        case .bigOperator, .integral:
            return node.children.indices.contains(where: { $0 > 0 && $0 < 3 && !node.children[$0].isEmpty })
                || node.children.contains(where: needsDrawing)
        case .superscript, .subscript, .subSuperscript:
            if node.first.type == .limitFunction { return true }
            let scripts = node.type == .subSuperscript ? [(node.second, false), (node.children[2], true)]
                : [(node.second, node.type == .superscript)]
            for (script, raised) in scripts where !script.isEmpty {
                let written = LinearMathText.text(of: script, compact: true)
                if (raised ? UnicodeScripts.superscript(written) : UnicodeScripts.subscript(written)) == nil { return true }
            }
            return node.children.contains(where: needsDrawing)
        case .underscript, .overscript, .underOverscript:
            if node.role != .accent { return true }
            // An accent the linear form writes as a combining mark needs no drawing.
            return CombiningAccents.mark(node.second.key, below: node.type == .underscript) == nil || needsDrawing(node.first)
        default:
            return node.children.contains(where: needsDrawing) || node.operators.contains(where: needsDrawing)
        }
    }

    // MARK: - Pieces

    func text(_ string: String) -> CharacterBox {
        CharacterBox(string, width: cellWidth(string))
    }

    func beside(_ boxes: [CharacterBox]) -> CharacterBox {
        CharacterBox.beside(boxes)
    }

    /// A numerator over a rule over a denominator, the rule a cell wider than both on each
    /// side and on the baseline; a binomial coefficient without the rule in tall parentheses.
    private func fraction(_ node: SemanticNode) -> CharacterBox {
        let numerator = box(node.first)
        let denominator = box(node.second)
        switch node.role {
        case .binomial, .stacked:
            let stack = CharacterBox.stacked([numerator, denominator], baseline: numerator.height - 1)
            return node.role == .binomial ? fenced(stack, open: "(", close: ")") : stack
        default:
            let rule = CharacterBox.rule("─", count: max(numerator.width, denominator.width) + 2)
            return CharacterBox.stacked([numerator, rule, denominator], baseline: numerator.height)
        }
    }

    /// `√` with a bar over a radicand of one row; a taller radicand behind a slanted sign as
    /// tall as it. An index of 3 or 4 is `∛` or `∜`, one in script characters stands before
    /// `√`, another above it.
    private func radical(index: SemanticNode?, radicand: SemanticNode) -> CharacterBox {
        let inner = box(radicand)
        let barred = CharacterBox.stacked([CharacterBox.rule("_", count: inner.width), inner], alignment: .left, baseline: 1 + inner.baseline)
        var sign: CharacterBox
        if inner.height == 1 {
            sign = CharacterBox.stacked([text(" "), text("√")], baseline: 1)
        } else {
            // A slope rising from the bottom row to the bar: `╲╱` at the foot, `╱` above it.
            let height = inner.height
            let rows = [CharacterBox.spaces(height + 1)] + (0..<height).map { row in
                row == height - 1 ? "╲╱" + CharacterBox.spaces(height - 1)
                    : CharacterBox.spaces(height - row) + "╱" + CharacterBox.spaces(row)
            }
            sign = CharacterBox.stacked(rows.map { text($0) }, alignment: .left, baseline: 1 + inner.baseline)
        }
        if let index {
            let written = LinearMathText.text(of: index, compact: true)
            if inner.height == 1, written == "3" || written == "4" {
                sign = CharacterBox.stacked([text(" "), text(written == "3" ? "∛" : "∜")], baseline: 1)
            } else if let raised = UnicodeScripts.superscript(written) {
                sign = beside([CharacterBox.placed([(text(raised), sign.height - 2)], baselineRow: sign.baseline), sign])
            } else {
                let indexBox = box(index, compact: true)
                sign = beside([CharacterBox.placed([(indexBox, sign.height - 1 - indexBox.height)], baselineRow: sign.baseline), sign])
            }
        }
        return beside([sign, barred])
    }

    /// A base with scripts: raised above its top row and lowered below its bottom one, or for
    /// a word with limits (`lim`, `max`) and under- and overscripts, centred under and over it.
    private func scripted(_ base: SemanticNode, under: SemanticNode?, over: SemanticNode?, compact: Bool) -> CharacterBox {
        var baseBox = box(base, compact: compact)
        if LinearMathText.needsParenthesesAsOperand(base) && base.type != .fraction {
            baseBox = fenced(baseBox, open: "(", close: ")")
        }
        if base.type == .limitFunction || base.type == .largeOperator {
            let underBox = under.flatMap { $0.isEmpty ? nil : box($0, compact: true) }
            let overBox = over.flatMap { $0.isEmpty ? nil : box($0, compact: true) }
            return limits(baseBox, under: underBox, over: overBox)
        }
        // A script in Unicode script characters stands on the base's top or bottom row; another
        // goes on the rows above or below a base of one row, and reaches to the top or bottom
        // row of a taller one. Rows count from the base's top.
        var scripts: [(CharacterBox, Int)] = []
        if let over, !over.isEmpty {
            if let raised = UnicodeScripts.superscript(LinearMathText.text(of: over, compact: true)) {
                scripts.append((text(raised), 0))
            } else {
                let overBox = box(over, compact: true)
                scripts.append((overBox, (baseBox.height > 1 ? 0 : -1) - overBox.height + 1))
            }
        }
        if let under, !under.isEmpty {
            if let lowered = UnicodeScripts.subscript(LinearMathText.text(of: under, compact: true)) {
                scripts.append((text(lowered), baseBox.height - 1))
            } else {
                scripts.append((box(under, compact: true), baseBox.height > 1 ? baseBox.height - 1 : 1))
            }
        }
        return beside([baseBox, CharacterBox.placed(scripts, alignment: .left, baselineRow: baseBox.baseline)])
    }

    /// `base` with `over` centred above it and `under` below.
    private func limits(_ base: CharacterBox, under: CharacterBox?, over: CharacterBox?) -> CharacterBox {
        let parts = [over, base, under].compactMap { $0 }
        return CharacterBox.stacked(parts, baseline: (over?.height ?? 0) + base.baseline)
    }

    /// A sum, product or integral: its sign with the limits above and below, then its body
    /// (and an integral's differential); an integral sign is as tall as a tall body.
    private func bigOperator(_ node: SemanticNode, compact: Bool) -> CharacterBox {
        let symbol = LinearMathText.text(of: node.children[0], compact: true)
        let body = node.children[3].isEmpty ? nil : box(node.children[3], compact: compact)
        var sign = text(symbol)
        if node.type == .integral, symbol == "∫", let body, body.height > 1 {
            let rows = (0..<body.height).map { $0 == 0 ? "⌠" : $0 == body.height - 1 ? "⌡" : "⎮" }
            sign = CharacterBox.column(rows, baseline: body.baseline)
        }
        let lower = node.children[1].isEmpty ? nil : box(node.children[1], compact: true)
        let upper = node.children[2].isEmpty ? nil : box(node.children[2], compact: true)
        var parts = [limits(sign, under: lower, over: upper)]
        if let body { parts += [text(" "), body] }
        if node.type == .integral, node.children.count > 4, !node.children[4].isEmpty {
            parts += [text(" "), box(node.children[4], compact: compact)]
        }
        return beside(parts)
    }

    /// `content` between fences, drawn as tall as it is.
    private func fenced(_ content: CharacterBox, open: String, close: String) -> CharacterBox {
        // A fence one row tall is its character, as many cells as the terminal gives it.
        func fence(_ key: String) -> CharacterBox {
            content.height > 1 ? TallDelimiter.column(key, height: content.height, baseline: content.baseline) : text(key)
        }
        var parts: [CharacterBox] = []
        if !open.isEmpty { parts.append(fence(open)) }
        parts.append(content)
        if !close.isEmpty { parts.append(fence(close)) }
        return beside(parts)
    }

    /// Operands between operators, relations or punctuation, spaced as the linear form spaces
    /// them.
    private func operation(_ node: SemanticNode, compact: Bool) -> CharacterBox {
        var parts: [CharacterBox] = []
        for (index, child) in node.children.enumerated() {
            if index > 0, index - 1 < node.operators.count {
                let symbol = LinearMathText.text(of: node.operators[index - 1], compact: true)
                if parts.isEmpty {
                    // A relation that starts a row (`&= 0` in aligned lines) has no operand before it.
                    parts.append(text(symbol + " "))
                } else if node.type == .punctuated, symbol == "," || symbol == ";" {
                    parts.append(text(symbol + (compact ? "" : " ")))
                } else if compact || symbol == "/" || symbol == "." {
                    parts.append(text(symbol))
                } else {
                    parts.append(text(" " + symbol + " "))
                }
            }
            if !child.isEmpty { parts.append(box(child, compact: compact)) }
        }
        if node.type == .punctuated, node.role == .endPunctuation, let mark = node.operators.first {
            parts.append(text(mark.key))
        }
        return beside(parts)
    }

    /// Factors side by side, a space between words and beside side conditions, an operation
    /// as a factor in parentheses.
    private func product(_ node: SemanticNode, compact: Bool) -> CharacterBox {
        var parts: [CharacterBox] = []
        var previous: SemanticNode?
        for child in node.children {
            var factor = box(child, compact: compact)
            if LinearMathText.needsParenthesesAsOperand(child) && child.type != .fraction {
                factor = fenced(factor, open: "(", close: ")")
            }
            if let previous, child.isAsideFromProduct || previous.isAsideFromProduct || LinearMathText.isWordy(child)
                || LinearMathText.isWordy(previous) || child.type == .fraction || previous.type == .fraction {
                parts.append(text(" "))
            }
            parts.append(factor)
            previous = child
        }
        return beside(parts)
    }

    // MARK: - Tables

    /// Rows of cells in columns: a matrix's centred between its fences, cases left-aligned
    /// after a tall brace, aligned lines lined up at their `&` (each pair of columns meets
    /// there, the one before it set right, the one after it left).
    private func table(_ node: SemanticNode) -> CharacterBox {
        let rows = node.children.map { row in row.children.map { box($0) } }
        let columnCount = rows.map(\.count).max() ?? 0
        let pairs = node.role == .lines && Self.isAlignedAtRelations(node)
        var widths = Array(repeating: 0, count: columnCount)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.width) }
        }
        let spread = rows.contains { $0.contains { $0.height > 1 } }
        var lines: [(CharacterBox, Int)] = []
        var top = 0
        for row in rows {
            var cells: [CharacterBox] = []
            for column in 0..<columnCount {
                let cell = column < row.count ? row[column] : text("")
                let alignment: CharacterBox.Alignment = pairs ? (column % 2 == 0 ? .right : .left)
                    : node.role == .cases ? .left : .center
                // The relation after an `&` is spaced from what is before it as it would be on one line.
                if column > 0 { cells.append(text(pairs && column % 2 == 1 ? " " : "  ")) }
                cells.append(cell.aligned(alignment, in: widths[column]))
            }
            let line = beside(cells)
            lines.append((line, top))
            top += line.height + (spread ? 1 : 0)
        }
        let height = max(1, top - (spread ? 1 : 0))
        var grid = CharacterBox.placed(lines, alignment: .left, baselineRow: (height - 1) / 2)
        grid = grid.aligned(.left, in: grid.width)
        let open = node.operators.first.map(\.key) ?? ""
        let close = node.operators.count > 1 ? node.operators[1].key : ""
        guard !open.isEmpty || !close.isEmpty else { return grid }
        // A matrix has a cell of room inside its fences.
        let padded = beside([text(" "), grid, text(" ")])
        return fenced(node.role == .cases ? beside([text(" "), grid]) : padded, open: open, close: close)
    }

    /// Whether a table of lines is aligned at relations (`aligned`, `split`): some cell after
    /// the first of its row starts with a relation or operator, as `&= …` does.
    static func isAlignedAtRelations(_ node: SemanticNode) -> Bool {
        node.children.contains { row in
            row.children.enumerated().contains { index, cell in index % 2 == 1 && startsWithOperator(cell) }
        }
    }

    private static func startsWithOperator(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .relation, .operator:
            return true
        case .relationSequence, .infix, .punctuated:
            return node.first.isEmpty || startsWithOperator(node.first)
        case .prefix:
            return true
        case .row:
            return node.children.first.map(startsWithOperator) ?? false
        default:
            return false
        }
    }
}
