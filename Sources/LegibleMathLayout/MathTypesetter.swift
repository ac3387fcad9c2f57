import LegibleMath

/// Lays TeX math out as TeX does (The TeXbook, Appendix G), with the font's OpenType `MATH`
/// constants in place of TeX's font parameters, as LuaTeX does.
///
/// ```swift
/// let typesetter = try MathTypesetter(font: try OpenTypeFont(bytes: latinModernMath))
/// let list = typesetter.layout(tex: #"\frac{a}{b}"#, display: true)
/// ```
///
/// Layout never fails: what it cannot typeset (an unknown command) is set as its source, in
/// glyphs marked ``MathDisplayList/Glyph/isError``. Time is linear in the formula; recursion is as
/// deep as the parser's tree, which LegibleMath's `TeXParser` bounds.
public struct MathTypesetter: Sendable {
    /// The math font.
    public let font: OpenTypeFont
    /// The fonts of text in math (`\text`, `\log`, `\mathrm`), as LaTeX sets it in the document's
    /// text font: for text size, script size and scriptscript size (the last one serves the
    /// sizes after it); the math font when there is none.
    public let textFonts: [OpenTypeFont]
    /// The bold text fonts (`\mathbf`, `\textbf`), by size likewise; the math font's bold
    /// alphabet when there is none.
    public let boldTextFonts: [OpenTypeFont]
    /// The italic (`\mathit`, `\textit`), sans-serif (`\mathsf`, `\textsf`) and monospace
    /// (`\mathtt`, `\texttt`) text fonts, by size likewise, as unicode-math sets those
    /// alphabets in the document's fonts; the math font's alphabet when there is none.
    public let italicTextFonts: [OpenTypeFont], sansSerifTextFonts: [OpenTypeFont], monospaceTextFonts: [OpenTypeFont]
    /// The size of text style, in points: TeX's 10 pt unless told otherwise.
    public let textSize: Double
    let math: MathTable

    /// A typesetter for the math font `font` at `textSize` points, with text in `textFonts`, bold
    /// in `boldTextFonts` and so on when given (Latin Modern Roman 10, 7 and 5, its italic 10, 7
    /// and 7, Latin Modern Sans and Mono 10, 8 and 8 go with Latin Modern Math, as LaTeX picks
    /// their optical sizes).
    /// - Throws: ``FontError/missingTable(_:)`` when the font has no `MATH` table.
    public init(font: OpenTypeFont, textFonts: [OpenTypeFont] = [], boldTextFonts: [OpenTypeFont] = [],
                italicTextFonts: [OpenTypeFont] = [], sansSerifTextFonts: [OpenTypeFont] = [], monospaceTextFonts: [OpenTypeFont] = [],
                textSize: Double = 10) throws {
        guard font.math != nil else { throw FontError.missingTable("MATH") }
        self.init(anyFont: font, textFaces: TextFaces(regular: textFonts, bold: boldTextFonts, italic: italicTextFonts,
                                                      sansSerif: sansSerifTextFonts, monospace: monospaceTextFonts), textSize: textSize)
    }

    /// A typesetter for any font, with or without a `MATH` table: one without is laid out with
    /// the constants MathML Core gives such a font and Unicode's delimiter pieces
    /// (``MathTable``'s fallback), letters the font lacks in its math alphabets taken from
    /// `textFaces` (the math italic from the italic face). This is how formulas are set where a
    /// platform has no math font: in its text font, as a browser lays out MathML in one.
    public init(anyFont font: OpenTypeFont, textFaces: TextFaces = TextFaces(), textSize: Double = 10) {
        self.font = font
        self.textFonts = textFaces.regular
        self.boldTextFonts = textFaces.bold
        self.italicTextFonts = textFaces.italic
        self.sansSerifTextFonts = textFaces.sansSerif
        self.monospaceTextFonts = textFaces.monospace
        self.textSize = textSize
        self.math = font.math ?? MathTable(fallbackFor: font)
    }

    /// The layout of `formula`, in display style when `display`.
    public func layout(_ formula: Formula, display: Bool) -> MathDisplayList {
        let box = row(formula.syntax, style: display ? .display : .text, alphabet: .normal)
        // TeX breaks an inline formula only at its outer level, and a display formula never.
        let (glyphs, rules) = box.flattened()
        return MathDisplayList(width: box.width, height: box.height, depth: box.depth, glyphs: glyphs, rules: rules,
                               breakpoints: display ? [] : box.breakpoints)
    }

    /// The layout of `tex` (math source without `$` delimiters), in display style when `display`;
    /// a caller with other outputs of the same formula parses it once as a `Formula`.
    public func layout(tex: String, display: Bool) -> MathDisplayList {
        layout(Formula(tex), display: display)
    }

    // MARK: - Sizes

    /// The font of `face`: a text face without a text font is the math font.
    public func font(_ face: MathDisplayList.Face) -> OpenTypeFont {
        let (fonts, level) = textFonts(face)
        return fonts.isEmpty ? font : fonts[min(max(0, level), fonts.count - 1)]
    }

    /// The face whose font draws `face`: itself, with its script level brought within its
    /// fonts (Latin Modern Roman italic's script and scriptscript sizes are one font), or the
    /// math font for a face without fonts.
    func drawingFace(_ face: MathDisplayList.Face) -> MathDisplayList.Face {
        let (fonts, level) = textFonts(face)
        let clamped = min(max(0, level), fonts.count - 1)
        switch face {
        case _ where fonts.isEmpty: return .math
        case .math: return .math
        case .text: return .text(scriptLevel: clamped)
        case .boldText: return .boldText(scriptLevel: clamped)
        case .italicText: return .italicText(scriptLevel: clamped)
        case .sansSerifText: return .sansSerifText(scriptLevel: clamped)
        case .monospaceText: return .monospaceText(scriptLevel: clamped)
        }
    }

    /// The text fonts of `face`, by size, and the script level it asks for (none for the math face).
    func textFonts(_ face: MathDisplayList.Face) -> (fonts: [OpenTypeFont], level: Int) {
        switch face {
        case .math: return ([], 0)
        case .text(let level): return (textFonts, level)
        case .boldText(let level): return (boldTextFonts, level)
        case .italicText(let level): return (italicTextFonts, level)
        case .sansSerifText(let level): return (sansSerifTextFonts, level)
        case .monospaceText(let level): return (monospaceTextFonts, level)
        }
    }

    /// The font size of `style`: text size, scaled down by the font's percentages in script styles.
    func size(_ style: MathStyle) -> Double {
        switch style.size {
        case .display, .text: return textSize
        case .script: return textSize * Double(math.constants[.scriptPercentScaleDown]) / 100
        case .scriptScript: return textSize * Double(math.constants[.scriptScriptPercentScaleDown]) / 100
        }
    }

    /// Points per font unit in `style`.
    func scale(_ style: MathStyle) -> Double { size(style) / Double(font.unitsPerEm) }

    /// A `MATH` constant in points at the size of `style` (LuaTeX takes each style's parameters
    /// from that style's font).
    func constant(_ name: MathConstant, _ style: MathStyle) -> Double { Double(math.constants[name]) * scale(style) }

    /// A length LaTeX gives in points (`\arraycolsep`, `\fboxsep`, `\baselineskip`), which are
    /// the 10 pt document's: at another text size the formula is that document's, scaled.
    func points(_ length: Double) -> Double { length * textSize / 10 }

    /// A math unit: an eighteenth of the em of `style`.
    func mu(_ style: MathStyle) -> Double { size(style) / 18 }

    /// The widths, in eighteenths of an em, that the parser gives the spaces LaTeX takes from
    /// the text font rather than in math units: `\ ` and `~` (the interword space, a third of
    /// an em in Latin Modern Roman), `\enspace`, `\quad` and `\qquad`. The math-unit spaces
    /// (`\, \: \; \!` and their names) are 3, 4 and 5 and their negatives.
    static let textSpaceWidths: Set<Int> = [6, 9, 18, 36]

    /// An explicit space of `width` eighteenths of an em: in math units of `style`, or for a
    /// text space the text size's, as TeX keeps the text font's size in scripts.
    func space(_ width: Int, style: MathStyle) -> Double {
        Double(width) * (Self.textSpaceWidths.contains(width) ? textSize / 18 : mu(style))
    }

    // MARK: - Rows

    /// One item of a row: an atom with its class, space that atoms do not see, or a style
    /// switch, which sets the style of the spacing after it.
    enum Item {
        case atom(AtomClass, MathBox)
        case kern(Double)
        case style(MathStyle)
    }

    /// A row of nodes laid out left to right with TeX's spacing between its atoms.
    func row(_ nodes: [TeXNode], style: MathStyle, alphabet: Alphabet) -> MathBox {
        var items: [Item] = []
        items.reserveCapacity(nodes.count)
        appendItems(of: nodes, style: style, alphabet: alphabet, to: &items)
        return hlist(items, style: style)
    }

    /// The items of a row of nodes in `style`, until a style switch (`\scriptstyle`) sets
    /// another for the rest of the row: its sizes, the placement of its scripts and its spacing.
    func appendItems(of nodes: [TeXNode], style: MathStyle, alphabet: Alphabet, to items: inout [Item]) {
        var style = style
        for (position, node) in nodes.enumerated() {
            if case .styleSwitch(let switched) = node {
                // TeX's style commands set the uncramped style, whatever the cramping around them.
                style = MathStyle(forcedBy: switched)
                items.append(.style(style))
            } else if case .group(let argument) = node, position > 0, case .symbol(let modulus) = nodes[position - 1],
                      modulus.key == "mod", modulus.kind == .prefixOperator {
                // amsmath's `\mod{m}` puts its argument in the row without the braces
                // (`\mod{-1}` has a binary minus); the tree keeps them, which group it in speech.
                appendItems(of: argument, style: style, alphabet: alphabet, to: &items)
            } else {
                appendItems(of: node, style: style, alphabet: alphabet, to: &items)
            }
        }
    }

    /// Joins items into one box, turning binary atoms without operands into ordinary ones and
    /// putting the inter-atom space of the table (The TeXbook, p. 170) between neighbours.
    /// The box's ``MathBox/breakpoints`` are where a line may break: after each relation and
    /// binary operator that another atom follows (The TeXbook, p. 173).
    func hlist(_ items: [Item], style: MathStyle) -> MathBox {
        var style = style
        var classes: [AtomClass] = []
        for case .atom(let atomClass, _) in items { classes.append(atomClass) }
        classes = AtomClass.resolvingBinaries(classes)
        var box = MathBox()
        var atomIndex = 0
        var lastBox: MathBox?
        var count = 0
        for (position, item) in items.enumerated() {
            switch item {
            case .kern(let width):
                box.append(.kern(width))
            case .style(let switched):
                style = switched
            case .atom(_, let atomBox):
                if atomIndex > 0 {
                    let space = AtomSpace.between(classes[atomIndex - 1], classes[atomIndex], in: style)
                    if space != .none { box.append(.kern(Double(space.mu) * mu(style))) }
                }
                atomIndex += 1
                box.append(atomBox)
                if atomIndex < classes.count, [.binary, .relation].contains(classes[atomIndex - 1]) {
                    box.breakpoints.append(box.width)
                }
                // Rule 17: a character's italic correction is kept after it (a scripted one's
                // went into placing its superscript), when another character follows: LuaTeX
                // leaves it out at the end of a list and before a box such as `\log`, and keeps
                // it only after Ord, Bin and Rel atoms (`\mathpunct{f}n`, `\int f` have none).
                if atomBox.keepsItalicCorrection, atomBox.italicCorrection > 0, position + 1 < items.count {
                    box.append(.kern(atomBox.italicCorrection))
                } else if [.ordinary, .binary, .relation].contains(classes[atomIndex - 1]),
                   atomBox.endsInCharacter, atomBox.italicCorrection > 0, position + 1 < items.count,
                   case .atom(_, let next) = items[position + 1], next.isCharacter {
                    box.append(.kern(atomBox.italicCorrection))
                }
                // A text font's letter (`\mathit{f}`) keeps its correction unless a letter of the
                // same font follows (TeX's rule 14 makes the two a word, rule 17 then adds none).
                if let face = textGlyphFace(atomBox), atomBox.italicCorrection > 0 {
                    var nextFace: MathDisplayList.Face?
                    if position + 1 < items.count, case .atom(_, let next) = items[position + 1] { nextFace = textGlyphFace(next) }
                    if nextFace != face { box.append(.kern(atomBox.italicCorrection)) }
                }
                lastBox = atomBox
            }
            count += 1
        }
        // A row of one atom keeps what scripts and accents need to know of it (unless that is
        // a text font's letter, which ends the row with its italic correction).
        if count == 1, var lastBox, textGlyphFace(lastBox) == nil || lastBox.italicCorrection == 0 {
            // What is inside a group or a fence is not broken: only this list's own breakpoints count.
            lastBox.breakpoints = []
            // TeX makes a group of one ordinary atom that atom; a group of any other (`{=}`) is
            // a sub-formula, no character to what is around it: no italic correction before it.
            if classes != [.ordinary] {
                lastBox.isCharacter = false
                lastBox.endsInCharacter = false
            }
            return lastBox
        }
        return box
    }

    /// The items `node` contributes to a row: usually one atom.
    func appendItems(of node: TeXNode, style: MathStyle, alphabet: Alphabet, to items: inout [Item]) {
        switch node {
        case .space(let width):
            items.append(.kern(space(width, style: style)))
        case .group(let nodes) where Self.parenthesizedModulus(nodes) != nil:
            appendParenthesizedModulus(Self.parenthesizedModulus(nodes)!, style: style, alphabet: alphabet, to: &items)
        case .group(let nodes):
            items.append(.atom(.ordinary, row(nodes, style: style, alphabet: alphabet)))
        case .styleSwitch:
            // A row sets its own style switches (``appendItems(of:style:alphabet:to:)`` for a
            // row of nodes); one reached by itself has no row after it to set.
            break
        case .symbol(let symbol) where symbol.key == "mod" && symbol.kind == .prefixOperator:
            // amsmath's `\mod`: its indent, "mod" (an ordinary atom) and `\,\,` before the
            // argument, which the row has after it.
            items += [.kern(modulusIndent(text: 12, style: style)), .atom(.ordinary, textBox("mod", style: style)), .kern(6 * mu(style))]
        case .symbol(let symbol) where symbol.key == "mod":
            // amsmath's `\bmod`: a binary "mod" whose medium spaces are replaced by 5mu kerns.
            let kern = Double(style.isScript ? 5 : 5 - AtomSpace.medium.mu) * mu(style)
            items += [.kern(kern), .atom(.binary, textBox("mod", style: style)), .kern(kern)]
        case .number(let digits) where digits.unicodeScalars.count > 1:
            // TeX reads a number digit by digit: each is an atom of its own.
            for digit in digits.unicodeScalars { items.append(.atom(.ordinary, characterBox(digit, style: style, alphabet: alphabet))) }
        case .scripts(.number(let digits), let sub, let sup) where digits.unicodeScalars.count > 1:
            // Scripts belong to the last digit only.
            let last = digits.unicodeScalars.last!
            appendItems(of: .number(String(digits.unicodeScalars.dropLast())), style: style, alphabet: alphabet, to: &items)
            items.append(.atom(.ordinary, scripts(base: .character(last), sub: sub, sup: sup, style: style, alphabet: alphabet)))
        case .font(_, let argument, .boldVersion):
            items.append(.atom(boldVersionClass(of: argument), boldVersionBox(argument, style: style)))
        case .font(let inner, let argument, let source):
            // A font applies to what is inside; the atoms keep their own classes.
            if case .group(let nodes) = argument {
                appendItems(of: nodes, style: style, alphabet: Alphabet(variant: inner, source: source), to: &items)
            } else {
                appendItems(of: argument, style: style, alphabet: Alphabet(variant: inner, source: source), to: &items)
            }
        default:
            items.append(.atom(atomClass(of: node), atom(node, style: style, alphabet: alphabet)))
        }
    }

    /// The argument of `\pmod`, when `nodes` are what the parser makes of it: a quad, `(`,
    /// `\bmod`, the argument, `)`.
    static func parenthesizedModulus(_ nodes: [TeXNode]) -> TeXNode? {
        guard nodes.count == 5, case .space = nodes[0], case .character("(") = nodes[1], case .symbol(let mod) = nodes[2],
              mod.key == "mod", case .character(")") = nodes[4] else { return nil }
        return nodes[3]
    }

    /// amsmath's `\pmod{n}`: its indent, then "(mod", 6mu, the argument and ")", each an atom
    /// of the row, the argument's own atoms too (`\pmod{-1}` has a binary minus).
    func appendParenthesizedModulus(_ argument: TeXNode, style: MathStyle, alphabet: Alphabet, to items: inout [Item]) {
        items.append(.kern(modulusIndent(text: 8, style: style)))
        items.append(.atom(.opening, characterBox("(", style: style, alphabet: alphabet)))
        items.append(.atom(.ordinary, textBox("mod", style: style)))
        items.append(.kern(6 * mu(style)))
        if case .group(let nodes) = argument {
            appendItems(of: nodes, style: style, alphabet: alphabet, to: &items)
        } else {
            appendItems(of: argument, style: style, alphabet: alphabet, to: &items)
        }
        items.append(.atom(.closing, characterBox(")", style: style, alphabet: alphabet)))
    }

    /// The kern amsmath's `\pmod` and `\mod` start with: 18mu in a display (`\if@display`),
    /// else `text` mu (8 and 12). A display here is display style; LaTeX's `\if@display` is
    /// also true in the smaller styles of a display and false in `\hbox{$\displaystyle …$}`.
    func modulusIndent(text: Int, style: MathStyle) -> Double {
        Double(style.size == .display ? 18 : text) * mu(style)
    }

    /// The box of one atom's node.
    func atom(_ node: TeXNode, style: MathStyle, alphabet: Alphabet) -> MathBox {
        switch node {
        case .character(let scalar):
            return characterBox(scalar, style: style, alphabet: alphabet)
        case .number(let digits):
            guard digits.unicodeScalars.count > 1 else {
                return digits.unicodeScalars.first.map { characterBox($0, style: style, alphabet: alphabet) } ?? MathBox()
            }
            var items: [Item] = []
            appendItems(of: node, style: style, alphabet: alphabet, to: &items)
            return hlist(items, style: style)
        case .symbol(let symbol):
            return symbolBox(symbol, style: style, alphabet: alphabet)
        case .group(let nodes):
            return row(nodes, style: style, alphabet: alphabet)
        case .font(_, let argument, .boldVersion):
            return boldVersionBox(argument, style: style)
        case .font(let inner, let argument, let source):
            return atom(argument, style: style, alphabet: Alphabet(variant: inner, source: source))
        case .scripts(let base, let sub, let sup):
            return scripts(base: base, sub: sub, sup: sup, style: style, alphabet: alphabet)
        case .fraction(let numerator, let denominator, let kind):
            return fraction(numerator: numerator, denominator: denominator, kind: kind, style: style, alphabet: alphabet)
        case .styled(let forced, let inner):
            // TeX's style commands set the uncramped style, whatever the cramping around them.
            return atom(inner, style: MathStyle(forcedBy: forced), alphabet: alphabet)
        case .radical(let index, let radicand):
            return radical(index: index, radicand: radicand, style: style, alphabet: alphabet)
        case .leftRight(let open, let body, let close):
            return leftRight(open: open, body: body, close: close, style: style, alphabet: alphabet)
        case .accent(let mark, let base, let below, let stretchy):
            return accent(mark, base: base, below: below, stretchy: stretchy, style: style, alphabet: alphabet)
        case .limits(let base, _):
            return atom(base, style: style, alphabet: alphabet)
        case .sizedDelimiter(let delimiter, _, .middle):
            // A `\middle` outside `\left…\right` (a TeX error) is its delimiter as written.
            return delimiter.map { atom($0, style: style, alphabet: alphabet) } ?? MathBox()
        case .sizedDelimiter(let delimiter, let size, _):
            return sizedDelimiter(delimiter, size: size)
        case .stack(let base, let over, let under, let isRelation):
            var baseBox = atom(base, style: style, alphabet: alphabet)
            // `\stackrel` sets its base as `\mathop{…}`; when that is one ordinary character,
            // TeX's group becomes the character itself, which rule 13 centres on the axis
            // (`\stackrel{a}{b}` lowers the b). A relation (`=`) stays a list, on its baseline,
            // as does anything after `\overset`'s `\kern0pt`.
            if isRelation, Self.isOneCharacter(base), atomClass(of: base) == .ordinary {
                baseBox = centredOnAxis(baseBox, style: style)
            }
            return limits(base: baseBox, over: over, under: under, style: style, alphabet: alphabet)
        case .text(let text):
            return textBox(text, style: style, face: textFace(alphabet, style: style), shaped: true)
        case .framed(let content):
            return framed(content, alphabet: alphabet)
        case .operatorName(let name, _):
            return textBox(name, style: style)
        case .environment(let name, let rows, let columns, let horizontalRules):
            return environment(name, rows: rows, columns: columns, horizontalRules: horizontalRules, style: style, alphabet: alphabet)
        case .space(let width):
            return .kern(space(width, style: style))
        case .unknownCommand(let name):
            var box = textBox("\\" + name, style: style)
            box.markAsError()
            return box
        case .empty, .styleSwitch:
            return MathBox()
        }
    }

    /// Whether `node` is one character (a letter, a digit, a symbol), not a list or a word.
    static func isOneCharacter(_ node: TeXNode) -> Bool {
        switch node {
        case .character: return true
        case .symbol(let symbol): return symbol.key.unicodeScalars.count == 1
        case .number(let digits): return digits.unicodeScalars.count == 1
        default: return false
        }
    }
}
