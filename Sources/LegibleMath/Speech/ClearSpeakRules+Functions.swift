extension ClearSpeakRules {
    /// Function application: "f of x", "f inverse of x", "sine x", "the sine of, open paren, x plus
    /// y, close paren", "sine squared x", "the log base 10 of, x".
    func application(_ node: SemanticNode, into out: inout SpeechBuffer) {
        var head = node.first
        if head.type == .subSuperscript {
            // `f_1^{-1}` reads as the power of `f_1`, `\mathbf h_i^{(k)}` as its label.
            let base = SemanticNode(type: .subscript, children: [head.first, head.second])
            head = SemanticNode(type: .superscript, role: head.role, children: [base, head.children[2]])
        }
        if node.role == .letterFunction {
            letterFunction(head: head, argument: node.second, into: &out)
        } else {
            namedFunction(head: head, argument: node.second, into: &out)
        }
    }

    /// `keepingParentheses` says the argument's parentheses are spoken whatever they hold: they
    /// carry a power (`g(\log m)^2`), and a listener must hear where it applies.
    func letterFunction(head: SemanticNode, argument: SemanticNode, keepingParentheses: Bool = false, into out: inout SpeechBuffer) {
        if head.type == .superscript, head.role == .derivativeOrder {
            // `f^{(k)}(x_0)`: "the k-th derivative of f at x sub 0".
            derivative(head, into: &out)
            out.say(wording[.derivativeAt])
            functionArgument(argument, into: &out)
            out.pause()
            return
        }
        switch head.type {
        case .superscript:
            let exponent = head.second
            if head.role == .label || exponent.isTranspose(of: head.first) {
                // A label or a transpose names the function: "bold F transpose of t".
                speak(head, into: &out)
            } else if exponent.isMinusOne {
                speak(head.first, into: &out)
                out.say(wording[.inverse])
            } else if exponent.type == .number, exponent.key == "2" || exponent.key == "3" {
                speak(head.first, into: &out)
                out.say(exponent.key == "2" ? wording[.squared] : wording[.cubed])
            } else if exponent.type == .postfixSymbol {
                speak(head.first, into: &out)
                out.say(symbols.name(exponent.key))
            } else if wording.powerBeforeFunction, head.first.type != .subscript, let ordinal = ordinalExponent(exponent) {
                // With an index (`V^\pi_k(s)`) the power follows the name: "V sub k, to the pi-th power, of s".
                out.say(wording.article(for: "power"))
                out.say(ordinal)
                out.say(wording[.powerOf])
                out.pause()
                speak(head.first, into: &out)
            } else {
                speak(head, into: &out)
            }
        case .fenced:
            spokenParentheses(head, into: &out)
        case .identifier:
            identifier(head, namingSets: false, into: &out)
        default:
            speak(head, into: &out)
        }
        out.say(wording[.of])
        if keepingParentheses, argument.type == .fenced {
            out.pause()
            spokenParentheses(argument, into: &out)
        } else {
            functionArgument(argument, into: &out)
        }
        out.pause()
    }

    /// An argument in fences: silent fences around simple content, a pause before a nested
    /// application ("f of, g of x"), spoken fences otherwise.
    private func functionArgument(_ argument: SemanticNode, into out: inout SpeechBuffer) {
        if argument.type == .fenced, argument.role == .parentheses || argument.role == .brackets {
            let content = argument.first
            if content.type == .application {
                out.pause()
                if Self.hasSilentArgument(content) {
                    speak(content, into: &out)
                    return
                }
                spokenParentheses(argument, into: &out)
                return
            }
            if Simplicity.isSimple(content) {
                speak(content, into: &out)
                return
            }
            spokenParentheses(argument, into: &out)
            return
        }
        speak(argument, into: &out)
    }

    private static func hasSilentArgument(_ application: SemanticNode) -> Bool {
        let argument = application.second
        return argument.type != .fenced || ClearSpeakSimplicity.isSimple(argument.first)
    }


    private func namedFunction(head: SemanticNode, argument: SemanticNode, into out: inout SpeechBuffer) {
        let function = head.core
        let name = symbols.name(function.key)
        let hyperbolic = ["sinh", "cosh", "tanh", "coth", "sech", "csch"].contains(function.key)
        if function.key == "det", argument.type == .table || (argument.type == .fenced && argument.first.type == .table) {
            var table = argument.type == .table ? argument : argument.first
            table.role = .determinant
            matrix(table, function: true, into: &out)
            return
        }
        switch head.type {
        case .superscript:
            let exponent = head.second
            if exponent.isMinusOne {
                out.pause()
                out.say(wording.phrase(.theInverse, ["article": wording.article(for: function.key), "function": name]))
                out.say(wording[.of])
                simpleOrSpokenArgument(argument, into: &out)
                out.pause()
                return
            }
            if exponent.type == .number, exponent.key == "2" || exponent.key == "3" {
                out.pause()
                out.say(name)
                out.say(exponent.key == "2" ? wording[.squared] : wording[.cubed])
                if wording.functionsTakeOf { out.say(wording[.of]) }
                simpleOrSpokenArgument(argument, into: &out)
                out.pause()
                return
            }
            if wording.powerBeforeFunction, let ordinal = ordinalExponent(exponent, always: true) {
                out.say(wording.article(for: "power"))
                out.say(ordinal)
                out.say(wording[.powerOf])
                out.say(name)
                simpleOrSpokenArgument(argument, into: &out)
                out.pause()
                return
            }
        case .subscript where function.key == "log" || function.key == "lg" || function.key == "ln":
            out.pause()
            out.say(wording[.logBase])
            speak(head.second, into: &out)
            out.say(wording[.of])
            out.pause()
            simpleOrSpokenArgument(argument, into: &out)
            out.pause()
            return
        default:
            break
        }
        if hyperbolic {
            out.pause()
            speak(head, into: &out)
            out.say(wording[.of])
            simpleOrSpokenArgument(argument, into: &out)
            out.pause()
            return
        }
        if function.role == .word {
            // A function named by a word (`\operatorname{softmax}`) reads like a letter function.
            letterFunction(head: head, argument: argument, into: &out)
            return
        }
        if isSimpleArgument(argument) {
            speak(head, into: &out)
            if wording.functionsTakeOf { out.say(wording[.of]) }
            simpleOrSpokenArgument(argument, into: &out)
            return
        }
        out.pause()
        out.say(wording.article(for: function.key))
        speak(head, into: &out)
        out.say(wording[.of])
        out.pause()
        simpleOrSpokenArgument(argument, into: &out)
        out.pause()
    }

    private func isSimpleArgument(_ argument: SemanticNode) -> Bool {
        // A function of a function (`\ln\ln\sqrt n`) reads as the names in a row: "l n l n the
        // square root of n", as it is written and as SRE says it.
        if argument.type == .application, argument.role == .namedFunction { return true }
        if argument.type == .fenced {
            return Simplicity.isSimple(argument.first)
        }
        return Simplicity.isSimple(argument) || Simplicity.isSimpleDegree(argument)
    }

    /// The argument with silent parentheses if its content is simple.
    private func simpleOrSpokenArgument(_ argument: SemanticNode, into out: inout SpeechBuffer) {
        if argument.type == .fenced, argument.role == .parentheses || argument.role == .brackets {
            if Simplicity.isSimple(argument.first) {
                speak(argument.first, into: &out)
            } else {
                spokenParentheses(argument, into: &out)
            }
            return
        }
        speak(argument, into: &out)
    }

    // MARK: - Large operators

    /// "the sum from i equals 1 to n of i", "the sum over S, of i", "the union of, S sub i",
    /// "the limit as x approaches 0 of …".
    func bigOperator(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let symbol = node.children[0]
        let lower = node.children[1]
        let upper = node.children[2]
        let body = node.children[3]
        let name = symbols.name(symbol.key)
        if body.isEmpty {
            out.say(name)
            limits(lower: lower, upper: upper, limit: Self.isLimit(symbol), into: &out)
            return
        }
        // An operator named by its own word (`\operatorname*{minimize}`) takes no article.
        out.say(symbol.role == .word ? "" : wording.article(for: symbol.key))
        out.say(name)
        limits(lower: lower, upper: upper, limit: Self.isLimit(symbol), into: &out)
        out.say(wording[.bigOperatorOf])
        speak(body, into: &out)
    }

    /// A limit, whose `x \to a` below it reads "as x approaches a".
    static func isLimit(_ symbol: SemanticNode) -> Bool {
        ["lim", "liminf", "limsup"].contains(symbol.key)
    }

    private func limits(lower: SemanticNode, upper: SemanticNode, limit: Bool, into out: inout SpeechBuffer) {
        if limit, lower.type == .relationSequence, lower.children.count == 2, lower.operators[0].key == "→" {
            out.say(wording[.asVariable])
            speak(lower.children[0], into: &out)
            out.say(wording[.approaches])
            speak(lower.children[1], into: &out)
            return
        }
        switch (lower.isEmpty, upper.isEmpty) {
        case (false, false):
            out.say(wording[.from])
            speak(lower, into: &out)
            out.say(wording[.to])
            speak(upper, into: &out)
        case (false, true):
            out.say(wording[.overLimit])
            speak(lower, into: &out)
            out.pause()
        case (true, false):
            out.say(wording[.underLimit])
            speak(upper, into: &out)
            out.pause()
        case (true, true):
            break
        }
    }

    /// "the integral from 0 to 1 of f of x, d x".
    func integral(_ node: SemanticNode, into out: inout SpeechBuffer) {
        let symbol = node.children[0]
        let body = node.children[3]
        let differential = node.children[4]
        if !body.isEmpty || !differential.isEmpty { out.say(wording.article(for: symbol.key)) }
        out.say(symbols.name(symbol.key))
        limits(lower: node.children[1], upper: node.children[2], limit: false, into: &out)
        if !body.isEmpty || !differential.isEmpty { out.say(wording[.bigOperatorOf]) }
        speak(body, into: &out)
        if !differential.isEmpty {
            out.pause()
            // `\mathrm{d}x` is the same "d x" as `dx`.
            var plain = differential
            if plain.children.count == 2 { plain.modifyChild(at: 0) { $0.font = .normal } }
            speak(plain, into: &out)
        }
    }
}
