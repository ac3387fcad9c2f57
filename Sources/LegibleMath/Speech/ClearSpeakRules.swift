/// The ClearSpeak rules, with ClearSpeak's default preferences: math as a teacher reads it aloud.
///
/// Each rule is keyed by the semantic node's type and role and says its words through the
/// wording table. Pauses (``SpeechBuffer/pause(_:)``) set off the parts of a formula that are not
/// simple (see ``ClearSpeakSimplicity``), so that "the fraction with numerator x plus 1, and
/// denominator 2" cannot be heard as anything else.
///
/// The rules recurse over the semantic tree, whose depth the parser bounds.
struct ClearSpeakRules {
    let wording: MathWording
    let symbols: SymbolSpeech

    init(wording: MathWording) {
        self.wording = wording
        self.symbols = SymbolSpeech(wording: wording, rules: .clearSpeak)
    }

    typealias Simplicity = ClearSpeakSimplicity

    /// Speaks `node` into `out`.
    func speak(_ node: SemanticNode, into out: inout SpeechBuffer) {
        switch node.type {
        case .identifier:
            identifier(node, into: &out)
        case .number:
            let font = node.font != .normal && node.font != .italic ? wording.clearSpeakFontNames[node.font] : nil
            out.say(font?.before ?? "")
            out.say(wording.number(node.key))
            out.say(font?.after ?? "")
        case .text:
            // Text is upright by nature; only a font chosen for it is named (`\textbf`, `\texttt`).
            let font = node.font != .normal && node.font != .italic && node.font != .upright
                ? wording.clearSpeakFontNames[node.font] : nil
            out.say(font?.before ?? "")
            symbols.speakText(node.key, into: &out)
            out.say(font?.after ?? "")
        case .unknownCommand:
            symbols.speakUnknownCommand(node.key, into: &out)
        case .empty:
            break
        case .operator, .relation, .punctuation, .fence, .largeOperator, .integralSign, .function, .limitFunction,
             .ellipsis, .prefixSymbol, .postfixSymbol, .other:
            out.say(node.role == .conditional ? wording[.given] : symbols.name(node.key))
        case .infix:
            infix(node, into: &out)
        case .relationSequence:
            relations(node, into: &out)
        case .prefix:
            prefix(node, into: &out)
        case .postfix:
            postfix(node, into: &out)
        case .fenced:
            fenced(node, into: &out)
        case .punctuated:
            punctuated(node, into: &out)
        case .fraction:
            fraction(node, into: &out)
        case .mixedNumber:
            speak(node.first, into: &out)
            out.say(wording[.mixedNumberAnd])
            speak(node.second, into: &out)
        case .repeatingDecimal:
            repeatingDecimal(node, into: &out)
        case .squareRoot, .root:
            root(node, into: &out)
        case .superscript:
            superscript(node, into: &out)
        case .subscript:
            subscriptNode(node, into: &out)
        case .subSuperscript:
            let base = SemanticNode(type: .subscript, children: [node.first, node.second])
            superscript(SemanticNode(type: .superscript, role: node.role, children: [base, node.children[2]]), into: &out)
        case .underscript, .overscript, .underOverscript:
            underOver(node, into: &out)
        case .bigOperator:
            bigOperator(node, into: &out)
        case .integral:
            integral(node, into: &out)
        case .application:
            application(node, into: &out)
        case .table:
            table(node, into: &out)
        case .row:
            for child in node.children { speak(child, into: &out) }
        case .textRun:
            for child in node.children { operand(child, into: &out) }
        }
    }

    /// Says the phrase `key`, speaking each `{name}` in it as the node `parts[name]`, so that the
    /// table orders words and parts as its language does.
    func say(_ key: Phrase, _ parts: [String: SemanticNode], into out: inout SpeechBuffer) {
        let template = wording.template(key)
        for (words, placeholder) in template.parts {
            out.say(words)
            if let part = parts[placeholder] { speak(part, into: &out) }
        }
        out.say(template.tail)
    }

    // MARK: - Letters

    /// A letter in its font; a double-struck letter that names a set is the set ("the real
    /// numbers"), unless `namingSets` is false (ℂ in `\mathbb{C}[x]` names a ring built on it).
    func identifier(_ node: SemanticNode, namingSets: Bool = true, into out: inout SpeechBuffer) {
        if namingSets, node.font == .doubleStruck, let set = wording.namedSets[node.key] {
            out.say(set)
            return
        }
        if node.role == .word {
            word(node.key, into: &out)
            return
        }
        let font = node.font != .normal && node.font != .italic ? wording.clearSpeakFontNames[node.font] : nil
        out.say(font?.before ?? "")
        out.say(symbols.name(node.key))
        out.say(font?.after ?? "")
    }

    /// A word written as one identifier: read as a word when it looks like one, else letter by letter.
    private func word(_ key: String, into out: inout SpeechBuffer) {
        let scalars = key.unicodeScalars
        if SymbolSpeech.readsAsWord(key) {
            out.say(key)
            return
        }
        for scalar in scalars { out.say(symbols.name(String(Character(scalar)))) }
    }

    // MARK: - Operators and relations

    private func infix(_ node: SemanticNode, into out: inout SpeechBuffer) {
        if node.role == .implicit {
            implicit(node, into: &out)
            return
        }
        for (index, child) in node.children.enumerated() {
            let op = index > 0 ? operatorKey(node.operators[index - 1]) : ""
            if op == "mod" {
                // "a is identical to b, mod n": the modulus is set off, as it qualifies all before it.
                out.pause()
                out.say(symbols.name(op))
                operand(child, into: &out)
                out.pause()
                continue
            }
            if index > 0 { out.say(symbols.name(op)) }
            operand(child, into: &out)
        }
    }

    /// An operand of an operation or relation: a product set off by pauses.
    func operand(_ child: SemanticNode, into out: inout SpeechBuffer) {
        guard child.type == .infix, child.role == .implicit else {
            if child.type == .application, child.role == .namedFunction, child.second.type == .infix,
               child.second.role == .implicit {
                speak(child, into: &out)
                out.pause()
                return
            }
            speak(child, into: &out)
            return
        }
        // A product that starts with a function is set off on both sides ("…, sine x cosine y, plus …");
        // one that starts with a number or letter only after it ("2 x, plus 1").
        if child.first.type == .application { out.pause() }
        speak(child, into: &out)
        out.pause()
    }

    private func operatorKey(_ node: SemanticNode) -> String {
        node.core.key
    }

    private func relations(_ node: SemanticNode, into out: inout SpeechBuffer) {
        for (index, child) in node.children.enumerated() {
            guard index > 0 else {
                operand(child, into: &out)
                continue
            }
            let op = node.operators[index - 1]
            let membership = ["∈", "∉"].contains(op.core.key.onlyScalar)
            if op.key.onlyScalar == "∼", Self.isDistribution(child) {
                out.say(wording[.isDistributedAs])
            } else if membership || wording.fusesArticles {
                // "is a member of" changes the article after it (German "von den ganzen Zahlen"); in
                // French, Italian and Spanish a relation ending in a preposition fuses with it
                // (Italian "uguale alla sommatoria").
                var name = SpeechBuffer()
                relation(op, into: &name)
                afterPreposition(child, preposition: name.finish().text, changingArticle: membership, into: &out)
                continue
            } else {
                relation(op, into: &out)
            }
            operand(child, into: &out)
        }
    }

    /// Speaks `preposition` ("is a member of", German "Element von", French "appartient à") and
    /// `node` after it, where a language may change the article `node` starts with ("von den
    /// ganzen Zahlen", not "von die ganzen Zahlen", unless `changingArticle` is false) or fuse it
    /// with the preposition ("appartient aux nombres réels", not "à les"). A letter is never taken
    /// for an article (Italian "i").
    func afterPreposition(_ node: SemanticNode, preposition: String, changingArticle: Bool = true, into out: inout SpeechBuffer) {
        // After a relation, a pause the operand starts with ("equals, sine x cosine y") stays.
        var inner = SpeechBuffer(keepingLeadingPause: !changingArticle)
        operand(node, into: &inner)
        var segments = inner.finish().segments
        guard case .words(let words)? = segments.first else {
            out.say(preposition)
            out.append(segments)
            return
        }
        let article = changingArticle ? wording.articleAfterPreposition(words) : words
        if Self.startsWithLetter(node) || preposition.isEmpty {
            out.say(preposition)
            segments[0] = .words(article)
        } else {
            segments[0] = .words(wording.joined(preposition, article))
        }
        out.append(segments)
    }

    /// Whether `node`'s speech starts with a letter's name, which is never an article: a letter,
    /// or a sum, script or factorial whose first operand does (Italian "uguale a i più k", not
    /// "uguale ai più k"). A double-struck letter is spoken as a set with its article.
    static func startsWithLetter(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier: node.font != .doubleStruck
        case .infix, .relationSequence, .punctuated, .postfix, .superscript, .subscript, .subSuperscript:
            node.children.first.map(startsWithLetter) ?? false
        default: false
        }
    }

    private func relation(_ node: SemanticNode, into out: inout SpeechBuffer) {
        speak(node, into: &out)
    }

    /// `X \sim \mathcal N(\mu, \sigma^2)`: a tilde before a distribution (a named function
    /// applied to its parameters) reads "is distributed as"; elsewhere it is "tilde" (in Chinese
    /// texts `1 \sim n` is a range, "1 to n").
    static func isDistribution(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .application:
            let head = node.first.core
            return head.type == .function || (head.type == .identifier && head.font != .normal)
                || (head.type == .identifier && head.key.unicodeScalars.first?.properties.isUppercase == true)
        case .infix:
            return node.role == .implicit && node.children.count == 2 && node.first.type == .text && node.second.type == .fenced
        case .text, .identifier:
            return node.type == .text || node.role == .word
        default:
            return false
        }
    }

    private func implicit(_ node: SemanticNode, into out: inout SpeechBuffer) {
        if measures(node.children, into: &out) { return }
        var previous: SemanticNode?
        var measuredAngle = false
        for (index, child) in node.children.enumerated() {
            if child.type == .identifier, child.key == "m", index + 1 < node.children.count,
               node.children[index + 1].type == .prefix, node.children[index + 1].operators.first?.key == "∠" {
                // "m∠ABC" is the measure of the angle.
                out.say(wording[.theMeasureOfAngle])
                measuredAngle = true
                continue
            }
            if measuredAngle {
                speak(child.first, into: &out)
                measuredAngle = false
                previous = child
                continue
            }
            if let previous {
                if child.isAsideFromProduct || previous.isAsideFromProduct {
                    // `k~(k \in [2, n+1])` states a condition, `b \pmod n` a modulus: no factors.
                    out.pause()
                } else if Self.isSpokenFence(previous) || Self.isSpokenFence(child) {
                    out.say(wording[.times])
                } else if !Simplicity.isSimple(previous) && !Simplicity.isSimple(child) {
                    out.pause()
                }
            }
            speak(child, into: &out)
            previous = child
        }
    }

    /// Whether a factor is a fenced expression (or one with scripts), before or after which
    /// ClearSpeak says "times".
    private static func isSpokenFence(_ node: SemanticNode) -> Bool {
        var node = node
        if node.type == .superscript || node.type == .subscript || node.type == .subSuperscript { node = node.first }
        switch node.type {
        case .fenced:
            return [.parentheses, .brackets, .absoluteValue, .norm, .angleBrackets, .floor, .ceiling].contains(node.role)
        case .table:
            return node.role == .matrix || node.role == .determinant
        default:
            return false
        }
    }

    private func prefix(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let child = node.first
        if node.role == .negative {
            if child.type == .squareRoot {
                out.say(wording[.negativeSquareRootOf])
                speak(child.first, into: &out)
                out.pause()
                return
            }
            out.say(wording[.negative])
            if !Simplicity.isSimple(child), !negatesLeadingNumber(child) { out.pause() }
            speak(child, into: &out)
            return
        }
        if node.role == .positive {
            out.say(wording[.positive])
            speak(child, into: &out)
            return
        }
        // `b \pmod n`: the modulus is set off, as it qualifies all before it.
        let modulus = node.operators[0].key == "mod"
        if modulus { out.pause() }
        speak(node.operators[0], into: &out)
        speak(child, into: &out)
        if modulus { out.pause() }
    }

    /// Whether the minus of `child` is the sign of the number its speech starts with, so that no
    /// pause may part them: `-1 \pmod p` is "negative 1, mod p", `-2ab` "negative 2 a b". A
    /// pause stays where it groups: `-2^n` is "negative, 2 to the n-th power", and a fraction
    /// read "1 over 30" is set off by its own pauses, as everywhere.
    private func negatesLeadingNumber(_ child: SemanticNode) -> Bool {
        child.type == .infix && child.role == .implicit && child.first.type == .number
    }

    private func postfix(_ node: SemanticNode, into out: inout SpeechBuffer) {
        if node.role == .evaluation {
            evaluation(node, into: &out)
            return
        }
        let mark = node.operators.first?.key ?? ""
        speak(node.first, into: &out)
        if mark == "°" {
            out.say(Self.isNumber(node.first, "1") ? wording[.degree] : wording[.degrees])
            if node.operators.count > 1 {
                out.say(node.operators[1].key == "F" ? wording[.fahrenheit] : wording[.celsius])
            }
        } else {
            out.say(symbols.name(mark))
        }
    }

    private func evaluation(_ node: SemanticNode, into out: inout SpeechBuffer) {
        speak(node.first, into: &out)
        out.pause()
        out.say(wording[.evaluatedAt])
        if node.children[2].isEmpty {
            speak(node.second, into: &out)
        } else {
            speak(node.children[2], into: &out)
            out.pause()
            out.say(wording[.sameExpressionEvaluatedAt])
            speak(node.second, into: &out)
        }
    }

    /// Whether `node` is the number `value`.
    static func isNumber(_ node: SemanticNode, _ value: String) -> Bool {
        node.type == .number && node.key == value
    }

    // MARK: - Punctuation

    private func punctuated(_ node: SemanticNode, into out: inout SpeechBuffer) {
        if node.role == .endPunctuation {
            speak(node.first, into: &out)
            out.say(symbols.name(node.operators[0].key))
            return
        }
        for (index, child) in node.children.enumerated() {
            if index > 0 { out.say(symbols.name(node.operators[index - 1].key)) }
            let leaf = child.isLeaf || child.isEmpty
            if !leaf { out.pause() }
            speak(child, into: &out)
            if !leaf { out.pause() }
        }
    }

    // MARK: - Numbers

    private func repeatingDecimal(_ node: SemanticNode, into out: inout SpeechBuffer) {
        out.say(wording[.theRepeatingDecimal])
        for scalar in node.first.key.unicodeScalars {
            out.say(scalar == "." ? wording[.point] : String(Character(scalar)))
        }
        let digits = node.second.key
        out.say(digits.count == 1 ? wording[.followedByRepeatingDigit] : wording[.followedByRepeatingDigits])
        for scalar in digits.unicodeScalars { out.say(String(Character(scalar))) }
    }
}

extension ClearSpeakRules {
    /// Measures written with degrees and primes: "45 degrees, 10 minutes, 20 seconds", and
    /// lengths: "16 feet, 10 inches". Returns false when `factors` are not such a measure.
    func measures(_ factors: SemanticNodes, into out: inout SpeechBuffer) -> Bool {
        let hasDegrees = factors.contains(where: Self.isDegrees)
        // Primes on letters are only units after degrees; `A' B'` is "A prime, B prime".
        func isUnit(_ node: SemanticNode) -> Bool {
            Self.primes(of: node) != nil && (hasDegrees || node.first.type == .number)
        }
        guard factors.count > 1, factors.allSatisfy({ Self.isDegrees($0) || isUnit($0) }),
              factors.contains(where: isUnit) else { return false }
        for factor in factors {
            if let count = Self.primes(of: factor) {
                measure(factor.first, primes: count, angle: hasDegrees, into: &out)
            } else {
                speak(factor, into: &out)
            }
            out.pause()
        }
        return true
    }

    /// A value in degrees: `45°` or `45^\circ`.
    static func isDegrees(_ node: SemanticNode) -> Bool {
        (node.type == .postfix && node.operators.first?.key == "°")
            || (node.type == .superscript && (node.second.key == "∘" || node.second.key == "°"))
    }

    /// How many primes a number or letter carries (`10'` has 1, `20''` has 2), or nil.
    static func primes(of node: SemanticNode) -> Int? {
        guard node.type == .superscript, node.first.type == .number || ClearSpeakSimplicity.isLetter(node.first) else { return nil }
        switch node.second.key {
        case "′": return 1
        case "″": return 2
        default: return nil
        }
    }

    /// "10 minutes", "1 second", "2 feet", "1 inch".
    func measure(_ value: SemanticNode, primes: Int, angle: Bool, into out: inout SpeechBuffer) {
        speak(value, into: &out)
        let one = Self.isNumber(value, "1")
        let unit: Phrase
        switch (primes, angle) {
        case (1, true): unit = one ? .minute : .minutes
        case (1, false): unit = one ? .foot : .feet
        case (_, true): unit = one ? .second : .seconds
        default: unit = one ? .inch : .inches
        }
        out.say(wording[unit])
    }
}
