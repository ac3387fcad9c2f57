/// Builds the MathML of a semantic tree (see ``MathMLWriter``): one element per node, `mrow`s
/// where the tree groups.
///
/// The walk recurses over the semantic tree, whose depth the parser bounds.
struct MathMLMarkup {
    private(set) var output = ""

    // MARK: - Markup

    mutating func open(_ tagWithAttributes: String) {
        output += "<" + tagWithAttributes + ">"
    }

    mutating func close(_ tag: String) {
        output += "</" + tag + ">"
    }

    /// Text with `&`, `<` and `>` escaped.
    mutating func text(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\u{2061}": output += "&#x2061;"
            case "\u{2062}": output += "&#x2062;"
            case "\u{00A0}": output += "&#xA0;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    private mutating func token(_ tag: String, _ content: String, attributes: String = "") {
        open(attributes.isEmpty ? tag : tag + " " + attributes)
        text(content)
        close(tag)
    }

    private mutating func row(_ body: (inout MathMLMarkup) -> Void) {
        open("mrow")
        body(&self)
        close("mrow")
    }

    private mutating func operatorToken(_ symbol: String) {
        // `\perp` is unicode-math's ⟂, which TeX draws; MathML's `&perp;` (and MathJax's
        // `\perp`) is U+22A5, which readers know as the relation.
        token("mo", symbol == "\u{27C2}" ? "\u{22A5}" : symbol)
    }

    /// Function application, U+2061, which tells a reader that `f` is applied to `(x)`.
    private mutating func functionApplication() {
        operatorToken("\u{2061}")
    }

    /// Invisible times, U+2062, which tells a reader that `x (y + 1)` is a product.
    private mutating func invisibleTimes() {
        operatorToken("\u{2062}")
    }

    // MARK: - Nodes

    /// The element for `node` as one of several in an `mrow`, after the space written before it.
    private mutating func rowElement(for node: SemanticNode) {
        if node.spaceBefore == SemanticNode.wordSpace {
            // `~` and `\ ` are a word space, which MathJax writes as text: a reader hears
            // `12~345` as one grouped number and `n\ BD` as words side by side, not as a product.
            token("mtext", "\u{00A0}")
        } else if node.spaceBefore > 0 {
            // Math units are eighteenths of an em; three decimals keep the output short.
            let em = (Double(node.spaceBefore) / 18 * 1000).rounded() / 1000
            open("mspace width=\"\(em)em\"/")
        }
        element(for: node)
    }

    /// The element for `node`, in an `mstyle` that sets the node's style when TeX sets it in one
    /// of its own (``SemanticNode/style``).
    mutating func element(for node: SemanticNode) {
        guard let style = node.style else {
            unstyledElement(for: node)
            return
        }
        open("mstyle " + Self.attributes(of: style))
        unstyledElement(for: node)
        close("mstyle")
    }

    /// The `displaystyle` and `scriptlevel` that set `style`, as MathJax writes them: the
    /// script level TeX's style sets, whatever the level around (a `\dfrac` in an exponent is
    /// as large as in the line), and display style only for display style. A browser then draws
    /// a `\dfrac` as tall as in display math, and the limits of `{\displaystyle \sum}` under and
    /// over it, where MathML's own style of the place (an inline formula, a numerator) would
    /// draw the fraction small and the limits as scripts.
    static func attributes(of style: TeXStyle) -> String {
        switch style {
        case .display: return #"displaystyle="true" scriptlevel="0""#
        case .text: return #"displaystyle="false" scriptlevel="0""#
        case .script: return #"displaystyle="false" scriptlevel="1""#
        case .scriptScript: return #"displaystyle="false" scriptlevel="2""#
        }
    }

    /// The element for `node`, whatever its style.
    private mutating func unstyledElement(for node: SemanticNode) {
        switch node.type {
        case .identifier:
            identifier(node)
        case .number:
            token("mn", MathAlphanumerics.styled(node.key, font: node.font))
        case .text:
            text(node)
        case .unknownCommand:
            token("mtext", "\\" + node.key)
        case .empty:
            row { _ in }
        case .function, .limitFunction:
            token("mi", node.key)
        case .operator, .relation, .punctuation, .fence, .largeOperator, .integralSign, .ellipsis,
             .prefixSymbol, .postfixSymbol, .other:
            operatorToken(node.key)
        case .infix, .relationSequence, .punctuated:
            operation(node)
        case .prefix:
            row { $0.element(for: node.operators[0]); $0.element(for: node.first) }
        case .postfix:
            postfix(node)
        case .fenced:
            fenced(node.first, open: node.operators.first, close: node.operators.count > 1 ? node.operators[1] : nil)
        case .fraction:
            fraction(node)
        case .mixedNumber:
            row { $0.element(for: node.first); $0.element(for: node.second) }
        case .repeatingDecimal:
            row { markup in
                markup.token("mn", node.first.key)
                markup.open("mover accent=\"true\"")
                markup.token("mn", node.second.key)
                markup.operatorToken("\u{00AF}")
                markup.close("mover")
            }
        case .squareRoot:
            open("msqrt")
            element(for: node.first)
            close("msqrt")
        case .root:
            open("mroot")
            element(for: node.second)
            element(for: node.first)
            close("mroot")
        case .superscript, .subscript, .subSuperscript:
            scripts(node, tags: ("msup", "msub", "msubsup"))
        case .underscript, .overscript, .underOverscript:
            underOver(node)
        case .bigOperator:
            bigOperator(node)
        case .integral:
            integral(node)
        case .application:
            row { markup in
                markup.element(for: node.first)
                // A fenced function, `(f * g)(x)`, is applied by position alone: SRE garbles the
                // fences when U+2061 follows them, and the argument's fences already say it.
                if node.first.type != .fenced { markup.functionApplication() }
                markup.rowElement(for: node.second)
            }
        case .table:
            table(node)
        case .row, .textRun:
            row { markup in for child in node.children { markup.rowElement(for: child) } }
        }
    }

    /// A letter or a word. A single upright letter needs `mathvariant="normal"`, since MathML
    /// sets single letters italic; capital Greek letters and symbols such as ∞ are upright in TeX.
    private mutating func identifier(_ node: SemanticNode) {
        let key = node.key
        let single = key.unicodeScalars.count == 1
        if node.font == .upright || (node.font == .normal && single && Self.isUprightByDefault(key)) {
            token("mi", key, attributes: single ? "mathvariant=\"normal\"" : "")
            return
        }
        if node.font == .normal || (single && node.font == .italic) {
            // MathML sets a single letter italic and a word upright, as TeX does.
            token("mi", key)
            return
        }
        token("mi", MathAlphanumerics.styled(key, font: node.font))
    }

    /// Text. MathML Core has no font variants for text, so CSS carries `\textbf` and its kin; a
    /// single letter or digit in a font (`\textbf{y}`, a vector) is the mathematical alphanumeric
    /// as well, so that a reader hears the font ("bold y"), as it does for `\mathbf{y}`. A word
    /// keeps its letters, which a reader can pronounce.
    private mutating func text(_ node: SemanticNode) {
        let style = Self.textStyle(node.font).map { "style=\"\($0)\"" } ?? ""
        let single = node.key.unicodeScalars.count == 1
        token("mtext", single ? MathAlphanumerics.styled(node.key, font: node.font) : node.key, attributes: style)
    }

    /// Capital Greek letters and symbols used as letters (∞, ∅, ⊤, ∇), which TeX sets upright;
    /// not ∂, which TeX sets italic.
    private static func isUprightByDefault(_ key: String) -> Bool {
        guard let scalar = key.unicodeScalars.first else { return false }
        if (0x391...0x3A9).contains(scalar.value) { return true }
        return !scalar.properties.isAlphabetic && scalar != "∂"
    }

    /// The CSS that sets text in `font`, or nil for plain text.
    private static func textStyle(_ font: MathVariant) -> String? {
        switch font {
        case .bold: return "font-weight: bold"
        case .italic: return "font-style: italic"
        case .boldItalic: return "font-weight: bold; font-style: italic"
        case .monospace: return "font-family: monospace"
        case .sansSerif: return "font-family: sans-serif"
        default: return nil
        }
    }

    /// The character MathML draws an accent with: `\overline` and `\underline` are a horizontal
    /// bar (U+2015) that stretches, as MathJax writes them.
    private static func accentCharacter(_ mark: String) -> String {
        mark == "\u{203E}" || mark == "_" ? "\u{2015}" : mark
    }

    /// Operands joined by operators, or side by side (implied multiplication).
    private mutating func operation(_ node: SemanticNode) {
        row { markup in
            for (index, child) in node.children.enumerated() {
                if index > 0 {
                    if node.type == .infix, node.role == .implicit {
                        // Factors stand side by side, as MathJax writes them; a side condition or
                        // a modulus is set apart by a space, which also tells a reader it is no factor.
                        if child.isAsideFromProduct || node.children[index - 1].isAsideFromProduct {
                            if child.type != .ellipsis, node.children[index - 1].type != .ellipsis, child.spaceBefore == 0 {
                                markup.open("mspace width=\"0.5em\"/")
                            }
                        } else if child.fenceLeaf != nil || child.core.type == .fenced {
                            // Before a fenced factor, invisible times says it is no argument.
                            markup.invisibleTimes()
                        }
                    } else if index - 1 < node.operators.count {
                        markup.element(for: node.operators[index - 1])
                    }
                }
                if node.type == .infix, node.role == .implicit, child.type == .postfix, child.role != .evaluation,
                   child.spaceBefore == 0 {
                    // A factorial among factors stands in the product's row, as MathJax writes it:
                    // in an `mrow` of its own a reader takes `j! h^j` for a simple denominator.
                    markup.element(for: child.first)
                    for mark in child.operators { markup.element(for: mark) }
                } else {
                    markup.rowElement(for: child)
                }
            }
            if node.type == .punctuated, node.role == .endPunctuation, let mark = node.operators.first {
                markup.element(for: mark)
            }
        }
    }

    private mutating func postfix(_ node: SemanticNode) {
        guard node.role == .evaluation else {
            row { markup in
                markup.element(for: node.first)
                for mark in node.operators { markup.element(for: mark) }
            }
            return
        }
        // `f(x)|_{a}^{b}`: the bar carries the scripts.
        row { markup in
            markup.element(for: node.first)
            markup.element(for: node.operators[0])
        }
    }

    private mutating func fenced(_ content: SemanticNode, open: SemanticNode?, close: SemanticNode?) {
        row { markup in
            if let open, !open.isEmpty { markup.operatorToken(open.key) }
            if !content.isEmpty { markup.rowElement(for: content) }
            if let close, !close.isEmpty { markup.operatorToken(close.key) }
        }
    }

    private mutating func fraction(_ node: SemanticNode) {
        let rule = node.role != .binomial && node.role != .stacked
        let frac = { (markup: inout MathMLMarkup) in
            markup.open(rule ? "mfrac" : "mfrac linethickness=\"0\"")
            markup.element(for: node.first)
            markup.element(for: node.second)
            markup.close("mfrac")
        }
        guard node.role == .binomial else {
            frac(&self)
            return
        }
        row { markup in
            markup.operatorToken("(")
            frac(&markup)
            markup.operatorToken(")")
        }
    }

    private mutating func scripts(_ node: SemanticNode, tags: (sup: String, sub: String, both: String)) {
        let tag: String
        switch node.type {
        case .superscript: tag = tags.sup
        case .subscript: tag = tags.sub
        default: tag = tags.both
        }
        open(tag)
        for child in node.children { element(for: child) }
        close(tag)
    }

    /// `munder`, `mover` and `munderover`; accents carry `accent`/`accentunder`.
    private mutating func underOver(_ node: SemanticNode) {
        switch node.type {
        case .underscript:
            open(node.role == .accent ? "munder accentunder=\"true\"" : "munder")
            element(for: node.first)
            accentOrScript(node)
            close("munder")
        case .overscript:
            open(node.role == .accent ? "mover accent=\"true\"" : "mover")
            element(for: node.first)
            accentOrScript(node)
            close("mover")
        default:
            open("munderover")
            for child in node.children { element(for: child) }
            close("munderover")
        }
    }

    private mutating func accentOrScript(_ node: SemanticNode) {
        if node.role == .accent {
            operatorToken(Self.accentCharacter(node.second.key))
        } else {
            element(for: node.second)
        }
    }

    /// A large operator with its limits (under and over it, or as scripts) and its body.
    private mutating func bigOperator(_ node: SemanticNode) {
        row { markup in
            markup.limits(of: node)
            if !node.children[3].isEmpty { markup.rowElement(for: node.children[3]) }
        }
    }

    private mutating func limits(of node: SemanticNode) {
        let symbol = node.children[0]
        let lower = node.children[1]
        let upper = node.children[2]
        let scripted = node.role == .limitsScripted
        switch (lower.isEmpty, upper.isEmpty) {
        case (true, true):
            element(for: symbol)
        case (false, true):
            open(scripted ? "msub" : "munder")
            element(for: symbol)
            element(for: lower)
            close(scripted ? "msub" : "munder")
        case (true, false):
            open(scripted ? "msup" : "mover")
            element(for: symbol)
            element(for: upper)
            close(scripted ? "msup" : "mover")
        case (false, false):
            open(scripted ? "msubsup" : "munderover")
            element(for: symbol)
            element(for: lower)
            element(for: upper)
            close(scripted ? "msubsup" : "munderover")
        }
    }

    private mutating func integral(_ node: SemanticNode) {
        row { markup in
            markup.limits(of: node)
            if !node.children[3].isEmpty { markup.rowElement(for: node.children[3]) }
            // The differential stands in the integral's row, as MathJax writes it: in an `mrow` of
            // its own a reader takes it for a factor of a fenced integrand ("(x + 1) times d x").
            for part in node.children[4].children { markup.rowElement(for: part) }
        }
    }

    /// A matrix, determinant, cases or lines: an `mtable`, in its fences when it has them.
    private mutating func table(_ node: SemanticNode) {
        let open = node.operators.first.flatMap { $0.isEmpty ? nil : $0 }
        let close = node.operators.count > 1 && !node.operators[1].isEmpty ? node.operators[1] : nil
        // Cells all in one style (amsmath's `aligned` sets each in display style) say it once, on
        // the table: an `mstyle` around an `mtable` would not reach its cells, which MathML sets
        // in text style.
        let cellStyle = Self.commonStyle(ofCells: node)
        let grid = { (markup: inout MathMLMarkup) in
            markup.open(cellStyle.map { "mtable " + Self.attributes(of: $0) } ?? "mtable")
            for row in node.children {
                markup.open("mtr")
                for cell in row.children {
                    markup.open("mtd")
                    if cellStyle != nil { markup.unstyledElement(for: cell) } else { markup.element(for: cell) }
                    markup.close("mtd")
                }
                markup.close("mtr")
            }
            markup.close("mtable")
        }
        guard open != nil || close != nil else {
            grid(&self)
            return
        }
        row { markup in
            if let open { markup.operatorToken(open.key) }
            grid(&markup)
            if let close { markup.operatorToken(close.key) }
        }
    }

    /// The style every cell of `table` that is not empty is in, or nil when they differ or are
    /// in the style of their place.
    private static func commonStyle(ofCells table: SemanticNode) -> TeXStyle? {
        var common: TeXStyle?
        for row in table.children {
            for cell in row.children where !cell.isEmpty {
                guard let style = cell.style, common == nil || common == style else { return nil }
                common = style
            }
        }
        return common
    }
}
