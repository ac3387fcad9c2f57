extension String {
    /// The scalar of a string of exactly one Unicode scalar; nil for any other string.
    ///
    /// Symbol keys are mostly one character, often outside ASCII (`≤`, `α`, `∂`). Comparing such a
    /// string with `==`, or hashing it, first works out its canonical form (a few hundred
    /// instructions); comparing its scalar is comparing a number. Counting `unicodeScalars` to
    /// ask the same walks the string with index checks.
    var onlyScalar: Unicode.Scalar? {
        var scalars = unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }
}
