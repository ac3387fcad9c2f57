/// Turns the TeX syntax tree into the semantic tree that speech reads.
///
/// The work happens in two layers, as in the Speech Rule Engine:
/// 1. every syntax node becomes a semantic node on its own (this file): symbols become typed
///    leaves, `\frac` a fraction, `\sqrt` a root, scripts scripts, environments tables;
/// 2. every row of nodes is analysed as a whole (``analyzeRow(_:)`` and the files beside this one):
///    fences are matched and given a meaning, punctuation and relations split the row, operators
///    are grouped by precedence, functions find their arguments, large operators their bodies,
///    integrals their differentials, and what is left side by side is implied multiplication.
///
/// The recursion follows the syntax tree, whose depth the parser bounds, plus the fences matched
/// here, whose depth ``MathLimits/maximumNestingDepth`` bounds.
package struct SemanticAnalyzer {
    /// Names written before parentheses that are read as functions wherever they occur in this
    /// formula, because they are somewhere (see ``FunctionHeadLog``).
    var functionNames: Set<String> = []
    /// Where the analysis records how it read each name before parentheses, when asked to: a log
    /// on the stack of ``analyze(_:)``, which outlives the analysis.
    var log: UnsafeMutablePointer<FunctionHeadLog>?

    /// The semantic tree of a parsed formula.
    ///
    /// A name read as a function in one place and as a factor in another (`E(n,k) = E(n,k-1)`) is
    /// read as a function throughout: the formula is then analysed a second time, knowing so.
    package static func analyze(_ nodes: [TeXNode]) -> SemanticNode {
        // The log is kept on the stack: as an object it cost an allocation for every formula,
        // and most formulas never write a name before parentheses.
        let (tree, names) = withUnsafeTemporaryAllocation(of: FunctionHeadLog.self, capacity: 1) { storage in
            let log = storage.baseAddress.unsafelyUnwrapped
            log.initialize(to: FunctionHeadLog())
            defer { log.deinitialize(count: 1) }
            return (SemanticAnalyzer(log: log).row(nodes), log.pointee.namesToReadAsFunctions)
        }
        guard let names else { return tree }
        return SemanticAnalyzer(functionNames: names).row(nodes)
    }

    /// The semantic node of a row of syntax nodes.
    func row(_ nodes: [TeXNode]) -> SemanticNode {
        // A row of one node that makes one item (a group `{2}`, a numerator, a cell, a formula of
        // one letter) is usually that item: answered before an array of items is made for it.
        if nodes.count == 1 {
            switch nodes[0] {
            case .space, .empty, .styleSwitch, .font:
                break
            default:
                let item = node(nodes[0])
                if item.isRowByItself { return item }
                return analyzeRow([item][...])
            }
        }
        var items: [SemanticNode] = []
        items.reserveCapacity(nodes.count)
        let rowStyle = appendItems(of: nodes, to: &items, markingLeadingStyle: false)
        var result = analyzeRow(items[...])
        // A switch before everything (`{\displaystyle \sum_{i=1}^n i}`) is the style of the
        // whole row, said once for it rather than for each item; one of the result's own
        // (`\displaystyle \tfrac{a}{b}`) is nearer, and wins.
        if let rowStyle, result.style == nil, !result.isEmpty { result.style = rowStyle }
        return result
    }

    /// Appends the semantic items of a row of syntax nodes. Explicit spacing (`\quad`, `~`)
    /// becomes no item but is noted on the item after it (``SemanticNode/spaceBefore``): it keeps
    /// `k~(k > 0)` from being a function applied, and MathML draws it.
    ///
    /// A style switch (`\displaystyle`) is no item either: it is noted on every item after it
    /// that has no style of its own (``SemanticNode/style``), as TeX sets the rest of the row in
    /// it. A switch before every item sets the style of the whole row, which is returned rather
    /// than noted on the items when `markingLeadingStyle` is false, for a caller that notes it
    /// on the row it makes of them.
    @discardableResult
    func appendItems(of nodes: [TeXNode], to items: inout [SemanticNode], markingLeadingStyle: Bool = true) -> TeXStyle? {
        let first = items.count
        var space = 0
        var leadingStyle: TeXStyle?
        var style: TeXStyle?
        for node in nodes {
            if case .space(let mu) = node {
                space += mu
                continue
            }
            // A style switch is silent and keeps the space before it for the item after it.
            if case .styleSwitch(let switched) = node {
                if items.count == first, !markingLeadingStyle { leadingStyle = switched } else { style = switched }
                continue
            }
            let start = items.count
            appendItems(of: node, to: &items)
            if space > 0, start < items.count { items[start].spaceBefore = UInt8(min(space, 255)) }
            if let style {
                for index in start..<items.count where items[index].style == nil { items[index].style = style }
            }
            space = 0
        }
        return leadingStyle
    }

    /// Appends the semantic items of one syntax node; groups of letters under a font merge into
    /// words, spacing disappears.
    private func appendItems(of node: TeXNode, to items: inout [SemanticNode]) {
        switch node {
        case .space, .empty, .styleSwitch, .sizedDelimiter(nil, _, _):
            return
        case .font(let font, let argument, _):
            items.append(contentsOf: styledItems(argument, font: font))
        default:
            items.append(self.node(node))
        }
    }

    /// The semantic node of one syntax node, before row analysis.
    func node(_ node: TeXNode) -> SemanticNode {
        switch node {
        case .character(let scalar):
            return .leaf(SymbolTable.symbol(for: scalar))
        case .number(let digits):
            return SemanticNode(type: .number, role: digits.utf8.contains(UInt8(ascii: ".")) ? .decimal : .integer, key: digits)
        case .symbol(let symbol):
            return .leaf(symbol)
        case .group(let nodes):
            return row(nodes)
        case .scripts(let base, let sub, let sup):
            return scripts(base: self.node(base), sub: sub.map { Self.index(self.node($0)) }, sup: sup.map(self.node))
        case .fraction(let numerator, let denominator, let kind):
            return fraction(self.node(numerator), self.node(denominator), kind: kind)
        case .styled(let style, let inner):
            var styled = self.node(inner)
            // A style inside (`\boxed{\textstyle x}`) covers all of the node, so it is the one seen.
            if styled.style == nil, !styled.isEmpty { styled.style = style }
            return styled
        case .limits(let inner, _), .sizedDelimiter(let inner?, _, _), .framed(let inner):
            return self.node(inner)
        case .radical(let index, let radicand):
            if let index {
                return SemanticNode(type: .root, children: [self.node(index), self.node(radicand)])
            }
            return SemanticNode(type: .squareRoot, children: [self.node(radicand)])
        case .leftRight(let open, let body, let close):
            var items: [SemanticNode] = []
            appendItems(of: body, to: &items)
            return makeFenced(open: open.map(self.node) ?? .empty, content: items[...], close: close.map(self.node) ?? .empty)
        case .accent(let mark, let base, let below, _):
            let markNode = SemanticNode.leaf(SymbolTable.symbol(for: mark))
            return SemanticNode(type: below ? .underscript : .overscript, role: .accent, children: [self.node(base), markNode])
        case .stack(let base, let over, let under, _):
            let baseNode = self.node(base)
            switch (over, under) {
            case (let over?, let under?):
                return SemanticNode(type: .underOverscript, children: [baseNode, self.node(under), self.node(over)])
            case (let over?, nil):
                return SemanticNode(type: .overscript, children: [baseNode, self.node(over)])
            case (nil, let under?):
                return SemanticNode(type: .underscript, children: [baseNode, self.node(under)])
            case (nil, nil):
                return baseNode
            }
        case .text(let text):
            return SemanticNode(type: .text, key: text)
        case .font(let font, let argument, _):
            let items = styledItems(argument, font: font)
            return items.count == 1 ? items[0] : analyzeRow(items[...])
        case .operatorName(let name, let limits):
            return namedOperator(name, limits: limits)
        case .environment(let name, let rows, _, _):
            return table(name: name, rows: rows)
        case .space, .empty, .styleSwitch, .sizedDelimiter(nil, _, _):
            return .empty
        case .unknownCommand(let name):
            return SemanticNode(type: .unknownCommand, key: name)
        }
    }

    // MARK: - Scripts

    /// A base with scripts. Primes stay superscripts; a superscript may be a label or degrees
    /// (``superscriptNode(base:sup:)``); the row analysis later turns scripted large operators
    /// into ``SemanticType/bigOperator`` nodes.
    private func scripts(base: SemanticNode, sub: SemanticNode?, sup: SemanticNode?) -> SemanticNode {
        switch (sub, sup) {
        case (let sub?, let sup?):
            return SemanticNode(type: .subSuperscript, role: Self.superscriptRole(base: base, sup: sup),
                                children: [base, sub, sup])
        case (let sub?, nil):
            return SemanticNode(type: .subscript, children: [base, sub])
        case (nil, let sup?):
            return Self.superscriptNode(base: base, sup: sup)
        case (nil, nil):
            return base
        }
    }

    // MARK: - Fractions

    private func fraction(_ numerator: SemanticNode, _ denominator: SemanticNode, kind: FractionKind) -> SemanticNode {
        switch kind {
        case .binomial, .choose, .bracketed, .braced:
            return SemanticNode(type: .fraction, role: .binomial, children: [numerator, denominator])
        case .stacked:
            return SemanticNode(type: .fraction, role: .stacked, children: [numerator, denominator])
        case .fraction:
            let vulgar = numerator.type == .number && numerator.role == .integer
                && denominator.type == .number && denominator.role == .integer
            return SemanticNode(type: .fraction, role: vulgar ? .vulgar : .none, children: [numerator, denominator])
        }
    }

    // MARK: - Fonts

    /// The items of a font command's argument: letters in a row merge into one identifier (as
    /// `\mathrm{Fe}` is one identifier), a known name becomes its function (`\mathrm{sech}`), and
    /// the font is set on every letter and number.
    private func styledItems(_ argument: TeXNode, font: MathVariant) -> [SemanticNode] {
        let nodes: [TeXNode]
        if case .group(let inner) = argument { nodes = inner } else { nodes = [argument] }
        var items: [SemanticNode] = []
        var word = ""
        func flushWord() {
            guard !word.isEmpty else { return }
            let letter = word.onlyScalar
            if letter == nil, let symbol = SymbolTable.symbol(forCommand: word),
               symbol.kind == .function || symbol.kind == .limitFunction {
                items.append(.leaf(symbol))
            } else if letter == nil, !font.joinsLettersIntoWords {
                // `\mathbf{AB}` is two bold letters, `\mathcal{GP}` two script ones.
                for scalar in word.unicodeScalars {
                    let symbol = SymbolTable.symbol(for: scalar)
                    items.append(SemanticNode(type: .identifier, role: SemanticRole(letter: symbol), key: symbol.key,
                                              font: font.combined(with: symbol.font)))
                }
            } else if let letter {
                let symbol = SymbolTable.symbol(for: letter)
                items.append(SemanticNode(type: .identifier, role: SemanticRole(letter: symbol), key: symbol.key,
                                          font: font.combined(with: symbol.font)))
            } else {
                items.append(SemanticNode(type: .identifier, role: .word, key: word))
            }
            word = ""
        }
        for node in nodes {
            if case .character(let scalar) = node, scalar.isASCII, scalar.properties.isAlphabetic {
                word.unicodeScalars.append(scalar)
                continue
            }
            flushWord()
            switch node {
            case .font(let inner, let argument, _):
                items.append(contentsOf: styledItems(argument, font: font.combined(with: inner)))
            case .space, .empty, .styleSwitch:
                break
            default:
                items.append(applying(font, to: self.node(node)))
            }
        }
        flushWord()
        return items
    }

    /// `node` with `font` set on its letters, numbers and text.
    private func applying(_ font: MathVariant, to node: SemanticNode) -> SemanticNode {
        var node = node
        switch node.type {
        case .identifier, .number, .text:
            // `\mathbf`, `\mathrm` and their kin restyle Latin letters, digits and capital Greek
            // letters only: `\mathbf{\theta}` is the italic theta, as TeX and MathJax set it.
            // `\boldsymbol` alone reaches lowercase Greek.
            if font != .boldItalic, node.role == .greekLetter, node.key.unicodeScalars.first?.properties.isLowercase == true {
                return node
            }
            node.font = font.combined(with: node.font)
            // `\boldsymbol` makes letters bold italic, but digits and capital Greek letters, which
            // TeX sets upright, only bold.
            if node.font == .boldItalic, node.type == .number || node.role == .greekLetter
                && node.key.unicodeScalars.first?.properties.isUppercase == true {
                node.font = .bold
            }
        default:
            if !node.children.isEmpty {
                node.replaceChildren(with: node.children.map { applying(font, to: $0) })
            }
        }
        return node
    }

    /// `\operatorname{name}`: the known function of that name, or a function named by the word.
    private func namedOperator(_ name: String, limits: Bool) -> SemanticNode {
        let trimmed = name.trimmingSpaces
        if let symbol = SymbolTable.symbol(forCommand: trimmed), symbol.kind == .function || symbol.kind == .limitFunction {
            return .leaf(symbol)
        }
        return SemanticNode(type: limits ? .limitFunction : .function, role: .word, key: trimmed)
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
