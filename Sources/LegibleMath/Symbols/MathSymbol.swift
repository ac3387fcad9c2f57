/// What a symbol is, as far as the structure of a formula is concerned.
package enum SymbolKind: UInt8, Sendable {
    /// A letter or letter-like identifier: `x`, `α`, `ℵ`, `∞`, `∂`, `∅`.
    case letter
    /// A binary operator that binds like addition: `+`, `−`, `±`, `∪`, `∧`.
    case additiveOperator
    /// A binary operator that binds like multiplication: `×`, `·`, `÷`, `/`, `∘`, `⊗`.
    case multiplicativeOperator
    /// A relation, arrows included: `=`, `≤`, `∈`, `⊆`, `→`, `⇔`, `∣`.
    case relation
    /// Punctuation: `,`, `;`, `:`, `.`, `?`.
    case punctuation
    /// An opening fence: `(`, `[`, `{`, `⟨`, `⌊`, `⌈`.
    case openFence
    /// A closing fence: `)`, `]`, `}`, `⟩`, `⌋`, `⌉`.
    case closeFence
    /// A fence that opens and closes alike: `|`, `‖`.
    case neutralFence
    /// A large operator with limits: `∑`, `∏`, `⋃`, `⋂`, `⨁`.
    case largeOperator
    /// An integral sign: `∫`, `∬`, `∮`.
    case integral
    /// A named function applied to what follows: `sin`, `log`, `exp`, `det`.
    case function
    /// A named operator that takes limits below it: `lim`, `max`, `min`, `sup`, `inf`.
    case limitFunction
    /// An ellipsis: `…`, `⋯`, `⋮`, `⋱`.
    case ellipsis
    /// A prefix operator: `¬`, `∀`, `∃`, `∠`.
    case prefixOperator
    /// A postfix operator: `!`, `°`.
    case postfixOperator
    /// Anything else, spoken by its name.
    case other
}

/// One entry of the symbol table: the canonical form of a symbol, its kind and its typeface.
///
/// Commands and Unicode characters that mean the same thing resolve to the same entry: `\le`,
/// `\leq` and `≤` all give key `≤`; `\mathbb{R}` and `ℝ` both give key `R` in font
/// ``MathVariant/doubleStruck``.
package struct MathSymbol: Sendable, Equatable {
    /// The canonical character (or name, for named functions) that the wording tables are keyed by.
    package let key: String
    package let kind: SymbolKind
    package var font: MathVariant = .normal
}
