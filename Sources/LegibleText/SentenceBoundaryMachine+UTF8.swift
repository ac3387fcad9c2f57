extension SentenceBoundaryMachine {
    /// Reads every scalar of `text`, whose first UTF-8 byte is at `offset` in the whole text,
    /// appending the boundaries that became certain as UTF-8 offsets.
    mutating func read(_ text: String, startingAt offset: Int, into boundaries: inout [Int]) {
        var text = text
        // Native strings are contiguous UTF-8 already; only a bridged string is copied here.
        text.withUTF8 { bytes in read(utf8: bytes, startingAt: offset, into: &boundaries) }
    }

    /// Reads the scalars of `bytes`, which hold whole scalars of valid UTF-8 (a Swift string's).
    ///
    /// This is the loop every segmentation runs through, so it decodes UTF-8 itself and looks
    /// ASCII up in a table.
    private mutating func read(utf8 bytes: UnsafeBufferPointer<UInt8>, startingAt offset: Int,
                               into boundaries: inout [Int]) {
        SentenceBreakProperty.asciiTable.withUnsafeBufferPointer { ascii in
            SentenceBreakProperty.runTable.withUnsafeBufferPointer { runs in
                var index = 0
                while index < bytes.count {
                    let lead = bytes[index]
                    let property: SentenceBreakProperty
                    let length: Int
                    if lead < 0x80 {
                        property = ascii[Int(lead)]
                        length = 1
                    } else {
                        let value: UInt32
                        (value, length) = bytes.scalarValue(at: index)
                        property = SentenceBreakProperty.property(of: value, in: runs)
                    }
                    read(property, from: offset + index, to: offset + index + length, into: &boundaries)
                    index += length
                }
            }
        }
    }
}
