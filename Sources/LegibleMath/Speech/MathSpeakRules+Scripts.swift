extension MathSpeakRules {
    /// Sub- and superscripts: "x squared", "x 1" (a number under a letter), "x Subscript n",
    /// "x Superscript a Super Subscript b", "h Subscript s Superscript t Baseline".
    func scripts(_ node: SemanticNode, into out: inout Output) {
        let base = node.first
        var sub: SemanticNode?
        var sup: SemanticNode?
        switch node.type {
        case .subscript: sub = node.second
        case .superscript: sup = node.second
        default:
            sub = node.second
            sup = node.children[2]
        }
        if base.isEmpty {
            // `{}_a` after a script continues it: no return to the baseline in between.
            out.pendingReturn = nil
        } else {
            speak(base, into: &out)
        }
        var baseIsPlain = Self.isPlainBase(base)
        if let sub {
            if Self.isNumericSubscript(sub, of: base) {
                out.say(sub.key)
            } else {
                enterScript(sub, superscript: false, into: &out)
                baseIsPlain = false
            }
        }
        if let sup {
            if sub != nil, !baseIsPlain { out.pendingReturn = nil }
            if let mark = Self.primeName(sup) {
                out.say(symbols.name(mark))
            } else if baseIsPlain, sup.type == .number, sup.key == "2" || sup.key == "3" {
                out.say(sup.key == "2" ? wording[.squared] : wording[.cubed])
            } else {
                enterScript(sup, superscript: true, into: &out)
            }
        }
    }

    /// Speaks a script one level deeper, and leaves the word that returns from it pending.
    private func enterScript(_ script: SemanticNode, superscript: Bool, into out: inout Output) {
        out.levels.append(superscript)
        // A script that starts with a script on nothing (`a^{{}_c}`) announces its own level.
        if !Self.startsWithEmptyBase(script) { out.say(levelWord(out.levels)) }
        speak(script, into: &out)
        out.levels.removeLast()
        out.pendingReturn = out.levels.isEmpty ? wording[.baseline] : levelWord(out.levels)
    }

    /// "Superscript", "Super Subscript", "Sub Sub Superscript" for the levels given.
    private func levelWord(_ levels: [Bool]) -> String {
        var words: [String] = levels.dropLast().map { $0 ? wording[.superPrefix] : wording[.subPrefix] }
        words.append(levels.last! ? wording[.superscript] : wording[.subscriptWord])
        return words.joined(separator: " ")
    }

    private static func startsWithEmptyBase(_ node: SemanticNode) -> Bool {
        var node = node
        while true {
            switch node.type {
            case .subscript, .superscript, .subSuperscript: return node.first.isEmpty
            case .infix, .relationSequence, .punctuated: node = node.first
            default: return false
            }
        }
    }

    /// A base after which "squared", "cubed" and plain number subscripts may follow.
    private static func isPlainBase(_ base: SemanticNode) -> Bool {
        switch base.type {
        case .superscript, .subSuperscript, .operator, .relation, .punctuation, .empty: return false
        case .subscript: return base.second.type == .number && isNumericSubscript(base.second, of: base.first)
        default: return true
        }
    }

    /// `x_1`, `x_{1.3}`: a number under a letter is read right after it, "x 1".
    private static func isNumericSubscript(_ sub: SemanticNode, of base: SemanticNode) -> Bool {
        sub.type == .number && base.type == .identifier
    }

    private static func primeName(_ node: SemanticNode) -> String? {
        ["′", "″", "‴", "⁗"].contains(node.key.onlyScalar) && node.isLeaf ? node.key : nil
    }

    // MARK: - Under and over

    /// Accents ("ModifyingAbove x With caret", "x overbar") and stacked scripts
    /// ("x Underscript a Endscripts").
    func underOver(_ node: SemanticNode, into out: inout Output) {
        let base = node.first
        if node.role == .accent || Self.isAccentMark(node.second) {
            let mark = node.second.key
            let below = node.type == .underscript
            switch mark {
            case "¯", "‾", "_":
                speak(base, into: &out)
                out.say(below || mark == "_" ? wording[.underbar] : wording[.overbar])
            case "~", "˜":
                speak(base, into: &out)
                out.say(below ? wording[.undertilde] : wording[.overtilde])
            default:
                out.say(below ? wording[.modifyingBelow] : wording[.modifyingAbove])
                speak(base, into: &out)
                out.say(wording[.with])
                out.say(symbols.name(mark))
            }
            return
        }
        speak(base, into: &out)
        switch node.type {
        case .underscript:
            out.say(wording[.underscript])
            speak(node.second, into: &out)
        case .overscript:
            out.say(wording[.overscript])
            speak(node.second, into: &out)
        default:
            out.say(wording[.underscript])
            speak(node.second, into: &out)
            out.say(wording[.overscript])
            speak(node.children[2], into: &out)
        }
        out.say(wording[node.type == .underscript ? .endUnderscript : .endOverscript])
    }

    private static func isAccentMark(_ node: SemanticNode) -> Bool {
        node.isLeaf && ["¯", "‾", "˜", "~", "˙", "¨", "^", "ˇ", "˘", "→", "_"].contains(node.key)
    }


    // MARK: - Large operators

    /// "sigma summation Underscript i equals 1 Overscript n Endscripts i" and
    /// "integral Subscript 0 Superscript 1 Baseline f left parenthesis x right parenthesis d x".
    func bigOperator(_ node: SemanticNode, into out: inout Output) {
        let symbol = node.children[0]
        let lower = node.children[1]
        let upper = node.children[2]
        speak(symbol, into: &out)
        if node.role == .limitsScripted {
            if !lower.isEmpty { enterScript(lower, superscript: false, into: &out) }
            if !upper.isEmpty {
                if !lower.isEmpty { out.pendingReturn = nil }
                enterScript(upper, superscript: true, into: &out)
            }
        } else if !lower.isEmpty || !upper.isEmpty {
            if !lower.isEmpty {
                out.say(wording[.underscript])
                speak(lower, into: &out)
            }
            if !upper.isEmpty {
                out.say(wording[.overscript])
                speak(upper, into: &out)
            }
            out.say(wording[upper.isEmpty ? .endUnderscript : .endOverscript])
        }
        for child in node.children.dropFirst(3) { speak(child, into: &out) }
    }
}
