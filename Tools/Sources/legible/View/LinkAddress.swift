import Foundation

/// Link addresses as a reader can open them from the terminal: a relative address (`other.md`,
/// `#usage`, `../img.png`) is resolved against the file it was written in, as a `file:` URL,
/// since neither a terminal nor a browser knows where the document was.
enum LinkAddress {
    /// `destination` resolved against `file` (nothing to resolve against on standard input).
    static func resolved(_ destination: String, in file: String?) -> String {
        guard let file, file != "-", !destination.isEmpty, !hasScheme(destination) else { return destination }
        let base = URL(fileURLWithPath: file).standardizedFileURL
        let encoded = destination.addingPercentEncoding(withAllowedCharacters: .urlAllowed) ?? destination
        return URL(string: encoded, relativeTo: base)?.absoluteString ?? destination
    }

    /// Whether an address names its scheme (`https:`, `mailto:`): RFC 3986's letter, then
    /// letters, digits, `+`, `-` or `.`, then a colon.
    static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isASCII, first.isLetter else { return false }
        return destination[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}

private extension CharacterSet {
    /// What may stand in a URL reference unencoded: the unreserved and reserved characters of
    /// RFC 3986, and `%` for what is encoded already.
    static let urlAllowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
}
