import LegibleMath

extension MathTypesetter {
    /// The delimiter size of `\binom` and `\genfrac`'s fences in display and in other styles, in
    /// ems: OpenType has no such constant, and LuaTeX's font loader sets these.
    static let fractionDelimiterSize = (display: 2.40, other: 1.01)

    /// LaTeX's `\nulldelimiterspace`: the width TeX gives a fraction's absent delimiters.
    static let nullDelimiterSpace = 1.2

    /// Rule 15: numerator over denominator, the bar on the math axis, with the `MATH` table's
    /// shifts and least gaps (the stack's, for `\binom` and `\atop`, which have no bar); TeX's
    /// null delimiters (or the parentheses, brackets or braces of `\binom`, `\brack`, `\brace`) on either side.
    func fraction(numerator: TeXNode, denominator: TeXNode, kind: FractionKind, style: MathStyle, alphabet: Alphabet) -> MathBox {
        let top = row([numerator], style: style.numerator, alphabet: alphabet)
        let bottom = row([denominator], style: style.denominator, alphabet: alphabet)
        let display = style.size == .display
        let axis = constant(.axisHeight, style)
        var shiftUp: Double, shiftDown: Double
        let thickness = kind == .fraction ? constant(.fractionRuleThickness, style) : 0
        if kind == .fraction {
            shiftUp = constant(display ? .fractionNumeratorDisplayStyleShiftUp : .fractionNumeratorShiftUp, style)
            shiftDown = constant(display ? .fractionDenominatorDisplayStyleShiftDown : .fractionDenominatorShiftDown, style)
            let numeratorGap = constant(display ? .fractionNumDisplayStyleGapMin : .fractionNumeratorGapMin, style)
            let denominatorGap = constant(display ? .fractionDenomDisplayStyleGapMin : .fractionDenominatorGapMin, style)
            shiftUp += max(0, numeratorGap - ((shiftUp - top.depth) - (axis + thickness / 2)))
            shiftDown += max(0, denominatorGap - ((axis - thickness / 2) - (bottom.height - shiftDown)))
        } else {
            shiftUp = constant(display ? .stackTopDisplayStyleShiftUp : .stackTopShiftUp, style)
            shiftDown = constant(display ? .stackBottomDisplayStyleShiftDown : .stackBottomShiftDown, style)
            let gap = constant(display ? .stackDisplayStyleGapMin : .stackGapMin, style)
            let clearance = (shiftUp - top.depth) - (bottom.height - shiftDown)
            if clearance < gap {
                shiftUp += (gap - clearance) / 2
                shiftDown += (gap - clearance) / 2
            }
        }
        let width = max(top.width, bottom.width)
        var stack = MathBox()
        stack.width = width
        stack.place(top, x: (width - top.width) / 2, y: shiftUp)
        stack.place(bottom, x: (width - bottom.width) / 2, y: -shiftDown)
        stack.height = shiftUp + top.height
        stack.depth = shiftDown + bottom.depth
        if thickness > 0 {
            stack.place(.rule(width: width, height: thickness, depth: 0), x: 0, y: axis - thickness / 2)
        }
        let fences: (open: Unicode.Scalar, close: Unicode.Scalar)
        switch kind {
        case .binomial, .choose: fences = ("(", ")")
        case .bracketed: fences = ("[", "]")
        case .braced: fences = ("{", "}")
        case .fraction, .stacked:
            var box = MathBox.kern(Self.nullDelimiterSpace)
            box.append(stack)
            box.append(.kern(Self.nullDelimiterSpace))
            return box
        }
        let size = (display ? Self.fractionDelimiterSize.display : Self.fractionDelimiterSize.other) * self.size(style)
        // amsmath's `\genfrac` (`\binom`) sets each delimiter as `\hbox{$\left( \vcenter{…}\right.$}`,
        // in text style whatever the style outside: the 10 pt parenthesis in a superscript.
        // TeX's own `\choose`, `\brack` and `\brace` take them at the fraction's size.
        let fenceStyle = kind == .binomial ? MathStyle.text : style
        var box = delimiter(fences.open, size: size, style: fenceStyle)
        box.append(stack)
        box.append(delimiter(fences.close, size: size, style: fenceStyle))
        return box
    }
}
