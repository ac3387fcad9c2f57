public import LegibleMath
import LegibleMarkdown

extension AccessibilityElement {
    /// The math structure a screen reader's math navigation walks when it stops at this element
    /// (what a front end hands VoiceOver through `AXMathExpressionProvider`), or `nil` when it
    /// has none: the element's label is then all there is.
    ///
    /// - A formula that reads as math: its expression (``MathFacts/expression``).
    /// - A text element read as one stop that holds formulas (a table cell, which table
    ///   navigation reads whole): a row of its text's stretches, as text said as the label says
    ///   them, and each formula's expression, in reading order; the expression alone when the
    ///   element is one formula. A formula that does not read as math, and one inside a link or
    ///   struck-through text, is a stretch of text, as the label says it.
    /// - Anything else, a paragraph or heading read as its ``readingStops`` included (its
    ///   formulas are stops with structures of their own): `nil`.
    ///
    /// ```swift
    /// let cell = model.elements.first { $0.role == .tableCell }!   // "| Area $\pi r^2$ |"
    /// cell.mathExpression   // .row([.text("Area"), .row([.identifier("π"), .scripts(…)])])
    /// ```
    public var mathExpression: MathExpression? {
        if role == .math { return math.flatMap { $0.isReadable ? $0.expression : nil } }
        guard isTextElement, readingStops == nil, let node, children.contains(where: { $0.role == .math }) else { return nil }
        var items: [MathExpression] = []
        var hasFormula = false
        var pendingText: [String] = []
        func addText() {
            if !pendingText.isEmpty { items.append(.text(pendingText.joined(separator: " "))) }
            pendingText = []
        }
        for piece in AccessibleText(storage).pieces(node) {
            if let cut = piece.element, let facts = children.first(where: { $0.node == cut })?.math, facts.isReadable {
                addText()
                items.append(facts.expression)
                hasFormula = true
            } else if !piece.text.text.isEmpty {
                pendingText.append(piece.text.text)
            }
        }
        guard hasFormula else { return nil }
        addText()
        return items.count == 1 ? items[0] : .row(items)
    }
}
