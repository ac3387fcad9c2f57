/// The classes of TeX's math atoms that decide the space between neighbours (The TeXbook, chapter 17).
public enum AtomClass: Int, CaseIterable, Sendable {
    /// Ord, Op (`\sum`, `\sin`), Bin (`+`), Rel (`=`), Open (`(`), Close (`)`), Punct (`,`) and
    /// Inner (a `\left…\right` group or a fraction with delimiters), in TeX's table order.
    case ordinary, largeOperator, binary, relation, opening, closing, punctuation, inner
}

/// The space TeX puts between two adjacent atoms: none, or one of its three math glues, measured in
/// mu (an eighteenth of the em of the current style's size). Natural widths only: a formula laid out
/// at its natural width neither stretches nor shrinks them.
public enum AtomSpace: Int, Sendable {
    /// No space; `\thinmuskip`; `\medmuskip`; `\thickmuskip`.
    case none = 0, thin = 3, medium = 4, thick = 5

    /// The width in mu (`\thinmuskip` 3mu, `\medmuskip` 4mu, `\thickmuskip` 5mu, as plain TeX and LaTeX set them).
    public var mu: Int { rawValue }

    /// The space between atoms of class `left` and `right` in `style`: the table of The TeXbook,
    /// page 170. The entries it puts in parentheses (and every medium and thick space) are left out
    /// in script and scriptscript styles. A binary atom next to a class that cannot surround it
    /// is never seen here, since ``AtomClass/resolvingBinaries(_:)`` has made it ordinary.
    public static func between(_ left: AtomClass, _ right: AtomClass, in style: MathStyle) -> AtomSpace {
        let entry = table[left.rawValue][right.rawValue]
        return style.isScript && entry.onlyOutsideScripts ? .none : entry.space
    }

    /// Rows are the left atom, columns the right, both in ``AtomClass`` order; `true` marks the
    /// parenthesised entries.
    private static let table: [[(space: AtomSpace, onlyOutsideScripts: Bool)]] = [
        [(.none, false), (.thin, false), (.medium, true), (.thick, true), (.none, false), (.none, false), (.none, false), (.thin, true)],
        [(.thin, false), (.thin, false), (.none, false), (.thick, true), (.none, false), (.none, false), (.none, false), (.thin, true)],
        [(.medium, true), (.medium, true), (.none, false), (.none, false), (.medium, true), (.none, false), (.none, false), (.medium, true)],
        [(.thick, true), (.thick, true), (.none, false), (.none, false), (.thick, true), (.none, false), (.none, false), (.thick, true)],
        [(.none, false), (.none, false), (.none, false), (.none, false), (.none, false), (.none, false), (.none, false), (.none, false)],
        [(.none, false), (.thin, false), (.medium, true), (.thick, true), (.none, false), (.none, false), (.none, false), (.thin, true)],
        [(.thin, true), (.thin, true), (.none, false), (.thin, true), (.thin, true), (.thin, true), (.thin, true), (.thin, true)],
        [(.thin, true), (.thin, false), (.medium, true), (.thick, true), (.thin, true), (.none, false), (.thin, true), (.thin, true)],
    ]
}

extension AtomClass {
    /// The classes of a list's atoms after TeX turns binary operators that have no operands into
    /// ordinary atoms (The TeXbook, appendix G, rules 5, 6 and 19): a binary atom first in the list,
    /// or after a large operator, binary, relation, opening or punctuation, or before a relation,
    /// closing or punctuation, or last in the list.
    public static func resolvingBinaries(_ classes: [AtomClass]) -> [AtomClass] {
        let noLeftOperand: Set<AtomClass> = [.largeOperator, .binary, .relation, .opening, .punctuation]
        let noRightOperand: Set<AtomClass> = [.relation, .closing, .punctuation]
        var resolved = classes
        // Left to right, so a binary atom made ordinary counts as ordinary for the one after it.
        for index in resolved.indices where resolved[index] == .binary {
            if index == 0 || noLeftOperand.contains(resolved[index - 1]) { resolved[index] = .ordinary }
        }
        for index in resolved.indices where resolved[index] == .binary {
            if index == resolved.count - 1 || noRightOperand.contains(resolved[index + 1]) { resolved[index] = .ordinary }
        }
        return resolved
    }
}
