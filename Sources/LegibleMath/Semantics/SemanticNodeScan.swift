extension RandomAccessCollection where Element == SemanticNode, Index == Int {
    /// Whether some node of the row satisfies `predicate`, which sees each node in place.
    ///
    /// The analysis asks this of every row several times. The standard `contains(where:)` hands
    /// its predicate a copy of each node, and a copy costs three reference counts up and three
    /// down; here the predicate borrows the node instead.
    func containsNode(where predicate: (borrowing SemanticNode) -> Bool) -> Bool {
        for index in indices where predicate(self[index]) { return true }
        return false
    }

    /// How many nodes of the row satisfy `predicate`, which sees each node in place (see
    /// ``containsNode(where:)``).
    func countNodes(where predicate: (borrowing SemanticNode) -> Bool) -> Int {
        var count = 0
        for index in indices where predicate(self[index]) { count += 1 }
        return count
    }
}
