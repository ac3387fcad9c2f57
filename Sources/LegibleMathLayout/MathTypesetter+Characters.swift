import LegibleMath

extension MathTypesetter {
    /// The box of one glyph of the math font at the size of `style`, in its `ssty` form in
    /// script styles.
    func glyphBox(_ glyph: UInt16, scalar: Unicode.Scalar, style: MathStyle, face: MathDisplayList.Face = .math) -> MathBox {
        let font = font(face)
        let scale = size(style) / Double(font.unitsPerEm)
        var box = MathBox(glyph: MathDisplayList.Glyph(glyph: glyph, face: face, scalar: scalar, x: 0, y: 0, size: size(style), isError: false))
        box.width = Double(font.advanceWidths[Int(glyph)]) * scale
        // TeX's height and depth of a character are its font loader's: the box of all the
        // outline's points, which may reach past the ink (a round `>` is 0.09 pt taller).
        if let bounds = font.controlBounds[Int(glyph)] {
            box.height = max(0, bounds.maxY) * scale
            box.depth = max(0, -bounds.minY) * scale
        }
        if face == .math {
            box.isCharacter = true
            box.endsInCharacter = true
            box.italicCorrection = Double(math.italicCorrections[glyph] ?? 0) * scale
            box.accentAttachment = math.topAccentAttachments[glyph].map { Double($0) * scale }
        }
        box.isSingleGlyph = true
        return box
    }

    /// The glyph the font has for `scalar` in `style` (its `ssty` alternate in script styles); a
    /// character the font lacks is drawn as its `.notdef` glyph, never dropped.
    func glyph(for scalar: Unicode.Scalar, style: MathStyle) -> UInt16 {
        font.glyph(font.glyph(for: scalar) ?? 0, scriptLevel: style.scriptLevel)
    }

    /// A math character: TeX's ASCII substitutes (`-` is a minus sign), then the alphabet. Upright
    /// and bold ASCII letters and digits come from the text fonts when there are some, as
    /// unicode-math sets `\mathrm` and `\mathbf`.
    func characterBox(_ scalar: Unicode.Scalar, style: MathStyle, alphabet: MathVariant) -> MathBox {
        if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            let level = style.scriptLevel
            let face: MathDisplayList.Face? = alphabet == .upright && !textFonts.isEmpty ? .text(scriptLevel: level)
                : alphabet == .bold && !boldTextFonts.isEmpty ? .boldText(scriptLevel: level) : nil
            if let face, let glyph = font(face).glyph(for: scalar) { return glyphBox(glyph, scalar: scalar, style: style, face: face) }
        }
        let mathScalar = MathAlphabet.styled(MathAlphabet.mathCharacter(scalar), alphabet)
        let shown = font.glyph(for: mathScalar) != nil ? mathScalar : scalar
        return glyphBox(glyph(for: shown, style: style), scalar: shown, style: style)
    }

    /// A command's symbol: a named function (`\sin`) is set upright as a word; any other symbol
    /// is its character.
    func symbolBox(_ symbol: MathSymbol, style: MathStyle, alphabet: MathVariant) -> MathBox {
        let scalars = symbol.key.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return textBox(symbol.key, style: style) }
        if symbol.kind == .largeOperator || symbol.kind == .integral {
            return largeOperatorBox(scalar, style: style)
        }
        // `\perp` and `\bot` share a key; the relation is unicode-math's ⟂, the symbol ⊥.
        if scalar == "\u{22A5}", symbol.kind == .relation { return characterBox("\u{27C2}", style: style, alphabet: alphabet) }
        return characterBox(scalar, style: style, alphabet: symbol.font == .normal ? alphabet : symbol.font)
    }

    /// Text (`\text`, operator names, the source of what cannot be typeset) in the text font
    /// (or the math font's upright letters), one glyph a character; a space is the font's space,
    /// as glue rather than a glyph.
    func textBox(_ text: String, style: MathStyle, bold: Bool = false) -> MathBox {
        let face: MathDisplayList.Face = bold ? .boldText(scriptLevel: style.scriptLevel) : .text(scriptLevel: style.scriptLevel)
        let font = font(face)
        var box = MathBox()
        for scalar in Self.texLigatures(text).unicodeScalars {
            let glyph = font.glyph(for: scalar) ?? self.font.glyph(for: scalar)
            guard let glyph, scalar != " " else {
                let space = font.glyph(for: " ").map { Double(font.advanceWidths[Int($0)]) } ?? Double(font.unitsPerEm) / 3
                box.append(.kern(space * size(style) / Double(font.unitsPerEm)))
                continue
            }
            box.append(glyphBox(glyph, scalar: scalar, style: style, face: font.glyph(for: scalar) != nil ? face : .math))
        }
        return box
    }

    /// TeX's input ligatures in text (fontspec's `Ligatures=TeX`): quotes and dashes typed in ASCII.
    static func texLigatures(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            func next(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
            switch (scalars[index], next(1), next(2)) {
            case ("-", "-", "-"): result.append("\u{2014}"); index += 3
            case ("-", "-", _): result.append("\u{2013}"); index += 2
            case ("`", "`", _): result.append("\u{201C}"); index += 2
            case ("'", "'", _): result.append("\u{201D}"); index += 2
            case ("\"", _, _): result.append("\u{201D}"); index += 1
            case ("`", _, _): result.append("\u{2018}"); index += 1
            case ("'", _, _): result.append("\u{2019}"); index += 1
            case (let scalar, _, _): result.append(scalar); index += 1
            }
        }
        return String(result)
    }

    /// The TeX class of an atom's node (The TeXbook, chapter 17; a `\left…\right` group is Inner
    /// by rule 19, a fraction ordinary: LaTeX's `\frac` wraps TeX's Inner `\over` in a group).
    func atomClass(of node: TeXNode) -> AtomClass {
        switch node {
        case .character(let scalar):
            if let known = MathAlphabet.asciiClass(scalar) { return known }
            return Self.atomClass(of: SymbolTable.symbol(for: scalar).kind)
        case .symbol(let symbol):
            return Self.atomClass(of: symbol.kind)
        case .scripts(let base, _, _):
            return atomClass(of: base)
        case .font(_, let argument), .limits(let argument, _):
            return atomClass(of: argument)
        case .sizedDelimiter(_, _, let kind):
            switch kind {
            case .ordinary: return .ordinary
            case .opening: return .opening
            case .closing: return .closing
            case .relation: return .relation
            }
        case .leftRight:
            return .inner
        case .environment(let name, _) where TableFormat(name).open != nil || TableFormat(name).close != nil:
            // pmatrix and its kin are `\left( … \right)` around the matrix.
            return .inner
        case .accent(let mark, _, _, _) where mark == "\u{23DE}" || mark == "\u{23DF}":
            // amsmath's braces are `\mathop`s, so their labels are limits.
            return .largeOperator
        case .operatorName:
            return .largeOperator
        case .stack(let base, _, _):
            // amsmath's `\overset` keeps a relation or binary base's class, else makes an ordinary atom.
            let baseClass = atomClass(of: base)
            return baseClass == .relation || baseClass == .binary || baseClass == .largeOperator ? baseClass : .ordinary
        default:
            return .ordinary
        }
    }

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
}
