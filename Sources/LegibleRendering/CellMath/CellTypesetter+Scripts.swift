import LegibleMath
internal import LegibleMathLayout

extension CellTypesetter {
    /// A script or a limit, set in its (script) style.
    func script(_ node: TeXNode, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        atom(node, style: style, alphabet: alphabet)
    }

    /// A base with its scripts: limits above and below an operator that takes them (TeX's
    /// rule 13), else beside it (rules 17 and 18).
    func scripts(base: TeXNode, sub: TeXNode?, sup: TeXNode?, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        let baseBox = atom(base, style: style, alphabet: alphabet)
        let subBox = sub.map { script($0, style: style.subscript, alphabet: alphabet) }
        let supBox = sup.map { script($0, style: style.superscript, alphabet: alphabet) }
        if takesLimits(base, style: style) { return limits(baseBox, over: supBox, under: subBox) }
        return attach(baseBox, sub: subBox, sup: supBox)
    }

    /// `base` with a superscript at its top right and a subscript at its bottom right: in
    /// Unicode script characters on the base's top or bottom row where the whole script has
    /// them (`x²`, `aₙ₋₁`), else on the rows above or below a base of one row, reaching to the
    /// top or bottom row of a taller one (a `\right)`, a tall integral sign) but always above
    /// or below its baseline, as TeX raises a superscript above its base's baseline whatever
    /// the base: on the baseline it would read as a factor.
    func attach(_ base: CharacterBox, sub: CharacterBox?, sup: CharacterBox?) -> CharacterBox {
        // Both in script characters beside a base of one row: side by side, the subscript first
        // (TeX sets the superscript first).
        if base.height == 1, let sub, let sup, let lowered = unicodeScript(sub, raised: false), let raised = unicodeScript(sup, raised: true) {
            return CharacterBox.beside([base, lowered, raised], tracedOrder: [0, 2, 1])
        }
        // Rows count from the base's top.
        var placed: [(box: CharacterBox, top: Int)] = []
        if let sup, sup.width > 0 {
            if let raised = unicodeScript(sup, raised: true) {
                placed.append((raised, 0))
            } else {
                placed.append((sup, min(0, base.baseline - 1) - sup.height + 1))
            }
        }
        if let sub, sub.width > 0 {
            if let lowered = unicodeScript(sub, raised: false) {
                placed.append((lowered, base.height - 1))
            } else {
                placed.append((sub, max(base.height - 1, base.baseline + 1)))
            }
        }
        guard !placed.isEmpty else { return base }
        return CharacterBox.beside([base, CharacterBox.placed(placed, alignment: .left, baselineRow: base.baseline)])
    }

    /// A script of one row written in Unicode's superscript or subscript characters, when each
    /// of its characters has one.
    func unicodeScript(_ box: CharacterBox, raised: Bool) -> CharacterBox? {
        guard box.height == 1, !box.symbols.isEmpty else { return nil }
        let written = raised ? UnicodeScripts.superscript(box.rows[0]) : UnicodeScripts.subscript(box.rows[0])
        return written.map(text)
    }

    /// `base` with `over` centred above it and `under` below, its baseline kept.
    func limits(_ base: CharacterBox, over: CharacterBox?, under: CharacterBox?) -> CharacterBox {
        let over = over.flatMap { $0.width > 0 ? $0 : nil }
        let under = under.flatMap { $0.width > 0 ? $0 : nil }
        guard over != nil || under != nil else { return base }
        return CharacterBox.stacked([over, base, under].compactMap { $0 }, baseline: (over?.height ?? 0) + base.baseline)
    }

    /// An integral sign with its scripts beside it, as tall as `height` rows (one, or the
    /// height of a tall integrand, drawn `⌠⎮⌡`) with its baseline on row `baseline`.
    func integral(_ sign: String, height: Int, baseline: Int, sub: CharacterBox?, sup: CharacterBox?) -> CharacterBox {
        guard height > 1, sign == "∫" else { return attach(text(sign), sub: sub, sup: sup) }
        let rows = (0..<height).map { $0 == 0 ? "⌠" : $0 == height - 1 ? "⌡" : "⎮" }
        return attach(CharacterBox.column(rows, baseline: baseline), sub: sub, sup: sup)
    }

    /// `\overset`, `\underset`, `\stackrel`, `\xrightarrow` and the labels of braces: the
    /// base with the others centred over and under it in script style; an arrow under or over
    /// a label is drawn as long as it.
    func stack(base: TeXNode, over: TeXNode?, under: TeXNode?, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        let overBox = over.map { script($0, style: style.superscript, alphabet: alphabet) }
        let underBox = under.map { script($0, style: style.subscript, alphabet: alphabet) }
        let label = max(overBox?.width ?? 0, underBox?.width ?? 0)
        let baseBox = Self.arrowKey(base).flatMap { stretchedArrow($0, length: label + 2) } ?? atom(base, style: style, alphabet: alphabet)
        return limits(baseBox, over: overBox, under: underBox)
    }

    /// The arrow `node` is, if it is one that can be drawn long.
    static func arrowKey(_ node: TeXNode) -> String? {
        let key: String
        switch node {
        case .symbol(let symbol): key = symbol.key
        case .character(let scalar): key = SymbolTable.symbol(for: scalar).key
        default: return nil
        }
        return arrows[key] == nil ? nil : key
    }

    /// The arrows drawn long: shaft, the piece at the left end and the one at the right end.
    static let arrows: [String: (shaft: Character, left: String, right: String)] = [
        "→": ("─", "", "→"), "⟶": ("─", "", "→"), "←": ("─", "←", ""), "⟵": ("─", "←", ""),
        "↔": ("─", "←", "→"), "⟷": ("─", "←", "→"), "⇒": ("═", "", "⇒"), "⟹": ("═", "", "⇒"),
        "⇐": ("═", "⇐", ""), "⟸": ("═", "⇐", ""), "⇔": ("═", "⇐", "⇒"), "⟺": ("═", "⇐", "⇒"),
        "↦": ("─", "↦", "→"), "⟼": ("─", "↦", "→"),
    ]

    /// The arrow `key` drawn `length` cells long (at least as long as its ends).
    func stretchedArrow(_ key: String, length: Int) -> CharacterBox? {
        guard let arrow = Self.arrows[key] else { return nil }
        let ends = (arrow.left.isEmpty ? 0 : 1) + (arrow.right.isEmpty ? 0 : 1)
        var parts: [CharacterBox] = []
        if !arrow.left.isEmpty { parts.append(text(arrow.left)) }
        parts.append(.rule(arrow.shaft, count: max(1, length - ends)))
        if !arrow.right.isEmpty { parts.append(text(arrow.right)) }
        return CharacterBox.beside(parts)
    }

    // MARK: - Accents

    /// An accent over or under its base: on one character, its combining mark (`x̂`); a line
    /// (`\overline`, `\underline`) on every character of a row; otherwise a row of its own
    /// above or below the base: the mark centred, an arrow or a line as long as the base, a
    /// brace with its point in the middle.
    func accent(_ mark: Unicode.Scalar, base: TeXNode, below: Bool, stretchy: Bool, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        // A mark of fixed size over a scripted character stands over the character, as TeX
        // centres it there: `\bar{X_n}` is X̄ₙ.
        if !stretchy, case .scripts(let nucleus, let sub, let sup) = base, Self.isOneCharacter(nucleus) {
            return scripts(base: .accent(mark: mark, base: nucleus, below: below, stretchy: false), sub: sub, sup: sup,
                           style: style, alphabet: alphabet)
        }
        let baseBox = atom(base, style: style, alphabet: alphabet)
        let key = String(mark)
        if baseBox.height == 1, let combining = CombiningAccents.mark(key, below: below) {
            let written = baseBox.rows[0]
            if written.count == 1, baseBox.symbols.count == 1 {
                return text(written + String(combining))
            }
            if CombiningAccents.isLine(key, below: below) {
                return text(String(written.map { $0 == " " ? " " : String($0) + String(combining) }.joined()))
            }
        }
        let line = accentRow(key, width: baseBox.width, below: below)
        let parts = below ? [baseBox, line] : [line, baseBox]
        return CharacterBox.stacked(parts, baseline: (below ? 0 : line.height) + baseBox.baseline)
    }

    /// The row an accent takes above or below a base `width` cells wide.
    private func accentRow(_ mark: String, width: Int, below: Bool) -> CharacterBox {
        switch mark {
        case "\u{23DE}", "\u{23DF}":
            // A brace: its ends turned toward the base, its point away from it.
            let length = max(3, width)
            let left = (length - 3) / 2
            let (ends, point) = mark == "\u{23DE}" ? (("╭", "╮"), "┴") : (("╰", "╯"), "┬")
            let drawn = ends.0 + String(repeating: "─", count: left) + point + String(repeating: "─", count: length - 3 - left) + ends.1
            return CharacterBox(drawing: drawn, width: length)
        case "\u{203E}", "\u{00AF}":
            return .rule("_", count: width)
        case "_":
            return .rule("‾", count: width)
        case "→", "←", "↔":
            return stretchedArrow(mark, length: max(2, width)) ?? text(mark)
        default:
            // A combining mark stands on a space of its own.
            let spacing = mark.unicodeScalars.first?.properties.generalCategory == .nonspacingMark ? " " + mark : mark
            return text(spacing)
        }
    }

    /// Whether `node` is one character (a letter, a digit, a symbol), not a list or a word.
    static func isOneCharacter(_ node: TeXNode) -> Bool {
        switch node {
        case .character: return true
        case .symbol(let symbol): return symbol.key.unicodeScalars.count == 1
        case .number(let digits): return digits.unicodeScalars.count == 1
        case .font(_, let inner, _): return isOneCharacter(inner)
        case .group(let nodes): return nodes.count == 1 && isOneCharacter(nodes[0])
        default: return false
        }
    }
}
