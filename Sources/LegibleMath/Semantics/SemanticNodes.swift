/// The children and the operators of a composite ``SemanticNode`` in one allocation: the children
/// first, then the operators.
///
/// A tree is built and dropped for every formula spoken. Held as a class with two arrays, a
/// composite node cost three allocations (the class and each array) and as many releases when the
/// tree went; here it costs one.
struct SemanticBranches: @unchecked Sendable {
    // Sendable: the nodes are written once, in `make`, before the storage can be shared, and
    // never after; every change to a node's branches makes new storage.

    private final class Storage: ManagedBuffer<Counts, SemanticNode> {
        deinit {
            withUnsafeMutablePointers { counts, nodes in
                _ = nodes.deinitialize(count: counts.pointee.children + counts.pointee.operators)
            }
        }
    }

    private struct Counts {
        var children: Int
        var operators: Int
    }

    private let storage: Storage

    /// Storage for `children` followed by `operators`, or nil when both are empty (a leaf).
    static func make(children: some Collection<SemanticNode>, operators: some Collection<SemanticNode>) -> SemanticBranches? {
        let counts = Counts(children: children.count, operators: operators.count)
        guard counts.children + counts.operators > 0 else { return nil }
        let buffer = Storage.create(minimumCapacity: counts.children + counts.operators) { _ in counts }
        buffer.withUnsafeMutablePointerToElements { nodes in
            var next = nodes
            for node in children {
                next.initialize(to: node)
                next += 1
            }
            for node in operators {
                next.initialize(to: node)
                next += 1
            }
        }
        return SemanticBranches(storage: unsafeDowncast(buffer, to: Storage.self))
    }

    /// Storage for `childCount` children and `operatorCount` operators, which `write` appends in
    /// order, or nil when both counts are 0. For nodes whose branches are made one by one: built
    /// in an array first, each cost an allocation more.
    static func make(childCount: Int, operatorCount: Int,
                     _ write: (inout SemanticBranchWriter) -> Void) -> SemanticBranches? {
        let counts = Counts(children: childCount, operators: operatorCount)
        guard childCount + operatorCount > 0 else { return nil }
        let buffer = Storage.create(minimumCapacity: childCount + operatorCount) { _ in counts }
        buffer.withUnsafeMutablePointerToElements { nodes in
            var writer = SemanticBranchWriter(nodes: nodes, childCount: childCount, operatorCount: operatorCount)
            write(&writer)
            // Storage deinitializes as many nodes as it counts: each must have been written.
            precondition(writer.isComplete, "SemanticBranches: fewer nodes written than counted")
        }
        return SemanticBranches(storage: unsafeDowncast(buffer, to: Storage.self))
    }

    // The counts are read through a pointer: `header` is a stored property of a class, and every
    // read of it was checked for exclusive access at run time.
    var childCount: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.children } }
    var operatorCount: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.operators } }

    /// `body` run on the nodes in place: the children, then the operators.
    func withNodes<Result>(_ body: (UnsafePointer<SemanticNode>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { try body(UnsafePointer($0)) }
    }
}

/// Appends the children and the operators of a node being made to its storage, each in order
/// (see ``SemanticBranches/make(childCount:operatorCount:_:)``).
struct SemanticBranchWriter {
    private let nodes: UnsafeMutablePointer<SemanticNode>
    private let childCount: Int
    private let operatorCount: Int
    private var children = 0
    private var operators = 0

    fileprivate init(nodes: UnsafeMutablePointer<SemanticNode>, childCount: Int, operatorCount: Int) {
        self.nodes = nodes
        self.childCount = childCount
        self.operatorCount = operatorCount
    }

    fileprivate var isComplete: Bool { children == childCount && operators == operatorCount }

    mutating func appendChild(_ node: SemanticNode) {
        precondition(children < childCount, "SemanticBranchWriter: more children than counted")
        (nodes + children).initialize(to: node)
        children += 1
    }

    mutating func appendOperator(_ node: SemanticNode) {
        precondition(operators < operatorCount, "SemanticBranchWriter: more operators than counted")
        (nodes + childCount + operators).initialize(to: node)
        operators += 1
    }
}

/// The children or the operators of a ``SemanticNode``, read from the node's storage: a
/// collection indexed from 0, as an array would be, that copies nothing to be made.
package struct SemanticNodes: RandomAccessCollection, Sendable {
    private let branches: SemanticBranches?
    /// Where these nodes begin in the storage: 0 for the children, after them for the operators.
    private let offset: Int
    package let count: Int

    init(_ branches: SemanticBranches?, offset: Int, count: Int) {
        self.branches = branches
        self.offset = offset
        self.count = count
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }
    package var indices: Range<Int> { 0..<count }

    package subscript(position: Int) -> SemanticNode {
        precondition(position >= 0 && position < count, "SemanticNodes: index out of range")
        return branches.unsafelyUnwrapped.withNodes { $0[offset + position] }
    }

    package func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<SemanticNode>) throws -> Result
    ) rethrows -> Result? {
        guard let branches else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try branches.withNodes { nodes in
            try body(UnsafeBufferPointer(start: nodes + offset, count: count))
        }
    }
}
