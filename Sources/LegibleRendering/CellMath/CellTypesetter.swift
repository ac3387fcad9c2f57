import LegibleMath
internal import LegibleMathLayout

/// Sets TeX math in terminal cells by TeX's own rules (The TeXbook, appendix G), reading the
/// syntax tree as ``MathTypesetter`` does and taking its table of the spaces between atoms,
/// with a cell where it has a glyph's width (see ``MathDrawing`` for the conventions).
///
/// It is a second layout of the same rules rather than a reading of the typesetter's display
/// list: a terminal has no math font to measure (the typesetter needs one), and glyphs
/// positioned in points do not round to cells (a superscript raised a third of an em lands on
/// its base's row; letters of different widths run into each other or apart). Set in cells
/// from the start, every part has the room it needs and TeX's decisions (which atoms are
/// spaced, what takes limits, how columns align) stay TeX's.
///
/// The walk recurses over the syntax tree, whose depth the parser bounds.
struct CellTypesetter {
    /// The cells a string takes in the terminal.
    let cellWidth: (String) -> Int

    /// The formula `nodes`, displayed, broken into lines to fit `width` if it is given and
    /// the formula is wider; with the number of lines.
    func display(_ nodes: [TeXNode], fitting width: Int?) -> (box: CharacterBox, lines: Int) {
        var items: [Item] = []
        appendItems(of: nodes, style: .display, alphabet: .normal, to: &items)
        // Space at either end of a display is not seen: the display is set apart as a whole.
        var line = spaced(items, style: .display)
        if !line.pieces.isEmpty { line.pieces[0].gap = 0 }
        line.trailing = 0
        let box = line.joined()
        guard let width, box.width > width else { return (box, 1) }
        return broken(line, width: width, syntax: nodes)
    }

    // MARK: - Rows

    /// One item of a row: an atom with its class, explicit space (in math units, 18 to the
    /// em), or a style switch, which sets the style of the spacing after it.
    enum Item {
        case atom(AtomClass, CharacterBox, edge: Edge = .plain)
        case space(Int)
        case style(MathStyle)
        /// An integral sign and its scripts, which grows as tall as the atom after it.
        case integral(sign: String, sub: CharacterBox?, sup: CharacterBox?)

        /// Whether the item is an atom of the row (a sign is one).
        var isAtom: Bool {
            switch self {
            case .atom, .integral: true
            case .space, .style: false
            }
        }
    }

    /// What an atom's sides are to the space beside them.
    enum Edge {
        case plain
        /// A fence drawn at either end (`\left(…\right)`, a matrix's brackets, a binomial's
        /// parentheses), which sets the atom apart from a letter by itself: a thin space of
        /// TeX's between it and a letter or another fence takes no cell, or `f(x)` written with
        /// `\left` would be `f (x)`. Beside an operator (`∑`, `sin`) it keeps its cell.
        case delimiter
        /// TeX's null delimiter space (1.2 pt) either side of a fraction, which keeps its rule
        /// from touching a letter, a minus or another fraction's rule (two cells of rule in a
        /// row would be one rule): a cell from an ordinary, operator or inner neighbour.
        case nullDelimiter
    }

    /// An atom of a row set, with the blank cells before it.
    struct Piece {
        var box: CharacterBox
        var atomClass: AtomClass
        var gap: Int
    }

    /// A row's atoms, spaced, and the blank cells after the last.
    struct Line {
        var pieces: [Piece]
        var trailing: Int

        func joined() -> CharacterBox {
            var boxes: [CharacterBox] = []
            boxes.reserveCapacity(pieces.count * 2 + 1)
            for piece in pieces {
                if piece.gap > 0 { boxes.append(.gap(piece.gap)) }
                boxes.append(piece.box)
            }
            if trailing > 0 { boxes.append(.gap(trailing)) }
            return boxes.isEmpty ? .empty : CharacterBox.beside(boxes)
        }
    }

    /// A row of nodes set left to right with TeX's spacing between its atoms.
    func row(_ nodes: [TeXNode], style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        var items: [Item] = []
        appendItems(of: nodes, style: style, alphabet: alphabet, to: &items)
        return spaced(items, style: style).joined()
    }

    /// The cells an explicit space of `mu` math units takes: one for every half em (nine math
    /// units, about what a character takes), rounded, and at least one for any space, so that
    /// what TeX sets apart stays apart; none for no space or a negative one.
    static func cells(mu: Int) -> Int {
        mu <= 0 ? 0 : max(1, Int((Double(mu) / 9).rounded()))
    }

    /// The atoms of `items` with the space between them: TeX's space between their classes
    /// (binary operators without operands made ordinary first), a cell for any, plus the
    /// explicit space written between them.
    func spaced(_ items: [Item], style: MathStyle) -> Line {
        var classes: [AtomClass] = []
        for item in items {
            if case .atom(let atomClass, _, _) = item { classes.append(atomClass) } else if item.isAtom { classes.append(.largeOperator) }
        }
        classes = AtomClass.resolvingBinaries(classes)
        var pieces: [Piece] = []
        pieces.reserveCapacity(classes.count)
        var style = style
        var explicit = 0
        // The integral signs just before the atom being set (`\iint` written `\int\int`), with
        // their pieces.
        var integrals: [(piece: Int, sign: String, sub: CharacterBox?, sup: CharacterBox?)] = []
        var previousEdge = Edge.plain
        for item in items {
            let box: CharacterBox
            var edge = Edge.plain
            switch item {
            case .space(let mu):
                explicit += mu
                continue
            case .style(let switched):
                style = switched
                continue
            case .integral(let sign, let sub, let sup):
                integrals.append((pieces.count, sign, sub, sup))
                box = integral(sign, height: 1, baseline: 0, sub: sub, sup: sup)
            case .atom(_, let atomBox, let atomEdge):
                box = atomBox
                edge = atomEdge
                // Integral signs are as tall as what they integrate when that stands on rows
                // above and below its baseline (a fraction), as a display's are taller than text.
                if atomBox.baseline > 0 && atomBox.depth > 0 {
                    for sign in integrals {
                        pieces[sign.piece].box = integral(sign.sign, height: atomBox.height, baseline: atomBox.baseline, sub: sign.sub, sup: sign.sup)
                    }
                }
                integrals = []
            }
            let index = pieces.count
            var mu = explicit
            if index > 0 { mu += Self.space(between: (classes[index - 1], previousEdge), (classes[index], edge), in: style) }
            pieces.append(Piece(box: box, atomClass: classes[index], gap: Self.cells(mu: mu)))
            explicit = 0
            previousEdge = edge
        }
        return Line(pieces: pieces, trailing: Self.cells(mu: explicit))
    }

    /// The space, in math units, between an atom of class and edge `left` and one of `right`:
    /// TeX's (The TeXbook, p. 170), less a thin space between a fence and a letter or another
    /// fence, plus a fraction's null delimiter space beside an atom that is not a fence, a
    /// relation or punctuation.
    static func space(between left: (AtomClass, Edge), _ right: (AtomClass, Edge), in style: MathStyle) -> Int {
        let space = AtomSpace.between(left.0, right.0, in: style)
        var mu = space.mu
        let beside: Set<AtomClass> = [.ordinary, .inner, .opening, .closing]
        if space == .thin, (left.1 == .delimiter && beside.contains(right.0)) || (right.1 == .delimiter && beside.contains(left.0)) {
            mu = 0
        }
        let spaced: Set<AtomClass> = [.ordinary, .largeOperator, .inner]
        if left.1 == .nullDelimiter, right.1 != .delimiter, spaced.contains(right.0) { mu += 2 }
        if right.1 == .nullDelimiter, left.1 != .delimiter, spaced.contains(left.0) { mu += 2 }
        return mu
    }

    /// The items of a row of nodes in `style`, until a style switch (`\scriptstyle`) sets
    /// another for the rest of the row.
    func appendItems(of nodes: [TeXNode], style: MathStyle, alphabet: MathVariant, to items: inout [Item]) {
        var style = style
        for (position, node) in nodes.enumerated() {
            if case .styleSwitch(let switched) = node {
                style = MathStyle(forced: switched)
                items.append(.style(style))
            } else if case .group(let argument) = node, position > 0, case .symbol(let modulus) = nodes[position - 1],
                      modulus.key == "mod", modulus.kind == .prefixOperator {
                // amsmath's `\mod{m}` puts its argument in the row without the braces.
                appendItems(of: argument, style: style, alphabet: alphabet, to: &items)
            } else {
                appendItems(of: node, style: style, alphabet: alphabet, to: &items)
            }
        }
    }

    /// The items one node contributes to a row: usually one atom.
    func appendItems(of node: TeXNode, style: MathStyle, alphabet: MathVariant, to items: inout [Item]) {
        switch node {
        case .space(let mu):
            items.append(.space(mu))
        case .styleSwitch, .empty:
            break
        case .group(let nodes) where Self.parenthesizedModulus(nodes) != nil:
            // amsmath's `\pmod{n}`: its indent, then "(mod", a space, the argument and ")".
            items += [.space(18), .atom(.opening, text("(")), .atom(.ordinary, text("mod")), .space(6)]
            appendItems(of: Self.parenthesizedModulus(nodes)!, style: style, alphabet: alphabet, to: &items)
            items.append(.atom(.closing, text(")")))
        case .symbol(let symbol) where symbol.key == "mod" && symbol.kind == .prefixOperator:
            // amsmath's `\mod`: a quad, "mod" and a space before its argument.
            items += [.space(18), .atom(.ordinary, text("mod")), .space(6)]
        case .symbol(let symbol) where symbol.key == "mod":
            // amsmath's `\bmod`: a binary "mod".
            items.append(.atom(.binary, text("mod")))
        case .font(let inner, let argument, _):
            // A font applies to what is inside; the atoms keep their own classes.
            if case .group(let nodes) = argument {
                appendItems(of: nodes, style: style, alphabet: alphabet.combined(with: inner), to: &items)
            } else {
                appendItems(of: argument, style: style, alphabet: alphabet.combined(with: inner), to: &items)
            }
        case .scripts(let base, let sub, let sup) where Self.integralSign(base) != nil && !takesLimits(base, style: style):
            items.append(.integral(sign: Self.integralSign(base)!, sub: sub.map { script($0, style: style.subscript, alphabet: alphabet) },
                                   sup: sup.map { script($0, style: style.superscript, alphabet: alphabet) }))
        case let sign where Self.integralSign(sign) != nil:
            items.append(.integral(sign: Self.integralSign(sign)!, sub: nil, sup: nil))
        default:
            items.append(.atom(atomClass(of: node), atom(node, style: style, alphabet: alphabet), edge: Self.edge(of: node)))
        }
    }

    /// The argument of `\pmod`, when `nodes` are what the parser makes of it: a quad, `(`,
    /// `\bmod`, the argument, `)`.
    static func parenthesizedModulus(_ nodes: [TeXNode]) -> TeXNode? {
        guard nodes.count == 5, case .space = nodes[0], case .character("(") = nodes[1], case .symbol(let mod) = nodes[2],
              mod.key == "mod", case .character(")") = nodes[4] else { return nil }
        return nodes[3]
    }

    // MARK: - Atoms

    /// The box of one atom's node.
    func atom(_ node: TeXNode, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        switch node {
        case .character(let scalar):
            return text(Self.character(SymbolTable.symbol(for: scalar), alphabet: alphabet))
        case .number(let digits):
            return text(MathAlphanumerics.styled(digits, font: alphabet))
        case .symbol(let symbol):
            return text(Self.character(symbol, alphabet: alphabet))
        case .group(let nodes):
            return row(nodes, style: style, alphabet: alphabet)
        case .font(let inner, let argument, _):
            return atom(argument, style: style, alphabet: alphabet.combined(with: inner))
        case .scripts(let base, let sub, let sup):
            return scripts(base: base, sub: sub, sup: sup, style: style, alphabet: alphabet)
        case .fraction(let numerator, let denominator, let kind):
            return fraction(numerator: numerator, denominator: denominator, kind: kind, style: style, alphabet: alphabet)
        case .styled(let forced, let inner):
            return atom(inner, style: MathStyle(forced: forced), alphabet: alphabet)
        case .framed(let inner):
            // `\boxed` and `\fbox`: the content in a frame of box-drawing rules.
            return atom(inner, style: style, alphabet: alphabet).framed()
        case .radical(let index, let radicand):
            return radical(index: index, radicand: radicand, style: style, alphabet: alphabet)
        case .leftRight(let open, let body, let close):
            return leftRight(open: open, body: body, close: close, style: style, alphabet: alphabet)
        case .accent(let mark, let base, let below, let stretchy):
            return accent(mark, base: base, below: below, stretchy: stretchy, style: style, alphabet: alphabet)
        case .limits(let base, _):
            return atom(base, style: style, alphabet: alphabet)
        case .sizedDelimiter(let delimiter, let size, let kind):
            return sizedDelimiter(delimiter, size: kind == .middle ? 1 : size)
        case .stack(let base, let over, let under, _):
            return stack(base: base, over: over, under: under, style: style, alphabet: alphabet)
        case .text(let string):
            return text(string.unicodeScalars.count == 1 ? MathAlphanumerics.styled(string, font: alphabet) : string)
        case .operatorName(let name, _):
            return text(name)
        case .environment(let name, let rows, let columns, let horizontalRules):
            return environment(name, rows: rows, columns: columns, horizontalRules: horizontalRules, style: style, alphabet: alphabet)
        case .space(let mu):
            return .gap(Self.cells(mu: mu))
        case .unknownCommand(let name):
            // Only reached in a formula that reads with problems, which is not drawn.
            return text("\\" + name)
        case .empty, .styleSwitch:
            return .empty
        }
    }

    /// One row of characters of the formula.
    func text(_ string: String) -> CharacterBox {
        CharacterBox(characters: string, cellWidth: cellWidth)
    }

    /// How `symbol` is written in the alphabet around it: letters and digits as the Unicode
    /// mathematical alphanumerics write them (`\mathbf x` is `𝐱`), where `\mathbf` and its kin
    /// leave lowercase Greek letters as they are, as TeX does (`\boldsymbol` reaches them).
    static func character(_ symbol: MathSymbol, alphabet: MathVariant) -> String {
        guard symbol.kind == .letter else { return symbol.key }
        if alphabet != .boldItalic, let first = symbol.key.unicodeScalars.first, first.properties.isLowercase,
           ("\u{03B1}"..."\u{03F5}").contains(first) {
            return MathAlphanumerics.styled(symbol.key, font: symbol.font)
        }
        return MathAlphanumerics.styled(symbol.key, font: alphabet.combined(with: symbol.font))
    }

    // MARK: - Classes

    /// The TeX class of the atom `node` makes, which decides the space around it.
    func atomClass(of node: TeXNode) -> AtomClass {
        switch node {
        case .character(let scalar):
            return Self.texClass(scalar) ?? Self.atomClass(of: SymbolTable.symbol(for: scalar).kind)
        case .symbol(let symbol):
            // A command's ASCII key (`\colon`'s `:`) is not the ASCII character's class.
            if let scalar = symbol.key.unicodeScalars.first, symbol.key.unicodeScalars.count == 1, !scalar.isASCII,
               let known = Self.texClass(scalar) { return known }
            return Self.atomClass(of: symbol.kind)
        case .scripts(let base, _, _), .font(_, let base, _), .limits(let base, _), .styled(_, let base):
            return atomClass(of: base)
        case .sizedDelimiter(let delimiter, _, let kind):
            switch kind {
            case .ordinary: return .ordinary
            case .opening: return .opening
            case .closing: return .closing
            case .relation: return .relation
            case .middle: return delimiter.map { atomClass(of: $0) } ?? .ordinary
            }
        case .leftRight:
            return .inner
        case .environment(let name, _, _, _) where TableFormat(name).fences != nil:
            // pmatrix and its kin are `\left( … \right)` around the matrix.
            return .inner
        case .accent(let mark, _, _, _) where mark == "\u{23DE}" || mark == "\u{23DF}":
            // amsmath's braces are `\mathop`s, so their labels are limits.
            return .largeOperator
        case .operatorName:
            return .largeOperator
        case .stack(_, _, _, isRelation: true):
            // LaTeX's `\stackrel` is a `\mathrel`.
            return .relation
        case .stack(let base, _, _, _):
            // amsmath's `\overset` keeps a relation or binary base's class, else makes an
            // ordinary atom; a brace with its label is the operator amsmath makes it.
            let baseClass = atomClass(of: base)
            if case .accent = base, baseClass == .largeOperator { return baseClass }
            return baseClass == .relation || baseClass == .binary ? baseClass : .ordinary
        default:
            return .ordinary
        }
    }

    /// What the sides of the atom `node` makes are to the space beside it.
    static func edge(of node: TeXNode) -> Edge {
        switch node {
        case .leftRight(let open?, _, _?):
            return delimiterKey(open) != nil ? .delimiter : .plain
        case .environment(let name, _, _, _):
            let fences = TableFormat(name).fences
            return fences?.open != nil && fences?.close != nil ? .delimiter : .plain
        case .fraction(_, _, .fraction), .fraction(_, _, .stacked):
            return .nullDelimiter
        case .fraction, .sizedDelimiter:
            return .delimiter
        case .scripts(let inner, _, _), .styled(_, let inner), .font(_, let inner, _):
            return edge(of: inner)
        default:
            return .plain
        }
    }

    /// The class of a symbol of `kind`.
    static func atomClass(of kind: SymbolKind) -> AtomClass {
        switch kind {
        case .additiveOperator, .multiplicativeOperator: return .binary
        case .relation: return .relation
        case .punctuation: return .punctuation
        case .openFence: return .opening
        case .closeFence, .postfixOperator: return .closing
        case .largeOperator, .integral, .function, .limitFunction: return .largeOperator
        // plain TeX's `\ldots` and `\cdots` are `\mathinner`.
        case .ellipsis: return .inner
        case .letter, .neutralFence, .prefixOperator, .other: return .ordinary
        }
    }

    /// The class TeX (with unicode-math) gives the characters whose meaning the symbol table
    /// reads otherwise, as ``MathTypesetter`` sets them: `:` is a relation, `!` closes, `/`,
    /// `.`, `|`, `'` and `?` are ordinary; `∥` and `⋮` are relations, `†` a binary operator,
    /// `∴` ordinary.
    static func texClass(_ scalar: Unicode.Scalar) -> AtomClass? {
        switch scalar {
        case "\u{2225}", "\u{22EE}", "\u{22F1}", "\u{22F0}", ":": return .relation
        case "\u{2020}", "\u{2021}", "\u{2AF4}": return .binary
        case "\u{2234}", "\u{2235}", "\u{21BA}", "\u{21BB}", "/", ".", "|", "'", "?", "@", "\"": return .ordinary
        case "!": return .closing
        default: return nil
        }
    }

    /// Whether `base`, scripted, takes its scripts as limits above and below it: an operator
    /// with limits (`\sum`, `\lim`, `\operatorname*`) in display style, or one `\limits` forces.
    func takesLimits(_ base: TeXNode, style: MathStyle) -> Bool {
        switch base {
        case .limits(_, let above):
            return above
        case .symbol(let symbol):
            return style.size == .display && (symbol.kind == .largeOperator || symbol.kind == .limitFunction)
        case .operatorName(_, let limits):
            return limits && style.size == .display
        case .font(_, let inner, _), .styled(_, let inner):
            return takesLimits(inner, style: style)
        default:
            return false
        }
    }

    /// The sign of an integral (`∫`, `∬`, `∮`), which TeX sets with its scripts beside it
    /// unless `\limits` says otherwise; nil for anything else.
    static func integralSign(_ node: TeXNode) -> String? {
        switch node {
        case .symbol(let symbol) where symbol.kind == .integral: return symbol.key
        case .limits(let inner, above: false): return integralSign(inner)
        default: return nil
        }
    }
}

extension MathStyle {
    /// The style a style command or `\dfrac` and its kin force, uncramped as TeX's are.
    init(forced style: TeXStyle) {
        switch style {
        case .display: self = .display
        case .text: self = .text
        case .script: self = .script
        case .scriptScript: self = .scriptScript
        }
    }
}
