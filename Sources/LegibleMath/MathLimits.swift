/// The named limits that keep every stage of spoken math bounded on hostile input.
///
/// Each stage walks the tree it builds recursively, so the tree itself must never be deeper than
/// a bound that is safe on the smallest thread stack this library runs on (secondary threads get
/// as little as 512 KiB). The parser enforces the bound: content nested deeper than
/// ``maximumNestingDepth`` is still read, word for word, but flatly, as a row of symbols instead
/// of as structure. Nothing is ever dropped.
enum MathLimits {
    /// How deeply groups, fractions, roots, scripts, fences and environments may nest before the
    /// parser reads what is inside flatly. Real formulas rarely nest more than ten levels.
    static let maximumNestingDepth = 48

    /// How many unary prefix operators (such as `- - - x`) are grouped as structure before the
    /// rest are read one by one; each one adds a level to the semantic tree.
    static let maximumPrefixChain = 16
}
