import LegibleMath
internal import LegibleMathLayout

extension CellTypesetter {
    /// `\left … \right` (TeX's rule 19): an inner atom whose fences are as tall as what is
    /// between them, and so are e-TeX's `\middle` delimiters, each a closing atom to the
    /// spacing on either side (a binary operator after one has no left operand).
    func leftRight(open: TeXNode?, body: [TeXNode], close: TeXNode?, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        var items: [Item] = []
        var middles: [(position: Int, key: String?)] = []
        var afterMiddle = false
        for node in body {
            if case .sizedDelimiter(let delimiter, _, .middle) = node {
                let key = Self.delimiterKey(delimiter)
                middles.append((items.count, key))
                items.append(.atom(.closing, key.map(text) ?? .empty))
                afterMiddle = true
                continue
            }
            let start = items.count
            appendItems(of: node, style: style, alphabet: alphabet, to: &items)
            guard afterMiddle, let first = items[start...].firstIndex(where: \.isAtom) else { continue }
            afterMiddle = false
            if case .atom(.binary, let box, let edge) = items[first] { items[first] = .atom(.ordinary, box, edge: edge) }
        }
        var line = spaced(items, style: style)
        let content = line.joined()
        if content.height > 1 {
            for (position, key) in middles {
                guard let key else { continue }
                let piece = items[..<position].filter(\.isAtom).count
                line.pieces[piece].box = fence(key, height: content.height, baseline: content.baseline)
            }
        }
        return fenced(line.joined(), open: open.flatMap(Self.delimiterKey), close: close.flatMap(Self.delimiterKey))
    }

    /// amsmath's `\big` (size 1), `\Big`, `\bigg` and `\Bigg` (4): the delimiter one row tall
    /// for `\big`, three rows (as tall as a fraction) for the others, which TeX makes 1.5 to
    /// 2.5 times as tall as a parenthesis.
    func sizedDelimiter(_ delimiter: TeXNode?, size: Int) -> CharacterBox {
        guard let key = Self.delimiterKey(delimiter) else { return .empty }
        return size <= 1 ? text(key) : TallDelimiter.column(key, height: 3, baseline: 1)
    }

    /// The character a delimiter node stands for (`\langle` is `⟨`, and so is `<`, as TeX
    /// reads it after `\left`), nil for the null delimiter `.`.
    static func delimiterKey(_ node: TeXNode?) -> String? {
        switch node {
        case .character("<")?: "⟨"
        case .character(">")?: "⟩"
        case .character(let scalar)?: SymbolTable.symbol(for: scalar).key
        case .symbol(let symbol)?: symbol.key
        default: nil
        }
    }
}
