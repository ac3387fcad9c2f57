extension ClearSpeakRules {
    /// Powers: "x squared", "x cubed", "3 to the fifth power", "4 to the x-th power",
    /// "3 raised to the y plus 2 power", and for exponents with powers of their own,
    /// "raised to the exponent, …, end exponent". Primes and degrees read as such.
    func superscript(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let base = node.first
        let exponent = node.second
        switch node.role {
        case .label:
            // `\mathbf h^{(k)}`: "bold h with superscript, open paren, k, close paren".
            speakBase(base, into: &out)
            out.say(wording[.withSuperscript])
            spokenParentheses(exponent, into: &out)
            return
        case .derivativeOrder:
            derivative(node, into: &out)
            return
        default:
            break
        }
        if let special = specialSuperscript(base: base, exponent: exponent) {
            out.say(special)
            return
        }
        if base.type == .number, let primes = Self.primes(of: node) {
            measure(base, primes: primes, angle: false, into: &out)
            return
        }
        speakBase(base, into: &out)
        if exponent.type == .postfixSymbol || exponent.type == .other, ["′", "″", "‴", "⁗"].contains(exponent.key) {
            out.say(symbols.name(exponent.key))
            return
        }
        if exponent.isTranspose(of: base) {
            out.say(wording[.transpose])
            return
        }
        if exponent.type == .operator, exponent.key == "∗" || exponent.key == "⋆" {
            // `x^*`, the conjugate or the optimum, is "x star", as it is read aloud.
            out.say(wording[.star])
            return
        }
        let markName = exponent.isLeaf ? wording.accentNames["^" + exponent.key] : nil
        if exponent.type == .operator || exponent.type == .relation || markName != nil {
            // A lone operator is a mark, not a power: `R^\times`, the units of R, is "R with
            // superscript times", never "R raised to the times power".
            // A mark with a name of its own is said by it ("cross" for ×, keyed "^×"), as is a
            // symbol that has one (`V^\bot`, `V^\perp`: "perp", the orthogonal complement).
            out.say(wording[.withSuperscript])
            out.say(markName ?? symbols.name(exponent.key))
            return
        }
        if exponent.key == "∘" || exponent.key == "°" {
            out.say(Self.isNumber(base, "1") ? wording[.degree] : wording[.degrees])
            return
        }
        if exponent.type == .number, exponent.key == "2" {
            out.say(wording[.squared])
            return
        }
        if exponent.type == .number, exponent.key == "3" {
            out.say(wording[.cubed])
            return
        }
        if let ordinal = ordinalExponent(exponent) {
            out.say(wording[.toThe])
            out.say(ordinal)
            // A negative exponent is a number, not an ordinal: Italian "alla quinta potenza" but
            // "alla meno 2", as after "raised to the".
            out.say(exponent.type == .prefix ? wording[.raisedPower] : wording[.power])
            out.pause()
            return
        }
        if Self.needsEndExponent(exponent) {
            out.say(wording[.raisedToTheExponent])
            out.pause()
            speak(exponent, into: &out)
            out.pause()
            out.say(wording[.endExponent])
            out.pause()
            return
        }
        out.say(wording[.raisedToThe])
        if Self.isFencedToken(exponent) {
            spokenParentheses(exponent, into: &out)
        } else {
            speakWithoutArticle(exponent, into: &out)
        }
        out.say(wording[.raisedPower])
        out.pause()
    }

    /// `f^{(4)}`: "the fourth derivative of f", "the n-th derivative of f", and for an order that
    /// is no single letter or number, "the derivative of order n plus 1, of f".
    func derivative(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let order = node.second.first
        if let ordinal = derivativeOrdinal(order) {
            out.say(wording[.theOrdinalDerivativeOf].replacingPlaceholder("{order}", with: ordinal))
        } else {
            out.say(wording[.theDerivativeOfOrder])
            speak(order, into: &out)
            out.pause()
            out.say(wording[.of])
        }
        speak(node.first, into: &out)
    }

    /// "fourth" for 4, "12th" past the words, "n-th" for n; nil for anything else.
    private func derivativeOrdinal(_ order: SemanticNode) -> String? {
        if order.type == .number, order.role == .integer, let value = Int(order.key) {
            return wording.ordinal(value) ?? wording.numericOrdinal(value)
        }
        if Simplicity.isLetter(order), order.font == .normal {
            return symbols.name(order.key) + wording[.ordinalLetterSuffix]
        }
        return nil
    }

    /// Parentheses or brackets around a single token (`X^{(k)}`, `(a)_n`), which are spoken:
    /// there they are not grouping but part of the notation.
    static func isFencedToken(_ node: SemanticNode) -> Bool {
        node.type == .fenced && (node.role == .parentheses || node.role == .brackets) && node.first.isLeaf
            && !node.first.isEmpty
    }

    /// A script or the base of a subscript: fences around a single token are spoken.
    func scriptPart(_ node: SemanticNode, into out: inout SpeechBuffer) {
        if Self.isFencedToken(node) {
            spokenParentheses(node, into: &out)
        } else {
            speak(node, into: &out)
        }
    }

    /// Speaks `node`, leaving out an article it starts with: "raised to the" + "the log base 10 of
    /// x" is "raised to the log base 10 of x".
    private func speakWithoutArticle(_ node: SemanticNode, into out: inout SpeechBuffer) {
        var inner = SpeechBuffer()
        speak(node, into: &inner)
        var segments = inner.finish().segments
        if case .words(let words)? = segments.first, let article = wording.leadingArticle(of: words) {
            segments[0] = .words(String(words.dropFirst(article.count)))
        }
        out.append(segments)
    }

    /// The base of a power: parentheses around it are spoken unless it is a plain number.
    private func speakBase(_ base: SemanticNode, into out: inout SpeechBuffer) {
        if base.type == .fenced, base.role == .parentheses || base.role == .brackets,
           Simplicity.isSimpleNumber(base.first) {
            speak(base.first, into: &out)
            return
        }
        if base.type == .fenced, base.role == .parentheses || base.role == .brackets {
            spokenParentheses(base, into: &out)
            return
        }
        if base.type == .application, base.role == .letterFunction, base.first.type != .subSuperscript,
           base.second.type == .fenced, base.second.first.type == .application {
            // `g(\log m)^2`: the power is written on parentheses around a function's value. Said
            // without them, "g of log m, squared" is heard as the log of m squared; with them the
            // grouping is heard, as SRE keeps it. Around a letter (`P(i)^\alpha`, `F(p_i)^k`) the
            // power can only be on the value, and the parentheses stay silent.
            letterFunction(head: base.first, argument: base.second, keepingParentheses: true, into: &out)
            return
        }
        speak(base, into: &out)
    }

    /// "r-two" for ℝ², "the positive integers" for ℤ⁺.
    private func specialSuperscript(base: SemanticNode, exponent: SemanticNode) -> String? {
        guard base.type == .identifier, base.font == .doubleStruck, wording.namedSets[base.key] != nil else {
            return nil
        }
        if exponent.type == .operator, exponent.key == "+" || exponent.key == "−" {
            guard let set = symbolSetName(base.key) else { return nil }
            // "the integers" becomes "the positive integers", French "les entiers relatifs positifs".
            let article = wording.leadingArticle(of: set) ?? ""
            let signed = wording.phrase(exponent.key == "+" ? .positiveSet : .negativeSet, ["set": String(set.dropFirst(article.count))])
            return article + signed
        }
        let letter = base.key.lowercased()
        if exponent.type == .number, let value = Int(exponent.key) {
            return letter + "-" + wording.cardinal(value)
        }
        if Simplicity.isLetter(exponent) {
            return letter + "-" + symbols.name(exponent.key)
        }
        return nil
    }

    private func symbolSetName(_ key: String) -> String? {
        var buffer = SpeechBuffer()
        identifier(SemanticNode(type: .identifier, role: .latinLetter, key: key, font: .doubleStruck), into: &buffer)
        return buffer.finish().text
    }

    /// "fifth" for 5, "11th" for 11, "0" for 0, "negative 2" for −2, "x-th" for x; nil otherwise.
    ///
    /// A power of a value or of a letter function is read with an ordinal only in a language whose
    /// table says so (``MathWording/ordinalPowers``: English "to the fifth power", German "hoch 5");
    /// the power of a named function always is ("die vierte Potenz von Sinus x"), so that caller
    /// passes `always`.
    func ordinalExponent(_ exponent: SemanticNode, always: Bool = false) -> String? {
        guard always || wording.ordinalPowers else { return nil }
        if exponent.type == .number, exponent.role == .integer, let value = Int(exponent.key) {
            if value == 0 { return exponent.key }
            if value <= 10, let word = wording.ordinal(value) { return word }
            return wording.numericOrdinal(value)
        }
        if exponent.type == .prefix, exponent.role == .negative, exponent.first.type == .number,
           exponent.first.role == .integer {
            return wording[.negative] + " " + exponent.first.key
        }
        if Simplicity.isLetter(exponent), exponent.font == .normal {
            return symbols.name(exponent.key) + wording[.ordinalLetterSuffix]
        }
        return nil
    }

    /// An exponent that itself contains powers other than simple squares and cubes, or powers
    /// within a sum, is read between "raised to the exponent" and "end exponent".
    static func needsEndExponent(_ exponent: SemanticNode) -> Bool {
        if containsComplexPower(exponent) { return true }
        let isOperation = (exponent.type == .infix && exponent.role != .implicit) || exponent.type == .relationSequence
        return isOperation && containsPower(exponent)
    }

    private static func containsPower(_ node: SemanticNode) -> Bool {
        if node.type == .superscript || node.type == .subSuperscript { return true }
        switch node.type {
        case .fraction, .application, .squareRoot, .root: return false
        default: return node.children.contains(where: containsPower)
        }
    }

    private static func containsComplexPower(_ node: SemanticNode) -> Bool {
        if node.type == .superscript || node.type == .subSuperscript {
            let exponent = node.type == .superscript ? node.second : node.children[2]
            let base = node.first
            let simpleBase = ClearSpeakSimplicity.isLetter(base) || ClearSpeakSimplicity.isSimpleNumber(base)
                || (base.type == .fenced && ClearSpeakSimplicity.isSimpleNumber(base.first))
            let squareOrCube = exponent.type == .number && (exponent.key == "2" || exponent.key == "3")
            if !(squareOrCube && simpleBase) { return true }
        }
        switch node.type {
        case .fraction, .application, .squareRoot, .root: return false
        default: return node.children.contains(where: containsComplexPower)
        }
    }

    /// Subscripts: "x sub 1", set off by pauses; "the natural numbers with zero" for ℕ₀.
    func subscriptNode(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let base = node.first
        let sub = node.second
        if base.type == .identifier, base.font == .doubleStruck, base.key == "N", sub.type == .number, sub.key == "0" {
            identifier(base, into: &out)
            out.say(wording[.withZero])
            return
        }
        out.pause()
        scriptPart(base, into: &out)
        out.say(wording[.sub])
        scriptPart(sub, into: &out)
        out.pause()
    }

    /// Over- and underscripts: accents, the line segment, and stacked symbols.
    func underOver(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let base = node.first
        if node.type == .overscript, base.type == .relation, base.key == "=" {
            // `\overset{def}{=}` and `\overset{?}{=}`.
            if node.second.type == .text, node.second.key == "def" {
                out.pause()
                out.say(wording[.isDefinedToBe])
                out.pause()
                return
            }
            if node.second.key == "?" {
                out.say(wording[.equalsWithQuestionMark])
                return
            }
        }
        if node.role == .accent {
            let mark = node.second.key
            if node.type == .overscript, node.second.isBarMark, Self.isLetterPair(base) {
                out.say(wording[.theLineSegment])
                speak(base, into: &out)
                return
            }
            if node.type == .overscript, mark == "→", !node.first.isEmpty {
                out.say(wording[.theVector])
                speak(base, into: &out)
                return
            }
            speak(base, into: &out)
            out.say(accentWord(mark, below: node.type == .underscript))
            return
        }
        // As for the limits of a sum, what is written under is read "over" and what is written
        // over is read "under", the convention of the Speech Rule Engine's ClearSpeak.
        speak(base, into: &out)
        switch node.type {
        case .underscript:
            out.say(wording[.overLimit])
            speak(node.second, into: &out)
        case .overscript:
            out.say(wording[.underLimit])
            speak(node.second, into: &out)
        default:
            out.say(wording[.overLimit])
            speak(node.second, into: &out)
            out.say(wording[.underLimit])
            speak(node.children[2], into: &out)
        }
    }

    /// Two or more letters (with or without primes) side by side, as in a segment `\overline{AB}`.
    private static func isLetterPair(_ node: SemanticNode) -> Bool {
        guard node.type == .infix, node.role == .implicit, node.children.count >= 2 else { return false }
        return node.children.allSatisfy { ClearSpeakSimplicity.isLetter($0) || ClearSpeakSimplicity.isLetter($0.first) }
    }

    private func accentWord(_ mark: String, below: Bool) -> String {
        wording.accentNames[below ? "_" + mark : mark] ?? wording.accentNames[mark] ?? symbols.name(mark)
    }
}

