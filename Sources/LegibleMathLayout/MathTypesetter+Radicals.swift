import LegibleMath

extension MathTypesetter {
    /// Rule 11: the radical sign tall enough for the cramped radicand, the gap and the rule; the
    /// rule along its top; the degree, in scriptscript style, raised up the sign's left side.
    func radical(index: TeXNode?, radicand: TeXNode, style: MathStyle, alphabet: Alphabet) -> MathBox {
        let body = row([radicand], style: style.cramped, alphabet: alphabet)
        let thickness = constant(.radicalRuleThickness, style)
        var gap = constant(style.size == .display ? .radicalDisplayStyleVerticalGap : .radicalVerticalGap, style)
        let sign = stretchedVertically("\u{221A}", size: body.height + body.depth + gap + thickness, style: style)
        // A sign taller than needed leaves the extra space shared above and below the radicand.
        let extra = sign.height + sign.depth - (body.height + body.depth + gap + thickness)
        if extra > 0 { gap += extra / 2 }
        let ruleTop = body.height + gap + thickness
        var box = MathBox()
        if let index {
            let degree = row([index], style: .scriptScript, alphabet: alphabet)
            let before = constant(.radicalKernBeforeDegree, style), after = constant(.radicalKernAfterDegree, style)
            let raise = Double(math.constants[.radicalDegreeBottomRaisePercent]) / 100 * (sign.height + sign.depth)
            let degreeY = ruleTop - sign.height - sign.depth + raise
            box.place(degree, x: before, y: degreeY)
            box.width = max(0, before + degree.width + after)
            box.height = max(0, degreeY + degree.height)
            box.depth = max(0, degree.depth - degreeY)
        }
        box.append(sign, shift: ruleTop - sign.height)
        let ruleBox = MathBox.rule(width: body.width, height: thickness, depth: 0)
        box.place(ruleBox, x: box.width, y: ruleTop - thickness)
        box.append(body)
        box.height = max(box.height, ruleTop + constant(.radicalExtraAscender, style))
        return box
    }
}
