/// What the parser does with a command: the symbol it stands for, or the structure it builds.
///
/// ``roles`` answers for every known command with one look-up. The parser used to try the font
/// and accent tables, compare the name with each structure command in turn, then try the spacing
/// and ignored tables: a hundred string comparisons before a command as common as `\alpha` was
/// found to be a symbol. It then looked the name up three more times (as a style switch, in the
/// symbol table, and again in the semantic analysis), each a hash of the name.
enum TeXCommandRole: Sendable {
    /// One symbol or named operator: `\alpha`, `\le`, `\sum`, `\sin`, `\{`.
    case symbol(MathSymbol)
    /// An old style switch, applying to the rest of its group: `{\bf x}`.
    case fontSwitch(MathVariant, FontSource)
    /// A font applied to one argument: `\mathbf{x}`.
    case font(MathVariant, FontSource)
    /// A mark over or under one argument: `\hat{x}`, `\underline{x}`.
    case accent(mark: Unicode.Scalar, below: Bool, stretchy: Bool)
    /// `\frac`, `\binom` and their kin: a numerator and a denominator.
    case fraction
    /// `\genfrac`: delimiters, a rule thickness and a style, then a numerator and a denominator.
    case generalizedFraction
    /// `\sqrt`, with an optional index.
    case radical
    /// `\left`, up to its `\right`.
    case left
    /// `\begin`, up to its `\end`.
    case environment
    /// Text in a font: `\textbf`, `\texttt`, `\textsf`.
    case styledText(MathVariant)
    /// Text as written: `\text`, `\mbox` and their kin.
    case text
    /// `\operatorname` and `\operatornamewithlimits`.
    case operatorName
    /// A command whose meaning is carried by its arguments: `\overset`, `\boxed`, `\pmod`.
    case argumentCommand
    /// `\not`, negating the relation after it.
    case negation
    /// Invisible or presentational: its argument is not content (`\color`, `\label`, `\phantom`).
    case invisible
    /// An explicit space of the width its dimension gives: `\kern`, `\mkern`, `\hspace`.
    case kern
    /// A sizing command, which only enlarges the delimiter that follows: `\big`, `\middle`.
    case sizedDelimiter
    /// Spacing of the given width in math units (see ``SpacingCommands``).
    case spacing(Int)
    /// Presentation only, nothing to say (see ``IgnoredCommands``).
    case ignored
    /// A style switch for the rest of the row: `\scriptstyle`.
    case styleSwitch(TeXStyle)

    /// The role of each command that has one, by name; a command without one is a symbol or unknown.
    static let roles: [String: TeXCommandRole] = {
        var roles: [String: TeXCommandRole] = [:]
        // A name in two lists takes its role from the first, the order in which they are added.
        func add(_ names: some Sequence<String>, _ role: TeXCommandRole) {
            for name in names where roles[name] == nil { roles[name] = role }
        }
        for (name, font) in FontCommands.arguments { add([name], .font(font, FontCommands.source(of: name))) }
        for (name, accent) in AccentCommands.marks { add([name], .accent(mark: accent.mark, below: accent.below, stretchy: AccentCommands.stretchy.contains(name))) }
        add(["frac", "dfrac", "tfrac", "cfrac", "binom", "dbinom", "tbinom"], .fraction)
        add(["genfrac"], .generalizedFraction)
        add(["sqrt"], .radical)
        add(["left"], .left)
        add(["begin"], .environment)
        add(["textbf"], .styledText(.bold))
        add(["texttt"], .styledText(.monospace))
        add(["textsf"], .styledText(.sansSerif))
        add(["textit", "emph", "textsl"], .styledText(.italic))
        add(["text", "textrm", "textnormal", "textup", "textmd", "mbox", "hbox", "fbox", "framebox"], .text)
        add(["operatorname", "operatornamewithlimits"], .operatorName)
        add(["mathop", "mathbin", "mathrel", "mathord", "mathpunct", "mathinner", "mathopen", "mathclose",
             "boxed", "smash", "textcolor", "colorbox", "cancel", "bcancel", "xcancel", "sout", "href",
             "displaylimits", "underset", "overset", "stackrel", "overbrace", "underbrace", "pmod", "pod",
             "substack", "xrightarrow", "xleftarrow", "tag"], .argumentCommand)
        add(["not"], .negation)
        // A table reads the `\cline`s that start its rows; one anywhere else still takes its columns.
        add(["color", "label", "vspace", "vspace*", "phantom", "hphantom", "vphantom", "eqref", "ref", "unicode",
             "cline"], .invisible)
        add(["kern", "mkern", "hskip", "mskip", "mspace", "hkern", "hspace", "hspace*"], .kern)
        add(["big", "Big", "bigg", "Bigg", "bigl", "Bigl", "biggl", "Biggl", "bigr", "Bigr", "biggr", "Biggr",
             "bigm", "Bigm", "biggm", "Biggm", "middle"], .sizedDelimiter)
        for (name, width) in SpacingCommands.widths { add([name], .spacing(width)) }
        add(IgnoredCommands.names, .ignored)
        for (name, style) in TeXStyle.switches { add([name], .styleSwitch(style)) }
        for (name, font) in FontCommands.switches { add([name], .fontSwitch(font, FontCommands.source(of: name))) }
        for (name, symbol) in SymbolTable.commands { add([name], .symbol(symbol)) }
        return roles
    }()
}
