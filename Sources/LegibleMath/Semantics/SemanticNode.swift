/// A node of the semantic tree: what a part of a formula *means* (an addition, a function applied
/// to its argument, an absolute value, a sum with its limits and body), which is what speech reads.
///
/// Speech rules are keyed by ``type`` and ``role``. Leaves carry the canonical ``key`` of their
/// symbol (see ``SymbolTable``); composite nodes carry their operands in ``children`` and the
/// symbols between or around them (operators, fences, punctuation) in ``operators``.
package struct SemanticNode: Sendable {
    package var type: SemanticType
    package var role: SemanticRole = .none
    /// For leaves: the canonical symbol, number or text.
    package var key: String = ""
    /// For letters and numbers: the typeface.
    package var font: MathVariant = .normal
    /// Explicit space written before this item of a row (`\quad x`), in math units (18 to the em).
    var spaceBefore: UInt8 = 0
    /// The width of `~` and `\ `, in math units: a word space, which separates what it stands
    /// between as words or digit groups (`12~345`, `n\ BD`) rather than only setting it apart.
    static let wordSpace: UInt8 = 6
    /// The style TeX sets this node in whatever the style around it (`\dfrac`, `{\displaystyle
    /// \sum_{i=1}^n i}`), or nil for the style its place gives it. Only presentation reads it: a
    /// fraction in display style reads as any other, and speech never looks.
    package var style: TeXStyle?
    /// ``children`` and ``operators``; nil for a leaf.
    private var branches: SemanticBranches?

    /// The operands, in reading order. Their meaning per type is documented on ``SemanticType``.
    package var children: SemanticNodes {
        SemanticNodes(branches, offset: 0, count: branches?.childCount ?? 0)
    }

    /// The symbols between or around the children: infix operators (one fewer than the children),
    /// a fence pair, punctuation, a prefix or postfix operator.
    package var operators: SemanticNodes {
        guard let branches else { return SemanticNodes(nil, offset: 0, count: 0) }
        return SemanticNodes(branches, offset: branches.childCount, count: branches.operatorCount)
    }

    /// Changes the child at `index` by `change`. The branches are shared by every copy of the
    /// node, so the change makes new ones.
    mutating func modifyChild(at index: Int, _ change: (inout SemanticNode) -> Void) {
        var children = Array(children)
        change(&children[index])
        branches = SemanticBranches.make(children: children, operators: operators)
    }

    /// Changes the operator at `index` by `change` (see ``modifyChild(at:_:)``).
    mutating func modifyOperator(at index: Int, _ change: (inout SemanticNode) -> Void) {
        var operators = Array(operators)
        change(&operators[index])
        branches = SemanticBranches.make(children: children, operators: operators)
    }

    /// Puts `child` in place of the child at `index`.
    mutating func replaceChild(at index: Int, with child: SemanticNode) {
        modifyChild(at: index) { $0 = child }
    }

    /// Replaces the children.
    mutating func replaceChildren(with children: some Collection<SemanticNode>) {
        branches = SemanticBranches.make(children: children, operators: operators)
    }

    /// Replaces the operators.
    mutating func replaceOperators(with operators: some Collection<SemanticNode>) {
        branches = SemanticBranches.make(children: children, operators: operators)
    }

    init(type: SemanticType, role: SemanticRole = .none, key: String = "", font: MathVariant = .normal,
         children: some Collection<SemanticNode> = [SemanticNode](),
         operators: some Collection<SemanticNode> = [SemanticNode]()) {
        self.type = type
        self.role = role
        self.key = key
        self.font = font
        self.branches = SemanticBranches.make(children: children, operators: operators)
    }

    /// A composite node with `childCount` children and `operatorCount` operators, which `write`
    /// appends: for branches made one by one, which an array would hold only to be copied.
    init(type: SemanticType, role: SemanticRole = .none, childCount: Int, operatorCount: Int,
         _ write: (inout SemanticBranchWriter) -> Void) {
        self.type = type
        self.role = role
        self.branches = SemanticBranches.make(childCount: childCount, operatorCount: operatorCount, write)
    }

    static let empty = SemanticNode(type: .empty)

    /// A leaf for `symbol`.
    static func leaf(_ symbol: MathSymbol) -> SemanticNode {
        let role: SemanticRole
        switch symbol.kind {
        case .letter: role = SemanticRole(letter: symbol)
        case .additiveOperator: role = .addition
        case .multiplicativeOperator: role = .multiplication
        case .openFence: role = .open
        case .closeFence: role = .close
        case .neutralFence: role = .neutral
        default: role = .none
        }
        return SemanticNode(type: SemanticType(symbol.kind), role: role, key: symbol.key, font: symbol.font)
    }

    package var isEmpty: Bool { type == .empty }
    package var isLeaf: Bool { branches == nil }

    /// The first child, or the empty node.
    package var first: SemanticNode { children.first ?? .empty }

    /// Reads the first child in place, for a question about it (its type, its role). `first` and
    /// `children[0]` hand out a copy, and a copy counts two references up and two down; the
    /// analysis asks such questions of every item of every row. Only for a node with children.
    ///
    /// `read` is handed a pointer: handed the node itself, even as a `borrowing` parameter, it
    /// was copied out of storage all the same. The storage of a node's branches never moves, so
    /// the pointer is good as long as this node is.
    func readingFirstChild<Result>(_ read: (UnsafePointer<SemanticNode>) -> Result) -> Result {
        branches.unsafelyUnwrapped.withNodes(read)
    }
    /// The second child, or the empty node.
    package var second: SemanticNode { children.count > 1 ? children[1] : .empty }

    /// Whether this exponent makes `base` a transpose: `A^\top`, `A^\intercal`, or a superscript
    /// T in any font (`A^T`, `A^{\mathsf T}`) on anything but a number. In the corpus every
    /// superscript T on a letter is a transpose. The analysis asks (a transpose is no name
    /// applied to what follows) as well as speech.
    func isTranspose(of base: SemanticNode) -> Bool {
        if isLeaf, key == "⊤" || key == "⊺" { return true }
        guard key == "T", type == .identifier || type == .text else { return false }
        return base.type != .number && !base.isEmpty
    }

    /// Whether this is −1, the exponent of an inverse.
    package var isMinusOne: Bool {
        type == .prefix && role == .negative && first.type == .number && first.key == "1"
    }
}

/// What kind of thing a ``SemanticNode`` is.
package enum SemanticType: UInt8, Sendable {
    // Leaves.
    case identifier
    case number
    case text
    case `operator`
    case relation
    case punctuation
    case fence
    case largeOperator
    case integralSign
    case function
    case limitFunction
    case ellipsis
    case prefixSymbol
    case postfixSymbol
    case other
    case unknownCommand
    case empty

    // Composites.
    /// Operands joined by infix operators: `children` are the operands, `operators` the n−1 symbols.
    case infix
    /// Operands joined by relations (`a = b ≤ c`), same layout as ``infix``.
    case relationSequence
    /// An operator before its operand: `operators[0]`, `children[0]`.
    case prefix
    /// An operand followed by an operator (`n!`, `45°`): `children[0]`, `operators[0]`; after
    /// degrees, `operators[1]` may be the letter of a temperature scale (`100^\circ\mathrm F`).
    case postfix
    /// Content between fences: `children[0]`, `operators` the opening and closing fence (either may be empty).
    case fenced
    /// Items separated by punctuation: `children` the items, `operators` the separators.
    case punctuated
    /// `children[0]` over `children[1]`.
    case fraction
    /// A whole number and a fraction: `children[0]` and `children[1]`.
    case mixedNumber
    /// A decimal with repeating digits: `children[0]` the digits before, `children[1]` the repeating ones.
    case repeatingDecimal
    /// `children[0]` under a square root.
    case squareRoot
    /// `children[0]` is the index, `children[1]` the radicand.
    case root
    /// `children[0]` raised to `children[1]`.
    case superscript
    /// `children[0]` with subscript `children[1]`.
    case `subscript`
    /// `children[0]` with subscript `children[1]` and superscript `children[2]`.
    case subSuperscript
    /// `children[0]` with `children[1]` under it.
    case underscript
    /// `children[0]` with `children[1]` over it.
    case overscript
    /// `children[0]` with `children[1]` under it and `children[2]` over it.
    case underOverscript
    /// A large operator or named limit operator: `children` are the operator symbol, the lower and
    /// upper limits (empty when absent) and the body (empty when absent).
    case bigOperator
    /// An integral: the sign, lower and upper limits, the integrand and the differential (each
    /// empty when absent).
    case integral
    /// A function applied to its argument: `children[0]` the function (possibly with scripts),
    /// `children[1]` the argument.
    case application
    /// A table (matrix, determinant, vector, cases, aligned lines): `children` are ``row``s.
    case table
    /// A row of a table: `children` are its cells.
    case row
    /// Text, or a mix of text and math: `children` in order.
    case textRun
}

/// The finer meaning of a node of a given type.
package enum SemanticRole: UInt8, Sendable {
    case none

    // Letters.
    case latinLetter
    case greekLetter
    case otherLetter
    /// A word of several letters written as one identifier, such as `\mathrm{Fe}`.
    case word

    // Numbers.
    case integer
    case decimal

    // Fence symbols.
    case open
    case close
    case neutral

    // Infix operations.
    case addition
    case multiplication
    case implicit

    // Prefix operations.
    case negative
    case positive

    // Fences.
    case parentheses
    case brackets
    case setBraces
    case absoluteValue
    case norm
    case floor
    case ceiling
    case angleBrackets
    case interval
    case otherFence
    /// A set written with braces and a separator (`{x ∈ A | x > 0}`): `children[0]` is a
    /// ``SemanticType/punctuated`` node of the element and the condition.
    case setBuilder

    // Fractions.
    case vulgar
    case binomial
    case stacked

    // Function application.
    case namedFunction
    case letterFunction

    // Large operators: whether limits were written below/above or as scripts.
    case limitsBelow
    case limitsScripted

    // Tables.
    case matrix
    case determinant
    case binomialOrMatrix
    case cases
    case lines

    // Overscripts and underscripts.
    case accent

    // Superscripts that are no power (see `SemanticAnalyzer+Scripts.swift`).
    /// An index written in parentheses above its base, which names rather than raises:
    /// `\mathbf h^{(k)}` (the state of layer k), `w^{(t)}` (the weights at step t).
    case label
    /// The order of a derivative: a function letter with a label, applied, `f^{(k)}(x_0)`.
    case derivativeOrder

    // Punctuation.
    case sequence
    case endPunctuation
    /// The bar of "evaluated at": `f(x)|_{x=a}`.
    case evaluation
    /// A "such that" separator, as in a set builder.
    case suchThat
    /// The bar of a conditional probability, `p(y | x)`: "given".
    case conditional
}

extension SemanticType {
    /// Whether a node of this type is its first child with scripts or marks on it (`x_i`, `+_2`,
    /// `\hat x`, `\overset{?}{=}`): an embellished form of that child.
    var isScripted: Bool {
        switch self {
        case .subscript, .superscript, .subSuperscript, .underscript, .overscript, .underOverscript: return true
        default: return false
        }
    }

    /// The leaf type of a symbol of `kind`.
    init(_ kind: SymbolKind) {
        switch kind {
        case .letter: self = .identifier
        case .additiveOperator, .multiplicativeOperator: self = .operator
        case .relation: self = .relation
        case .punctuation: self = .punctuation
        case .openFence, .closeFence, .neutralFence: self = .fence
        case .largeOperator: self = .largeOperator
        case .integral: self = .integralSign
        case .function: self = .function
        case .limitFunction: self = .limitFunction
        case .ellipsis: self = .ellipsis
        case .prefixOperator: self = .prefixSymbol
        case .postfixOperator: self = .postfixSymbol
        case .other: self = .other
        }
    }
}

extension SemanticRole {
    /// The letter role of a symbol (none for non-letters).
    init(letter symbol: MathSymbol) {
        guard symbol.kind == .letter, !symbol.key.isEmpty else {
            self = .none
            return
        }
        guard let scalar = symbol.key.onlyScalar else {
            self = .word
            return
        }
        if scalar.isASCII {
            self = .latinLetter
        } else if (0x391...0x3FF).contains(scalar.value) {
            self = .greekLetter
        } else {
            self = .otherLetter
        }
    }
}
