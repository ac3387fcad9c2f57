/// Bytes written into one growing allocation, for the HTML writers: an append is a capacity
/// check and a copy. (`[UInt8].append(contentsOf:)` takes about 70 instructions a call, most of
/// them spent on the few bytes of a tag or an entity: 7% of rendering the corpus.)
package struct ByteBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    package private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The last byte written, if any.
    package var last: UInt8? { count > 0 ? storage[count - 1] : nil }

    /// The bytes written, valid until the buffer next changes.
    package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    @inline(__always) package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        storage[count] = byte
        count += 1
    }

    @inline(__always) package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(toHold: count + bytes.count) }
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a literal's UTF-8 bytes.
    @inline(__always) package mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 bytes.
    package mutating func append(contentsOf string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Forgets the bytes written, keeping the allocation.
    package mutating func removeAll() {
        count = 0
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}
