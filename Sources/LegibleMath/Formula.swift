/// A TeX formula, parsed once: the value every output of a formula takes.
///
/// Speech (``MathSpeaker``), MathML (``MathMLWriter``), the linear and cell forms
/// (``UnicodeMathWriter``), the problems a reader should be told of (``problems``), and in the
/// other modules the typesetter and the accessibility math tree all read the same parse, so a
/// document shown, spoken and drawn parses each of its formulas once.
///
/// ```swift
/// let formula = Formula(#"\frac{a+b}{2}"#)
/// MathSpeaker().speak(formula).text           // "the fraction with numerator a plus b, and denominator 2"
/// MathMLWriter().mathML(formula)               // "<math …><semantics><mfrac>…"
/// UnicodeMathWriter().linear(formula).text     // "(a + b)/2"
/// formula.isReadable                           // true
/// Formula(#"\frac{a}{b"#).problems             // [.unbalancedBraces]
/// ```
///
/// The TeX is the content of a math span, without its delimiters (`$…$`, `\[…\]`). Parsing never
/// fails (see ``TeXProblem`` for what it had to guess at); it is linear in the TeX's length, and
/// the trees are never deeper than `MathLimits.maximumNestingDepth`. Two formulas are equal
/// when their TeX is.
public struct Formula: Hashable, Sendable {
    /// The TeX source, as written.
    public let tex: String
    /// The syntax tree: the row of nodes the TeX consists of.
    package let syntax: [TeXNode]
    /// The semantic tree of the syntax: operators, fences, function applications, tables.
    package let semantics: SemanticNode
    /// What in the TeX a reader hears or sees only as well as it could be guessed: unknown
    /// commands, each once, in order of appearance, then unbalanced braces, `\left…\right` pairs
    /// and environments, then nesting deeper than the parser reads as structure. Empty when the
    /// whole formula reads as math.
    public let problems: [TeXProblem]

    /// The formula of `tex`, parsed.
    public init(_ tex: String) {
        self.tex = tex
        let tokens = TeXTokenizer.tokenize(tex)
        let parsed = TeXParser.parse(tokens: tokens)
        syntax = parsed.nodes
        semantics = SemanticAnalyzer.analyze(syntax)
        problems = TeXProblem.unknownCommands(in: syntax) + TeXProblem.balanceProblems(tokens)
            + (parsed.readFlatly ? [.nestedTooDeeply(limit: MathLimits.maximumNestingDepth)] : [])
        FormulaParseCount.record(tex)
    }

    /// Whether the formula reads as math: ``problems`` is empty.
    ///
    /// This is the one place that decides which problems make a formula unreadable, and every
    /// ``TeXProblem`` does: unbalanced braces, `\left…\right` or environments leave the reader
    /// guessing how the parts group, so a reading may be in an order the author did not mean;
    /// an unknown command is read by its name ("the command foo") with its arguments as plain
    /// symbols, a reading that sounds like math but is not what the author's renderer shows.
    /// Front ends show an unreadable formula as its TeX, saying so, rather than a guess; the
    /// audit reports it.
    public var isReadable: Bool { problems.isEmpty }

    public static func == (lhs: Formula, rhs: Formula) -> Bool { lhs.tex == rhs.tex }

    public func hash(into hasher: inout Hasher) { hasher.combine(tex) }
}
