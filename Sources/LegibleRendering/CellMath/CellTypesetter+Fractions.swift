import LegibleMath
internal import LegibleMathLayout

extension CellTypesetter {
    /// A fraction (TeX's rule 15): the numerator over a rule over the denominator, in the
    /// styles TeX sets them in, the rule a cell wider than both on each side and on the
    /// baseline. `\binom` and `\choose` stack without a rule between tall parentheses,
    /// `\brack` between brackets, `\brace` between braces; `\atop` stacks without either.
    func fraction(numerator: TeXNode, denominator: TeXNode, kind: FractionKind, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        let top = atom(numerator, style: style.numerator, alphabet: alphabet)
        let bottom = atom(denominator, style: style.denominator, alphabet: alphabet)
        let fences: (String, String)
        switch kind {
        case .fraction:
            let rule = CharacterBox.rule("─", count: max(top.width, bottom.width) + 2)
            return CharacterBox.stacked([top, rule, bottom], baseline: top.height)
        case .stacked:
            return CharacterBox.stacked([top, bottom], baseline: top.height - 1)
        case .binomial, .choose: fences = ("(", ")")
        case .bracketed: fences = ("[", "]")
        case .braced: fences = ("{", "}")
        }
        return fenced(CharacterBox.stacked([top, bottom], baseline: top.height - 1), open: fences.0, close: fences.1)
    }

    /// `content` between fences as tall as it is (one row: the fences' characters).
    func fenced(_ content: CharacterBox, open: String?, close: String?) -> CharacterBox {
        var parts: [CharacterBox] = []
        if let open { parts.append(fence(open, height: content.height, baseline: content.baseline)) }
        parts.append(content)
        if let close { parts.append(fence(close, height: content.height, baseline: content.baseline)) }
        return CharacterBox.beside(parts)
    }

    /// A fence `height` rows tall with its middle on `baseline`.
    func fence(_ key: String, height: Int, baseline: Int) -> CharacterBox {
        height > 1 ? TallDelimiter.column(key, height: height, baseline: baseline) : text(key)
    }

    /// `√` with a bar over a radicand of one row; a taller radicand behind a slanted sign as
    /// tall as it. An index of 3 or 4 is `∛` or `∜`, one in script characters stands before
    /// `√`, another above it.
    func radical(index: TeXNode?, radicand: TeXNode, style: MathStyle, alphabet: MathVariant) -> CharacterBox {
        let inner = atom(radicand, style: style.cramped, alphabet: alphabet)
        let barred = CharacterBox.stacked([.rule("_", count: inner.width), inner], alignment: .left, baseline: 1 + inner.baseline)
        let indexBox = index.map { atom($0, style: .scriptScript, alphabet: alphabet) }
        let written = indexBox.flatMap { $0.height == 1 ? $0.rows[0] : nil }
        var sign: CharacterBox
        if inner.height == 1 {
            let symbol = written == "3" ? "∛" : written == "4" ? "∜" : "√"
            sign = CharacterBox.stacked([.gap(1), text(symbol)], baseline: 1)
            if symbol != "√" { return CharacterBox.beside([sign, barred]) }
        } else {
            // A slope rising from the bottom row to the bar: `╲╱` at the foot, `╱` above it.
            let height = inner.height
            let rows = [CharacterBox.gap(height + 1)] + (0..<height).map { row in
                CharacterBox(drawing: row == height - 1 ? "╲╱" + CharacterBox.spaces(height - 1)
                             : CharacterBox.spaces(height - row) + "╱" + CharacterBox.spaces(row), width: height + 1)
            }
            sign = CharacterBox.stacked(rows, alignment: .left, baseline: 1 + inner.baseline)
        }
        if let indexBox, indexBox.width > 0 {
            if let raised = unicodeScript(indexBox, raised: true) {
                sign = CharacterBox.beside([CharacterBox.placed([(raised, sign.height - 2)], baselineRow: sign.baseline), sign])
            } else {
                sign = CharacterBox.beside([CharacterBox.placed([(indexBox, sign.height - 1 - indexBox.height)], baselineRow: sign.baseline), sign])
            }
        }
        return CharacterBox.beside([sign, barred])
    }
}
