/// The Unicode character classes that decide whether a delimiter run can open or close emphasis
/// (CommonMark 0.31.2, section 6.2).
enum UnicodeClasses {
    /// A character class for flanking rules: line ends and document edges count as whitespace.
    enum FlankClass {
        case whitespace
        case punctuation
        case other
    }

    /// Unicode whitespace: general category Zs, or tab, line feed, form feed, carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Unicode punctuation: general categories P (punctuation) and S (symbols).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return ASCII.isPunctuation(UInt8(scalar.value)) }
        return isPunctuation(scalar.properties.generalCategory)
    }

    private static func isPunctuation(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Most delimiter runs stand between ASCII characters, classed here, inline, without
    /// Unicode's tables.
    @inline(__always)
    static func flankClass(_ scalar: Unicode.Scalar?) -> FlankClass {
        guard let scalar else { return .whitespace }
        guard scalar.value < 0x80 else { return flankClass(ofNonASCII: scalar) }
        if isWhitespace(scalar) { return .whitespace }
        return ASCII.isPunctuation(UInt8(scalar.value)) ? .punctuation : .other
    }

    /// Apart, because the general category's resilient types cost every call that may use them
    /// about 60 instructions of setup; and looked up once, not once per class (a look-up is
    /// about 330 instructions).
    @inline(never)
    private static func flankClass(ofNonASCII scalar: Unicode.Scalar) -> FlankClass {
        let category = scalar.properties.generalCategory
        if category == .spaceSeparator { return .whitespace }
        return isPunctuation(category) ? .punctuation : .other
    }

    /// The scalar that ends just before `position` in valid UTF-8, or `nil` at `lowerBound`.
    static func scalar(before position: Int, in bytes: UnsafeBufferPointer<UInt8>, lowerBound: Int) -> Unicode.Scalar? {
        guard position > lowerBound else { return nil }
        var start = position - 1
        while start > lowerBound && bytes[start] & 0xC0 == 0x80 && position - start < 4 { start -= 1 }
        return scalar(at: start, in: bytes, upperBound: position)
    }

    /// The scalar that starts at `position` in valid UTF-8, or `nil` at `upperBound`.
    static func scalar(at position: Int, in bytes: UnsafeBufferPointer<UInt8>, upperBound: Int) -> Unicode.Scalar? {
        guard position < upperBound else { return nil }
        let lead = bytes[position]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        var value: UInt32
        var length: Int
        if lead >= 0xF0 {
            value = UInt32(lead & 0x07); length = 4
        } else if lead >= 0xE0 {
            value = UInt32(lead & 0x0F); length = 3
        } else {
            value = UInt32(lead & 0x1F); length = 2
        }
        guard position + length <= upperBound else { return Unicode.Scalar(0xFFFD) }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        return Unicode.Scalar(value) ?? Unicode.Scalar(0xFFFD)
    }
}
