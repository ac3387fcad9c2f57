/// Elements that only ever grow at their end, written by one owner and read through views that
/// each see the elements there were when they were taken, without a copy.
///
/// A streamed answer's growing code block or table is held in immutable values (a snapshot's
/// syntax tree, a reading model) that outlive the next append. Copying what they hold at every
/// append made each append cost the block's length. Here a view is the storage and a count: an
/// append writes past the end of every view taken so far, where none of them reads, so a new
/// view costs nothing whatever the length. When the storage is full, the elements move to a
/// storage twice as large; the views already taken keep the old one alive.
///
/// ```swift
/// let buffer = AppendOnlyBuffer<UInt8>()
/// buffer.append(contentsOf: "ab".utf8)
/// let early = buffer.view          // "ab"
/// buffer.append(contentsOf: "cd".utf8)
/// early.count                      // 2: what was appended after it is not its
/// ```
///
/// The owner may also ``replace(at:with:)`` an element, but only one that no view taken so far
/// reads (its readers keep their own copy of it): views are immutable and shared between
/// threads, so an element a view can read is never written again.
package final class AppendOnlyBuffer<Element> {
    /// The elements' memory. It never moves; the owner writes only past what views see.
    package final class Storage: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int
        /// Elements initialized so far; only the owner reads or writes it.
        var initialized = 0

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: initialized)
            base.deallocate()
        }
    }

    /// The elements up to a count, as they were when the view was taken: immutable and safe to
    /// share between threads.
    package struct View: RandomAccessCollection {
        let storage: Storage
        package let count: Int

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }

        package subscript(position: Int) -> Element {
            precondition(position >= 0 && position < count, "index \(position) out of a view of \(count)")
            return storage.base[position]
        }

        /// Calls `body` with the elements in contiguous memory.
        package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
            try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
        }
    }

    private var storage: Storage

    /// An empty buffer with room for `capacity` elements before it first moves.
    package init(capacity: Int = 16) {
        storage = Storage(capacity: max(1, capacity))
    }

    /// How many elements there are.
    package var count: Int { storage.initialized }

    /// The elements so far.
    package var view: View { View(storage: storage, count: storage.initialized) }

    /// The element at `index`.
    package subscript(index: Int) -> Element {
        precondition(index >= 0 && index < storage.initialized, "index \(index) out of \(storage.initialized)")
        return storage.base[index]
    }

    /// Adds an element at the end.
    package func append(_ element: Element) {
        reserve(1)
        (storage.base + storage.initialized).initialize(to: element)
        storage.initialized += 1
    }

    /// Adds elements at the end.
    package func append(contentsOf elements: some Collection<Element>) {
        reserve(elements.count)
        var position = storage.base + storage.initialized
        for element in elements {
            position.initialize(to: element)
            position += 1
        }
        storage.initialized += elements.count
    }

    /// Writes over the element at `index`, which no view taken so far may read (see the type's
    /// documentation): in practice one that every view since it was appended keeps a copy of.
    package func replace(at index: Int, with element: Element) {
        precondition(index >= 0 && index < storage.initialized, "index \(index) out of \(storage.initialized)")
        storage.base[index] = element
    }

    /// Makes room for `more` elements, moving to a storage twice as large (or as large as
    /// needed) when the current one is full: the views taken keep the old one.
    private func reserve(_ more: Int) {
        let needed = storage.initialized + more
        guard needed > storage.capacity else { return }
        let grown = Storage(capacity: max(needed, storage.capacity * 2))
        grown.base.initialize(from: storage.base, count: storage.initialized)
        grown.initialized = storage.initialized
        storage = grown
    }
}

/// A view is shared between threads: it reads only elements no one writes again.
extension AppendOnlyBuffer.View: @unchecked Sendable where Element: Sendable {}
