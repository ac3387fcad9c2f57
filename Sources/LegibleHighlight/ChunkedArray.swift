/// An array kept in chunks that its copies share: cutting the end off a copy and appending to
/// it copy only the chunk touched (at most ``chunkCapacity`` elements) and the list of chunks,
/// never the elements of the other chunks. A value, like `Array`.
///
/// What grows at the end of a stream is kept in these: a growing code block's lines and tokens,
/// the highlighter's runs. The document before an append (still held by the layout drawn from
/// it) and the document after share all but the last chunk, so an append costs what arrived,
/// not the length of the block, however many copies hold it.
///
/// ```swift
/// var runs: ChunkedArray<Int> = [1, 2, 3]
/// let before = runs
/// runs.removeSubrange(2...)      // copies the last chunk only; `before` is still [1, 2, 3]
/// runs.append(4)                 // [1, 2, 4]
/// Array(runs[1...])              // [2, 4]
/// ```
public struct ChunkedArray<Element> {
    /// The elements a chunk holds: every chunk is full but the last, which is never empty.
    public static var chunkCapacity: Int { 1 << chunkShift }
    @usableFromInline static var chunkShift: Int { 8 }

    @usableFromInline var chunks: [[Element]]

    /// How many elements there are.
    @inlinable public var count: Int {
        guard let last = chunks.last else { return 0 }
        return (chunks.count - 1) << Self.chunkShift + last.count
    }

    /// No elements.
    @inlinable public init() {
        chunks = []
    }

    /// The elements of `elements`, in order.
    @inlinable public init(_ elements: some Sequence<Element>) {
        self.init()
        append(contentsOf: elements)
    }

    /// Adds an element at the end (copying the last chunk first when a copy shares it).
    @inlinable public mutating func append(_ element: Element) {
        if count & (Self.chunkCapacity - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkCapacity)
            chunk.append(element)
            chunks.append(chunk)
        } else {
            chunks[chunks.count - 1].append(element)
        }
    }

    /// Adds elements at the end, in order.
    @inlinable public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Removes the elements from `bounds.lowerBound` to the end: the chunks after the one it
    /// falls in are dropped, that one is cut (copied first when a copy shares it).
    @inlinable public mutating func removeSubrange(_ bounds: PartialRangeFrom<Int>) {
        let start = bounds.lowerBound
        precondition(start >= 0 && start <= count, "ChunkedArray: range out of bounds")
        guard start < count else { return }
        let chunk = start >> Self.chunkShift
        let offset = start & (Self.chunkCapacity - 1)
        if offset == 0 {
            chunks.removeSubrange(chunk...)
        } else {
            chunks.removeSubrange((chunk + 1)...)
            chunks[chunk].removeSubrange(offset...)
        }
    }

    /// Removes every element.
    @inlinable public mutating func removeAll() {
        chunks = []
    }

    /// Appends the elements of `elements`.
    @inlinable public static func += (lhs: inout Self, rhs: some Sequence<Element>) {
        lhs.append(contentsOf: rhs)
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }
    @inlinable public var indices: Range<Int> { 0..<count }

    /// The element at `position` (an element of the chunk shared with copies is copied with its
    /// chunk when set).
    @inlinable public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "ChunkedArray: index out of range")
            return chunks[position >> Self.chunkShift][position & (Self.chunkCapacity - 1)]
        }
        set {
            precondition(position >= 0 && position < count, "ChunkedArray: index out of range")
            chunks[position >> Self.chunkShift][position & (Self.chunkCapacity - 1)] = newValue
        }
    }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    /// The elements listed, in order.
    @inlinable public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// The same elements in the same order.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension ChunkedArray: Hashable where Element: Hashable {
    /// Hashes the elements in order, as `Array` does.
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray: CustomStringConvertible {
    /// The elements as an array literal, as `Array` prints them.
    public var description: String { Array(self).description }
}
