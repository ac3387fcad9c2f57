/// Font commands: those that take an argument (`\mathbf{x}`) and the old switches (`{\bf x}`).
enum FontCommands {
    static let arguments: [String: MathVariant] = [
        "mathbf": .bold, "mathrm": .upright, "mathit": .italic, "mathsf": .sansSerif, "mathtt": .monospace,
        "mathcal": .calligraphic, "mathscr": .script, "mathfrak": .fraktur, "mathbb": .doubleStruck,
        "Bbb": .doubleStruck, "boldsymbol": .boldItalic, "bm": .boldItalic, "pmb": .bold,
        "mathbfit": .boldItalic, "mathnormal": .normal, "mathup": .upright, "mathbfup": .bold,
        "symbf": .bold, "symbb": .doubleStruck, "symcal": .calligraphic, "symrm": .upright,
        "mathds": .doubleStruck, "mathbbm": .doubleStruck, "Bold": .bold,
        // unicode-math's alphabets of the math font.
        "symup": .upright, "symit": .italic, "symsf": .sansSerif, "symtt": .monospace, "symnormal": .normal,
        "symbfup": .bold, "symbfit": .boldItalic, "symscr": .script, "symfrak": .fraktur,
        "symbfscr": .boldScript, "symbfcal": .boldScript, "symbffrak": .boldFraktur, "mathbfscr": .boldScript,
        "mathbfcal": .boldScript, "mathbffrak": .boldFraktur, "mathsfup": .sansSerif, "mathsfit": .sansSerifItalic,
        "symsfup": .sansSerif, "symsfit": .sansSerifItalic, "mathbfsf": .sansSerifBold, "symbfsf": .sansSerifBold,
        "mathbfsfup": .sansSerifBold, "symbfsfup": .sansSerifBold, "mathbfsfit": .sansSerifBoldItalic,
        "symbfsfit": .sansSerifBoldItalic,
    ]

    static let switches: [String: MathVariant] = [
        "bf": .bold, "rm": .upright, "it": .italic, "sf": .sansSerif, "tt": .monospace,
        "cal": .calligraphic, "frak": .fraktur, "mit": .italic, "bold": .bold,
    ]

    /// The commands and switches unicode-math sets in the document's text faces (LaTeX's
    /// `\DeclareOldFontCommand` makes `{\bf x}` a `\mathbf`); the others take the math font's.
    private static let textFaceCommands: Set<String> = ["mathrm", "mathup", "mathit", "mathbf", "mathsf", "mathtt", "bf", "rm", "it", "sf", "tt", "bold"]

    /// Where the font command or switch `name` takes its letters from.
    static func source(of name: String) -> FontSource {
        if textFaceCommands.contains(name) { return .textFace }
        return name == "boldsymbol" || name == "bm" ? .boldVersion : .mathAlphabet
    }
}

/// Accent commands and the mark each puts over (or under) its argument.
enum AccentCommands {
    /// The accents that grow with their base (unicode-math's `\mathaccentwide` and
    /// `\mathbotaccentwide`); the others keep their size.
    static let stretchy: Set<String> = [
        "widehat", "widecheck", "widetilde", "overrightarrow", "overleftarrow", "overleftrightarrow",
        "underrightarrow", "underleftarrow", "underleftrightarrow", "utilde",
    ]

    static let marks: [String: (mark: Unicode.Scalar, below: Bool)] = [
        "hat": ("^", false), "widehat": ("^", false), "check": ("\u{02C7}", false), "widecheck": ("\u{02C7}", false),
        "tilde": ("~", false), "widetilde": ("~", false), "acute": ("\u{00B4}", false),
        "grave": ("`", false), "dot": ("\u{02D9}", false), "ddot": ("\u{00A8}", false),
        "dddot": ("\u{20DB}", false), "ddddot": ("\u{20DC}", false), "breve": ("\u{02D8}", false),
        "bar": ("\u{00AF}", false), "overline": ("\u{203E}", false), "vec": ("\u{2192}", false),
        "overrightarrow": ("\u{2192}", false), "overleftarrow": ("\u{2190}", false),
        "overleftrightarrow": ("\u{2194}", false), "mathring": ("\u{02DA}", false),
        "underline": ("_", true), "underrightarrow": ("\u{2192}", true), "underleftarrow": ("\u{2190}", true),
        "underleftrightarrow": ("\u{2194}", true), "utilde": ("~", true),
    ]
}

/// Spacing commands: silent, but they separate what is around them. Each has its width in math
/// units (18 to the em); the negative ones (`\!`) pull their neighbours together and separate
/// nothing.
enum SpacingCommands {
    static let widths: [String: Int] = [
        // A backslash before a line break or tab is a control space, as `\ ` is.
        "\n": 6, "\r": 6, "\t": 6,
        ",": 3, ":": 4, ">": 4, ";": 5, "!": -3, " ": 6, "quad": 18, "qquad": 36, "enspace": 9, "thinspace": 3,
        "medspace": 4, "thickspace": 5, "negthinspace": -3, "negmedspace": -4, "negthickspace": -5, "enskip": 9,
        "space": 6, "nobreakspace": 6, "hfill": 18, "hfil": 18,
    ]

    static let silent = Set(widths.keys)
}

/// Commands that only change presentation and have nothing to say.
enum IgnoredCommands {
    static let names: Set<String> = [
        "limits", "nolimits", "nonumber", "notag", "hline", "relax", "allowbreak", "nobreak", "mathstrut", "strut",
        "tiny", "small", "large", "Large", "LARGE", "huge", "Huge", "normalsize", "footnotesize",
        "scriptsize", "centering", "noindent", "protect", "left.", "right.", "vline", "toprule", "midrule",
        "bottomrule", "linebreak", "pagebreak", "displaybreak", "qedhere", "expandafter",
    ]
}

/// Commands that shape structure (arguments, environments) rather than stand for a symbol; when
/// content is read flatly beyond the nesting limit they are skipped and their arguments read in place.
enum StructureCommands {
    static let names: Set<String> = ([
        "frac", "dfrac", "tfrac", "cfrac", "binom", "dbinom", "tbinom", "genfrac", "sqrt", "left", "right",
        "middle", "begin", "end", "text", "textrm", "textit", "textbf", "mbox", "operatorname", "mathop",
        "overset", "underset", "stackrel", "overbrace", "underbrace", "big", "Big", "bigg", "Bigg",
        "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr", "Biggl", "Biggr", "over", "choose", "atop", "cline",
    ] as Set<String>).union(FontCommands.arguments.keys).union(FontCommands.switches.keys).union(AccentCommands.marks.keys)
        .union(SpacingCommands.silent).union(IgnoredCommands.names).union(TeXStyle.switches.keys)
}
