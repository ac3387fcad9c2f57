/// The MathSpeak rules at their default verbosity: every structure is opened and closed by name
/// ("StartFraction … Over … EndFraction", "x Superscript 2 n Baseline"), so that the listener can
/// rebuild the exact layout.
///
/// Scripts are spoken with their level ("Superscript", "Super Subscript"); the word that returns
/// to the level before ("Baseline") is said only when something follows.
struct MathSpeakRules {
    let wording: MathWording
    let symbols: SymbolSpeech

    init(wording: MathWording) {
        self.wording = wording
        self.symbols = SymbolSpeech(wording: wording, rules: .mathSpeak)
    }

    /// The state of a MathSpeak reading: the buffer and the script level.
    struct Output {
        var buffer: SpeechBuffer
        /// The scripts we are inside, outermost first (true for superscript).
        var levels: [Bool] = []
        /// The word that returns to the current level, said before the next word if any comes.
        var pendingReturn: String?

        mutating func say(_ text: String) {
            guard !text.isEmpty else { return }
            flushPending()
            buffer.say(text)
        }

        /// Says the pending return word, before something is said directly into the buffer.
        mutating func flushPending() {
            if let pending = pendingReturn {
                pendingReturn = nil
                buffer.say(pending)
            }
        }
    }

    /// Speaks `node` into `buffer`.
    func speak(_ node: SemanticNode, into buffer: inout SpeechBuffer) {
        var out = Output(buffer: buffer)
        speak(node, into: &out)
        buffer = out.buffer
    }

    func speak(_ node: SemanticNode, into out: inout Output) {
        switch node.type {
        case .identifier:
            identifier(node, into: &out)
        case .number:
            let font = node.font != .normal && node.font != .italic ? wording.mathSpeakFontNames[node.font] : nil
            out.say(font?.before ?? "")
            out.say(wording.number(node.key))
            out.say(font?.after ?? "")
        case .text:
            out.flushPending()
            symbols.speakText(node.key, into: &out.buffer)
        case .unknownCommand:
            out.flushPending()
            symbols.speakUnknownCommand(node.key, into: &out.buffer)
        case .empty:
            break
        case .operator, .relation, .punctuation, .fence, .largeOperator, .integralSign, .function, .limitFunction,
             .ellipsis, .prefixSymbol, .postfixSymbol, .other:
            out.say(symbols.name(node.key))
        case .infix, .relationSequence, .punctuated:
            for (index, child) in node.children.enumerated() {
                if index > 0, index - 1 < node.operators.count { speak(node.operators[index - 1], into: &out) }
                speak(child, into: &out)
            }
            if node.type == .punctuated, node.role == .endPunctuation, let mark = node.operators.first {
                speak(mark, into: &out)
            }
        case .prefix:
            prefix(node, into: &out)
        case .postfix:
            speak(node.first, into: &out)
            for mark in node.operators { speak(mark, into: &out) }
        case .fenced:
            fenced(node, into: &out)
        case .fraction:
            fraction(node, into: &out)
        case .mixedNumber:
            speak(node.first, into: &out)
            out.say(wording[.mixedNumberAnd])
            speak(node.second, into: &out)
        case .repeatingDecimal:
            speak(node.first, into: &out)
            out.say(node.second.key)
            out.say(wording[.overbar])
        case .squareRoot, .root:
            root(node, into: &out)
        case .superscript, .subscript, .subSuperscript:
            scripts(node, into: &out)
        case .underscript, .overscript, .underOverscript:
            underOver(node, into: &out)
        case .bigOperator, .integral:
            bigOperator(node, into: &out)
        case .application, .row, .textRun:
            for child in node.children { speak(child, into: &out) }
        case .table:
            table(node, into: &out)
        }
    }

    // MARK: - Letters

    func identifier(_ node: SemanticNode, into out: inout SpeechBuffer) {
        var output = Output(buffer: out)
        identifier(node, into: &output)
        out = output.buffer
    }

    private func identifier(_ node: SemanticNode, into out: inout Output) {
        let font = node.font != .normal && node.font != .italic ? wording.mathSpeakFontNames[node.font] : nil
        out.say(font?.before ?? "")
        defer { out.say(font?.after ?? "") }
        if node.role == .word {
            let scalars = node.key.unicodeScalars
            if SymbolSpeech.readsAsWord(node.key) {
                out.say(node.key)
                return
            }
            for scalar in scalars { letter(String(Character(scalar)), into: &out) }
            return
        }
        letter(node.key, into: &out)
    }

    private func letter(_ key: String, into out: inout Output) {
        let only = key.onlyScalar
        if let scalar = only, scalar.isASCII {
            // Latin letters: "x", "upper X".
            if scalar.value >= 0x41, scalar.value <= 0x5A { out.say(wording[.upper]) }
            out.say(key)
            return
        }
        guard let scalar = only else {
            out.say(symbols.name(key))
            return
        }
        if scalar.properties.isUppercase, scalar.properties.isAlphabetic {
            out.say(wording[.upper])
            if scalar.isASCII {
                out.say(key)
            } else {
                out.say(symbols.name(key))
            }
            return
        }
        out.say(symbols.name(key))
    }

    // MARK: - Operators

    private func prefix(_ node: SemanticNode, into out: inout Output) {
        let child = node.first
        if node.role == .negative {
            let numeric = child.type == .number || child.type == .identifier || child.type == .mixedNumber
                || (child.type == .fraction && vulgarWords(child) != nil)
            out.say(numeric ? wording[.negative] : wording[.minus])
            speak(child, into: &out)
            return
        }
        speak(node.operators[0], into: &out)
        speak(child, into: &out)
    }

    // MARK: - Fences

    private func fenced(_ node: SemanticNode, into out: inout Output) {
        let content = node.first
        switch node.role {
        case .absoluteValue:
            out.say(wording[.startAbsoluteValue])
            speak(content, into: &out)
            out.say(wording[.endAbsoluteValue])
        case .norm:
            out.say(wording[.startMetric])
            speak(content, into: &out)
            out.say(wording[.endMetric])
        case .setBraces where content.isEmpty:
            out.say(symbols.name("∅"))
        case .setBraces, .setBuilder:
            out.say(wording[.startSet])
            speak(content, into: &out)
            out.say(wording[.endSet])
        default:
            if let open = node.operators.first { speak(open, into: &out) }
            speak(content, into: &out)
            if node.operators.count > 1 { speak(node.operators[1], into: &out) }
        }
    }

    // MARK: - Fractions and roots

    /// "StartBinomialOrMatrix n Choose k EndBinomialOrMatrix", in the order the table says
    /// (French "début binomiale k parmi n fin binomiale").
    func binomial(_ top: SemanticNode, _ bottom: SemanticNode, into out: inout Output) {
        out.say(wording[.startBinomialOrMatrix])
        let template = wording.template(.mathSpeakBinomial)
        for (words, placeholder) in template.parts {
            out.say(words)
            speak(placeholder == "n" ? top : bottom, into: &out)
        }
        out.say(template.tail)
        out.say(wording[.endBinomialOrMatrix])
    }

    /// "one half" for simple common fractions, else "StartFraction … Over … EndFraction", with
    /// "Start", "Over" and "End" repeated once per level of fractions nested inside.
    private func fraction(_ node: SemanticNode, into out: inout Output) {
        if node.role == .binomial || node.role == .stacked {
            binomial(node.first, node.second, into: &out)
            return
        }
        if let words = vulgarWords(node) {
            out.say(words)
            return
        }
        let depth = Self.fractionDepth(node)
        // English runs the words together ("StartStartFraction"), German keeps them apart.
        let joiner = wording[.compoundJoiner]
        let start = (Array(repeating: wording[.start], count: depth) + [wording[.fraction]]).joined(separator: joiner)
        let over = Array(repeating: wording[.overWord], count: depth).joined(separator: joiner)
        let end = (Array(repeating: wording[.end], count: depth) + [wording[.fraction]]).joined(separator: joiner)
        out.say(start)
        speak(node.first, into: &out)
        out.say(over)
        speak(node.second, into: &out)
        out.say(end)
    }

    /// "five eighteenths": whole numbers, numerator below 20, denominator from 2 to 99.
    private func vulgarWords(_ node: SemanticNode) -> String? {
        guard node.type == .fraction, node.role == .vulgar, let numerator = Int(node.first.key),
              let denominator = Int(node.second.key), numerator > 0, numerator < 20, denominator > 1, denominator < 100
        else { return nil }
        return wording.commonFraction(numerator: numerator, denominator: denominator)
    }

    /// How many levels of spoken fractions `node` has, itself included.
    private static func fractionDepth(_ node: SemanticNode) -> Int {
        var deepest = 0
        for child in node.children { deepest = max(deepest, fractionDepth(child)) }
        let spoken = node.type == .fraction && node.role != .binomial && !isVulgarWordFraction(node)
        return deepest + (spoken ? 1 : 0)
    }

    private static func isVulgarWordFraction(_ node: SemanticNode) -> Bool {
        guard node.role == .vulgar, let numerator = Int(node.first.key), let denominator = Int(node.second.key) else { return false }
        return numerator > 0 && numerator < 20 && denominator > 1 && denominator < 100
    }

    /// "StartRoot x EndRoot", "RootIndex 3 StartRoot x EndRoot", with "Nested", "NestedTwice",
    /// "Nested3" … for roots that contain roots. The phrases are templates: `{nested}` is the
    /// nesting word (German puts it inside: "Anfang geschachtelte Wurzel"), and a language with
    /// words for square and cube roots ("Anfang Quadratwurzel") uses them for the index 2 or 3.
    private func root(_ node: SemanticNode, into out: inout Output) {
        let depth = Self.rootDepth(node) - 1
        let index = node.type == .root ? node.first : nil
        let named: (start: Phrase, end: Phrase)?
        if !wording[.startSquareRoot].isEmpty, index == nil || (index?.type == .number && index?.key == "2") {
            named = (.startSquareRoot, .endSquareRoot)
        } else if !wording[.startCubeRoot].isEmpty, index?.type == .number, index?.key == "3" {
            named = (.startCubeRoot, .endCubeRoot)
        } else {
            named = nil
        }
        let nesting = nestingWords(depth, index: false)
        if let index, named == nil {
            out.say(Self.filled(wording[.rootIndex], nested: nestingWords(depth, index: true)))
            speak(index, into: &out)
        }
        out.say(Self.filled(wording[named?.start ?? .startRoot], nested: nesting))
        speak(node.type == .root ? node.second : node.first, into: &out)
        out.say(Self.filled(wording[named?.end ?? .endRoot], nested: nesting))
    }

    /// "Nested", "NestedTwice", "Nested3" for roots `depth` levels deep (German "geschachtelte",
    /// "zweifach geschachtelte", "dreifach geschachtelte"; before an index "geschachtelter").
    private func nestingWords(_ depth: Int, index: Bool) -> String {
        switch depth {
        case 0: return ""
        case 1: return wording[index ? .nestedIndexOnce : .nestedOnce]
        case 2: return wording[index ? .nestedIndexTwice : .nestedTwice]
        default:
            return wording[index ? .nestedIndexMany : .nestedMany]
                .replacingPlaceholder("{n}", with: String(depth))
                .replacingPlaceholder("{nWord}", with: wording.cardinal(depth))
        }
    }

    /// `template` with `{nested}` filled, and the spaces an empty filling leaves collapsed.
    private static func filled(_ template: String, nested: String) -> String {
        template.replacingPlaceholder("{nested}", with: nested).split(separator: " ").joined(separator: " ")
    }

    private static func rootDepth(_ node: SemanticNode) -> Int {
        // A root's index is not under it: only its radicand counts.
        if node.type == .root { return rootDepth(node.second) + 1 }
        var deepest = 0
        for child in node.children { deepest = max(deepest, rootDepth(child)) }
        return deepest + (node.type == .squareRoot ? 1 : 0)
    }
}
