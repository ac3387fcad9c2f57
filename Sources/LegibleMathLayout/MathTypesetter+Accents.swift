import LegibleMath

extension MathTypesetter {
    /// Accents over and under a base: lines (rules 9 and 10), braces with their labels, and
    /// accent glyphs (rule 12).
    func accent(_ mark: Unicode.Scalar, base: TeXNode, below: Bool, style: MathStyle, alphabet: MathFont) -> MathBox {
        let body = row([base], style: below ? style : style.cramped, alphabet: alphabet)
        switch (mark, below) {
        case ("\u{203E}", false): return overline(body, style: style)
        case ("_", true): return underline(body, style: style)
        case ("\u{23DE}", _), ("\u{23DF}", _), (_, true): return stretchStack(body, mark: mark, below: below, style: style)
        default: return accentGlyph(mark, over: body, style: style)
        }
    }

    /// Rule 9: a rule `overbarVerticalGap` above the cramped base, with extra space above it.
    private func overline(_ body: MathBox, style: MathStyle) -> MathBox {
        let thickness = constant(.overbarRuleThickness, style)
        var box = body
        let y = body.height + constant(.overbarVerticalGap, style)
        box.place(.rule(width: body.width, height: thickness, depth: 0), x: 0, y: y)
        box.height = y + thickness + constant(.overbarExtraAscender, style)
        box.isSingleGlyph = false
        return box
    }

    /// Rule 10: a rule `underbarVerticalGap` below the base, with extra space below it.
    private func underline(_ body: MathBox, style: MathStyle) -> MathBox {
        let thickness = constant(.underbarRuleThickness, style)
        var box = body
        let y = -(body.depth + constant(.underbarVerticalGap, style) + thickness)
        box.place(.rule(width: body.width, height: thickness, depth: 0), x: 0, y: y)
        box.depth = -y + constant(.underbarExtraDescender, style)
        box.isSingleGlyph = false
        return box
    }

    /// A brace or arrow stretched to the base's width, over or under it at the stretch stack's gaps.
    private func stretchStack(_ body: MathBox, mark: Unicode.Scalar, below: Bool, style: MathStyle) -> MathBox {
        let scalar = Self.combiningForms[mark] ?? mark
        let stretched = stretchedHorizontally(scalar, width: body.width, style: style)
            ?? glyphBox(glyph(for: scalar, style: style), scalar: scalar, style: style)
        let width = max(body.width, stretched.width)
        var box = MathBox()
        box.width = width
        box.place(body, x: (width - body.width) / 2, y: 0)
        box.height = body.height
        box.depth = body.depth
        if below {
            let y = -(body.depth + constant(.stretchStackGapAboveMin, style) + stretched.height)
            box.place(stretched, x: (width - stretched.width) / 2, y: y)
            box.depth = stretched.depth - y
        } else {
            let y = body.height + constant(.stretchStackGapBelowMin, style) + stretched.depth
            box.place(stretched, x: (width - stretched.width) / 2, y: y)
            box.height = y + stretched.height
        }
        return box
    }

    /// Rule 12: the accent, as wide as the base allows, its attachment point over the base's,
    /// lowered onto the base by as much as the base falls short of `accentBaseHeight`.
    private func accentGlyph(_ mark: Unicode.Scalar, over body: MathBox, style: MathStyle) -> MathBox {
        let scalar = Self.combiningForms[mark] ?? mark
        let natural = glyphBox(glyph(for: scalar, style: style), scalar: scalar, style: style)
        var accent = natural
        if let wider = stretchedHorizontally(scalar, width: body.width, style: style), wider.width <= max(body.width, natural.width) {
            accent = wider
        }
        let baseAttachment = body.isSingleGlyph ? (body.accentAttachment ?? body.width / 2) : body.width / 2
        let accentAttachment = accent.accentAttachment ?? accent.width / 2
        let lowering = min(body.height, constant(.accentBaseHeight, style))
        var box = body
        let x = baseAttachment - accentAttachment
        let y = body.height - lowering
        box.place(accent, x: x, y: y)
        box.height = max(body.height, y + accent.height)
        box.isSingleGlyph = false
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
