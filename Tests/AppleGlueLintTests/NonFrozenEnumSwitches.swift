/// Switches over Apple's C enums. The SDK's frameworks are built with library evolution, so such
/// an enum may gain cases and a switch over it needs `@unknown default` (or `default`): without,
/// Xcode warns, and Swift 6 language mode makes that an error. The stubs are built without
/// library evolution (an unsafe flag the manifest does not declare), so the compiler here cannot
/// tell; this lint reads the switches instead.
enum NonFrozenEnumSwitches {
    /// The case names of every stub enum with a C integer raw type and no `@frozen`: the shape of
    /// an `NS_ENUM` imported from Objective-C. With `cEnumsOnly` false, of every enum (the
    /// package's own, which a switch with the same case names may be over instead).
    static func enumCases(in stubSource: String, cEnumsOnly: Bool = true) -> [String: Set<String>] {
        let lines = SwiftSourceText(stubSource).lines
        var result: [String: Set<String>] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let previous = index > 0 ? lines[index - 1] : ""
            guard let name = cEnumsOnly ? cEnumName(line) : enumName(line), !line.contains("@frozen"), !previous.contains("@frozen") else {
                index += 1
                continue
            }
            var depth = 0
            var cases: Set<String> = []
            repeat {
                let current = lines[index]
                if depth == 1, let caseList = current.split(separator: " ", maxSplits: 1).last, current.trimmingCharacters(in: .whitespaces).hasPrefix("case ") {
                    for item in caseList.split(separator: ",") {
                        let word = item.split(separator: "=").first?.trimmingCharacters(in: .whitespaces) ?? ""
                        if !word.isEmpty && word != "case" { cases.insert(String(word.split(separator: "(").first ?? "")) }
                    }
                }
                depth += current.filter { $0 == "{" }.count - current.filter { $0 == "}" }.count
                index += 1
            } while depth > 0 && index < lines.count
            result[name, default: []].formUnion(cases)
        }
        return result
    }

    /// `Name` of `enum Name …`.
    private static func enumName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," || $0 == "{" || $0 == "<" }).map(String.init)
        guard let at = words.firstIndex(of: "enum"), at + 1 < words.count else { return nil }
        return words[at + 1]
    }

    /// `Name` of `public enum Name: Int, Sendable {` (also `UInt`, `Int32`…).
    private static func cEnumName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," }).map(String.init)
        guard let at = words.firstIndex(of: "enum"), at + 2 < words.count else { return nil }
        let rawType = words[at + 2]
        return ["Int", "UInt", "Int32", "UInt32", "Int16", "UInt16", "Int8", "UInt8"].contains(rawType) ? words[at + 1] : nil
    }

    /// A switch whose cases all name cases of one C enum and that has no `default`.
    struct Violation: CustomStringConvertible {
        let file: String
        let line: Int
        let enumName: String
        var description: String { "\(file):\(line): a switch over \(enumName) needs @unknown default" }
    }

    /// The violations in `source`. A switch whose case names also all belong to one of
    /// `packageEnums` (the package's own enums) may be over that one, and is left alone.
    static func violations(in source: String, file: String, enums: [String: Set<String>], packageEnums: [String: Set<String>] = [:]) -> [Violation] {
        let code = SwiftSourceText(source).code
        var result: [Violation] = []
        var index = 0
        while index < code.count {
            guard matches("switch", in: code, at: index), let open = code[index...].firstIndex(of: "{") else {
                index += 1
                continue
            }
            var depth = 0
            var close = open
            repeat {
                if code[close] == "{" { depth += 1 } else if code[close] == "}" { depth -= 1 }
                close += 1
            } while depth > 0 && close < code.count
            let body = String(code[(open + 1)..<(close - 1)])
            let labels = caseNames(inSwitchBody: body)
            if !body.contains("default:"), !labels.isEmpty, !packageEnums.values.contains(where: { labels.isSubset(of: $0) }),
               let enumName = enums.filter({ labels.isSubset(of: $0.value) }).keys.sorted().first {
                let line = code[..<index].filter { $0 == "\n" }.count + 1
                result.append(Violation(file: file, line: line, enumName: enumName))
            }
            index += 6
        }
        return result
    }

    /// Whether `word` starts at `index` as a whole word.
    private static func matches(_ word: String, in code: [Character], at index: Int) -> Bool {
        let characters = Array(word)
        guard index + characters.count <= code.count, Array(code[index..<(index + characters.count)]) == characters else { return false }
        let before = index > 0 ? code[index - 1] : " "
        let after = index + characters.count < code.count ? code[index + characters.count] : " "
        return !(before.isLetter || before.isNumber || before == "_") && !(after.isLetter || after.isNumber || after == "_")
    }

    /// The `.name` patterns of a switch body's own `case` labels (not those of nested switches).
    private static func caseNames(inSwitchBody body: String) -> Set<String> {
        var names: Set<String> = []
        var depth = 0
        for line in body.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0, trimmed.hasPrefix("case ."), let colon = trimmed.firstIndex(of: ":") {
                for pattern in trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<colon].split(separator: ",") {
                    let name = pattern.trimmingCharacters(in: .whitespaces).dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return names
    }
}
