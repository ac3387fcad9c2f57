import LegibleMath

extension MathTypesetter {
    /// TeX's `\delimiterfactor` (901: a delimiter may be 90.1% of what it encloses) and
    /// `\delimitershortfall` (5 pt short of it), as plain TeX and LaTeX set them.
    static let delimiterFactor = 0.901, delimiterShortfall = 5.0

    /// Rule 19: `\left … \right` makes an Inner atom; each delimiter covers the inner list's
    /// extent either side of the math axis (by TeX's factor and shortfall), centred on the axis.
    ///
    /// e-TeX's `\middle` delimiters between them are fences of the same list: sized with the
    /// pair by what is between the fences, a closing atom to the spacing on either side, and
    /// like an opening one to a binary operator after it, which has no left operand (e-TeX's
    /// first pass over the list takes a `\middle` for a `\right` and then for a `\left`).
    func leftRight(open: TeXNode?, body: [TeXNode], close: TeXNode?, style: MathStyle, alphabet: Alphabet) -> MathBox {
        var items: [Item] = []
        var middles: [(position: Int, delimiter: TeXNode?)] = []
        var afterMiddle = false
        for node in body {
            if case .sizedDelimiter(let delimiter, _, .middle) = node {
                middles.append((items.count, delimiter))
                afterMiddle = true
                continue
            }
            let start = items.count
            appendItems(of: node, style: style, alphabet: alphabet, to: &items)
            // The first atom after a `\middle` (spaces between them do not count).
            guard afterMiddle, let first = items[start...].firstIndex(where: { if case .atom = $0 { true } else { false } }) else { continue }
            afterMiddle = false
            if case .atom(.binary, let box) = items[first] { items[first] = .atom(.ordinary, box) }
        }
        let size = delimiterSize(enclosing: hlist(items, style: style), style: style)
        func fence(_ node: TeXNode?) -> MathBox {
            guard let scalar = node.flatMap(Self.delimiterScalar) else { return .kern(Self.nullDelimiterSpace) }
            return delimiter(scalar, size: size, style: style)
        }
        var fenced: [Item] = [.atom(.opening, fence(open))]
        fenced.reserveCapacity(items.count + middles.count + 2)
        var middle = middles.startIndex
        for (position, item) in items.enumerated() {
            while middle < middles.endIndex, middles[middle].position == position {
                fenced.append(.atom(.closing, fence(middles[middle].delimiter)))
                middle += 1
            }
            fenced.append(item)
        }
        for (_, delimiter) in middles[middle...] { fenced.append(.atom(.closing, fence(delimiter))) }
        fenced.append(.atom(.closing, fence(close)))
        return hlist(fenced, style: style)
    }

    /// amsmath's `\big` (size 1), `\Big`, `\bigg`, `\Bigg` (4): `\left` with a `\vcenter` as tall as
    /// 1, 1.5, 2 or 2.5 times `\big@size` (1.2 times the height plus depth of the text font's `(`),
    /// and `\right.`, no null delimiter space. amsmath sets it in text style inside an `\hbox`, so it
    /// keeps its text size in scripts; the box is as tall as the `\vcenter` or the delimiter.
    func sizedDelimiter(_ node: TeXNode?, size: Int) -> MathBox {
        let style = MathStyle.text
        let parenthesis = glyphBox(glyph(for: "(", style: style), scalar: "(", style: style)
        let height = Double(size + 1) / 2 * 1.2 * (parenthesis.height + parenthesis.depth)
        let axis = constant(.axisHeight, style)
        var box = node.flatMap(Self.delimiterScalar).map {
            delimiter($0, size: max(height * Self.delimiterFactor, height - Self.delimiterShortfall), style: style)
        } ?? MathBox()
        box.height = max(box.height, height / 2 + axis)
        box.depth = max(box.depth, height / 2 - axis)
        // A box, not a character: its scripts hang from its corners (rule 18a).
        box.isSingleGlyph = false
        return box
    }

    /// How tall delimiters around `inner` must be: its extent either side of the axis, less TeX's
    /// delimiter factor or shortfall, whichever leaves more.
    func delimiterSize(enclosing inner: MathBox, style: MathStyle) -> Double {
        let axis = constant(.axisHeight, style)
        let half = max(inner.height - axis, inner.depth + axis)
        return max(2 * half * Self.delimiterFactor, 2 * half - Self.delimiterShortfall)
    }

    /// The character a delimiter node stands for; `<` and `>` are angle brackets, as in TeX.
    static func delimiterScalar(_ node: TeXNode) -> Unicode.Scalar? {
        let scalar: Unicode.Scalar?
        switch node {
        case .character(let character): scalar = character
        case .symbol(let symbol): scalar = symbol.key.unicodeScalars.count == 1 ? symbol.key.unicodeScalars.first : nil
        default: scalar = nil
        }
        switch scalar {
        case "<": return "\u{27E8}"
        case ">": return "\u{27E9}"
        default: return scalar
        }
    }

    /// A delimiter at least `size` points tall overall, centred on the math axis. It is a box,
    /// not a character: no italic correction is put before it (rule 17 sees a fence as the end
    /// of the list, as LuaTeX does with its fence nodes).
    func delimiter(_ scalar: Unicode.Scalar, size: Double, style: MathStyle) -> MathBox {
        var box = centredOnAxis(stretchedVertically(scalar, size: size, style: style), style: style)
        box.isCharacter = false
        box.endsInCharacter = false
        return box
    }

    /// `box` raised or lowered so that its middle is on the math axis (rules 13 and 19).
    func centredOnAxis(_ box: MathBox, style: MathStyle) -> MathBox {
        var box = box
        let shift = constant(.axisHeight, style) - (box.height - box.depth) / 2
        box.raiseItems(by: shift)
        box.height += shift
        box.depth -= shift
        return box
    }

    /// The glyph of `scalar` at least `size` points tall: the character itself when it is, else
    /// the first vertical variant that is, else an assembly of its parts, else the largest
    /// variant there is.
    ///
    /// TeX's delimiter search (tex.web's `var_delimiter`) tries the character before its larger
    /// sizes, LuaTeX's too where the font's variants leave it out: DejaVu Serif's `MATH` table
    /// lists no variants of `(`, only pieces that make 2.4 em at the least, and `\left(x\right)`
    /// is its own `(`.
    func stretchedVertically(_ scalar: Unicode.Scalar, size: Double, style: MathStyle) -> MathBox {
        let base = glyph(for: scalar, style: style)
        let scale = scale(style)
        let character = glyphBox(base, scalar: scalar, style: style)
        guard let construction = math.verticalVariants[base], character.height + character.depth < size else { return character }
        let target = Int((size / scale).rounded(.up))
        if let variant = construction.variants.first(where: { $0.advance >= target }) ?? (construction.assembly == nil ? construction.variants.last : nil) {
            return glyphBox(variant.glyph, scalar: scalar, style: style)
        }
        guard let assembly = construction.assembly else { return character }
        let (parts, length) = assembly.laidOut(target: size / scale, minOverlap: math.minConnectorOverlap)
        var box = MathBox()
        for part in parts {
            var piece = glyphBox(part.glyph, scalar: scalar, style: style)
            box.width = max(box.width, piece.width)
            piece.isSingleGlyph = false
            // Parts stack by their extents: each one's lowest ink sits where the one below ends.
            box.place(piece, x: 0, y: part.offset * scale + piece.depth)
        }
        box.height = length * scale
        box.italicCorrection = Double(assembly.italicCorrection) * scale
        return box
    }

    /// The glyph of `scalar` at least `width` points wide (accents, braces, arrows), by the same
    /// steps as ``stretchedVertically(_:size:style:)``; nil when the font cannot widen it.
    func stretchedHorizontally(_ scalar: Unicode.Scalar, width: Double, style: MathStyle) -> MathBox? {
        let base = glyph(for: scalar, style: style)
        let scale = scale(style)
        guard let construction = math.horizontalVariants[base] else { return nil }
        let target = Int((width / scale).rounded(.up))
        if let variant = construction.variants.first(where: { $0.advance >= target }) ?? (construction.assembly == nil ? construction.variants.last : nil) {
            return glyphBox(variant.glyph, scalar: scalar, style: style)
        }
        guard let assembly = construction.assembly else { return nil }
        let (parts, length) = assembly.laidOut(target: width / scale, minOverlap: math.minConnectorOverlap)
        var box = MathBox()
        for part in parts {
            let piece = glyphBox(part.glyph, scalar: scalar, style: style)
            box.height = max(box.height, piece.height)
            box.depth = max(box.depth, piece.depth)
            box.place(piece, x: part.offset * scale, y: 0)
        }
        box.width = length * scale
        return box
    }
}
