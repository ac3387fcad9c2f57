import LegibleMath

extension MathTypesetter {
    /// A nucleus with a subscript and/or superscript (Appendix G, rule 18, with the `MATH`
    /// table's shifts and gaps), or with limits above and below for a large operator in display
    /// style (rule 13).
    func scripts(base: TeXNode, sub: TeXNode?, sup: TeXNode?, style: MathStyle, alphabet: Alphabet) -> MathBox {
        let nucleus = atom(base, style: style, alphabet: alphabet)
        if takesLimits(base, style: style) {
            return limits(base: nucleus, over: sup, under: sub, style: style, alphabet: alphabet)
        }
        let isOperator = atomClass(of: base) == .largeOperator && isSymbol(base)
        // Rule 12: an accented character keeps a character's script shifts (TeX attaches the
        // scripts to the character under the accent).
        let isCharacter = (nucleus.isSingleGlyph && !isOperator) || isAccentedCharacter(base)
        return attachScripts(to: nucleus, isCharacter: isCharacter, isOperator: isOperator,
                             sub: sub.map { lineScript($0, style: style.subscript, nucleusStyle: style, alphabet: alphabet) },
                             sup: sup.map { lineScript($0, style: style.superscript, nucleusStyle: style, alphabet: alphabet) }, style: style)
    }

    /// Whether the scripts of `base` go above and below it: a large operator other than an
    /// integral, or a limit-taking named operator (`\lim`, `\operatorname*`), in display style;
    /// in any style after `\limits`, in none after `\nolimits` (rule 13).
    func takesLimits(_ base: TeXNode, style: MathStyle) -> Bool {
        if case .limits(_, let above) = base { return above }
        guard style.size == .display else { return false }
        switch base {
        case .symbol(let symbol): return symbol.kind == .largeOperator || symbol.kind == .limitFunction
        case .operatorName(_, let limits): return limits
        default: return false
        }
    }

    private func isAccentedCharacter(_ node: TeXNode) -> Bool {
        guard case .accent(let mark, let base, false, let stretchy) = node, mark != "\u{203E}", mark != "\u{23DE}" else { return false }
        switch base {
        case .character, .symbol, .number: return true
        case .font(_, let inner, _): return isAccentedCharacter(.accent(mark: mark, base: inner, below: false, stretchy: stretchy))
        default: return false
        }
    }

    private func isSymbol(_ node: TeXNode) -> Bool {
        if case .symbol(let symbol) = node { return symbol.kind == .largeOperator || symbol.kind == .integral }
        if case .limits(let inner, _) = node { return isSymbol(inner) }
        return false
    }

    /// Rule 18: the shifts of the scripts, then the scripts beside the nucleus. A character
    /// nucleus takes its superscript past its italic correction; an operator's subscript is
    /// pulled back under it by that correction.
    func attachScripts(to nucleus: MathBox, isCharacter: Bool, isOperator: Bool, sub: MathBox?, sup: MathBox?,
                       style: MathStyle) -> MathBox {
        // 18a: a character's scripts start from fixed shifts; a box's from its own height and depth
        // (LuaTeX measures the drops in the nucleus's style, where TeX took the script's font).
        var shiftUp = isCharacter ? 0 : nucleus.height - constant(.superscriptBaselineDropMax, style)
        var shiftDown = isCharacter ? 0 : nucleus.depth + constant(.subscriptBaselineDropMin, style)
        let italic = nucleus.italicCorrection
        var box = nucleus
        box.isSingleGlyph = false
        box.endsInCharacter = false
        box.accentAttachment = nil
        let supX = isOperator ? nucleus.width : nucleus.width + italic
        let subX = isOperator ? nucleus.width - italic : nucleus.width
        if let sup {
            let minimumShift = constant(style.isCramped ? .superscriptShiftUpCramped : .superscriptShiftUp, style)
            shiftUp = max(shiftUp, minimumShift, sup.depth + constant(.superscriptBottomMin, style))
        }
        if let sub {
            shiftDown = max(shiftDown, constant(.subscriptShiftDown, style))
            if sup == nil { shiftDown = max(shiftDown, sub.height - constant(.subscriptTopMax, style)) }
        }
        if let sup, let sub {
            // 18e: keep the scripts apart, raising the superscript rather than lowering the
            // subscript as far as the superscript's bottom may go.
            let gap = (shiftUp - sup.depth) - (sub.height - shiftDown)
            let minimumGap = constant(.subSuperscriptGapMin, style)
            if gap < minimumGap {
                shiftDown += minimumGap - gap
                let room = constant(.superscriptBottomMaxWithSubscript, style) - (shiftUp - sup.depth)
                if room > 0 {
                    shiftUp += room
                    shiftDown -= room
                }
            }
        }
        // An operator's italic correction belongs to its superscript: LuaTeX ends a box with only
        // a narrow subscript where the subscript does, short of the operator's advance.
        var right = isOperator ? nucleus.width - italic : nucleus.width
        if let sup {
            box.place(sup, x: supX, y: shiftUp)
            box.height = max(box.height, sup.height + shiftUp)
            box.depth = max(box.depth, sup.depth - shiftUp)
            right = max(right, supX + sup.width)
        }
        if let sub {
            box.place(sub, x: subX, y: -shiftDown)
            box.height = max(box.height, sub.height - shiftDown)
            box.depth = max(box.depth, sub.depth + shiftDown)
            right = max(right, subX + sub.width)
        }
        box.width = right + constant(.spaceAfterScript, style)
        box.italicCorrection = 0
        return box
    }

    /// Rule 13 (and amsmath's `\overset`, `\underset`): `over` centred above the base and
    /// `under` below it, at the `MATH` table's limit gaps; the base's italic correction moves the
    /// upper limit right and the lower one left by half of it each.
    func limits(base: MathBox, over: TeXNode?, under: TeXNode?, style: MathStyle, alphabet: Alphabet) -> MathBox {
        let upper = over.map { row([$0], style: style.superscript, alphabet: alphabet) }
        let lower = under.map { row([$0], style: style.subscript, alphabet: alphabet) }
        let italic = base.italicCorrection
        let width = max(base.width, (upper?.width ?? 0) + italic, (lower?.width ?? 0) + italic)
        var box = MathBox()
        box.width = width
        box.height = base.height
        box.depth = base.depth
        box.place(base, x: (width - base.width) / 2, y: 0)
        if let upper {
            let rise = max(constant(.upperLimitBaselineRiseMin, style), constant(.upperLimitGapMin, style) + upper.depth)
            let y = base.height + rise
            box.place(upper, x: (width - upper.width + italic) / 2, y: y)
            box.height = y + upper.height
        }
        if let lower {
            let drop = max(constant(.lowerLimitBaselineDropMin, style), constant(.lowerLimitGapMin, style) + lower.height)
            let y = -(base.depth + drop)
            box.place(lower, x: (width - lower.width - italic) / 2, y: y)
            box.depth = -y + lower.depth
        }
        return box
    }

    /// A large operator's glyph: in display style its first vertical variant at least
    /// `displayOperatorMinHeight` tall; centred on the math axis (rule 13).
    func largeOperatorBox(_ scalar: Unicode.Scalar, style: MathStyle) -> MathBox {
        var glyph = glyph(for: scalar, style: style)
        if style.size == .display, let variants = math.verticalVariants[glyph]?.variants {
            let minimum = math.constants[.displayOperatorMinHeight]
            glyph = (variants.first { $0.advance >= minimum } ?? variants.last)?.glyph ?? glyph
        }
        return centredOnAxis(glyphBox(glyph, scalar: scalar, style: style), style: style)
    }
}
