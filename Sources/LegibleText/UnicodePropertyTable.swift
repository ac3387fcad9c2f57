/// A Unicode property with a one-byte value for every code point, for lookups in hot loops: two
/// levels of arrays, built on first use from one of the generated run tables
/// (SentenceBreakTable.swift, LineBreakTable.swift, ScalarPropertiesTable.swift).
///
/// A run table is the compact form the generators write: runs of code points with one value,
/// covering U+0000…U+10FFFF in order, each entry `firstCodePoint << 8 | value`, a run lasting
/// until the next entry's first code point. Looking a code point up in it is a binary search;
/// here it is two array reads. The code point's high bits pick a block of 256 code points, its
/// low byte the value inside the block, and blocks with the same values are stored once, so the
/// whole table takes about 40 KB (4,352 block numbers and some 130 distinct blocks).
package struct UnicodePropertyTable: Sendable {
    private static let blockBits = 8
    private static let blockSize = 1 << blockBits

    /// The block of each group of 256 code points, by code point >> 8.
    private let blocks: [UInt16]
    /// The distinct blocks, one after the other.
    private let values: [UInt8]

    /// The table of the runs `runs`.
    package init(runs: [UInt32]) {
        let blockCount = 0x110000 >> Self.blockBits
        var blocks: [UInt16] = []
        blocks.reserveCapacity(blockCount)
        var values: [UInt8] = []
        // Most blocks (the unassigned planes, the ideographs) lie inside one run: those are
        // numbered by their value without building and hashing the block.
        var uniformNumbers: [UInt8: UInt16] = [:]
        var mixedNumbers: [[UInt8]: UInt16] = [:]
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        var run = 0  // the run that holds the block's first code point
        for blockNumber in 0..<blockCount {
            let first = UInt32(blockNumber << Self.blockBits)
            let end = first + UInt32(Self.blockSize)
            while run + 1 < runs.count && runs[run + 1] >> 8 <= first { run += 1 }
            let value = UInt8(truncatingIfNeeded: runs[run])
            let isUniform = run + 1 == runs.count || runs[run + 1] >> 8 >= end
            if isUniform, let number = uniformNumbers[value] {
                blocks.append(number)
                continue
            }
            // Neighbouring runs have different values, so a block that is not inside one run
            // is never uniform.
            var start = first
            var blockRun = run
            while start < end {
                let runEnd = blockRun + 1 < runs.count ? min(runs[blockRun + 1] >> 8, end) : end
                let runValue = UInt8(truncatingIfNeeded: runs[blockRun])
                for point in start..<runEnd { block[Int(point - first)] = runValue }
                start = runEnd
                blockRun += 1
            }
            let number: UInt16
            if let known = mixedNumbers[block] {
                number = known
            } else {
                number = UInt16(values.count >> Self.blockBits)
                values += block
                if !isUniform { mixedNumbers[block] = number }
            }
            if isUniform { uniformNumbers[value] = number }
            blocks.append(number)
        }
        self.blocks = blocks
        self.values = values
    }

    /// The value of the code point `scalar` (at most U+10FFFF).
    @inline(__always)
    package subscript(scalar: UInt32) -> UInt8 {
        let block = Int(blocks[Int(scalar >> UInt32(Self.blockBits))])
        return values[block << Self.blockBits | Int(scalar & UInt32(Self.blockSize - 1))]
    }
}
