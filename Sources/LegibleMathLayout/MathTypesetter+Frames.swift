import LegibleMath

extension MathTypesetter {
    /// LaTeX's `\fboxsep` (3 pt, from the content to the rules) and `\fboxrule` (0.4 pt, the
    /// rules' thickness), in points of the 10 pt document.
    static let frameSeparation = 3.0, frameRuleWidth = 0.4

    /// A frame of rules around `content`, as LaTeX's `\fbox` draws one (amsmath's `\boxed` is an
    /// `\fbox` around its content in display style): the content `\fboxsep` inside rules
    /// `\fboxrule` thick, the top and bottom rules across the whole width, the sides between
    /// them. The content is set as a new formula in an `\hbox` is, at text size whatever the
    /// style around it: `x^{\boxed{y}}` has a y as large as the x.
    func framed(_ content: TeXNode, alphabet: Alphabet) -> MathBox {
        let inner = atom(content, style: MathStyle(forcedBy: .text), alphabet: alphabet)
        let separation = points(Self.frameSeparation), rule = points(Self.frameRuleWidth)
        let margin = separation + rule
        var box = MathBox()
        box.width = inner.width + 2 * margin
        box.height = inner.height + margin
        box.depth = inner.depth + margin
        let sideHeight = inner.height + inner.depth + 2 * separation
        box.place(.rule(width: box.width, height: rule, depth: 0), x: 0, y: inner.height + separation)
        box.place(.rule(width: rule, height: sideHeight, depth: 0), x: 0, y: -inner.depth - separation)
        box.place(inner, x: margin, y: 0)
        box.place(.rule(width: rule, height: sideHeight, depth: 0), x: box.width - rule, y: -inner.depth - separation)
        box.place(.rule(width: box.width, height: rule, depth: 0), x: 0, y: -box.depth)
        return box
    }
}
