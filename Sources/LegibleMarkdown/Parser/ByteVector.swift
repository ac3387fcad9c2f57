/// Sixteen bytes compared at once, for the passes that look at every byte of the input or the
/// output (validating UTF-8, escaping HTML, looking for controls): each compare, `and` or `or` of
/// two `SIMD16<UInt8>` is one SSE2 instruction on x86-64 and one NEON instruction on arm64,
/// where a byte loop spends a compare and a branch on each byte.
///
/// Both operands must be vectors: the standard library's vector-with-scalar operators
/// (`v .== 0x0A`) are generic and compile to a loop over the lanes, so constants are made with
/// ``splat(_:)``. Masks are read through ``any(_:)`` and ``firstLane(_:)``, which look at the
/// mask as two words: the standard library's `any(_:)` calls a reduction that is not inlined.
/// (Internal: a `package` function is not inlined into another module even when `@inlinable`,
/// so `ControlPictures` in LegibleRendering writes its few vector helpers itself.)
enum ByteVector {
    typealias Mask = SIMDMask<SIMD16<Int8>>

    /// How many bytes a vector holds.
    static var width: Int { 16 }

    /// The sixteen bytes at `pointer`, which need not be aligned.
    @inline(__always)
    static func load(_ pointer: UnsafeRawPointer) -> SIMD16<UInt8> {
        pointer.loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Each lane's own index, 0 to 15: compared with a splat, it masks the lanes before or after one.
    static var laneIndices: SIMD16<UInt8> { SIMD16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) }

    /// `byte` in every lane.
    @inline(__always)
    static func splat(_ byte: UInt8) -> SIMD16<UInt8> {
        SIMD16(repeating: byte)
    }

    /// The smaller byte of each lane (`pminub`; the standard library's `pointwiseMin` is a call).
    @inline(__always)
    static func minimum(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        a.replacing(with: b, where: b .< a)
    }

    /// Whether any lane of `mask` is set.
    @inline(__always)
    static func any(_ mask: Mask) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return words[0] | words[1] != 0
    }

    /// The first lane of `mask` that is set (lanes are in memory order), or `nil`.
    @inline(__always)
    static func firstLane(_ mask: Mask) -> Int? {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        let low = UInt64(littleEndian: words[0])
        if low != 0 { return low.trailingZeroBitCount / 8 }
        let high = UInt64(littleEndian: words[1])
        if high != 0 { return 8 + high.trailingZeroBitCount / 8 }
        return nil
    }
}
