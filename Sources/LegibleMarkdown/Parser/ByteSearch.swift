#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The search for one byte value through a long run of others, by the C library's `memchr`,
/// which looks at 16 or 32 bytes per instruction and costs a call: for the passes over most of
/// the input (line ends, `@` for e-mail autolinks), not for the short runs between an inline
/// parser's special bytes.
enum ByteSearch {
    /// The first `byte` in `start..<end` of `bytes`, or `end`.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress, start < end else { return end }
        #if canImport(Glibc) || canImport(Darwin)
        guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        #else
        var index = start
        while index < end && base[index] != byte { index += 1 }
        return index
        #endif
    }
}
