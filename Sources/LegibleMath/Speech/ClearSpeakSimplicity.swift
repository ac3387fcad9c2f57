/// ClearSpeak's notion of a *simple* expression, which decides whether a fraction is read
/// "x over y" or "the fraction with numerator … and denominator …", whether parentheses are
/// spoken, and where pauses go.
///
/// Simple are: numbers and small common fractions ("one half"); single letters; a number or
/// letter followed by one or two letters ("2 x", "x y", "2 a b"); the negative of a simple
/// expression; a function applied to a simple argument ("sine x", "f of x"); a simple value in
/// degrees; text and a number with text ("3 gallons").
package enum ClearSpeakSimplicity {
    package static func isSimple(_ node: SemanticNode) -> Bool {
        isSimpleNumber(node) || isSimpleLetters(node) || isSimpleNegative(node) || isSimpleFunction(node)
            || isSimpleDegree(node) || isUnitExpression(node)
    }

    /// A letter; not ∂ or ∇, which are operators on what follows (`\frac{\partial f}{\partial x}` is
    /// "the fraction with numerator partial differential f, …", as the Speech Rule Engine reads it).
    static func isLetter(_ node: SemanticNode) -> Bool {
        node.type == .identifier && (node.role == .latinLetter || node.role == .greekLetter || node.role == .otherLetter)
            && node.key.onlyScalar != "∂" && node.key.onlyScalar != "∇"
    }

    static func isNumber(_ node: SemanticNode) -> Bool {
        node.type == .number
    }

    static func isSimpleNumber(_ node: SemanticNode) -> Bool {
        isNumber(node) || isSmallVulgarFraction(node)
    }

    /// A fraction of whole numbers read with an ordinal: numerator 1–19, denominator 2–10.
    static func isSmallVulgarFraction(_ node: SemanticNode) -> Bool {
        guard node.type == .fraction, node.role == .vulgar,
              let numerator = Int(node.first.key), let denominator = Int(node.second.key) else { return false }
        return numerator > 0 && numerator < 20 && denominator > 1 && denominator < 11
    }

    static func isSimpleLetters(_ node: SemanticNode) -> Bool {
        if isLetter(node) { return true }
        guard node.type == .infix, node.role == .implicit else { return false }
        let children = node.children
        if children.count == 2 {
            return (isLetter(children[0]) || isSimpleNumber(children[0])) && isLetter(children[1])
        }
        if children.count == 3 {
            return isSimpleNumber(children[0]) && isLetter(children[1]) && isLetter(children[2])
        }
        return false
    }

    /// Simple enough to be read "… over …" as the numerator or denominator of a fraction: a
    /// simple expression, or a product of letters and numbers, any of them with scripts ("b c d
    /// e", "x squared y squared", "d x sub i"), as the Speech Rule Engine judges fractions.
    static func isSimpleFractionPart(_ node: SemanticNode) -> Bool {
        if isSimple(node) { return true }
        guard node.type == .infix, node.role == .implicit else { return false }
        func base(_ child: SemanticNode) -> SemanticNode {
            child.type == .subscript || child.type == .superscript || child.type == .subSuperscript ? child.first : child
        }
        return node.children.contains { isLetter(base($0)) }
            && node.children.allSatisfy { isLetter(base($0)) || isSimpleNumber(base($0)) }
    }

    static func isSimpleNegative(_ node: SemanticNode) -> Bool {
        guard node.type == .prefix, node.role == .negative else { return false }
        let child = node.first
        return isSimple(child) && child.type != .prefix && child.type != .application && child.type != .punctuated
    }

    static func isSimpleFunction(_ node: SemanticNode) -> Bool {
        guard node.type == .application else { return false }
        let argument = node.second
        if argument.type == .fenced {
            return isSimple(argument.first)
        }
        return isSimple(argument)
    }

    static func isSimpleDegree(_ node: SemanticNode) -> Bool {
        node.type == .postfix && node.operators.first?.key == "°" && (isLetter(node.first) || isNumber(node.first))
    }

    static func isUnitExpression(_ node: SemanticNode) -> Bool {
        if node.type == .text { return true }
        return node.type == .infix && node.role == .implicit && node.children.count == 2
            && isNumber(node.children[0]) && node.children[1].type == .text
    }
}
