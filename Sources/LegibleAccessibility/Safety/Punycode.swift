/// Punycode (RFC 3492), the ASCII form of a domain name's Unicode labels: `münchen` is
/// `mnchen-3ya`, written in a host as `xn--mnchen-3ya`. A host shown in this form cannot look
/// like another, which is why a browser shows a look-alike host so (see ``LookAlikeHost``).
///
/// ```swift
/// Punycode.encode("аpple")          // "pple-43d" (the first letter is Cyrillic)
/// Punycode.decode("pple-43d")       // "аpple"
/// ```
package enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128
    /// The longest label worked on, in code points: a DNS label is at most 63 bytes, so a
    /// longer one is no host's, and the limit keeps the work on hostile input small.
    package static let maximumLabelLength = 63

    /// The Punycode of a label (without `xn--`), or `nil` if it is too long.
    package static func encode(_ label: String) -> String? {
        let input = label.unicodeScalars.map { Int($0.value) }
        guard input.count <= maximumLabelLength else { return nil }
        var output = input.filter { $0 < 0x80 }.map { Character(Unicode.Scalar(UInt8($0))) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            let next = input.filter { $0 >= n }.min()!
            delta += (next - n) * (handled + 1)
            n = next
            for code in input {
                if code < n { delta += 1 }
                guard code == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = threshold(k, bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, isFirst: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    /// The label a Punycode string (without `xn--`) encodes, or `nil` if it is not valid
    /// Punycode, is too long, or encodes a code point that is not a scalar.
    package static func decode(_ encoded: String) -> String? {
        let input = Array(encoded.utf8)
        guard input.count <= maximumLabelLength, input.allSatisfy({ $0 < 0x80 }) else { return nil }
        let delimiter = input.lastIndex(of: UInt8(ascii: "-"))
        var output = delimiter.map { input[..<$0].map(Int.init) } ?? []
        var position = delimiter.map { $0 + 1 } ?? 0
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < input.count {
            let old = i
            var weight = 1
            var k = base
            while true {
                guard position < input.count, let value = digitValue(input[position]) else { return nil }
                position += 1
                let (product, overflow) = value.multipliedReportingOverflow(by: weight)
                guard !overflow, i <= Int(UInt32.max) - product else { return nil }
                i += product
                let t = threshold(k, bias)
                if value < t { break }
                weight *= base - t
                guard weight <= Int(UInt32.max) else { return nil }
                k += base
            }
            bias = adapt(i - old, points: output.count + 1, isFirst: old == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF, output.count < maximumLabelLength else { return nil }
            output.insert(n, at: i)
            i += 1
        }
        var label = ""
        for code in output {
            guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            label.unicodeScalars.append(scalar)
        }
        return label
    }

    private static func threshold(_ k: Int, _ bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    private static func adapt(_ delta: Int, points: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26)))
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }
}
