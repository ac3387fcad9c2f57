/// What each byte can be in a language: the start or continuation of a name, an operator,
/// punctuation. One table lookup per byte keeps scanning fast.
struct ByteTable: Sendable {
    private var flags: [UInt8]

    private static let identifierStart: UInt8 = 1
    private static let identifierContinue: UInt8 = 2
    private static let operatorByte: UInt8 = 4
    private static let punctuationByte: UInt8 = 8

    /// Names start with a letter, `_`, any non-ASCII scalar, or one of `identifierStarts`, and
    /// continue with those, digits and `identifierContinues`. The bytes of `operators` are
    /// operators and those of `punctuation` punctuation.
    init(operators: String, punctuation: String, identifierStarts: String = "", identifierContinues: String = "") {
        flags = [UInt8](repeating: 0, count: 256)
        for byte in 0...255 {
            let value = UInt8(byte)
            if isASCIILetter(value) || value == UInt8(ascii: "_") || value >= 0x80 {
                flags[byte] |= Self.identifierStart | Self.identifierContinue
            }
            if isDigit(value) { flags[byte] |= Self.identifierContinue }
        }
        for byte in identifierStarts.utf8 { flags[Int(byte)] |= Self.identifierStart | Self.identifierContinue }
        for byte in identifierContinues.utf8 { flags[Int(byte)] |= Self.identifierContinue }
        for byte in operators.utf8 { flags[Int(byte)] |= Self.operatorByte }
        for byte in punctuation.utf8 { flags[Int(byte)] |= Self.punctuationByte }
    }

    @inline(__always)
    func startsIdentifier(_ byte: UInt8) -> Bool { flags[Int(byte)] & Self.identifierStart != 0 }

    @inline(__always)
    func continuesIdentifier(_ byte: UInt8) -> Bool { flags[Int(byte)] & Self.identifierContinue != 0 }

    @inline(__always)
    func isOperator(_ byte: UInt8) -> Bool { flags[Int(byte)] & Self.operatorByte != 0 }

    @inline(__always)
    func isPunctuation(_ byte: UInt8) -> Bool { flags[Int(byte)] & Self.punctuationByte != 0 }
}
