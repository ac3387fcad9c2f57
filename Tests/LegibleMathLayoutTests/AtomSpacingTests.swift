import LegibleMathLayout
import Testing

/// The space between atoms (The TeXbook, page 170) and binary operators turned ordinary
/// (appendix G, rules 5, 6 and 19), on formulas whose atom classes are written out.
struct AtomSpacingTests {
    /// The spaces, in mu, between consecutive atoms of `classes` in `style`, after binary operators are resolved.
    private func spaces(_ classes: [AtomClass], in style: MathStyle = .text) -> [Int] {
        let resolved = AtomClass.resolvingBinaries(classes)
        return zip(resolved, resolved.dropFirst()).map { AtomSpace.between($0, $1, in: style).mu }
    }

    @Test("x + y: medium spaces around the binary operator in text style, none in script style")
    func binary() {
        #expect(spaces([.ordinary, .binary, .ordinary]) == [4, 4])
        #expect(spaces([.ordinary, .binary, .ordinary], in: .script) == [0, 0])
    }

    @Test("x = y: thick spaces around the relation, none in scriptscript style")
    func relation() {
        #expect(spaces([.ordinary, .relation, .ordinary]) == [5, 5])
        #expect(spaces([.ordinary, .relation, .ordinary], in: .scriptScript.cramped) == [0, 0])
    }

    @Test("-x and a = -b: a binary operator without a left operand is ordinary")
    func unaryMinus() {
        #expect(AtomClass.resolvingBinaries([.binary, .ordinary]) == [.ordinary, .ordinary])
        #expect(spaces([.ordinary, .relation, .binary, .ordinary]) == [5, 5, 0])
        #expect(spaces([.opening, .binary, .ordinary, .closing]) == [0, 0, 0])
    }

    @Test("x+ and (x+): a binary operator without a right operand is ordinary")
    func trailingBinary() {
        #expect(AtomClass.resolvingBinaries([.ordinary, .binary]) == [.ordinary, .ordinary])
        #expect(spaces([.opening, .ordinary, .binary, .closing]) == [0, 0, 0])
        #expect(AtomClass.resolvingBinaries([.ordinary, .binary, .punctuation]) == [.ordinary, .ordinary, .punctuation])
    }

    @Test("x + + y: the second binary operator follows an ordinary one, so it stays binary")
    func doubledBinary() {
        #expect(AtomClass.resolvingBinaries([.ordinary, .binary, .binary, .ordinary]) == [.ordinary, .binary, .ordinary, .ordinary])
    }

    @Test("sin x and f(x), y: thin space after a large operator, none before an opening, thin after punctuation in text only")
    func operatorsAndPunctuation() {
        #expect(spaces([.largeOperator, .ordinary]) == [3])
        #expect(spaces([.largeOperator, .ordinary], in: .script) == [3])
        #expect(spaces([.ordinary, .opening, .ordinary, .closing]) == [0, 0, 0])
        #expect(spaces([.ordinary, .punctuation, .ordinary]) == [0, 3])
        #expect(spaces([.ordinary, .punctuation, .ordinary], in: .script) == [0, 0])
    }

    @Test("Inner atoms (a \\left…\\right group): thin space beside them, kept before a large operator in script style")
    func inner() {
        #expect(spaces([.ordinary, .inner, .ordinary]) == [3, 3])
        #expect(spaces([.inner, .largeOperator], in: .script) == [3])
        #expect(spaces([.inner, .closing]) == [0])
    }
}
