extension RandomAccessCollection where Element == SemanticNode, Index == Int {
    /// Whether some node of the row satisfies `predicate`, which sees each node in place.
    ///
    /// The analysis asks this of every row several times. The standard `contains(where:)` hands
    /// its predicate a copy of each node, and so does subscripting a slice: a copy counts two
    /// references up and two down. Handed the node from the row's storage, even as a `borrowing`
    /// parameter, the predicate still got a copy; handed a pointer to it (valid only during the
    /// call), it reads the fields it asks about and nothing else.
    func containsNode(where predicate: (UnsafePointer<SemanticNode>) -> Bool) -> Bool {
        readingInPlace { nodes in
            for offset in nodes.indices where predicate(nodes.baseAddress.unsafelyUnwrapped + offset) { return true }
            return false
        }
    }

    /// How many nodes of the row satisfy `predicate`, which sees each node in place (see
    /// ``containsNode(where:)``).
    func countNodes(where predicate: (UnsafePointer<SemanticNode>) -> Bool) -> Int {
        readingInPlace { nodes in
            var count = 0
            for offset in nodes.indices where predicate(nodes.baseAddress.unsafelyUnwrapped + offset) { count += 1 }
            return count
        }
    }

    /// The indices of the operators that split the row into operands of `role` (``SemanticRole/addition``
    /// or ``SemanticRole/multiplication``): an operator of that binding with an operand before it
    /// that does not itself end in an operator. An operator with nothing before it is left to
    /// be a prefix of what follows.
    func infixOperatorIndices(role: SemanticRole) -> [Int] {
        readingInPlace { nodes in
            guard let base = nodes.baseAddress else { return [] }
            var found: [Int] = []
            var start = 0
            for offset in nodes.indices where SemanticNode.isInfixCandidate(at: base + offset, role: role) {
                guard offset > start, !SemanticNode.isOperatorLike(at: base + offset - 1) else { continue }
                found.append(startIndex + offset)
                start = offset + 1
            }
            return found
        }
    }

    /// The indices of the nodes that satisfy `predicate`, which sees each node in place.
    func nodeIndices(where predicate: (UnsafePointer<SemanticNode>) -> Bool) -> [Int] {
        readingInPlace { nodes in
            var found: [Int] = []
            for offset in nodes.indices where predicate(nodes.baseAddress.unsafelyUnwrapped + offset) { found.append(startIndex + offset) }
            return found
        }
    }

    /// `body` run on the row's nodes in their storage (an array or a slice of one always has it).
    /// The nodes are read through `baseAddress`, which is nil only for an empty row, where the
    /// loops above never read.
    private func readingInPlace<Result>(_ body: (UnsafeBufferPointer<SemanticNode>) -> Result) -> Result {
        withContiguousStorageIfAvailable(body) ?? ContiguousArray(self).withUnsafeBufferPointer(body)
    }
}
