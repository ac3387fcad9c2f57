/// Builds the ``TeXNode`` tree of TeX math source.
///
/// The parser reads what real documents and language models write (groups, scripts, fractions,
/// radicals, `\left…\right`, environments, fonts, text, spacing) and never fails:
/// - an unknown command becomes ``TeXNode/unknownCommand(_:)`` and is spoken by its name;
/// - a missing `}` closes at the end of the input, a stray `}` or `\end{…}` is skipped, a `\right`
///   without `\left` reads as its delimiter, a `\left` without `\right` closes where its row ends;
/// - `&` outside an environment makes the row an implicit `aligned` table, `\\` alone a table
///   of lines named ``TeXNode/newlineTableName``;
/// - nesting deeper than ``MathLimits/maximumNestingDepth`` is read flatly (see ``readFlat()``).
///
/// Time is linear in the number of tokens; recursion never goes deeper than the nesting limit.
package struct TeXParser {
    private let tokens: [TeXToken]
    private var index = 0
    private var depth = 0
    /// Whether some content was nested deeper than the limit and read flatly.
    private var readFlatly = false
    /// How many groups, `\left`s and environments are open around the current position, so that
    /// a closing token that belongs to an outer construct ends the inner ones instead of being lost.
    private var openGroups = 0
    private var openLefts = 0
    private var openEnvironments = 0
    /// Whether the cells of the innermost environment end in math's closing `$`, as the
    /// templates of arrays, matrices, `cases` and `gathered` do (amsmath's aligned environments
    /// end theirs in a brace): `\dots` before `&` then sees the `$` and adds its thin space.
    private var cellsEndInDollar = false

    private init(tokens: [TeXToken]) {
        self.tokens = tokens
    }

    /// The syntax tree of `tokens` (``TeXTokenizer``'s of a formula), as the row of nodes it
    /// consists of, and whether some of it was nested deeper than
    /// ``MathLimits/maximumNestingDepth`` and read flatly. Parse a formula through ``Formula``,
    /// which every output reads.
    static func parse(tokens: [TeXToken]) -> (nodes: [TeXNode], readFlatly: Bool) {
        var parser = TeXParser(tokens: tokens)
        let nodes = parser.parseCellsAsRow(until: .endOfInput)
        return (nodes, parser.readFlatly)
    }

    // MARK: - Rows and cells

    /// What ends the row being parsed.
    private enum Terminator: Equatable {
        case endOfInput
        case endGroup
        case right
        case endEnvironment
        case closingBracket
        case dollar
    }

    /// Parses cells separated by `&` and rows separated by `\\` until `terminator`, and returns
    /// one row of nodes: the plain row when there was no separator, else an implicit table:
    /// `aligned` when `&` separates cells, lines when only `\\` separates rows.
    private mutating func parseCellsAsRow(until terminator: Terminator) -> [TeXNode] {
        let first = parseRow(until: terminator)
        // Most rows have no separator: they are returned before any table is built.
        guard let next = peek(), Self.separatesCells(next) else { return first }
        let table = parseTable(until: terminator, startingWith: first)
        if table.rows.count == 1, table.rows[0].count == 1, table.horizontalRules.isEmpty { return table.rows[0][0] }
        let name = table.rows.allSatisfy({ $0.count == 1 }) ? TeXNode.newlineTableName : "aligned"
        return [.environment(name: name, rows: table.rows, horizontalRules: table.horizontalRules)]
    }

    /// Parses rows of cells until `terminator` (which is not consumed); the first cell is
    /// `firstCell` when the caller has parsed it already. Returns the rows and the `\hline`s and
    /// `\cline`s above each of them and below the last (none when there are none).
    private mutating func parseTable(until terminator: Terminator, startingWith firstCell: [TeXNode]? = nil)
        -> (rows: [[[TeXNode]]], horizontalRules: [[TableRule]]) {
        var rows: [[[TeXNode]]] = []
        var rules: [[TableRule]] = []
        /// Reads the `\hline`s and `\cline`s that start a row: they are drawn above it. A
        /// `\cline`'s argument is its columns, never content.
        func readRules() {
            skipSpaces()
            while true {
                let rule: TableRule?
                switch peek() {
                case .command("hline"):
                    index += 1
                    rule = .full
                case .command("cline"):
                    index += 1
                    rule = TableRule.partial(readRawArgument())
                default:
                    return
                }
                skipSpaces()
                guard let rule else { continue }
                rules += repeatElement([], count: max(0, rows.count + 1 - rules.count))
                rules[rows.count].append(rule)
            }
        }
        var cells: [[TeXNode]] = []
        if let firstCell {
            cells.append(firstCell)
        } else {
            readRules()
            cells.append(parseRow(until: terminator))
        }
        while true {
            switch peek() {
            case .alignment:
                index += 1
            case .command("\\"), .command("cr"), .command("newline"):
                index += 1
                // amsmath's `\\` takes the space of its optional argument only from a `[`
                // right after it: `\\ [y_k, y_{k+1}]` starts a row with a bracket.
                if peek() == .character("[") { skipOptionalArgument() }
                rows.append(cells)
                cells = []
                readRules()
            default:
                rows.append(cells)
                // A trailing `\\` leaves an empty last row, which TeX does not show.
                if rows.count > 1, let last = rows.last, last.count == 1, last[0].isEmpty {
                    rows.removeLast()
                }
                if !rules.isEmpty { rules += repeatElement([], count: max(0, rows.count + 1 - rules.count)) }
                return (rows, rules)
            }
            cells.append(parseRow(until: terminator))
        }
    }

    /// Whether a token after the spaces at the current position may continue a row: not the end,
    /// a closing brace, a cell or row separator, `\right` or `\end`.
    private func rowGoesOn() -> Bool {
        var position = index
        while let token = token(at: position) {
            switch token {
            case .space: position += 1
            case .endGroup, .command("right"), .command("end"): return false
            default: return !Self.separatesCells(token)
            }
        }
        return false
    }

    /// Whether the command `name` is one the row handles below rather than as an atom: a cell or
    /// row separator, `\right`, `\end`, or an infix fraction. Most commands are none, and are told
    /// so by their length and at most three comparisons rather than ten. A command that
    /// `parseRow(until:)` gives a case of its own must be listed here too.
    private static func shapesRow(_ name: String) -> Bool {
        switch name.utf8.count {
        case 1: return name == "\\"
        case 2: return name == "cr"
        case 3: return name == "end"
        case 4: return name == "over" || name == "atop"
        case 5: return name == "right" || name == "brace" || name == "brack"
        case 6: return name == "choose"
        case 7: return name == "newline"
        default: return false
        }
    }

    /// amsmath's arrows with a thick space either side.
    private static let thickSpacedArrows: Set<String> = ["iff", "implies", "impliedby"]

    /// amsmath's dots commands, set by what follows them or with a space of their own
    /// (`\cdots` and `\ldots`, which unicode-math makes plain characters, are neither).
    private static let contextualDots: Set<String> = ["dots", "dotsc", "dotso", "dotsb", "dotsm", "dotsi"]

    /// amsmath's dots command `name`, whose token was just consumed, as it decides by what
    /// follows. `\dots` is `⋯` before a binary operator or relation (`+ - = < > * :`, `\not`),
    /// else `…` with a thin space after it before a closing delimiter, at the end of the
    /// formula or of a table's cell. The others add that thin space there too, and before
    /// punctuation: `\dotsc` (`…`) before `;` and `.`, `\dotso` (`…`), `\dotsb` and `\dotsm`
    /// (`⋯`) before `,` as well. `\dotsi` is `⋯` pulled back a thin space, whatever follows.
    /// The ellipses read alike; the spaces are silent.
    private mutating func appendContextualDots(_ name: String, to nodes: inout [TeXNode]) {
        // `\dotsi` is `\!` and amsmath's `\cdots` itself, which looks at nothing.
        if name == "dotsi" {
            nodes.append(.space(mu: -3))
            nodes.append(parseScripts(base: .command(name)))
            return
        }
        var position = index
        while token(at: position) == .space { position += 1 }
        let next = token(at: position)
        let beforeOperator: Bool
        switch next {
        case .character(let scalar): beforeOperator = name == "dots" && "+-=<>*:".unicodeScalars.contains(scalar)
        case .command(let command): beforeOperator = name == "dots" && command == "not"
        default: beforeOperator = false
        }
        if beforeOperator {
            nodes.append(parseScripts(base: .command("cdots")))
            return
        }
        let punctuated: Bool
        switch (name, next) {
        case ("dots", _): punctuated = false
        case ("dotsc", .character(let scalar)): punctuated = scalar == ";" || scalar == "."
        case (_, .character(let scalar)): punctuated = scalar == "," || scalar == ";" || scalar == "."
        default: punctuated = false
        }
        let closes: Bool
        switch next {
        case nil: closes = true
        // Before `&`, TeX looks ahead into the cell's template.
        case .alignment: closes = cellsEndInDollar
        case .character(let scalar): closes = scalar == ")" || scalar == "]"
        case .command(let command): closes = Self.closingDelimiterCommands.contains(command)
        default: closes = false
        }
        nodes.append(parseScripts(base: .command(name)))
        if closes || punctuated { nodes.append(.space(mu: 3)) }
    }

    /// What amsmath's `\dots` takes as a closing delimiter after it.
    private static let closingDelimiterCommands: Set<String> = [
        "rbrack", "}", "rbrace", "rangle", "rceil", "rfloor", "rgroup", "rmoustache", "right", "bigr", "Bigr", "biggr", "Biggr",
    ]

    /// Whether `token` ends a cell: `&`, or `\\` and its synonyms, which end a row.
    private static func separatesCells(_ token: TeXToken) -> Bool {
        switch token {
        case .alignment, .command("\\"), .command("cr"), .command("newline"): return true
        default: return false
        }
    }

    /// Parses one cell's row of nodes, stopping before `&`, `\\`, or the terminator.
    private mutating func parseRow(until terminator: Terminator) -> [TeXNode] {
        var nodes: [TeXNode] = []
        // Room for most rows with the first node, when more is to come: grown node by node, a row
        // was allocated several times. A row of one node (a cell, a group `{a}`), which the tree
        // keeps, gets room for that one.
        func append(_ node: TeXNode) {
            if nodes.isEmpty, rowGoesOn() { nodes.reserveCapacity(8) }
            nodes.append(node)
        }
        while let token = peek() {
            switch token {
            case .command(let name) where !Self.shapesRow(name):
                // One look-up says what the command does, here and in `parseCommand`.
                let role = TeXCommandRole.roles[name]
                index += 1
                if case .fontSwitch(let font, let source) = role {
                    // `{\bf x}` applies to the rest of the group.
                    guard enter() else { continue }
                    let rest = parseRow(until: terminator)
                    leave()
                    append(.font(font, .group(rest), source))
                    return nodes
                }
                // Only commands that start with a d pay for the look-up.
                if name.utf8.first == UInt8(ascii: "d"), Self.contextualDots.contains(name) {
                    appendContextualDots(name, to: &nodes)
                    continue
                }
                if case .styleSwitch(let style) = role {
                    // A style item takes no scripts: a `^` after it has an empty base.
                    append(.styleSwitch(style))
                    continue
                }
                guard let atom = parseCommand(name, role: role) else { continue }
                // amsmath's `\iff`, `\implies` and `\impliedby` are their arrows between
                // thick spaces (`\;\Longleftrightarrow\;`); the spaces are silent in speech.
                let padded = Self.thickSpacedArrows.contains(name)
                if padded { append(.space(mu: 5)) }
                append(parseScripts(base: atom))
                if padded { append(.space(mu: 5)) }
            case let separator where Self.separatesCells(separator):
                return nodes
            case .endGroup:
                if terminator == .endGroup || openGroups > 0 { return nodes }
                // A stray `}` closes nothing; braces are markup, not content, so it is skipped.
                index += 1
            case .command("right"):
                if terminator == .right || openLefts > 0 { return nodes }
                index += 1
                // A `\right` without `\left` reads as its delimiter.
                if let delimiter = parseDelimiter() { append(delimiter) }
            case .command("end"):
                if terminator == .endEnvironment || openEnvironments > 0 { return nodes }
                // A stray `\end{…}` is skipped with its name.
                index += 1
                _ = readRawArgument()
            case .character("]") where terminator == .closingBracket:
                return nodes
            case .character("$") where terminator == .dollar:
                return nodes
            case .command("over"), .command("choose"), .command("atop"), .command("brace"), .command("brack"):
                // Infix fraction commands take everything before and after them in the group.
                index += 1
                guard enter() else { continue }
                defer { leave() }
                let kind: FractionKind
                switch token {
                case .command("over"): kind = .fraction
                case .command("atop"): kind = .stacked
                case .command("brack"): kind = .bracketed
                case .command("brace"): kind = .braced
                default: kind = .choose
                }
                let denominator = parseRow(until: terminator)
                return [.fraction(numerator: .group(nodes), denominator: .group(denominator), kind: kind)]
            case .superscript, .subscript, .character("'"):
                // Scripts with nothing before them: `^2` at the start, or after a relation.
                append(parseScripts(base: .empty))
            case .character("~"):
                // LaTeX's `~` is `\nobreakspace{}`: a space and an empty group, an ordinary atom
                // that takes its own spacing (`x,~\sum` has thin spaces either side of the tie).
                // The group comes first so that the space stays silent before what follows it.
                index += 1
                append(.empty)
                append(.space(mu: 6))
            default:
                if let atom = parseAtom() { append(parseScripts(base: atom)) }
            }
        }
        return nodes
    }

    // MARK: - Atoms

    /// Parses one atom at the current position, or returns nil when the token makes no node
    /// (spacing that separates nothing, a style switch, an invisible command).
    private mutating func parseAtom() -> TeXNode? {
        guard let token = next() else { return nil }
        switch token {
        case .space:
            return nil
        case .character(let scalar):
            if let number = parseNumber(startingWith: scalar) { return .number(number) }
            if scalar == "~" { return .space(mu: 6) }
            if scalar == "'" { return nil }
            return .character(scalar)
        case .beginGroup:
            return .group(parseGroupBody())
        case .endGroup, .alignment, .superscript, .subscript:
            // Only reached for malformed input inside arguments; the token is markup.
            return nil
        case .command(let name):
            return parseCommand(name, role: TeXCommandRole.roles[name])
        }
    }

    /// Reads a number the way TeX math input writes one: digits with at most one decimal point,
    /// thousands or a decimal comma written `{,}` (kept as `,`; ``MathWording/number(_:)`` tells
    /// which). Returns nil when `first` does not start a number.
    private mutating func parseNumber(startingWith first: Unicode.Scalar) -> String? {
        let startsWithPoint = first == "."
        guard Self.isDigit(first) || startsWithPoint else { return nil }
        if startsWithPoint {
            guard case .character(let after)? = peek(), Self.isDigit(after) else { return nil }
        }
        var text = String(Character(first))
        var seenPoint = startsWithPoint
        while true {
            guard case .character(let scalar)? = peek() else {
                // `{,}` followed by digits continues the number: thousands (`1{,}000`) or, as
                // French, German, Italian and Spanish authors write it, a decimal comma (`3{,}14`).
                if !seenPoint, peek() == .beginGroup, tokenIs(.character(","), at: index + 1),
                   tokenIs(.endGroup, at: index + 2), digitRun(at: index + 3) >= 1 {
                    index += 3
                    text.append(",")
                    continue
                }
                return text
            }
            if Self.isDigit(scalar) {
                text.unicodeScalars.append(scalar)
                index += 1
            } else if scalar == ".", !seenPoint, case .character(let after)? = token(at: index + 1), Self.isDigit(after) {
                seenPoint = true
                text.append(".")
                index += 1
            } else {
                return text
            }
        }
    }

    private func digitRun(at position: Int) -> Int {
        var count = 0
        while case .character(let scalar)? = token(at: position + count), Self.isDigit(scalar) { count += 1 }
        return count
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// Attaches any `^`, `_` and `'` that follow `base`.
    ///
    /// A second superscript or subscript (`x^a^b`, a TeX error) starts a new script on an empty
    /// base rather than nesting, so long chains stay flat.
    private mutating func parseScripts(base: TeXNode) -> TeXNode {
        // Most atoms have no scripts: return them before any array of pieces is made.
        skipSpaces()
        guard let next = peek(), Self.continuesScripts(next) else { return base }
        // Most scripted atoms make one piece (`x^2`): the array is made only for a second one.
        var firstPiece: TeXNode?
        var pieces: [TeXNode] = []
        var current = base
        var sub: TeXNode?
        var sup: TeXNode?
        var primes = 0
        // `\limits` or `\nolimits` on the operator; `\displaylimits` restores the default.
        var limits: Bool?
        func flush() {
            if primes > 0 {
                let mark = TeXNode.character(Self.primeMark(count: primes))
                sup = sup.map { .group([mark, $0]) } ?? mark
                primes = 0
            }
            let placed = limits.map { TeXNode.limits(current, above: $0) } ?? current
            let piece = sub != nil || sup != nil ? TeXNode.scripts(base: placed, sub: sub, sup: sup) : current
            if let first = firstPiece {
                if pieces.isEmpty { pieces.append(first) }
                pieces.append(piece)
            } else {
                firstPiece = piece
            }
            current = .empty
            limits = nil
            sub = nil
            sup = nil
        }
        while true {
            skipSpaces()
            guard let token = peek(), Self.continuesScripts(token) else { break }
            index += 1
            switch token {
            case .character("'"):
                if sup != nil { flush() }
                primes += 1
            case .superscript:
                if sup != nil { flush() }
                sup = parseArgument()
            case .subscript:
                if sub != nil { flush() }
                sub = parseArgument()
            case .command("limits"):
                limits = true
            case .command("nolimits"):
                limits = false
            default:
                // `\displaylimits`: the style decides, as when nothing is said.
                limits = nil
            }
        }
        flush()
        return pieces.isEmpty ? firstPiece ?? .empty : .group(pieces)
    }

    /// Whether `token` belongs to the scripts of the atom before it: `^`, `_`, a prime, or a
    /// command that places limits.
    private static func continuesScripts(_ token: TeXToken) -> Bool {
        switch token {
        case .superscript, .subscript, .character("'"), .command("limits"), .command("nolimits"), .command("displaylimits"):
            return true
        default:
            return false
        }
    }

    private static func primeMark(count: Int) -> Unicode.Scalar {
        switch count {
        case 1: return "\u{2032}"
        case 2: return "\u{2033}"
        case 3: return "\u{2034}"
        default: return "\u{2057}"
        }
    }

    // MARK: - Groups and arguments

    /// Parses the inside of a group whose `{` was just consumed, and consumes its `}`.
    private mutating func parseGroupBody() -> [TeXNode] {
        guard enter() else { return readFlat() }
        openGroups += 1
        defer {
            openGroups -= 1
            leave()
        }
        let nodes = parseCellsAsRow(until: .endGroup)
        if peek() == .endGroup { index += 1 }
        return nodes
    }

    /// Parses one argument: a group, a single character, or a single command.
    private mutating func parseArgument() -> TeXNode {
        skipSpaces()
        guard let token = peek() else { return .empty }
        switch token {
        case .beginGroup:
            index += 1
            let nodes = parseGroupBody()
            return nodes.count == 1 ? nodes[0] : .group(nodes)
        case .character(let scalar):
            index += 1
            if scalar == "'" { return .character("\u{2032}") }
            return Self.isDigit(scalar) ? .number(String(Character(scalar))) : .character(scalar)
        case .command:
            return parseAtom() ?? .empty
        case .endGroup, .alignment, .superscript, .subscript, .space:
            return .empty
        }
    }

    /// Reads the tokens of the next brace group as plain text (for environment names, colours,
    /// dimensions); returns the text of a single token when there is no group.
    private mutating func readRawArgument() -> String {
        skipSpaces()
        guard let token = next() else { return "" }
        switch token {
        case .beginGroup:
            var text = ""
            var level = 1
            while let inner = next() {
                switch inner {
                case .beginGroup: level += 1
                case .endGroup:
                    level -= 1
                    if level == 0 { return text }
                default: break
                }
                Self.appendRaw(inner, to: &text)
            }
            return text
        default:
            var text = ""
            Self.appendRaw(token, to: &text)
            return text
        }
    }

    private static func appendRaw(_ token: TeXToken, to text: inout String) {
        switch token {
        case .character(let scalar): text.unicodeScalars.append(scalar)
        case .command(let name):
            if SpacingCommands.silent.contains(name) {
                text.append(" ")
            } else if let scalar = SymbolTable.textCharacter(forCommand: name) {
                text.unicodeScalars.append(scalar)
            } else if name.count == 1, let scalar = name.unicodeScalars.first, !scalar.properties.isAlphabetic {
                // Escaped characters such as \% \$ \# \_ stand for themselves.
                text.unicodeScalars.append(scalar)
            }
        case .space: text.append(" ")
        case .alignment: text.append("&")
        case .superscript: text.append("^")
        case .subscript: text.append("_")
        case .beginGroup, .endGroup: break
        }
    }

    private mutating func skipOptionalArgument() {
        skipSpaces()
        guard peek() == .character("[") else { return }
        var level = 0
        while let token = next() {
            switch token {
            case .beginGroup: level += 1
            case .endGroup: level -= 1
            case .character("]") where level <= 0: return
            default: break
            }
        }
    }

    /// Parses `[…]` if it comes next (for `\sqrt[3]{x}`), else returns nil.
    private mutating func parseOptionalArgument() -> TeXNode? {
        skipSpaces()
        guard peek() == .character("[") else { return nil }
        index += 1
        guard enter() else {
            let nodes = readFlat(until: "]")
            return .group(nodes)
        }
        defer { leave() }
        let nodes = parseCellsAsRow(until: .closingBracket)
        if peek() == .character("]") { index += 1 }
        return nodes.count == 1 ? nodes[0] : .group(nodes)
    }

    // MARK: - Depth limit

    /// Enters one level of nesting; returns false (without entering) beyond the limit, where the
    /// caller reads the content flatly instead.
    private mutating func enter() -> Bool {
        guard depth < MathLimits.maximumNestingDepth else {
            readFlatly = true
            return false
        }
        depth += 1
        return true
    }

    private mutating func leave() {
        depth -= 1
    }

    /// Reads everything up to the `}` matching an already consumed `{` (or up to `closer`) as a
    /// flat row of leaves, without recursion: structure commands are skipped and their arguments
    /// read in place, so every symbol is still spoken, in order.
    private mutating func readFlat(until closer: Unicode.Scalar? = nil) -> [TeXNode] {
        var nodes: [TeXNode] = []
        var level = 0
        while let token = peek() {
            index += 1
            switch token {
            case .beginGroup:
                level += 1
            case .endGroup:
                if level == 0 {
                    // The group's own `}` is consumed; an outer one is left for its owner.
                    if closer != nil { index -= 1 }
                    return nodes
                }
                level -= 1
            case .character(let scalar):
                if let closer, scalar == closer, level == 0 { return nodes }
                nodes.append(Self.isDigit(scalar) ? .number(String(Character(scalar))) : .character(scalar))
            case .command(let name):
                if let symbol = SymbolTable.symbol(forCommand: name) {
                    nodes.append(.symbol(symbol))
                } else if !StructureCommands.names.contains(name) {
                    nodes.append(.unknownCommand(name))
                }
            case .space, .alignment, .superscript, .subscript:
                break
            }
        }
        return nodes
    }

    // MARK: - Commands

    /// The node of the command `name`, whose token was just consumed, given its `role`.
    private mutating func parseCommand(_ name: String, role: TeXCommandRole?) -> TeXNode? {
        guard let role else { return .unknownCommand(name) }
        switch role {
        case .symbol(let symbol):
            return .symbol(symbol)
        case .fontSwitch:
            // A style switch where one argument is expected has no group to apply to.
            return .unknownCommand(name)
        case .font(let font, let source):
            guard enter() else { return nil }
            defer { leave() }
            return .font(font, parseArgument(), source)
        case .accent(let mark, let below, let stretchy):
            guard enter() else { return nil }
            defer { leave() }
            return .accent(mark: mark, base: parseArgument(), below: below, stretchy: stretchy)
        case .fraction:
            guard enter() else { return nil }
            defer { leave() }
            if name == "cfrac" { skipOptionalArgument() }
            let numerator = parseArgument()
            let denominator = parseArgument()
            let kind: FractionKind = name.hasSuffix("binom") ? .binomial : .fraction
            let fraction = TeXNode.fraction(numerator: numerator, denominator: denominator, kind: kind)
            // amsmath's `\dfrac` and `\dbinom` set their fraction in display style, `\tfrac` and
            // `\tbinom` in text style, wherever they stand.
            switch name.first {
            case "d": return .styled(.display, fraction)
            case "t": return .styled(.text, fraction)
            default: return fraction
            }
        case .generalizedFraction:
            guard enter() else { return nil }
            defer { leave() }
            let open = readRawArgument()
            _ = readRawArgument()
            let thickness = readRawArgument()
            _ = readRawArgument()
            let numerator = parseArgument()
            let denominator = parseArgument()
            let ruled = !(thickness.hasPrefix("0") || thickness.hasPrefix(".0"))
            let kind: FractionKind = ruled ? .fraction : (open == "(" ? .binomial : .stacked)
            return .fraction(numerator: numerator, denominator: denominator, kind: kind)
        case .radical:
            guard enter() else { return nil }
            defer { leave() }
            let index = parseOptionalArgument()
            return .radical(index: index, radicand: parseArgument())
        case .left:
            return parseLeftRight()
        case .environment:
            return parseEnvironment()
        case .styledText(let font):
            return .font(font, parseText(), .textFace)
        case .text:
            return name == "fbox" ? .framed(parseText()) : parseText()
        case .operatorName:
            skipSpaces()
            var limits = name == "operatornamewithlimits"
            if peek() == .character("*") {
                index += 1
                limits = true
            }
            return .operatorName(readRawArgument(), limits: limits)
        case .argumentCommand:
            return parseArgumentCommand(name)
        case .negation:
            return parseNegation()
        case .invisible:
            // `\vspace*` is `\vspace` with a star.
            if peek() == .character("*") { index += 1 }
            _ = readRawArgument()
            return nil
        case .kern:
            return .space(mu: readDimension() ?? 0)
        case .sizedDelimiter:
            // `\middle.` is kept: a null delimiter still takes its space between the fences.
            guard let (size, kind) = Self.sizedDelimiter(name) else { return .sizedDelimiter(parseDelimiter(), size: 0, kind: .middle) }
            return .sizedDelimiter(parseDelimiter(), size: size, kind: kind)
        case .spacing(let width):
            return .space(mu: width)
        case .ignored, .styleSwitch:
            // A style switch where one argument is expected (`x^\scriptstyle`) has no row to apply to.
            return nil
        }
    }

    /// Commands whose meaning is carried by one or more arguments.
    private mutating func parseArgumentCommand(_ name: String) -> TeXNode? {
        guard enter() else { return nil }
        defer { leave() }
        switch name {
        case "textcolor", "href":
            _ = readRawArgument()
            return parseArgument()
        case "colorbox":
            _ = readRawArgument()
            return parseArgument()
        case "overset", "stackrel":
            let over = parseArgument()
            return .stack(base: parseArgument(), over: over, under: nil, isRelation: name == "stackrel")
        case "underset":
            let under = parseArgument()
            return .stack(base: parseArgument(), over: nil, under: under)
        case "overbrace", "underbrace":
            // The label of a brace is written as a script but set over (or under) the brace.
            let over = name == "overbrace"
            let braced = TeXNode.accent(mark: over ? "\u{23DE}" : "\u{23DF}", base: parseArgument(), below: !over, stretchy: true)
            skipSpaces()
            guard peek() == (over ? .superscript : .subscript) else { return braced }
            index += 1
            let label = parseArgument()
            return over ? .stack(base: braced, over: label, under: nil) : .stack(base: braced, over: nil, under: label)
        case "xrightarrow", "xleftarrow":
            let under = parseOptionalArgument()
            let over = parseArgument()
            return .stack(base: .command(name == "xrightarrow" ? "rightarrow" : "leftarrow"), over: over, under: under)
        case "boxed":
            // amsmath's `\boxed{#1}` is `\fbox{\m@th$\displaystyle#1$}`.
            return .framed(.styled(.display, parseArgument()))
        case "pmod":
            // TeX writes "(mod p)" after a quad; speech reads "mod p", the parentheses only set it apart.
            return .group([.space(mu: 18), .character("("), .command("bmod"), parseArgument(), .character(")")])
        case "pod":
            return .group([.character("("), parseArgument(), .character(")")])
        case "substack":
            skipSpaces()
            guard peek() == .beginGroup else { return parseArgument() }
            index += 1
            openGroups += 1
            let rows = parseTable(until: .endGroup).rows
            openGroups -= 1
            if peek() == .endGroup { index += 1 }
            return .environment(name: "substack", rows: rows)
        case "tag":
            // amsmath sets an equation's tag apart at the margin; here two quads set it apart
            // from the equation it numbers, which it would otherwise seem to be part of. `\tag*`
            // has no parentheses.
            let starred = peek() == .character("*")
            if starred { index += 1 }
            let tag = readRawArgument()
            return .group([.space(mu: 36), .text(starred ? tag : "(" + tag + ")")])
        case "mathop":
            let argument = parseArgument()
            if case .font(_, .group(let letters), _) = argument, let word = Self.plainWord(letters) {
                return .operatorName(word, limits: true)
            }
            if case .font(_, let inner, _) = argument, let word = Self.plainWord([inner]) {
                return .operatorName(word, limits: true)
            }
            if case .text(let word) = argument { return .operatorName(word, limits: true) }
            return argument
        default:
            return parseArgument()
        }
    }

    /// The letters of `nodes` as a word, when they are nothing but letters.
    private static func plainWord(_ nodes: [TeXNode]) -> String? {
        var word = ""
        for node in nodes {
            guard case .character(let scalar) = node, scalar.properties.isAlphabetic else { return nil }
            word.unicodeScalars.append(scalar)
        }
        return word.isEmpty ? nil : word
    }

    /// `\not` followed by a relation makes the negated relation.
    private mutating func parseNegation() -> TeXNode? {
        skipSpaces()
        switch peek() {
        case .character(let scalar)?:
            if let negated = SymbolTable.negatedCharacter(of: scalar) {
                index += 1
                return .character(negated)
            }
        case .command(let name)?:
            if let negated = SymbolTable.negatedCommand(of: name) {
                index += 1
                return .command(negated)
            }
        default:
            break
        }
        return .command("not")
    }

    /// Reads the dimension after `\kern`, `\hspace` and their kin (`-3mu`, `{0.5em}`), in math
    /// units; `nil` when it is none (the tokens read are dropped all the same).
    private mutating func readDimension() -> Int? {
        // `\hspace*` is `\hspace` with a star, which keeps the space at a line's start.
        if peek() == .character("*") { index += 1 }
        skipSpaces()
        if peek() == .beginGroup { return TeXDimension.mathUnits(Substring(readRawArgument())) }
        var text = ""
        while case .character(let scalar)? = peek(), scalar == "-" || scalar == "+" || scalar == "." || Self.isDigit(scalar) {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        // The unit: two letters.
        for _ in 0..<2 {
            if case .character(let scalar)? = peek(), scalar.properties.isAlphabetic, scalar.isASCII {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return TeXDimension.mathUnits(Substring(text))
    }

    /// `\left` has been consumed: reads the delimiter, the row, `\right` and its delimiter.
    private mutating func parseLeftRight() -> TeXNode? {
        let open = parseDelimiter()
        guard enter() else { return open }
        openLefts += 1
        defer {
            openLefts -= 1
            leave()
        }
        let body = parseCellsAsRow(until: .right)
        var close: TeXNode?
        if peek() == .command("right") {
            index += 1
            close = parseDelimiter()
        }
        return .leftRight(open: open, body: body, close: close)
    }

    /// The size (1 for `\big` to 4 for `\Bigg`) and kind of a `\big` command by its name: the
    /// letters after the size word make it an opening, closing or relation. Nil for `\middle`,
    /// the only other sizing command.
    static func sizedDelimiter(_ name: String) -> (size: Int, kind: SizedDelimiterKind)? {
        for (word, size) in [("Bigg", 4), ("bigg", 3), ("Big", 2), ("big", 1)] where name.hasPrefix(word) {
            switch name.dropFirst(word.count) {
            case "": return (size, .ordinary)
            case "l": return (size, .opening)
            case "r": return (size, .closing)
            case "m": return (size, .relation)
            default: return nil
            }
        }
        return nil
    }

    /// Reads the delimiter after `\left`, `\right`, `\middle` or `\big`: nil for the null delimiter `.`.
    private mutating func parseDelimiter() -> TeXNode? {
        skipSpaces()
        guard let token = peek() else { return nil }
        switch token {
        case .character("."):
            index += 1
            return nil
        case .character(let scalar):
            index += 1
            return .character(scalar)
        case .command(let name):
            index += 1
            return .command(name)
        default:
            return nil
        }
    }

    /// `\begin` has been consumed: reads the environment up to its `\end{…}`.
    private mutating func parseEnvironment() -> TeXNode? {
        let name = readRawArgument()
        var columns = ""
        switch name {
        case "array", "subarray", "alignat", "alignat*", "alignedat", "tabular", "darray":
            skipOptionalArgument()
            columns = readRawArgument()
        default:
            break
        }
        guard enter() else { return nil }
        openEnvironments += 1
        let outerCellsEndInDollar = cellsEndInDollar
        cellsEndInDollar = !Self.bracedCellEnvironments.contains(name.hasSuffix("*") ? String(name.dropLast()) : name)
        defer {
            openEnvironments -= 1
            cellsEndInDollar = outerCellsEndInDollar
            leave()
        }
        let table = parseTable(until: .endEnvironment)
        if peek() == .command("end") {
            index += 1
            _ = readRawArgument()
        }
        return .environment(name: name, rows: table.rows, columns: columns, horizontalRules: table.horizontalRules)
    }

    /// amsmath's aligned environments, whose cell templates put each cell in braces.
    private static let bracedCellEnvironments: Set<String> = [
        "aligned", "align", "split", "alignat", "alignedat", "flalign", "eqnarray",
    ]

    /// Reads a text argument, keeping its spaces; `$…$` inside it is math again.
    private mutating func parseText() -> TeXNode {
        skipSpaces()
        guard peek() == .beginGroup else {
            // `\text x` takes a single token.
            var text = ""
            if let token = next() { Self.appendRaw(token, to: &text) }
            return .text(text)
        }
        index += 1
        var pieces: [TeXNode] = []
        var text = ""
        var level = 1
        openGroups += 1
        defer { openGroups -= 1 }
        while let token = next() {
            switch token {
            case .beginGroup:
                level += 1
            case .endGroup:
                level -= 1
                if level == 0 {
                    if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
                    return pieces.count == 1 ? pieces[0] : .group(pieces)
                }
            case .character("$"):
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(contentsOf: parseInlineMathInText())
            case .command(let name) where name.count > 1 && !SymbolTable.knowsCommand(name):
                // Text-mode commands such as \textbf inside text: their arguments are read in place.
                break
            case .character("~"):
                // A tie is a space in text as in math.
                text.append(" ")
            default:
                Self.appendRaw(token, to: &text)
            }
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
        return pieces.count == 1 ? pieces[0] : .group(pieces)
    }

    /// Math inside text, `$…$`, up to the closing `$` or the end of the text group.
    private mutating func parseInlineMathInText() -> [TeXNode] {
        guard enter() else { return readFlat(until: "$") }
        defer { leave() }
        let nodes = parseCellsAsRow(until: .dollar)
        if peek() == .character("$") { index += 1 }
        return nodes
    }

    // MARK: - Token access

    private func peek() -> TeXToken? {
        index < tokens.count ? tokens[index] : nil
    }

    private func token(at position: Int) -> TeXToken? {
        position < tokens.count ? tokens[position] : nil
    }

    private func tokenIs(_ expected: TeXToken, at position: Int) -> Bool {
        token(at: position) == expected
    }

    private mutating func next() -> TeXToken? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    private mutating func skipSpaces() {
        while index < tokens.count, tokens[index] == .space { index += 1 }
    }
}
