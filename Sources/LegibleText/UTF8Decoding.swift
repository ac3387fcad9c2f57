extension UnsafeBufferPointer<UInt8> {
    /// The value and length in bytes of the scalar whose first byte is at `index`, in a buffer of
    /// valid UTF-8 (a Swift string's), where the lead byte says how many continuation bytes follow
    /// and they are there.
    ///
    /// The segmentation loops decode UTF-8 themselves with this, rather than going through
    /// `String.unicodeScalars`, because it is their hottest code.
    @inline(__always)
    func scalarValue(at index: Int) -> (value: UInt32, length: Int) {
        let lead = self[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0 {
            return (UInt32(lead & 0x1F) << 6 | UInt32(self[index + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            return (UInt32(lead & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6
                | UInt32(self[index + 2] & 0x3F), 3)
        }
        return (UInt32(lead & 0x07) << 18 | UInt32(self[index + 1] & 0x3F) << 12
            | UInt32(self[index + 2] & 0x3F) << 6 | UInt32(self[index + 3] & 0x3F), 4)
    }
}
