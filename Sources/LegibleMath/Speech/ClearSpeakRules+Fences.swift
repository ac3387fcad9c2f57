extension ClearSpeakRules {
    /// Fences by meaning: parentheses are silent around simple content ("2 times 3" for `2(3)`),
    /// absolute values, norms, sets and set builders are named. Floors and ceilings, which
    /// ClearSpeak does not name, are read by their fences ("left floor, n over 2, right floor"),
    /// whatever they hold.
    func fenced(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let content = node.first
        switch node.role {
        case .parentheses, .brackets:
            if Simplicity.isSimple(content) || content.isModulusClause {
                speak(content, into: &out)
            } else {
                spokenParentheses(node, into: &out)
            }
        case .absoluteValue:
            out.pause()
            out.say(wording[.absoluteValueOf])
            speak(content, into: &out)
            out.pause()
        case .norm:
            out.pause()
            out.say(wording[.normOf])
            speak(content, into: &out)
            out.pause()
        case .setBraces:
            if content.isEmpty {
                out.say(wording[.emptySet])
            } else {
                out.say(wording[.theSet])
                speak(content, into: &out)
            }
        case .setBuilder:
            out.say(wording[.theSetOfAll])
            membership(content.first, into: &out)
            out.say(wording[.suchThat])
            speak(content.second, into: &out)
        default:
            spokenParentheses(node, into: &out)
        }
    }

    /// The fences spoken around the content: "open paren, x plus 1, close paren".
    func spokenParentheses(_ node: SemanticNode, into out: inout SpeechBuffer) {
        out.pause()
        if let open = node.operators.first, !open.isEmpty {
            out.say(symbols.name(open.key))
            out.pause()
        }
        speak(node.first, into: &out)
        out.pause()
        if node.operators.count > 1, !node.operators[1].isEmpty {
            out.say(symbols.name(node.operators[1].key))
            out.pause()
        }
    }

    /// The element part of a set builder, where `∈` reads "in": "the set of all x in the integers".
    private func membership(_ node: SemanticNode, into out: inout SpeechBuffer) {
        guard node.type == .relationSequence else {
            speak(node, into: &out)
            return
        }
        for (index, child) in node.children.enumerated() {
            if index > 0 {
                switch node.operators[index - 1].key {
                case "∈": afterPreposition(child, preposition: wording[.memberIn], into: &out)
                case "∉": afterPreposition(child, preposition: wording[.memberNotIn], into: &out)
                default:
                    speak(node.operators[index - 1], into: &out)
                    afterPreposition(child, preposition: "", into: &out)
                }
            } else {
                speak(child, into: &out)
            }
        }
    }
}
