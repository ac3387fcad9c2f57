/// Swift source with comments and string literals blanked out (newlines kept, so line numbers
/// and brace positions stay where they were): what the lints read when they look for code.
struct SwiftSourceText {
    let code: [Character]

    init(_ source: String) {
        var code: [Character] = []
        let characters = Array(source)
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            if character == "/" && at(1) == "/" {
                while index < characters.count && characters[index] != "\n" { code.append(" "); index += 1 }
            } else if character == "/" && at(1) == "*" {
                while index < characters.count && !(characters[index] == "*" && at(1) == "/") {
                    code.append(characters[index] == "\n" ? "\n" : " ")
                    index += 1
                }
                code += [" ", " "]
                index += 2
            } else if character == "\"" {
                let delimiter = at(1) == "\"" && at(2) == "\"" ? 3 : 1
                code.append("\"")
                index += delimiter
                while index < characters.count {
                    if characters[index] == "\\" { code += [" ", " "]; index += 2; continue }
                    if characters[index] == "\"" && (delimiter == 1 || (at(1) == "\"" && at(2) == "\"")) { break }
                    if delimiter == 1 && characters[index] == "\n" { break }
                    code.append(characters[index] == "\n" ? "\n" : " ")
                    index += 1
                }
                code.append("\"")
                index += delimiter
            } else {
                code.append(character)
                index += 1
            }
        }
        self.code = code
    }

    /// The code's lines.
    var lines: [String] { String(code).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// A version such as `17.0`, compared part by part.
struct PlatformVersion: Comparable, CustomStringConvertible {
    let parts: [Int]

    init(_ text: Substring) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }

    static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    static func == (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    var description: String { parts.map(String.init).joined(separator: ".") }
}

/// The platforms and versions an `@available(…)` attribute or `#available(…)` condition names:
/// `iOS 17.0, visionOS 1.0, *` → iOS 17.0, visionOS 1.0.
func availabilitySpec(in text: Substring) -> [String: PlatformVersion] {
    var result: [String: PlatformVersion] = [:]
    for part in text.split(separator: ",") {
        let words = part.split(separator: " ")
        if words.count == 2, let first = words[1].first, first.isNumber { result[String(words[0])] = PlatformVersion(words[1]) }
    }
    return result
}

/// The argument text of every `marker(…)` in `text` (`@available`, `#available`).
func arguments(of marker: String, in text: String) -> [Substring] {
    var result: [Substring] = []
    var rest = Substring(text)
    while let found = rest.range(of: marker + "(") {
        guard let close = rest[found.upperBound...].firstIndex(of: ")") else { break }
        result.append(rest[found.upperBound..<close])
        rest = rest[close...]
    }
    return result
}
