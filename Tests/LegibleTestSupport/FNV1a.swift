/// The 64-bit FNV-1a hash of UTF-8 text, as 16 hexadecimal digits: how the oracle snapshots key
/// TeX and MathML compactly (the scripts in `Scripts/` compute the same).
public enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    public static func hex(_ text: String) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100000001b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
