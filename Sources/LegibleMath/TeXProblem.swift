/// Something in a formula that the speaker could not read as math and had to guess at: TeX
/// that a listener hears as raw commands or in an order the author did not mean.
///
/// ```swift
/// Formula(#"\frac{a}{b"#).problems         // [.unbalancedBraces]
/// Formula(#"\foo x"#).problems             // [.unknownCommand("foo")]
/// Formula(#"\frac{a}{b}"#).problems        // []
/// ```
public enum TeXProblem: Hashable, Sendable {
    /// A command the speaker does not know: it is spoken by its name ("the command foo").
    case unknownCommand(String)
    /// A `{` without its `}`, or a `}` without its `{`.
    case unbalancedBraces
    /// A `\left` without its `\right`, or a `\right` without its `\left`.
    case unbalancedLeftRight
    /// A `\begin{name}` without its `\end{name}`, or an `\end` without its `\begin`.
    case unbalancedEnvironment(String)
    /// Groups, fractions, roots, fences, scripts or environments nested deeper than `limit`
    /// levels (a fraction takes two: itself and its argument's braces): what is deeper is read
    /// as a row of its symbols, not as the structure the TeX gives it, so it would be shown and
    /// spoken as other mathematics.
    case nestedTooDeeply(limit: Int)
}

extension MathSpeaker {
    /// Whether `tex` (a formula without its delimiters) reads as math; ``Formula/isReadable``
    /// says why it may not. A caller that also speaks, writes or draws the formula parses it
    /// once as a ``Formula`` and asks that instead.
    ///
    /// ```swift
    /// MathSpeaker.canRead(#"\frac{a}{b}"#)   // true
    /// MathSpeaker.canRead(#"\frac{a}{b"#)    // false: unbalanced braces
    /// MathSpeaker.canRead(#"\foo x + 1"#)    // false: an unknown command
    /// ```
    public static func canRead(_ tex: String) -> Bool {
        Formula(tex).isReadable
    }

    /// What in `tex` (a formula without its delimiters) the speaker reads only as well as it can
    /// (see ``Formula/problems``).
    public static func problems(in tex: String) -> [TeXProblem] {
        Formula(tex).problems
    }
}

extension TeXProblem {
    /// The commands the parser did not know in `syntax`, each once, in order of appearance.
    static func unknownCommands(in syntax: [TeXNode]) -> [TeXProblem] {
        var problems: [TeXProblem] = []
        var seen = Set<String>()
        // The tree is never deeper than the parser's nesting limit, but an explicit stack keeps
        // this walk independent of that.
        var pending = Array(syntax.reversed())
        while let node = pending.popLast() {
            switch node {
            case .unknownCommand(let name):
                if seen.insert(name).inserted { problems.append(.unknownCommand(name)) }
            case .group(let nodes):
                pending.append(contentsOf: nodes.reversed())
            case .scripts(let base, let sub, let sup):
                pending.append(contentsOf: [sup, sub, base].compactMap { $0 })
            case .fraction(let numerator, let denominator, _):
                pending.append(contentsOf: [denominator, numerator])
            case .radical(let index, let radicand):
                pending.append(contentsOf: [radicand, index].compactMap { $0 })
            case .leftRight(let open, let body, let close):
                pending.append(contentsOf: ([close].compactMap { $0 } + body.reversed() + [open].compactMap { $0 }))
            case .accent(_, let base, _, _), .font(_, let base, _), .styled(_, let base), .limits(let base, _), .sizedDelimiter(let base?, _, _),
                 .framed(let base):
                pending.append(base)
            case .stack(let base, let over, let under, _):
                pending.append(contentsOf: [under, over, base].compactMap { $0 })
            case .environment(_, let rows, _, _):
                pending.append(contentsOf: rows.joined().joined().reversed())
            case .character, .number, .symbol, .text, .operatorName, .space, .empty, .styleSwitch, .sizedDelimiter(nil, _, _):
                break
            }
        }
        return problems
    }

    /// Braces, `\left…\right` and `\begin…\end` that do not pair up.
    static func balanceProblems(_ tokens: [TeXToken]) -> [TeXProblem] {
        var problems: [TeXProblem] = []
        var braces = 0
        var bracesWentNegative = false
        var lefts = 0
        var leftsWentNegative = false
        var environments: [String] = []
        var unmatchedEnvironment: String?
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .beginGroup:
                braces += 1
            case .endGroup:
                braces -= 1
                if braces < 0 { bracesWentNegative = true; braces = 0 }
            case .command("left"):
                lefts += 1
            case .command("right"):
                lefts -= 1
                if lefts < 0 { leftsWentNegative = true; lefts = 0 }
            case .command("begin"), .command("end"):
                let isBegin = tokens[index] == .command("begin")
                let (name, end) = environmentName(tokens, after: index)
                index = end
                if isBegin {
                    environments.append(name)
                } else if environments.last == name {
                    environments.removeLast()
                } else if unmatchedEnvironment == nil {
                    unmatchedEnvironment = name
                }
                continue
            default:
                break
            }
            index += 1
        }
        if braces != 0 || bracesWentNegative { problems.append(.unbalancedBraces) }
        if lefts != 0 || leftsWentNegative { problems.append(.unbalancedLeftRight) }
        if let name = unmatchedEnvironment ?? environments.last { problems.append(.unbalancedEnvironment(name)) }
        return problems
    }

    /// The `{name}` after `\begin` or `\end` at `index`, and the index after it; braces are not
    /// counted by the caller, since they belong to the command.
    private static func environmentName(_ tokens: [TeXToken], after index: Int) -> (String, Int) {
        var position = index + 1
        while position < tokens.count, tokens[position] == .space { position += 1 }
        guard position < tokens.count, tokens[position] == .beginGroup else { return ("", position) }
        var name = ""
        position += 1
        while position < tokens.count, tokens[position] != .endGroup {
            if case .character(let scalar) = tokens[position] { name.unicodeScalars.append(scalar) }
            position += 1
        }
        return (name, min(position + 1, tokens.count))
    }
}
