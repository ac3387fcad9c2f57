/// The TeX syntax tree: what the source says, before any meaning is assigned.
///
/// The parser builds it; the semantic analysis reads it. It keeps the source's own grouping
/// (braces, `\left…\right`, environments) and names symbols by their command or character, leaving
/// to the symbol table what each one is.
///
/// Only the cases that hold a node are `indirect`: leaves (characters, numbers, symbols, text),
/// most of any formula, are stored in place rather than each in a box of its own.
package enum TeXNode: Sendable {
    /// A single character of math: a letter, an operator, punctuation, or any Unicode symbol.
    case character(Unicode.Scalar)
    /// A run of digits as TeX reads it: `12`, `3.14`, `.5`, `2{,}214` (kept as `2,214`), `3{,}14`.
    case number(String)
    /// A command that stands for one symbol or one named operator (`alpha`, `le`, `sum`, `sin`, `{`),
    /// with the symbol the symbol table gives it.
    case symbol(MathSymbol)
    /// A brace group `{…}`.
    case group([TeXNode])
    /// A large operator whose scripts `\limits` (`above`) or `\nolimits` place above and below
    /// it or beside it, whatever the style. Only layout sees the difference; it reads the same.
    indirect case limits(TeXNode, above: Bool)
    /// A delimiter that `\big` and its kin size (`\big(`, `\Bigl[`, `\biggm|`; nil for `.`):
    /// `size` is 1 for `\big` to 4 for `\Bigg`, 0 for `\middle`, which `\left…\right` sizes. Only
    /// layout sees the size; it reads as the delimiter.
    indirect case sizedDelimiter(TeXNode?, size: Int, kind: SizedDelimiterKind)
    /// A base with a subscript and/or a superscript; the base is ``empty`` for `{}_a` or a leading `^`.
    indirect case scripts(base: TeXNode, sub: TeXNode?, sup: TeXNode?)
    /// `\frac` and its kin, `\binom` and its kin (``FractionKind``).
    indirect case fraction(numerator: TeXNode, denominator: TeXNode, kind: FractionKind)
    /// A node set in a style of its own whatever the style around it: `\dfrac` is a fraction in
    /// display style, `\tfrac` one in text style. Only layout and MathML see the difference; it
    /// reads the same.
    indirect case styled(TeXStyle, TeXNode)
    /// `\displaystyle`, `\textstyle`, `\scriptstyle` or `\scriptscriptstyle`: the style of the
    /// rest of the row it is in (TeX's style item), takes no scripts. Only layout and MathML see
    /// it; it is silent.
    case styleSwitch(TeXStyle)
    /// `\sqrt{x}` (no index) or `\sqrt[n]{x}`.
    indirect case radical(index: TeXNode?, radicand: TeXNode)
    /// `\left( … \right)`: the delimiters (nil for `.`) and the row between them.
    indirect case leftRight(open: TeXNode?, body: [TeXNode], close: TeXNode?)
    /// An accent over or under its base: `\hat{x}` has mark `^`, `\underline{x}` has mark `_` below.
    /// A stretchy accent (`\widehat`, `\overrightarrow`) grows with its base; `\hat` and `\vec` keep
    /// their size, as unicode-math defines them. Only layout sees the difference; they read the same.
    indirect case accent(mark: Unicode.Scalar, base: TeXNode, below: Bool, stretchy: Bool)
    /// A base with something stacked over and/or under it: `\overset`, `\underset`, `\stackrel`,
    /// `\overbrace{…}^{…}`, `\xrightarrow[…]{…}`. `\stackrel` makes a relation whatever its base
    /// (`isRelation`, LaTeX's `\mathrel`), where `\overset` keeps a relation or binary base's
    /// class. Only layout sees the difference; they read the same.
    indirect case stack(base: TeXNode, over: TeXNode?, under: TeXNode?, isRelation: Bool = false)
    /// A frame of rules around its content: amsmath's `\boxed{…}` (its content in display style,
    /// so a `.styled` node) and LaTeX's `\fbox{…}` (its content text). Only drawing sees the
    /// frame; it reads as its content.
    indirect case framed(TeXNode)
    /// Text as written in `\text{…}` and its kin.
    case text(String)
    /// A font command applied to its argument: `\mathbf{x}`, with where its letters come from
    /// (`\mathbf` takes the text font's bold face, `\symbf` the math font's bold alphabet).
    /// Only layout sees the source; the two read the same.
    indirect case font(MathVariant, TeXNode, FontSource)
    /// A named operator written out: `\operatorname{rank}`; with `limits` its scripts go under
    /// and over it (`\operatorname*{minimize}`, `\mathop{\mathrm{minimize}}`).
    case operatorName(String, limits: Bool)
    /// An environment or an implicit table: rows of cells, each cell a row of nodes, the column
    /// specification of an `array` as written (`{l|cr}`; empty for the others), and the `\hline`s
    /// and `\cline`s above each row in the order written, with one more list for below the last
    /// (empty when there are none). Only layout sees the rules; the table reads the same.
    /// `\boxed{x}` is the environment `boxed` with one cell, `x`, which reads as `x` and is
    /// drawn framed.
    case environment(name: String, rows: [[[TeXNode]]], columns: String = "", horizontalRules: [[TableRule]] = [])
    /// Spacing (`\,`, `\quad`, `~`, `\!`), its width in math units (18 to the em; negative for
    /// `\!` and its kin, 0 for unknown widths): silent in speech, but a positive one separates
    /// what is around it.
    case space(mu: Int)
    /// A command the parser does not know, spoken by its name.
    case unknownCommand(String)
    /// Nothing: an empty group, the base of `{}^2`, a missing argument.
    case empty
}

extension TeXNode {
    /// The name of the table the parser makes of rows that `\\` separates outside an
    /// environment (and no `&`): they read as lines, as the writer meant them, but TeX's `\\`
    /// there is `\newline`, which does nothing in math, so layout sets them as one row. No
    /// environment can have this name.
    package static let newlineTableName = "\\"

    /// The node of the command `name` that the parser makes itself (`\pmod` writes `\bmod`): its
    /// symbol, or an unknown command.
    static func command(_ name: String) -> TeXNode {
        SymbolTable.symbol(forCommand: name).map(TeXNode.symbol) ?? .unknownCommand(name)
    }
}

/// What a sized delimiter is to its neighbours: `\big` makes an ordinary atom, `\bigl` an
/// opening, `\bigr` a closing and `\bigm` a relation (amsmath's `\mathopen\big` and kin);
/// `\middle` is a fence of the `\left…\right` around it, sized with the pair.
package enum SizedDelimiterKind: Sendable {
    case ordinary, opening, closing, relation, middle
}

/// A style a node can be forced into (The TeXbook, chapter 17), as `\dfrac` and `\tbinom` do,
/// or that a style switch (`\scriptstyle`) sets for the rest of its row.
package enum TeXStyle: Sendable {
    /// Display style: `\dfrac`, `\dbinom`, `\displaystyle`.
    case display
    /// Text style: `\tfrac`, `\tbinom`, `\textstyle`.
    case text
    /// Script style: `\scriptstyle`.
    case script
    /// Scriptscript style: `\scriptscriptstyle`.
    case scriptScript

    /// The style each switch command sets.
    static let switches: [String: TeXStyle] = [
        "displaystyle": .display, "textstyle": .text, "scriptstyle": .script, "scriptscriptstyle": .scriptScript,
    ]
}

/// Which command made a fraction-like construct, as that changes how it reads.
package enum FractionKind: Sendable {
    /// `\frac`, `\dfrac`, `\tfrac`, `\cfrac`, `\over`.
    case fraction
    /// `\binom`, `\dbinom`, `\tbinom` (amsmath's `\genfrac`): read "n choose k".
    case binomial
    /// `\choose`, TeX's own binomial (`\atopwithdelims()`), whose parentheses TeX sizes
    /// differently from amsmath's: only layout sees the difference; it reads as a binomial.
    case choose
    /// `\brack`: a binomial's stack in square brackets (Stirling numbers of the first kind).
    /// Only layout sees the brackets; it reads as a binomial.
    case bracketed
    /// `\brace`: a binomial's stack in braces (Stirling numbers of the second kind). Only layout
    /// sees the braces; it reads as a binomial.
    case braced
    /// `\genfrac` or `\atop` with no rule: one thing stacked over another.
    case stacked
}
