/// A formula's structure as presentation math describes it: the tree a screen reader walks to let
/// a listener move inside a formula (term by term, into a numerator, down to a script), and the
/// tree math braille is transcribed from.
///
/// It is platform-neutral, made from a ``Formula``'s semantic analysis (the same that speech and
/// MathML read), and shaped like MathML's presentation elements, which Apple's `AXMathExpression`
/// classes also follow: a front end converts it node by node.
///
/// ```swift
/// MathExpression(Formula(#"\frac{a+b}{2}"#))
/// // .fraction(numerator: .row([.identifier("a"), .operator("+"), .identifier("b")]),
/// //           denominator: .number("2"), line: .visible)
/// MathExpression(Formula(#"\sqrt[3]{x^2}"#))
/// // .root(radicand: .scripts(base: .identifier("x"), subscript: nil, superscript: .number("2")),
/// //       index: .number("3"))
/// MathExpression(Formula(#"\binom{n}{k}"#))
/// // .fenced(open: "(", close: ")", [.fraction(numerator: .identifier("n"), denominator: .identifier("k"), line: .none)])
/// ```
///
/// What it keeps: rows in reading order, identifiers with their typeface (``MathVariant``),
/// numbers, operators with their form (prefix, infix, postfix), text, fractions with or without
/// a line, roots with their index, scripts, limits and accents above and below, fences with their
/// separators inside, and tables with their rows and cells. What it drops: spacing, sizes, styles
/// and colours, which say nothing a reader needs. Symbols are Unicode characters (`−`, `≤`, `∑`),
/// never TeX names; an unknown command is its source as ``text(_:variant:)`` (`\foo`).
///
/// Three invisible operators carry what the layout alone leaves open, as MathML writes them: U+2061
/// (function application) between a function and its argument (`sin x`, `f(x)`), U+2062
/// (invisible times) before a fenced factor (`x (y + 1)`), and U+2064 (invisible plus) between
/// the whole number and the fraction of a mixed number (`2½`). They are in the tree for what reads
/// it (Nemeth braille tells a mixed number by its invisible plus), and have no symbol to show or
/// voice: a front end that shows or voices operators drops them (``isInvisibleOperator``), as
/// `LegibleMathAccessibility`'s conversion for VoiceOver and the Nemeth writer do.
///
/// Building is a walk of the semantic tree, whose depth the parser bounds; two expressions are
/// equal when their structure and content are.
public indirect enum MathExpression: Hashable, Sendable {
    /// Items side by side, in reading order (MathML's `mrow`).
    case row([MathExpression])
    /// A letter or a name, in its typeface: `x`, `α`, `sin`, `ReLU` (`mi`).
    case identifier(String, variant: MathVariant = .normal)
    /// A number as written, decimal point and digit-group commas included: `3.14`, `2,214` (`mn`).
    case number(String, variant: MathVariant = .normal)
    /// An operator, relation, fence character or punctuation mark, with its form: `+`, `≤`, `∑`,
    /// `,`, `!` (`mo`).
    case `operator`(String, form: OperatorForm = .infix)
    /// Text, as `\text{…}` writes it (`mtext`).
    case text(String, variant: MathVariant = .normal)
    /// A numerator over a denominator, with a line between them or without one (`mfrac`).
    case fraction(numerator: MathExpression, denominator: MathExpression, line: FractionLine)
    /// A radicand under a radical sign, with the root's index or `nil` for a square root
    /// (`msqrt`, `mroot`).
    case root(radicand: MathExpression, index: MathExpression?)
    /// A base with a subscript, a superscript or both (`msub`, `msup`, `msubsup`). Primes are a
    /// superscript of `′`, `″`, `‴` operators, as MathML writes them.
    case scripts(base: MathExpression, subscript: MathExpression?, superscript: MathExpression?)
    /// A base with something under it, over it or both (`munder`, `mover`, `munderover`): the
    /// limits of `∑` and `lim` when set below and above, or an accent (`x̂`, `x̄`, `x⃗`,
    /// `x̲`), in which case ``UnderOverKind/accent`` says the under or over part is a mark on
    /// the base rather than an expression of its own.
    case underOver(base: MathExpression, under: MathExpression?, over: MathExpression?, kind: UnderOverKind)
    /// Items between an opening and a closing fence (`(…)`, `[…)`, `|…|`, `\{…\}`); a missing
    /// fence is the empty string (`cases` has only its `{`). Separators (`,`, `\middle|`) are
    /// operators among the items.
    case fenced(open: String, close: String, [MathExpression])
    /// A table of rows, each of cells (`mtable`, `mtr`, `mtd`): a matrix (in a ``fenced(open:close:_:)``
    /// when it has fences), `cases`, or aligned lines, whose alignment points are cell boundaries.
    case table([[MathExpression]])

    /// The expression of `formula`, from its semantic tree (it parses nothing).
    public init(_ formula: Formula) {
        self = MathExpressionBuilder().expression(for: formula.semantics)
    }

    /// The items of a ``row(_:)``, or the expression alone: what a slot taking a list of
    /// expressions (a fence's, a radicand's, a table cell's) holds.
    public var items: [MathExpression] {
        if case .row(let items) = self { return items }
        return [self]
    }

    /// Whether this is an operator that only says how its neighbours relate, U+2061 to U+2064
    /// (function application, invisible times, invisible separator, invisible plus): nothing is
    /// drawn or said for it.
    public var isInvisibleOperator: Bool {
        guard case .operator(let symbol, _) = self, symbol.unicodeScalars.count == 1, let scalar = symbol.unicodeScalars.first else { return false }
        return (0x2061...0x2064).contains(scalar.value)
    }
}

/// The form of an operator: where it stands relative to its operands, as MathML's `form`
/// attribute says.
public enum OperatorForm: Hashable, Sendable {
    /// Before its operand: `−x`, `∑ i`, `¬p`, an opening fence.
    case prefix
    /// Between its operands: `a + b`, `x ≤ y`, a separator.
    case infix
    /// After its operand: `n!`, `90°`, a closing fence.
    case postfix
}

/// Whether a fraction is drawn with a line between numerator and denominator.
public enum FractionLine: Hashable, Sendable {
    /// A fraction: `\frac{a}{b}`.
    case visible
    /// One thing stacked over another with no line: a binomial coefficient's `n` over `k`
    /// (inside its parentheses), `\atop`, `\genfrac` with no rule.
    case none
}

/// What the under and over parts of a ``MathExpression/underOver(base:under:over:kind:)`` are.
public enum UnderOverKind: Hashable, Sendable {
    /// Expressions of their own: the limits of `∑` or `lim`, the label of an arrow
    /// (`\xrightarrow{f}`), the `?` of `\overset{?}{=}`.
    case limits
    /// A mark on the base (MathML's `accent` or `accentunder`): a hat, a bar, an arrow, a tilde,
    /// a dot, an underline.
    case accent
}
