import Foundation
import LegibleText

/// A host name as a browser goes to it, in the two forms a reader may be shown: ASCII, with
/// each label that is not ASCII in Punycode (`xn--mnchen-3ya.de`), and Unicode (`münchen.de`).
///
/// It is read as UTS #46 and the URL standard read a host, closely enough to name where a link
/// goes: percent-encoding decoded, compatibility forms folded (NFKC: fullwidth letters, the
/// ideographic full stop as a dot), lower case, the default ignorable code points removed (a
/// browser ignores them; ``hadHiddenCharacters`` remembers that there were some), a trailing
/// dot dropped. It is not a validator: a host a browser would refuse may still be read.
///
/// ```swift
/// let host = HostName("ＢＡＮＫ.example")!
/// host.ascii    // "bank.example"
/// HostName("xn--pple-43d.com")!.unicode  // "аpple.com", with a Cyrillic а
/// ```
package struct HostName: Hashable, Sendable {
    /// The labels in ASCII, lower case, Punycode for those that are not ASCII.
    package let asciiLabels: [String]
    /// The labels in Unicode: Punycode labels decoded (left as they are when they do not decode).
    package let unicodeLabels: [String]
    /// Whether the host as written held default ignorable code points, which a browser drops.
    package let hadHiddenCharacters: Bool

    /// The host in ASCII (`xn--pple-43d.com`).
    package var ascii: String { asciiLabels.joined(separator: ".") }
    /// The host in Unicode (`аpple.com`).
    package var unicode: String { unicodeLabels.joined(separator: ".") }

    /// Whether the host is an IP address (`192.0.2.1`, `[2001:db8::1]`) rather than a name.
    package var isIPAddress: Bool {
        asciiLabels.first?.hasPrefix("[") == true || (asciiLabels.count <= 4 && asciiLabels.allSatisfy(Self.isIPv4Part))
    }

    /// The host without a leading `www.`, which names the same site for every reader.
    package var withoutWWW: HostName {
        guard asciiLabels.count > 2, asciiLabels[0] == "www" else { return self }
        return HostName(asciiLabels: Array(asciiLabels.dropFirst()), unicodeLabels: Array(unicodeLabels.dropFirst()),
                        hadHiddenCharacters: hadHiddenCharacters)
    }

    private init(asciiLabels: [String], unicodeLabels: [String], hadHiddenCharacters: Bool) {
        self.asciiLabels = asciiLabels
        self.unicodeLabels = unicodeLabels
        self.hadHiddenCharacters = hadHiddenCharacters
    }

    /// The host written as `text` (the host part of a URL), or `nil` when it is empty, holds
    /// white space or a character no host may hold, or has an empty or overlong label.
    package init?(_ text: some StringProtocol) {
        let decoded = String(text).removingPercentEncodingIfValid
        guard decoded.unicodeScalars.contains(where: { !$0.isASCII }) || decoded.contains(where: \.isUppercase) else {
            self.init(asciiText: decoded)
            return
        }
        var hidden = false
        var folded = ""
        for scalar in decoded.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            if HiddenCharacters.isDefaultIgnorable(scalar.value) {
                hidden = true
            } else {
                // The ideographic full stop separates labels as a dot does.
                folded.unicodeScalars.append(scalar == "\u{3002}" ? "." : scalar)
            }
        }
        var ascii: [String] = []
        var unicode: [String] = []
        for label in Self.labels(of: folded) {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                ascii.append(label)
                unicode.append(Self.unicodeForm(ofASCIILabel: label))
            } else {
                guard let encoded = Punycode.encode(label) else { return nil }
                ascii.append("xn--" + encoded)
                unicode.append(label)
            }
        }
        guard let checked = Self.checked(ascii) else { return nil }
        self.init(asciiLabels: checked, unicodeLabels: unicode, hadHiddenCharacters: hidden)
    }

    /// A host written in ASCII lower case: nothing to fold.
    private init?(asciiText: String) {
        let labels = Self.labels(of: asciiText)
        guard let checked = Self.checked(labels) else { return nil }
        self.init(asciiLabels: checked, unicodeLabels: labels.map(Self.unicodeForm(ofASCIILabel:)), hadHiddenCharacters: false)
    }

    /// The labels of a host, a trailing dot dropped.
    private static func labels(of host: String) -> [String] {
        var labels = host.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if labels.count > 1, labels.last == "" { labels.removeLast() }
        return labels
    }

    /// The labels if every one is a label a host may have: not empty, at most 63 bytes, no white
    /// space, control or character that ends a host in a URL.
    private static func checked(_ labels: [String]) -> [String]? {
        guard !labels.isEmpty else { return nil }
        for label in labels {
            guard !label.isEmpty, label.utf8.count <= 63,
                  !label.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || "/\\?#@%<>\"".unicodeScalars.contains($0) })
            else { return nil }
        }
        return labels
    }

    /// Whether a label is a part of an IPv4 address as browsers read one: decimal (or octal)
    /// digits, or `0x` and hexadecimal digits.
    private static func isIPv4Part(_ label: String) -> Bool {
        if label.hasPrefix("0x") { return label.dropFirst(2).allSatisfy(\.isHexDigit) }
        return !label.isEmpty && label.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// An ASCII label's Unicode form: a Punycode label (`xn--…`) decoded, any other as it is.
    private static func unicodeForm(ofASCIILabel label: String) -> String {
        guard label.hasPrefix("xn--"), let decoded = Punycode.decode(String(label.dropFirst(4))) else { return label }
        return decoded
    }
}

