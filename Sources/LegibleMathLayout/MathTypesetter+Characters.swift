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
        } else if font.italicAngle != 0, let bounds = font.controlBounds[Int(glyph)] {
            // A text font has no italic corrections of its own: luaotfload's `itlc` feature gives
            // a slanted font's glyphs how far their outline passes the advance, plus half the
            // underline thickness.
            let overhang = bounds.maxX - Double(font.advanceWidths[Int(glyph)]) + Double(font.underlineThickness) / 2
            box.italicCorrection = max(0, overhang) * scale
        }
        box.isSingleGlyph = true
        return box
    }

    /// The face of a box that is one glyph of a text font, or nil.
    func textGlyphFace(_ box: MathBox) -> MathDisplayList.Face? {
        guard box.isSingleGlyph, !box.isCharacter, let face = box.firstGlyphFace, face != .math else { return nil }
        return face
    }

    /// The glyph the font has for `scalar` in `style` (its `ssty` alternate in script styles); a
    /// character the font lacks is drawn as its `.notdef` glyph, never dropped.
    func glyph(for scalar: Unicode.Scalar, style: MathStyle) -> UInt16 {
        font.glyph(font.glyph(for: scalar) ?? 0, scriptLevel: style.scriptLevel)
    }

    /// The text face of the alphabets unicode-math sets in the document's text fonts (`\mathrm`,
    /// `\mathbf`, `\mathit`, `\mathsf`, `\mathtt`), or nil for those of the math font.
    func textFace(_ alphabet: Alphabet, style: MathStyle) -> MathDisplayList.Face? {
        let level = style.scriptLevel
        guard alphabet.source == .textFace else { return nil }
        switch alphabet.variant {
        case .upright: return .text(scriptLevel: level)
        case .bold: return .boldText(scriptLevel: level)
        case .italic: return .italicText(scriptLevel: level)
        case .sansSerif: return .sansSerifText(scriptLevel: level)
        case .monospace: return .monospaceText(scriptLevel: level)
        default: return nil
        }
    }

    /// A math character: TeX's ASCII substitutes (`-` is a minus sign), then the alphabet. ASCII
    /// letters and digits of the alphabets of ``textFace(_:style:)`` come from the text fonts
    /// when there are some.
    ///
    func characterBox(_ scalar: Unicode.Scalar, style: MathStyle, alphabet: Alphabet) -> MathBox {
        if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar),
           let face = textFace(alphabet, style: style), !textFonts(face).fonts.isEmpty, let glyph = font(face).glyph(for: scalar) {
            return glyphBox(glyph, scalar: scalar, style: style, face: face)
        }
        let mathScalar = MathAlphabet.styled(MathAlphabet.mathCharacter(scalar), alphabet.variant)
        // A text font in place of a math font may lack the math alphabets: their letters come
        // from the text face of the same style (the math italic from the italic face).
        if font.glyph(for: mathScalar) == nil, mathScalar != scalar, scalar.isASCII,
           let face = textFace(Alphabet(variant: alphabet.variant == .normal && scalar.properties.isAlphabetic ? .italic : alphabet.variant,
                                        source: .textFace), style: style),
           !textFonts(face).fonts.isEmpty, let glyph = self.font(face).glyph(for: scalar) {
            return glyphBox(glyph, scalar: scalar, style: style, face: face)
        }
        let shown = font.glyph(for: mathScalar) != nil ? mathScalar : scalar
        return glyphBox(glyph(for: shown, style: style), scalar: shown, style: style)
    }

    /// amsmath's `\boldsymbol{…}` and bm's `\bm{…}`: its argument set in the math font's bold
    /// version, as a new formula in a box of its own, so a character inside keeps its italic
    /// correction to itself and scripts attach to a box. unicode-math has a bold version only
    /// when a bold math font is loaded: Latin Modern Math has none, so LuaTeX sets the argument
    /// in the normal version, in the normal alphabet, and so does this typesetter. In that
    /// version `\mathrm` is the math font's upright alphabet, where `\mathbf` stays the text
    /// font's bold: LuaTeX sets `\boldsymbol{\mathrm{A}}` in Latin Modern Math and
    /// `\boldsymbol{\mathbf{A}}` in Latin Modern Roman's bold.
    func boldVersionBox(_ argument: TeXNode, style: MathStyle) -> MathBox {
        var box = MathBox()
        box.append(atom(Self.inBoldVersion(argument), style: style, alphabet: .normal))
        box.italicCorrection = 0
        return box
    }

    /// `node` with its `\mathrm`s (through its groups) taken from the math font's upright
    /// alphabet, as the bold version takes them (see ``boldVersionBox(_:style:)``). The parser's
    /// nesting limit bounds the recursion.
    static func inBoldVersion(_ node: TeXNode) -> TeXNode {
        switch node {
        case .font(.upright, let inner, .textFace): .font(.upright, inBoldVersion(inner), .mathAlphabet)
        case .group(let nodes): .group(nodes.map(inBoldVersion))
        default: node
        }
    }

    /// The class of `\boldsymbol{…}`: amsmath's `\math@atom` keeps a binary operator or a
    /// relation as such and makes anything else ordinary.
    func boldVersionClass(of argument: TeXNode) -> AtomClass {
        let inner = atomClass(of: argument)
        return inner == .binary || inner == .relation ? inner : .ordinary
    }

    /// A command's symbol: a named function (`\sin`) is set upright as a word; any other symbol
    /// is its character.
    func symbolBox(_ symbol: MathSymbol, style: MathStyle, alphabet: Alphabet) -> MathBox {
        let scalars = symbol.key.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return textBox(symbol.key, style: style) }
        if symbol.kind == .largeOperator || symbol.kind == .integral {
            return largeOperatorBox(scalar, style: style)
        }
        return characterBox(scalar, style: style, alphabet: symbol.font == .normal ? alphabet : Alphabet(variant: symbol.font, source: .mathAlphabet))
    }

    /// Text (`\text`, operator names, the source of what cannot be typeset) in the text font
    /// (or the math font's upright letters); a space is the font's space, as glue rather than a
    /// glyph. When `shaped` (text mode: `\text{…}`), with the font's ligatures and kerning, as
    /// LuaTeX sets text; a word of math such as `\log` is letters of math, and has neither.
    func textBox(_ text: String, style: MathStyle, face requested: MathDisplayList.Face? = nil, shaped: Bool = false) -> MathBox {
        // A face without fonts of its own is set in the regular text font.
        let regular = MathDisplayList.Face.text(scriptLevel: style.scriptLevel)
        let face = requested.map { textFonts($0).fonts.isEmpty ? regular : $0 } ?? regular
        let font = font(face)
        let scale = size(style) / Double(font.unitsPerEm)
        var box = MathBox()
        // A run of characters of the text font, shaped together.
        var run: [(glyph: UInt16, scalar: Unicode.Scalar)] = []
        func setRun() {
            let glyphs = shaped ? font.ligatures.apply(to: run.map(\.glyph)) : run.enumerated().map { ($0.element.glyph, $0.offset) }
            for (index, item) in glyphs.enumerated() {
                box.append(glyphBox(item.glyph, scalar: run[item.source].scalar, style: style, face: face))
                if shaped, index + 1 < glyphs.count {
                    let kern = font.kerning.adjustment(item.glyph, glyphs[index + 1].glyph)
                    if kern != 0 { box.append(.kern(Double(kern) * scale)) }
                }
            }
            run = []
        }
        // TeX's space factor in text: a space after the end of a sentence is wider, by the
        // font's extra space, which luaotfload makes a third of the space (fontspec gives a
        // monospace font none).
        var spaceFactor = 1000
        let extraSpaceShare: Double
        if case .monospaceText = face { extraSpaceShare = 0 } else { extraSpaceShare = shaped ? 1.0 / 3 : 0 }
        for scalar in Self.texLigatures(text).unicodeScalars {
            if scalar != " " { spaceFactor = Self.spaceFactor(after: scalar, current: spaceFactor) }
            if scalar != " ", let glyph = font.glyph(for: scalar) {
                run.append((glyph, scalar))
                continue
            }
            setRun()
            if scalar != " ", let glyph = self.font.glyph(for: scalar) {
                box.append(glyphBox(glyph, scalar: scalar, style: style, face: .math))
            } else {
                let space = font.glyph(for: " ").map { Double(font.advanceWidths[Int($0)]) } ?? Double(font.unitsPerEm) / 3
                // From a space factor of 2000, TeX adds the extra space.
                box.append(.kern((space + (spaceFactor >= 2000 ? space * extraSpaceShare : 0)) * scale))
            }
        }
        setRun()
        return box
    }

    /// TeX's space factor after `scalar` in text, from `current`: LaTeX's `\nonfrenchspacing`
    /// codes (3000 after `.`, `?` and `!`, 2000 after `:`, 1500 after `;`, 1250 after `,`, 999
    /// after a capital, so "U.S. " is not a sentence's end; `)`, `]` and `'` keep what was before
    /// them), which rise from below 1000 only to 1000 (The TeXbook, p. 76).
    static func spaceFactor(after scalar: Unicode.Scalar, current: Int) -> Int {
        let code: Int
        switch scalar {
        case ".", "?", "!": code = 3000
        case ":": code = 2000
        case ";": code = 1500
        case ",": code = 1250
        case ")", "]", "'", "\u{2019}": code = 0
        default: code = scalar.properties.isUppercase ? 999 : 1000
        }
        if code == 0 { return current }
        return code > 1000 && current < 1000 ? 1000 : code
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
            if let known = MathAlphabet.texClass(scalar) { return known }
            return Self.atomClass(of: SymbolTable.symbol(for: scalar).kind)
        case .symbol(let symbol):
            // A command's ASCII key (`\colon`'s `:`) is not the ASCII character's class.
            if symbol.key.unicodeScalars.count == 1, let scalar = symbol.key.unicodeScalars.first, !scalar.isASCII,
               let known = MathAlphabet.texClass(scalar) { return known }
            return Self.atomClass(of: symbol.kind)
        case .scripts(let base, _, _):
            return atomClass(of: base)
        case .font(_, let argument, .boldVersion):
            return boldVersionClass(of: argument)
        case .font(_, let argument, _), .limits(let argument, _), .framed(let argument):
            return atomClass(of: argument)
        case .sizedDelimiter(let delimiter, _, let kind):
            switch kind {
            case .ordinary: return .ordinary
            case .opening: return .opening
            case .closing: return .closing
            case .relation: return .relation
            // A `\middle` outside `\left…\right` (a TeX error) is its delimiter as written; the
            // pair's own list gives the ones inside it their class.
            case .middle: return delimiter.map { atomClass(of: $0) } ?? .ordinary
            }
        case .leftRight:
            return .inner
        case .environment(let name, _, _, _) where TableFormat(name).open != nil || TableFormat(name).close != nil:
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
            // amsmath's `\overset` keeps a relation or binary base's class, else makes an ordinary
            // atom, even of an operator (`\underset{i}{\operatorname{lcm}}`: its `\mathop` is
            // in a group); a brace with its label is the operator amsmath makes it.
            let baseClass = atomClass(of: base)
            if case .accent = base, baseClass == .largeOperator { return baseClass }
            return baseClass == .relation || baseClass == .binary ? baseClass : .ordinary
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
