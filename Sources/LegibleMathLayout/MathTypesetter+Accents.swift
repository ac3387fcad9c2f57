import LegibleMath

extension MathTypesetter {
    /// Accents over and under a base: lines (rules 9 and 10), braces with their labels, and
    /// accent glyphs (rule 12).
    /// `ruleOverhang` lengthens an over- or underline past its base (``lineScript(_:style:nucleusStyle:alphabet:)``).
    func accent(_ mark: Unicode.Scalar, base: TeXNode, below: Bool, stretchy: Bool, style: MathStyle, alphabet: Alphabet,
                ruleOverhang: Double = 0) -> MathBox {
        let body = row([base], style: below ? style : style.cramped, alphabet: alphabet)
        switch (mark, below) {
        case ("\u{203E}", false): return overline(body, overhang: ruleOverhang, style: style)
        case ("_", true): return underline(body, overhang: ruleOverhang, style: style)
        case (_, true): return bottomAccent(mark, under: body, style: style)
        default:
            // `\text` is a box, in which TeX fetches no math character: the last font it
            // fetched is the accent's own, a math font.
            var isText = false
            if case .text = base { isText = true }
            return accentGlyph(mark, over: body, stretchy: stretchy, inMathFont: isText || body.lastFace.map { $0 == .math } ?? true, style: style)
        }
    }

    /// Rule 9: a rule `overbarVerticalGap` above the cramped base, with extra space above it.
    private func overline(_ body: MathBox, overhang: Double, style: MathStyle) -> MathBox {
        let thickness = constant(.overbarRuleThickness, style)
        var box = body
        let y = body.height + constant(.overbarVerticalGap, style)
        box.place(.rule(width: body.width + overhang, height: thickness, depth: 0), x: 0, y: y)
        box.height = y + thickness + constant(.overbarExtraAscender, style)
        box.isSingleGlyph = false
        box.isCharacter = false
        box.endsInCharacter = false
        return box
    }

    /// Rule 10: a rule `underbarVerticalGap` below the base, with extra space below it.
    private func underline(_ body: MathBox, overhang: Double, style: MathStyle) -> MathBox {
        let thickness = constant(.underbarRuleThickness, style)
        var box = body
        let y = -(body.depth + constant(.underbarVerticalGap, style) + thickness)
        box.place(.rule(width: body.width + overhang, height: thickness, depth: 0), x: 0, y: y)
        box.depth = -y + constant(.underbarExtraDescender, style)
        box.isSingleGlyph = false
        box.isCharacter = false
        box.endsInCharacter = false
        return box
    }

    /// A script that is one over- or underline (`x^{\overline{n}}`, a rising factorial): LuaTeX
    /// widens the script's box by the space after scripts, and that box is the line's own, whose
    /// rule runs its width, so the line overhangs its base by that space.
    func lineScript(_ node: TeXNode, style: MathStyle, nucleusStyle: MathStyle, alphabet: Alphabet) -> MathBox {
        var inner = node
        if case .group(let nodes) = node, nodes.count == 1 { inner = nodes[0] }
        guard case .accent(let mark, let base, let below, let stretchy) = inner, (mark == "\u{203E}" && !below) || (mark == "_" && below) else {
            return row([node], style: style, alphabet: alphabet)
        }
        return accent(mark, base: base, below: below, stretchy: stretchy, style: style, alphabet: alphabet,
                      ruleOverhang: constant(.spaceAfterScript, nucleusStyle))
    }

    /// An accent under the base (a brace, an arrow, a tilde), as wide as the base allows, its top
    /// at the base's bottom, as LuaTeX sets `\Umathbottomaccent`.
    private func bottomAccent(_ mark: Unicode.Scalar, under body: MathBox, style: MathStyle) -> MathBox {
        let accent = widestAccent(Self.combiningForms[mark] ?? mark, over: body.width, style: style)
        var box = body
        let y = -(body.depth + accent.height)
        box.place(accent, x: (body.width - accent.width) / 2, y: y)
        box.depth = max(body.depth, accent.depth - y)
        box.isSingleGlyph = false
        box.isCharacter = false
        box.endsInCharacter = false
        box.accentAttachment = nil
        return box
    }

    /// The widest form of an accent no wider than `width` (rule 12: the successors of the
    /// accent's character while they fit), or an assembly as wide when the base is wider than
    /// every form.
    func widestAccent(_ scalar: Unicode.Scalar, over width: Double, style: MathStyle) -> MathBox {
        let base = glyph(for: scalar, style: style)
        let scale = scale(style)
        guard let construction = math.horizontalVariants[base] else { return glyphBox(base, scalar: scalar, style: style) }
        if construction.assembly != nil, let widest = construction.variants.last, Double(widest.advance) * scale < width,
           let assembled = stretchedHorizontally(scalar, width: width, style: style) {
            return assembled
        }
        let fitting = construction.variants.last { Double($0.advance) * scale <= width }
        return glyphBox(fitting?.glyph ?? base, scalar: scalar, style: style)
    }

    /// Rule 12 as LuaTeX sets it: the accent (as wide as the base allows when `stretchy`), its
    /// attachment point over the base's, lowered onto the base by as much as the base falls short
    /// of `accentBaseHeight`. A base whose last glyph came from a text font (`\mathbf{y}`) has
    /// no attachment point: LuaTeX then puts a zero-width accent at the base's right edge and
    /// centres any other, as TeX does with fonts that have no `MATH` table.
    private func accentGlyph(_ mark: Unicode.Scalar, over body: MathBox, stretchy: Bool, inMathFont: Bool, style: MathStyle) -> MathBox {
        let scalar = Self.combiningForms[mark] ?? mark
        let fixed = glyphBox(glyph(for: scalar, style: style), scalar: scalar, style: style)
        let accent = stretchy && fixed.width < body.width ? widestAccent(scalar, over: body.width, style: style) : fixed
        let x: Double
        if body.isSingleGlyph, body.lastFace == .math, let attachment = body.accentAttachment {
            x = attachment - (accent.accentAttachment ?? accent.width / 2)
        } else if inMathFont {
            x = body.width / 2 - (accent.isSingleGlyph ? accent.accentAttachment ?? accent.width / 2 : accent.width / 2)
        } else {
            x = accent.width == 0 ? body.width : (body.width - accent.width) / 2
        }
        let lowering = min(body.height, constant(.accentBaseHeight, style))
        var box = body
        let y = body.height - lowering
        box.place(accent, x: x, y: y)
        box.height = max(body.height, y + accent.height)
        box.isSingleGlyph = false
        // An accent noad is no character: the italic correction before it is left out (rule 17).
        box.isCharacter = false
        // Over a math character, LuaTeX keeps the character's italic correction after the
        // accent whatever follows.
        box.keepsItalicCorrection = body.isSingleGlyph && body.lastFace == .math
        box.endsInCharacter = false
        box.accentAttachment = nil
        return box
    }

    /// The combining marks math fonts stretch, for the spacing marks the parser names accents by.
    static let combiningForms: [Unicode.Scalar: Unicode.Scalar] = [
        "^": "\u{0302}", "~": "\u{0303}", "\u{00AF}": "\u{0304}", "\u{02C7}": "\u{030C}", "\u{00B4}": "\u{0301}",
        "`": "\u{0300}", "\u{02D9}": "\u{0307}", "\u{00A8}": "\u{0308}", "\u{02D8}": "\u{0306}", "\u{02DA}": "\u{030A}",
        "\u{2192}": "\u{20D7}", "\u{2190}": "\u{20D6}", "\u{2194}": "\u{20E1}",
    ]
}
