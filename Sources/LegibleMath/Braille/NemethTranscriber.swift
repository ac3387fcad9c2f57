/// Transcribes a ``MathExpression`` into Nemeth tokens (``NemethToken``), following the Code's
/// rules for each construct; ``NemethLine`` then applies the rules between neighbours.
///
/// - **Fractions**: `⠹ numerator ⠌ denominator ⠼`; a complex fraction (one with a fraction in
///   its numerator or denominator) `⠠⠹ ⠠⠌ ⠠⠼`, a hypercomplex one `⠠⠠⠹ …`; the fraction of a
///   mixed number `⠸⠹ ⠸⠌ ⠸⠼`. A binomial coefficient is its parentheses around `n ⠩ k`.
/// - **Radicals**: `⠜ radicand ⠻`, with the index before it as `⠣ index ⠜`; a radical inside a
///   radical `⠨⠜ … ⠨⠻`.
/// - **Scripts**: on their level (``NemethLine``), subscript before superscript; a first-level
///   numeric subscript of a letter (`x_1`, `log_2`) without its indicator; primes directly after
///   the base, before any script.
/// - **Modified expressions**: `⠐ base ⠩ under ⠣ over ⠻` for limits and accents (`∑_{i=1}^{n}`,
///   `x̂`); a bar over a single letter or digit directly after it (`x̄` is `⠭⠱`); a modified
///   comparison sign (`\overset{?}{=}`) spaced as a comparison.
/// - **Function names** (`sin`, `log`, `lim`) followed by a space before their argument.
/// - **Grouping symbols** as written; those around a table enlarged, on each of its lines.
/// - **Tables**: each row on a line of its own, its columns aligned and set apart by a blank cell;
///   inside a fraction, radical, script or limit, row after row on the line.
/// - **Text** in uncontracted letters, with the spaces it has.
/// - A character the Code has no symbol for is written as its Unicode name in a transcriber's
///   note (`⠈⠨⠣ … ⠈⠨⠜`), and listed in ``untranscribed``.
///
/// The walk recurses over the expression, whose depth the parser bounds.
struct NemethTranscriber {
    private(set) var tokens: [NemethToken] = []
    /// Characters the Code has no symbol for, each once, in order of appearance.
    private(set) var untranscribed: [Unicode.Scalar] = []
    /// The members of ``untranscribed``, to list each once.
    private var untranscribedSet: Set<Unicode.Scalar> = []
    /// Whether the items being transcribed are an enclosed list's: in grouping symbols, separated
    /// by commas.
    private var inEnclosedList = false
    /// How many fractions, radicals, scripts and modified expressions enclose what is being
    /// transcribed: a table inside one is written on its line, row after row.
    private var nesting = 0

    /// The ratio sign, "is to".
    private static let ratio = "⠐⠂"

    /// The transcriber's-note indicators around what the Code has no symbol for.
    private static let noteStart = "⠈⠨⠣"
    private static let noteEnd = "⠈⠨⠜"

    // MARK: - Expressions

    /// Appends the tokens of a whole formula. A letter standing alone in it (the whole formula,
    /// or an item of a list not enclosed in grouping symbols, `x, y`) takes the English-letter
    /// indicator, as a letter between spaces and punctuation would otherwise read as a word
    /// contraction (`⠭` alone is "it").
    mutating func appendFormula(_ expression: MathExpression) {
        appendRow(expression.items, level: "", radicals: 0, marksLettersStandingAlone: true)
        joinColonComparisons()
    }

    /// Joins a colon and the comparison sign after it into one comparison sign (`:=` is
    /// `⠸⠒⠨⠅`, spaced as a comparison), however the analysis grouped them. One pass.
    private mutating func joinColonComparisons() {
        var joined: [NemethToken] = []
        joined.reserveCapacity(tokens.count)
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            guard token.kind == .punctuation, token.cells == "⠸⠒" else {
                joined.append(token)
                continue
            }
            var next = index
            while next < tokens.endIndex, tokens[next].kind == .space { next += 1 }
            guard next < tokens.endIndex, tokens[next].kind == .comparison else {
                joined.append(token)
                continue
            }
            joined.append(NemethToken(.space, level: token.level))
            joined.append(NemethToken(.comparison, token.cells + tokens[next].cells, level: token.level))
            index = next + 1
        }
        tokens = joined
    }

    /// Appends the tokens of `expression` on script level `level`, inside `radicals` radicals.
    mutating func append(_ expression: MathExpression, level: String, radicals: Int = 0) {
        switch expression {
        case .row(let items):
            appendRow(items, level: level, radicals: radicals)
        case .identifier(let name, let variant):
            tokens.append(NemethToken(.letter, letters(name, variant: variant), level: level))
        case .number(let digits, let variant):
            appendNumber(digits, variant: variant, level: level)
        case .operator(let symbol, _):
            appendOperator(symbol, level: level)
        case .text(let text, let variant):
            // A font on a word of text is emphasis, not a typeform of mathematics; on a single
            // letter (`\textbf{y}`, a vector) it is one, as for `\mathbf{y}`.
            appendText(text, variant: text.unicodeScalars.count == 1 ? variant : .normal, level: level)
        case .fraction(let numerator, let denominator, let line):
            appendFraction(numerator, denominator, line: line, mixed: false, level: level, radicals: radicals)
        case .root(let radicand, let index):
            // A radical inside a radical is marked by `⠨` before its first indicator: the index
            // indicator when it has an index, else the radical sign; and before its termination.
            let order = String(repeating: "⠨", count: radicals)
            if let index {
                tokens.append(NemethToken(.other, order + "⠣", level: level))
                appendPart(index, level: level, radicals: radicals)
                tokens.append(NemethToken(.opening, "⠜", level: level))
            } else {
                tokens.append(NemethToken(.opening, order + "⠜", level: level))
            }
            appendPart(radicand, level: level, radicals: radicals + 1)
            tokens.append(NemethToken(.closing, order + "⠻", level: level))
        case .scripts(let base, let sub, let sup):
            appendScripts(base: base, sub: sub, sup: sup, level: level, radicals: radicals)
        case .underOver(let base, let under, let over, let kind):
            appendModified(base: base, under: under, over: over, kind: kind, level: level, radicals: radicals)
        case .fenced(let open, let close, let items):
            appendFenced(open: open, close: close, items, level: level, radicals: radicals)
        case .table(let rows):
            appendTable(rows, open: "", close: "", level: level)
        }
    }

    /// Appends `expression` as a part of a construct (a numerator, a radicand, a script, a limit).
    private mutating func appendPart(_ expression: MathExpression, level: String, radicals: Int) {
        nesting += 1
        append(expression, level: level, radicals: radicals)
        nesting -= 1
    }

    /// A row's items; a function name is followed by a space before what follows it, and the
    /// fraction after invisible plus is a mixed number's.
    private mutating func appendRow(_ items: [MathExpression], level: String, radicals: Int, marksLettersStandingAlone: Bool = false) {
        var index = items.startIndex
        while index < items.endIndex {
            let item = items[index]
            let next = index + 1 < items.endIndex ? items[index + 1] : nil
            if marksLettersStandingAlone, Self.isLetterStandingAlone(item, after: index > items.startIndex ? items[index - 1] : nil, before: next) {
                append(item, level: level, radicals: radicals)
                tokens[tokens.count - 1].cells = NemethLetters.englishLetterIndicator + tokens[tokens.count - 1].cells
                index += 1
                continue
            }
            if case .operator(MathExpressionBuilder.invisiblePlus, _) = item,
               case .fraction(let numerator, let denominator, .visible)? = next {
                appendFraction(numerator, denominator, line: .visible, mixed: true, level: level, radicals: radicals)
                index += 2
                continue
            }
            if index + 2 < items.endIndex, [item, items[index + 1], items[index + 2]].allSatisfy({ $0 == .operator(".") }) {
                // Three periods written for an ellipsis (`a_1, ..., a_n`) are one.
                appendOperator("…", level: level)
                index += 3
                continue
            }
            if item == .operator(":"), case .number? = index > items.startIndex ? items[index - 1] : nil, case .number? = next {
                // A colon between numbers is a ratio (`3:2`), a comparison, not punctuation.
                tokens.append(NemethToken(.space, level: level))
                tokens.append(NemethToken(.comparison, Self.ratio, level: level))
                tokens.append(NemethToken(.space, level: level))
                index += 1
                continue
            }
            if let first = Self.comparisonCells(item), let second = next.flatMap(Self.comparisonCells) {
                // Two comparison signs side by side are one (`=:`), spaced as one.
                tokens.append(NemethToken(.space, level: level))
                tokens.append(NemethToken(.comparison, first + second, level: level))
                tokens.append(NemethToken(.space, level: level))
                index += 2
                continue
            }
            append(item, level: level, radicals: radicals)
            if next != nil, Self.isFunctionName(item) {
                // Whether or not the analysis found what it applies to (`\log \log n`).
                tokens.append(NemethToken(.space, level: level))
            }
            index += 1
        }
    }

    /// Whether `item` is a single English letter in regular type between the start or a comma or
    /// punctuation mark and the end or a comma or punctuation mark. A letter in another typeform
    /// has the indicator after its typeform indicator already; a German letter takes none.
    private static func isLetterStandingAlone(_ item: MathExpression, after previous: MathExpression?, before next: MathExpression?) -> Bool {
        guard case .identifier(let name, let variant) = item, name.unicodeScalars.count == 1,
              name.unicodeScalars.allSatisfy(NemethLetters.isEnglish), NemethLetters.typeform(variant).isEmpty, variant != .fraktur else { return false }
        func separates(_ neighbour: MathExpression?) -> Bool {
            guard let neighbour else { return true }
            guard case .operator(let symbol, _) = neighbour, let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1,
                  let role = NemethSymbols.symbol(for: scalar)?.role else { return false }
            return role == .comma || role == .punctuation
        }
        return separates(previous) && separates(next)
    }

    /// Whether `expression` is an abbreviated function name (`sin`, `log`, `lim`), with its
    /// scripts or limits, which the Code follows by a space.
    static func isFunctionName(_ expression: MathExpression) -> Bool {
        switch expression {
        case .identifier(let name, _):
            guard name.unicodeScalars.count > 1, let symbol = SymbolTable.symbol(forCommand: name) else { return false }
            return symbol.kind == .function || symbol.kind == .limitFunction
        case .scripts(let base, _, _), .underOver(let base, _, _, _):
            return isFunctionName(base)
        default:
            return false
        }
    }

    // MARK: - Leaves

    /// The cells of a name or letter: each letter with its indicators, other symbols as the Code
    /// writes them.
    private mutating func letters(_ name: String, variant: MathVariant) -> String {
        let scalars = name.unicodeScalars
        if scalars.count > 1, NemethLetters.typeform(variant).isEmpty,
           scalars.allSatisfy({ NemethLetters.isEnglish($0) && $0.properties.isUppercase }) {
            // A name in capitals (`\operatorname{OR}`) takes the double capital indicator.
            return NemethLetters.capital + NemethLetters.capital + letters(name.lowercased(), variant: variant)
        }
        var cells = ""
        for scalar in scalars {
            if let letter = NemethLetters.letter(scalar, variant: variant) {
                cells += letter
            } else if let digit = NemethLetters.digit(scalar) {
                cells += digit
            } else {
                cells += symbolCells(scalar)
            }
        }
        return cells
    }

    /// The cells of a symbol, or a transcriber's note naming it.
    private mutating func symbolCells(_ scalar: Unicode.Scalar) -> String {
        if let symbol = NemethSymbols.symbol(for: scalar) { return symbol.cells }
        return note(scalar)
    }

    /// Lists `scalar` among the characters without a symbol, once.
    private mutating func noteUntranscribed(_ scalar: Unicode.Scalar) {
        if untranscribedSet.insert(scalar).inserted { untranscribed.append(scalar) }
    }

    /// A transcriber's note naming a character the Code has no symbol for.
    private mutating func note(_ scalar: Unicode.Scalar) -> String {
        noteUntranscribed(scalar)
        let name = scalar.properties.name ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
        var cells = Self.noteStart
        for character in name.lowercased().unicodeScalars {
            if character == " " {
                cells.append(NemethLine.blank)
            } else if character == "-" {
                cells += "⠤"
            } else {
                cells += NemethLetters.letter(character, variant: .normal) ?? NemethLetters.digit(character) ?? ""
            }
        }
        return cells + Self.noteEnd
    }

    private mutating func appendNumber(_ digits: String, variant: MathVariant, level: String) {
        var cells = ""
        for scalar in digits.unicodeScalars {
            switch scalar {
            case ".": cells += NemethLetters.decimalPoint
            case ",": cells += "⠠"
            default: cells += NemethLetters.digit(scalar) ?? symbolCells(scalar)
            }
        }
        let typeform = NemethLetters.typeform(variant)
        if typeform.isEmpty {
            tokens.append(NemethToken(.numeral, cells, level: level))
        } else {
            // A typeform indicator is followed by the numeric indicator wherever the numeral stands.
            tokens.append(NemethToken(.other, typeform + NemethLetters.numericIndicator + cells, level: level))
        }
    }

    /// An operator: its symbol with the spacing its role asks for. A name written as an
    /// operator (`mod`) is a word, spaced.
    private mutating func appendOperator(_ symbol: String, level: String) {
        let scalars = symbol.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else {
            tokens.append(NemethToken(.space, level: level))
            tokens.append(NemethToken(.letter, letters(symbol, variant: .normal), level: level))
            tokens.append(NemethToken(.space, level: level))
            return
        }
        guard let entry = NemethSymbols.symbol(for: scalar) else {
            tokens.append(NemethToken(.other, note(scalar), level: level))
            return
        }
        switch entry.role {
        case .invisible:
            break
        case .comparison:
            tokens.append(NemethToken(.space, level: level))
            tokens.append(NemethToken(.comparison, entry.cells, level: level))
            tokens.append(NemethToken(.space, level: level))
        case .operation:
            tokens.append(NemethToken(scalar == "\u{2212}" || scalar == "-" ? .minus : .other, entry.cells, level: level))
        case .opening:
            tokens.append(NemethToken(.opening, entry.cells, level: level))
        case .closing:
            tokens.append(NemethToken(.closing, entry.cells, level: level))
        case .comma:
            if level.isEmpty {
                tokens.append(NemethToken(.comma, entry.cells, level: level))
                tokens.append(NemethToken(inEnclosedList ? .listSpace : .space, level: level))
            } else {
                // Between the items of a script, the comma is `⠪` and the script goes on unspaced.
                tokens.append(NemethToken(.other, "⠪", level: level))
            }
        case .punctuation:
            tokens.append(NemethToken(.punctuation, entry.cells, level: level))
            tokens.append(NemethToken(.space, level: level))
        case .ellipsis where !level.isEmpty:
            // Between the unspaced items of a script (`x_{1, …, n}`), the ellipsis is unspaced too.
            tokens.append(NemethToken(.other, entry.cells, level: level))
        case .ellipsis:
            tokens.append(NemethToken(.space, level: level))
            tokens.append(NemethToken(.other, entry.cells, level: level))
            tokens.append(NemethToken(.space, level: level))
        case .superscripted:
            tokens.append(NemethToken(.other, entry.cells, level: level + "⠘"))
        case .shape:
            tokens.append(NemethToken(.other, entry.cells, level: level))
            tokens.append(NemethToken(.space, level: level))
        case .ordinary, .bar, .prime:
            tokens.append(NemethToken(.other, entry.cells, level: level))
        }
    }

    /// Text: its letters uncontracted, word by word; digits as numerals; its spaces kept.
    private mutating func appendText(_ text: String, variant: MathVariant, level: String) {
        var word = ""
        var numeral = ""
        func flush(_ transcriber: inout NemethTranscriber) {
            if !word.isEmpty { transcriber.tokens.append(NemethToken(.letter, word, level: level)) }
            if !numeral.isEmpty { transcriber.tokens.append(NemethToken(.numeral, numeral, level: level)) }
            word = ""
            numeral = ""
        }
        for scalar in text.unicodeScalars {
            if let letter = NemethLetters.letter(scalar, variant: variant) {
                if !numeral.isEmpty { flush(&self) }
                word += letter
            } else if let digit = NemethLetters.digit(scalar) {
                if !word.isEmpty { flush(&self) }
                numeral += digit
            } else {
                flush(&self)
                if scalar == " " || scalar == "\u{00A0}" {
                    tokens.append(NemethToken(.space, level: level))
                } else if let cells = Self.textPunctuation[scalar] {
                    tokens.append(NemethToken(scalar == "(" ? .opening : scalar == ")" ? .closing : .other, cells, level: level))
                } else {
                    appendOperator(String(scalar), level: level)
                }
            }
        }
        flush(&self)
    }

    /// Punctuation inside text, which reads as punctuation rather than as the mathematical sign
    /// of the same character (`!` is no factorial there, `-` a hyphen, `'` an apostrophe).
    private static let textPunctuation: [Unicode.Scalar: String] = [
        "!": "⠸⠖", "-": "⠤", "'": "⠄", "\u{2019}": "⠄", ":": "⠸⠒", "(": "⠷", ")": "⠾",
    ]

    // MARK: - Layouts

    private mutating func appendFraction(_ numerator: MathExpression, _ denominator: MathExpression, line: FractionLine,
                                         mixed: Bool, level: String, radicals: Int) {
        guard line == .visible else {
            // One thing over another with no line: a modified expression, "directly under".
            tokens.append(NemethToken(.opening, "⠐", level: level))
            appendPart(numerator, level: level, radicals: radicals)
            tokens.append(NemethToken(.other, "⠩", level: level))
            appendPart(denominator, level: level, radicals: radicals)
            tokens.append(NemethToken(.closing, "⠻", level: level))
            return
        }
        let order = max(Self.fractionOrder(numerator), Self.fractionOrder(denominator))
        let prefix = mixed ? "⠸" : String(repeating: "⠠", count: order)
        tokens.append(NemethToken(.opening, prefix + "⠹", level: level))
        appendPart(numerator, level: level, radicals: radicals)
        // A mixed number's fraction line is a simple fraction's.
        tokens.append(NemethToken(.other, (mixed ? "" : prefix) + "⠌", level: level))
        appendPart(denominator, level: level, radicals: radicals)
        tokens.append(NemethToken(.closing, prefix + "⠼", level: level))
    }

    /// How deeply fractions nest in `expression` on its own level: 0 with none, 1 with simple
    /// fractions, 2 with complex ones. Fractions in scripts are on another level and do not count.
    static func fractionOrder(_ expression: MathExpression) -> Int {
        switch expression {
        case .fraction(let numerator, let denominator, let line):
            let inner = max(fractionOrder(numerator), fractionOrder(denominator))
            return line == .visible ? inner + 1 : inner
        case .row(let items), .fenced(_, _, let items):
            return items.map(fractionOrder).max() ?? 0
        case .root(let radicand, _):
            return fractionOrder(radicand)
        case .scripts(let base, _, _):
            return fractionOrder(base)
        case .underOver(let base, let under, let over, _):
            return [base, under, over].compactMap { $0.map(fractionOrder) }.max() ?? 0
        case .identifier, .number, .operator, .text, .table:
            return 0
        }
    }

    private mutating func appendScripts(base: MathExpression, sub: MathExpression?, sup: MathExpression?, level: String, radicals: Int) {
        append(base, level: level, radicals: radicals)
        let superscript: (primes: [String], rest: MathExpression?) = sup.map { Self.primesSplit($0) } ?? ([], nil)
        for prime in superscript.primes { tokens.append(NemethToken(.other, prime, level: level)) }
        if let sub {
            if level.isEmpty, Self.isLetter(base), case .number(let digits, .normal) = sub,
               digits.unicodeScalars.allSatisfy({ NemethLetters.digit($0) != nil }) {
                // A numeric subscript of the first order on a letter takes no subscript indicator.
                tokens.append(NemethToken(.other, digits.unicodeScalars.compactMap(NemethLetters.digit).joined(), level: level))
            } else {
                appendPart(sub, level: level + "⠰", radicals: radicals)
            }
        }
        if let rest = superscript.rest {
            appendPart(rest, level: level + "⠘", radicals: radicals)
        }
    }

    /// The primes a superscript begins with, and what follows them.
    private static func primesSplit(_ superscript: MathExpression) -> (primes: [String], rest: MathExpression?) {
        func prime(_ item: MathExpression) -> String? {
            guard case .operator(let symbol, _) = item, let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1,
                  let entry = NemethSymbols.symbol(for: scalar), entry.role == .prime else { return nil }
            return entry.cells
        }
        var items = superscript.items
        var primes: [String] = []
        while let first = items.first, let cells = prime(first) {
            primes.append(cells)
            items.removeFirst()
        }
        if primes.isEmpty { return ([], superscript) }
        return (primes, items.isEmpty ? nil : items.count == 1 ? items[0] : .row(items))
    }

    /// Whether `expression` is a letter or a function name: what a numeric subscript may follow
    /// unmarked.
    private static func isLetter(_ expression: MathExpression) -> Bool {
        guard case .identifier(let name, _) = expression, let first = name.unicodeScalars.first else { return false }
        return name.unicodeScalars.count == 1 ? NemethLetters.letter(first, variant: .normal) != nil : isFunctionName(expression)
    }

    private mutating func appendModified(base: MathExpression, under: MathExpression?, over: MathExpression?, kind: UnderOverKind,
                                         level: String, radicals: Int) {
        if kind == .accent, under == nil, let over, Self.isBar(over), Self.isSingleCharacter(base) {
            // A bar over a single letter or digit follows it directly.
            append(base, level: level, radicals: radicals)
            tokens.append(NemethToken(.other, "⠱", level: level))
            return
        }
        let comparison = Self.isComparison(base)
        if comparison { tokens.append(NemethToken(.space, level: level)) }
        tokens.append(NemethToken(.opening, "⠐", level: level))
        if let cells = Self.comparisonCells(base) {
            tokens.append(NemethToken(.other, cells, level: level))
        } else {
            append(base, level: level, radicals: radicals)
        }
        for (indicator, part) in [("⠩", under), ("⠣", over)] {
            guard let part else { continue }
            tokens.append(NemethToken(.other, indicator, level: level))
            if kind == .accent, case .operator(let mark, _) = part, mark.unicodeScalars.count == 1,
               let scalar = mark.unicodeScalars.first, let modifier = NemethSymbols.modifier(for: scalar) {
                tokens.append(NemethToken(.other, modifier, level: level))
            } else {
                appendPart(part, level: level, radicals: radicals)
            }
        }
        tokens.append(NemethToken(.closing, "⠻", level: level))
        if comparison { tokens.append(NemethToken(.space, level: level)) }
    }

    private static func isBar(_ mark: MathExpression) -> Bool {
        guard case .operator(let symbol, _) = mark else { return false }
        return symbol == "\u{00AF}" || symbol == "\u{203E}"
    }

    private static func isSingleCharacter(_ expression: MathExpression) -> Bool {
        switch expression {
        case .identifier(let name, _), .number(let name, _): name.unicodeScalars.count == 1
        default: false
        }
    }

    private static func isComparison(_ expression: MathExpression) -> Bool {
        comparisonCells(expression) != nil
    }

    /// The cells of a comparison sign, or nil for anything else.
    private static func comparisonCells(_ expression: MathExpression) -> String? {
        guard case .operator(let symbol, _) = expression, symbol.unicodeScalars.count == 1, let scalar = symbol.unicodeScalars.first,
              let entry = NemethSymbols.symbol(for: scalar), entry.role == .comparison else { return nil }
        return entry.cells
    }

    private mutating func appendFenced(open: String, close: String, _ items: [MathExpression], level: String, radicals: Int) {
        if items.count == 1, case .table(let rows) = items[0] {
            appendTable(rows, open: open, close: close, level: level)
            return
        }
        if !open.isEmpty { tokens.append(NemethToken(.opening, fenceCells(open), level: level)) }
        if items.count == 1, case .fraction(let top, let bottom, .none) = items[0] {
            // A binomial coefficient: the upper number, "directly under" it the lower.
            append(top, level: level, radicals: radicals)
            tokens.append(NemethToken(.other, "⠩", level: level))
            append(bottom, level: level, radicals: radicals)
        } else {
            let outer = inEnclosedList
            inEnclosedList = !open.isEmpty && !close.isEmpty && items.contains(.operator(","))
            appendRow(items, level: level, radicals: radicals)
            inEnclosedList = outer
        }
        if !close.isEmpty { tokens.append(NemethToken(.closing, fenceCells(close), level: level)) }
    }

    private mutating func fenceCells(_ fence: String) -> String {
        fence.unicodeScalars.map { symbolCells($0) }.joined()
    }

    /// A table: each row on lines of its own, each cell transcribed as a line of its own (so a
    /// numeral beginning it takes the numeric indicator), the columns padded to a common width and
    /// set apart by a blank cell, the enlarged fences on every line.
    private mutating func appendTable(_ rows: [[MathExpression]], open: String, close: String, level: String) {
        // Grouping symbols spanning the lines of a table are enlarged; on one line they are not.
        let opening = open.isEmpty ? "" : nesting > 0 ? fenceCells(open) : NemethSymbols.enlarged(fenceCells(open))
        let closing = close.isEmpty ? "" : nesting > 0 ? fenceCells(close) : NemethSymbols.enlarged(fenceCells(close))
        var cells: [[[String]]] = []
        for row in rows {
            cells.append(row.map { cell in
                var inner = NemethTranscriber()
                inner.append(cell, level: "")
                for scalar in inner.untranscribed { noteUntranscribed(scalar) }
                return NemethLine.render(inner.tokens)
            })
        }
        let columns = cells.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in cells {
            for (column, lines) in row.enumerated() { widths[column] = max(widths[column], lines.map(\.count).max() ?? 0) }
        }
        guard nesting == 0 else {
            // Inside a fraction, a radical, a script or a limit (`\substack`), the rows follow one
            // another on the line, as the cells of each row do.
            let line = cells.map { row in row.map { $0.joined(separator: String(NemethLine.blank)) }.joined(separator: String(NemethLine.blank)) }
            tokens.append(NemethToken(.block([opening + line.joined(separator: String(NemethLine.blank)) + closing]), level: level))
            return
        }
        var lines: [String] = []
        for row in cells {
            let height = row.map(\.count).max() ?? 1
            for index in 0..<max(height, 1) {
                let parts = (0..<columns).map { column -> String in
                    let text = column < row.count && index < row[column].count ? row[column][index] : ""
                    // The last column is padded only when a closing fence must line up after it.
                    let pad = column == columns - 1 && closing.isEmpty ? 0 : widths[column] - text.count
                    return text + String(repeating: NemethLine.blank, count: pad)
                }
                lines.append(opening + parts.joined(separator: String(NemethLine.blank)) + closing)
            }
        }
        tokens.append(NemethToken(.block(lines), level: level))
    }
}
