/// Transcribes math into Nemeth braille (the Nemeth Braille Code for Mathematics, the math code
/// of braille readers in the United States), as Unicode braille cells (U+2800 to U+28FF, the
/// blank cell U+2800 for a space), from a formula's ``MathExpression``.
///
/// ```swift
/// let writer = NemethWriter()
/// writer.braille(Formula("x^2 + 1")).text               // "⠭⠘⠆⠐⠬⠂"
/// writer.braille(Formula(#"\frac{1}{2}"#)).text          // "⠹⠂⠌⠆⠼"
/// writer.braille(Formula(#"x_{i=1}"#)).text              // "⠭⠰⠊⠀⠰⠨⠅⠀⠰⠂"
/// writer.braille(Formula(#"\sqrt[3]{x}"#)).text          // "⠣⠒⠜⠭⠻"
/// writer.braille(Formula("x")).text                      // "⠰⠭"
/// ```
///
/// It follows the Code's rules for the constructs a ``MathExpression`` has: the numeric
/// indicator, level indicators for scripts, fraction indicators (complex fractions and mixed
/// numbers included), radicals, grouping symbols, modified expressions for limits and accents,
/// the spacing of comparison signs, function names and ellipses, the English-letter indicator for
/// a letter standing alone, the punctuation indicator, typeform and alphabetic indicators, and
/// tables row by row. Words of text are
/// uncontracted. The result is the formula alone, without the opening and closing Nemeth
/// indicators a transcriber puts around mathematics inside literary (UEB) text.
///
/// Writing never fails: whatever ``MathSpeaker`` can speak, this can transcribe; a character the
/// Code has no symbol for is named in a transcriber's note and listed in
/// ``NemethBraille/untranscribed``.
public struct NemethWriter: Sendable {
    /// A writer; it has no settings.
    public init() {}

    /// The Nemeth braille of `formula`.
    public func braille(_ formula: Formula) -> NemethBraille {
        braille(MathExpression(formula))
    }

    /// The Nemeth braille of `expression`.
    public func braille(_ expression: MathExpression) -> NemethBraille {
        var transcriber = NemethTranscriber()
        transcriber.appendFormula(expression)
        return NemethBraille(lines: NemethLine.render(transcriber.tokens), untranscribed: transcriber.untranscribed)
    }
}

/// A formula in Nemeth braille (``NemethWriter``).
public struct NemethBraille: Hashable, Sendable {
    /// The lines of braille: one, unless the formula holds a table, whose rows stand on lines of
    /// their own (what comes before the table stands on its first line). Unicode braille cells,
    /// U+2800 for a space; no line ends with one.
    public let lines: [String]
    /// Characters the Nemeth Code has no symbol for, each once, in order of appearance; each is
    /// written as its Unicode name in a transcriber's note (`⠈⠨⠣ … ⠈⠨⠜`). Empty when every
    /// character has its symbol.
    public let untranscribed: [Unicode.Scalar]

    /// The lines, joined by line feeds.
    public var text: String { lines.joined(separator: "\n") }
}
