/// Builds the linear Unicode form of a semantic tree (see ``UnicodeMathWriter`` for the
/// conventions): one piece of text per node, spaces collapsed so that an operator's spaces and
/// a spacing command never make two.
///
/// The walk recurses over the semantic tree, whose depth the parser bounds.
struct LinearMathText {
    private(set) var output = ""
    /// Spaces owed before the next character; never written at the start or the end.
    private var pendingSpaces = 0
    /// Inside a fraction or a script: operators stand without spaces, as in TeX's script style.
    private let compact: Bool
    /// Whether the output ends with a script written as `^x` or `_(…)`, which a following factor
    /// must not run into.
    private(set) var endsWithLooseScript = false

    private init(compact: Bool) {
        self.compact = compact
    }

    /// The linear form of `tree`; `compact` when it is in a fraction or a script, where
    /// operators stand without spaces.
    static func text(of tree: SemanticNode, compact: Bool = false) -> String {
        rendered(tree, compact: compact).output
    }

    private static func rendered(_ node: SemanticNode, compact: Bool) -> LinearMathText {
        var text = LinearMathText(compact: compact)
        text.element(for: node)
        return text
    }

    // MARK: - Output

    /// Owes `count` spaces before what comes next (the most owed wins).
    private mutating func space(_ count: Int = 1) {
        if !output.isEmpty { pendingSpaces = max(pendingSpaces, count) }
    }

    /// Writes `text`; its spaces are owed like ``space(_:)``.
    private mutating func write(_ text: String) {
        for scalar in text.unicodeScalars {
            if scalar == " " {
                space()
                continue
            }
            if pendingSpaces > 0 {
                output += String(repeating: " ", count: pendingSpaces)
                pendingSpaces = 0
            }
            output.unicodeScalars.append(scalar)
            endsWithLooseScript = false
        }
    }

    /// Writes what another walk built, keeping whether it ends with a loose script.
    private mutating func write(_ piece: LinearMathText) {
        write(piece.output)
        if !piece.output.isEmpty { endsWithLooseScript = piece.endsWithLooseScript }
    }

    /// An operator or relation: spaced unless compact.
    private mutating func infixSymbol(_ key: String) {
        if !compact { space() }
        write(key)
        if !compact { space() }
    }

    // MARK: - Nodes

    private mutating func element(for node: SemanticNode) {
        // Spacing commands are spaces: a quad is two, a qquad four (18 math units to the em).
        if node.spaceBefore > 0 { space(max(1, Int(node.spaceBefore) / 9)) }
        switch node.type {
        case .identifier, .number:
            write(MathAlphanumerics.styled(node.key, font: node.font))
        case .text:
            write(node.key.unicodeScalars.count == 1 ? MathAlphanumerics.styled(node.key, font: node.font) : node.key)
        case .unknownCommand:
            // Only reached for a formula that reads with problems; the writer gives its source instead.
            write("\\" + node.key)
        case .empty:
            break
        case .function, .limitFunction, .operator, .relation, .punctuation, .fence, .largeOperator, .integralSign,
             .ellipsis, .prefixSymbol, .postfixSymbol, .other:
            write(node.key)
        case .infix, .relationSequence, .punctuated:
            operation(node)
        case .prefix:
            element(for: node.operators[0])
            // A word before its operand (`mod n`) needs a space; a sign does not.
            if node.operators[0].key.unicodeScalars.count > 1 { space() }
            element(for: node.first)
        case .postfix:
            element(for: node.first)
            for mark in node.operators { element(for: mark) }
        case .fenced:
            fenced(node.first, open: node.operators.first, close: node.operators.count > 1 ? node.operators[1] : nil)
        case .fraction:
            fraction(node)
        case .mixedNumber:
            element(for: node.first)
            space()
            element(for: node.second)
        case .repeatingDecimal:
            write(node.first.key)
            write(String(String.UnicodeScalarView(node.second.key.unicodeScalars.flatMap { [$0, "\u{0305}"] })))
        case .squareRoot:
            radical(index: nil, radicand: node.first)
        case .root:
            radical(index: node.first, radicand: node.second)
        case .superscript:
            scripted(node.first, sub: nil, sup: node.second)
        case .subscript:
            scripted(node.first, sub: node.second, sup: nil)
        case .subSuperscript:
            scripted(node.first, sub: node.second, sup: node.children[2])
        case .underscript, .overscript:
            if node.role == .accent {
                accent(node)
            } else {
                scripted(node.first, sub: node.type == .underscript ? node.second : nil,
                         sup: node.type == .overscript ? node.second : nil)
            }
        case .underOverscript:
            scripted(node.first, sub: node.second, sup: node.children[2])
        case .bigOperator, .integral:
            bigOperator(node)
        case .application:
            application(node)
        case .table:
            table(node)
        case .row, .textRun:
            for child in node.children { element(for: child) }
        }
    }

    /// Operands joined by operators, relations or punctuation, or side by side (a product).
    private mutating func operation(_ node: SemanticNode) {
        let implicit = node.type == .infix && node.role == .implicit
        var previous: SemanticNode?
        for (index, child) in node.children.enumerated() {
            if implicit {
                factor(child, after: previous)
            } else {
                if index > 0, index - 1 < node.operators.count { separator(node.operators[index - 1], in: node) }
                element(for: child)
            }
            previous = child
        }
        if node.type == .punctuated, node.role == .endPunctuation, let mark = node.operators.first {
            write(mark.key)
        }
    }

    /// The symbol between two operands: operators and relations spaced, a comma or semicolon
    /// followed by a space, a bar of a set or a condition spaced.
    private mutating func separator(_ symbol: SemanticNode, in node: SemanticNode) {
        if symbol.spaceBefore > 0 { space(max(1, Int(symbol.spaceBefore) / 9)) }
        switch node.type {
        case .punctuated:
            if symbol.key == "," || symbol.key == ";" {
                write(symbol.key)
                if !compact { space() }
            } else if symbol.key == "." {
                write(symbol.key)
            } else {
                infixSymbol(symbol.key)
            }
        default:
            // A division slash joins what it divides, as it does in the fractions written here.
            if symbol.type == .operator, symbol.key == "/" {
                element(for: symbol)
            } else {
                let operatorText = Self.rendered(symbol, compact: true)
                infixSymbol(operatorText.output)
            }
        }
    }

    /// One factor of a product: side by side with the one before, but set apart by a space from
    /// words (`n log n`), side conditions, loose scripts and digits after digits, and in
    /// parentheses when it is a fraction or an operation.
    private mutating func factor(_ child: SemanticNode, after previous: SemanticNode?) {
        if child.spaceBefore > 0 { space(max(1, Int(child.spaceBefore) / 9)) }
        var piece = Self.rendered(child, compact: compact)
        if Self.needsParenthesesAsOperand(child) {
            piece = Self.parenthesized(piece)
        }
        if let previous {
            let separated = child.isAsideFromProduct || previous.isAsideFromProduct || Self.isWordy(child)
                || Self.isWordy(previous) || endsWithLooseScript
                || (output.unicodeScalars.last?.properties.numericType != nil
                    && piece.output.unicodeScalars.first?.properties.numericType != nil)
            if separated { space() }
        }
        write(piece)
    }

    /// Whether a node reads as a word, which letters beside it would run into: a function or a
    /// word, an operator with limits, text.
    static func isWordy(_ node: SemanticNode) -> Bool {
        switch node.core.type {
        case .function, .limitFunction, .bigOperator, .integral, .text, .textRun:
            return true
        case .application:
            // `f(x)` is a letter with its argument; `sin x` and `rank(A)` are words.
            return isWordy(node.core.first)
        case .identifier:
            return node.core.role == .word
        default:
            return false
        }
    }

    /// Whether `node` must be parenthesised as a factor, a base or an argument: a fraction or an
    /// operation, whose parts a reader would otherwise take apart.
    static func needsParenthesesAsOperand(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .fraction:
            return node.role != .binomial
        case .infix:
            return node.role != .implicit
        case .relationSequence, .punctuated:
            return true
        default:
            return false
        }
    }

    /// Whether `node` is one term, which needs no parentheses as a part of a fraction or a radicand:
    /// a symbol, a number, a fenced group, a function applied to a fenced argument, and any of
    /// these with scripts, an accent or a postfix.
    private static func isSingleTerm(_ node: SemanticNode) -> Bool {
        switch node.type {
        case .identifier, .number, .function, .limitFunction, .fenced, .squareRoot, .root, .other, .ellipsis, .empty:
            return true
        case .text:
            return !node.key.contains(" ")
        case .superscript, .subscript, .subSuperscript, .overscript, .underscript, .underOverscript, .postfix:
            return isSingleTerm(node.first)
        case .application:
            return node.second.type == .fenced
        case .table:
            return !node.operators.isEmpty && !node.operators[0].isEmpty
        default:
            return false
        }
    }

    private static func parenthesized(_ piece: LinearMathText) -> LinearMathText {
        var text = LinearMathText(compact: piece.compact)
        text.write("(")
        text.write(piece.output)
        text.write(")")
        return text
    }

    private mutating func fenced(_ content: SemanticNode, open: SemanticNode?, close: SemanticNode?) {
        if let open, !open.isEmpty { write(open.key) }
        if !content.isEmpty { element(for: content) }
        if let close, !close.isEmpty { write(close.key) }
    }

    /// `a/b`, each part in parentheses unless it is one term; a binomial `C(n, k)`, a stack
    /// without a rule `(a¦b)`.
    private mutating func fraction(_ node: SemanticNode) {
        let numerator = Self.rendered(node.first, compact: true)
        let denominator = Self.rendered(node.second, compact: true)
        switch node.role {
        case .binomial:
            write("C(" + numerator.output + ", " + denominator.output + ")")
        case .stacked:
            write("(" + numerator.output + "¦" + denominator.output + ")")
        default:
            // A minus before one term is part of the numerator as written: −1/2.
            let signed = node.first.type == .prefix && Self.isSingleTerm(node.first.first)
            write(Self.isSingleTerm(node.first) || signed ? numerator : Self.parenthesized(numerator))
            write("/")
            write(Self.isSingleTerm(node.second) ? denominator : Self.parenthesized(denominator))
        }
    }

    /// `√x`, `√(b² − 4ac)`, `∛x`, `∜x`; another index is a superscript before the sign.
    private mutating func radical(index: SemanticNode?, radicand: SemanticNode) {
        if let index {
            let indexText = Self.rendered(index, compact: true).output
            switch indexText {
            case "3": write("∛")
            case "4": write("∜")
            default:
                write(UnicodeScripts.superscript(indexText) ?? "(" + indexText + ")")
                write("√")
            }
        } else {
            write("√")
        }
        let radicandText = Self.rendered(radicand, compact: compact)
        // `√f(x)` could be read as `(√f)(x)`: an applied function goes in parentheses.
        let bare = Self.isSingleTerm(radicand) && radicand.type != .application
        write(bare ? radicandText : Self.parenthesized(radicandText))
    }

    /// A base with scripts, each in Unicode script characters when it has them, else `_`/`^`
    /// and the script (in parentheses unless it is one character).
    private mutating func scripted(_ base: SemanticNode, sub: SemanticNode?, sup: SemanticNode?) {
        let baseText = Self.rendered(base, compact: compact)
        write(Self.needsParenthesesAsOperand(base) ? Self.parenthesized(baseText) : baseText)
        scripts(sub: sub, sup: sup)
    }

    private mutating func scripts(sub: SemanticNode?, sup: SemanticNode?) {
        if let sub, !sub.isEmpty { script(sub, marker: "_", convert: UnicodeScripts.subscript) }
        if let sup, !sup.isEmpty { script(sup, marker: "^", convert: UnicodeScripts.superscript) }
    }

    private mutating func script(_ node: SemanticNode, marker: String, convert: (String) -> String?) {
        let text = Self.rendered(node, compact: true).output
        if let converted = convert(text) {
            write(converted)
            return
        }
        // A script in parentheses already (`E^{(u,t)}`) needs no more.
        let grouped = text.unicodeScalars.count == 1 || (node.type == .fenced && node.role == .parentheses)
        write(marker + (grouped ? text : "(" + text + ")"))
        endsWithLooseScript = true
    }

    /// An accent as its combining mark on one character or on every character of a line; on
    /// several characters another accent marks their parenthesised group; without a combining
    /// form it is an overscript or underscript.
    private mutating func accent(_ node: SemanticNode) {
        let below = node.type == .underscript
        let mark = node.second.key
        let baseText = Self.rendered(node.first, compact: compact).output
        guard let combining = CombiningAccents.mark(mark, below: below) else {
            // A brace over or under a group shows its extent, which parentheses show here, so
            // that the group's label (a script of this node) is the whole group's.
            write(Self.needsParenthesesAsOperand(node.first) || node.first.type == .infix ? "(" + baseText + ")" : baseText)
            return
        }
        var marked = String.UnicodeScalarView()
        if baseText.unicodeScalars.count == 1 || CombiningAccents.isLine(mark, below: below) {
            for scalar in baseText.unicodeScalars {
                marked.append(scalar)
                if scalar != " " { marked.append(combining) }
            }
        } else {
            marked.append(contentsOf: ("(" + baseText + ")").unicodeScalars)
            marked.append(combining)
        }
        write(String(marked))
    }

    /// A large operator or an integral with its limits as scripts, then its body (and an
    /// integral's differential) after a space: `∑ᵢ₌₁ⁿ i`, `∫₀¹ f(x) dx`.
    private mutating func bigOperator(_ node: SemanticNode) {
        element(for: node.children[0])
        scripts(sub: node.children[1], sup: node.children[2])
        if !node.children[3].isEmpty {
            space()
            element(for: node.children[3])
        }
        if node.type == .integral, node.children.count > 4, !node.children[4].isEmpty {
            space()
            element(for: node.children[4])
        }
    }

    /// A function and its argument: `f(x)` beside its fences, `sin x` after a space, a fraction
    /// in parentheses `sin(x/2)`.
    private mutating func application(_ node: SemanticNode) {
        element(for: node.first)
        let argument = node.second
        if Self.needsParenthesesAsOperand(argument) {
            write(Self.parenthesized(Self.rendered(argument, compact: compact)))
        } else {
            if argument.type != .fenced { space() }
            element(for: argument)
        }
    }

    /// Cells separated by `, ` and rows by `; ` inside the table's fences; the cells of aligned
    /// lines stand side by side, their `&` marking an alignment, not a column.
    private mutating func table(_ node: SemanticNode) {
        let open = node.operators.first.flatMap { $0.isEmpty ? nil : $0 }
        let close = node.operators.count > 1 && !node.operators[1].isEmpty ? node.operators[1] : nil
        if let open { write(open.key) }
        for (rowIndex, row) in node.children.enumerated() {
            if rowIndex > 0 {
                // A row that ends with its own punctuation (`a_n x^n,`) is separated by it.
                if let last = output.unicodeScalars.last, !(last == "," || last == ";" || last == ".") { write(";") }
                space()
            }
            for (cellIndex, cell) in row.children.enumerated() {
                if cellIndex > 0 {
                    if node.role != .lines { write(",") }
                    space()
                }
                element(for: cell)
            }
        }
        if let close { write(close.key) }
    }
}
