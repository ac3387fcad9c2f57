extension ClearSpeakRules {
    /// Fractions: "one half" for small common fractions, "x over y" when both parts are simple,
    /// else "the fraction with numerator …, and denominator …". Binomials read "n choose k".
    func fraction(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let numerator = node.first
        let denominator = node.second
        switch node.role {
        case .binomial:
            // "n choose k", French "k parmi n": the table orders the two.
            say(.binomial, ["n": numerator, "k": denominator], into: &out)
            return
        case .stacked:
            speak(numerator, into: &out)
            out.say(wording[.over])
            speak(denominator, into: &out)
            return
        default:
            break
        }
        if Simplicity.isSmallVulgarFraction(node), let words = vulgarFraction(node) {
            out.say(words)
            return
        }
        if Simplicity.isSimpleFractionPart(numerator), Simplicity.isSimpleFractionPart(denominator) {
            out.pause()
            speak(numerator, into: &out)
            out.say(wording[.over])
            speak(denominator, into: &out)
            out.pause()
            return
        }
        out.pause()
        out.say(wording[.theFractionWithNumerator])
        speak(numerator, into: &out)
        out.pause()
        out.say(wording[.andDenominator])
        speak(denominator, into: &out)
        out.pause()
    }

    /// "one half", "two thirds", "three fourths".
    func vulgarFraction(_ node: SemanticNode) -> String? {
        guard let numerator = Int(node.first.key), let denominator = Int(node.second.key) else { return nil }
        return wording.commonFraction(numerator: numerator, denominator: denominator)
    }

    /// Roots: "the square root of x", "the cube root of y", "the n-th root of d" (French "la racine
    /// n-ième de d": ``Phrase/rootOf`` places the index).
    func root(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let radicand = node.type == .squareRoot ? node.first : node.second
        if node.type == .squareRoot || Self.isNumber(node.first, "2") {
            out.say(wording[.squareRootOf])
        } else if Self.isNumber(node.first, "3") {
            out.say(wording[.cubeRootOf])
        } else {
            out.say(wording.article(for: "root"))
            out.say(wording.phrase(.rootOf, ["index": rootIndexWords(node.first)]))
        }
        if Self.startsWithRoot(radicand) { out.pause() }
        speak(radicand, into: &out)
        out.pause()
    }

    private func rootIndexWords(_ index: SemanticNode) -> String {
        if index.type == .number, let value = Int(index.key) {
            return wording.ordinal(value) ?? wording.numericOrdinal(value)
        }
        if Simplicity.isLetter(index) {
            return symbols.name(index.key) + wording[.ordinalLetterSuffix]
        }
        var buffer = SpeechBuffer()
        speak(index, into: &buffer)
        return buffer.finish().text
    }

    /// Whether the leftmost operand of `node` is a root (so a pause separates two root phrases).
    private static func startsWithRoot(_ node: SemanticNode) -> Bool {
        var node = node
        while true {
            switch node.type {
            case .squareRoot, .root: return true
            case .infix, .relationSequence: node = node.first
            default: return false
            }
        }
    }
}
