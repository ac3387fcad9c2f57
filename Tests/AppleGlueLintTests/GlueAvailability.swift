/// Where glue uses a stub declaration that is newer than the package's platform floor outside a
/// scope that checks for it (`if #available`, `guard #available`, `@available`): what Swift would
/// reject when compiling for an Apple platform, and does not check when compiling for Linux.
struct AvailabilityViolation: CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let name: String
    let platform: String
    let required: String

    var description: String { "\(file):\(line): \(name) needs \(platform) \(required) outside if #available" }
}

enum GlueAvailability {
    /// The package's platform floor (Package.swift's `platforms`).
    static let floor: [String: PlatformVersion] = ["iOS": PlatformVersion("16"), "macOS": PlatformVersion("13"), "visionOS": PlatformVersion("1")]

    /// Swift keywords a stub may use as a name, escaped: a bare one in glue is the keyword.
    static let keywords: Set<String> = ["default", "case", "in", "is", "as", "self", "Self", "init", "let", "var", "func", "return"]

    /// Names every one of whose declarations is newer than the floor on some platform, with
    /// what each platform requires (when a name is declared more than once, the least).
    static func newerNames(in declarations: [StubDeclaration]) -> [String: [String: PlatformVersion]] {
        var byName: [String: [[String: PlatformVersion]]] = [:]
        for declaration in declarations { byName[declaration.name, default: []].append(declaration.availability) }
        var result: [String: [String: PlatformVersion]] = [:]
        for (name, all) in byName {
            var required: [String: PlatformVersion] = [:]
            for (platform, floorVersion) in floor {
                let versions = all.map { $0[platform].map { max($0, floorVersion) } ?? floorVersion }
                if let least = versions.min(), least > floorVersion { required[platform] = least }
            }
            if !required.isEmpty { result[name] = required }
        }
        return result
    }

    /// Whether the word at `index` is a member of a type the stubs do not declare
    /// (`NotificationCenter.default`), and so not a stub declaration whatever its name; known
    /// only when `declared` (every name the stubs declare) is given.
    private static func isMemberOfOtherType(at index: Int, in code: [Character], declared: Set<String>?) -> Bool {
        guard let declared, index > 1, code[index - 1] == "." else { return false }
        var start = index - 1
        while start > 0 && (code[start - 1].isLetter || code[start - 1].isNumber || code[start - 1] == "_") { start -= 1 }
        let qualifier = String(code[start..<index - 1])
        return qualifier.first?.isUppercase == true && !declared.contains(qualifier)
    }

    /// The uses in one glue file, compiled for `platforms`, of `newer` names that no enclosing
    /// availability check covers. With `declaredNames`, a member of a type the stubs do not
    /// declare is no use.
    static func violations(in source: String, file: String, platforms: Set<String>,
                           newer: [String: [String: PlatformVersion]], declaredNames: Set<String>? = nil) -> [AvailabilityViolation] {
        let code = SwiftSourceText(source).code
        var result: [AvailabilityViolation] = []
        // Each open brace's guaranteed availability; `guard #available` adds to the scope it is in.
        var scopes: [[String: PlatformVersion]] = [[:]]
        var statement = ""
        var line = 1
        var index = 0
        while index < code.count {
            let character = code[index]
            if character == "\n" { line += 1 }
            if character.isLetter || character == "_" {
                var end = index
                while end < code.count && (code[end].isLetter || code[end].isNumber || code[end] == "_") { end += 1 }
                let word = String(code[index..<end])
                let isMember = index > 0 && code[index - 1] == "#"
                // A keyword names a declaration (`` case `default` ``) only after a dot or in backticks.
                let isKeyword = keywords.contains(word) && !(index > 0 && (code[index - 1] == "." || code[index - 1] == "`"))
                if !isMember && !isKeyword && !isMemberOfOtherType(at: index, in: code, declared: declaredNames), let required = newer[word] {
                    var guaranteed = scopes.reduce(into: [String: PlatformVersion]()) { $0.merge($1) { max($0, $1) } }
                    // A declaration's own `@available` covers its name, before its body opens.
                    for spec in arguments(of: "@available", in: statement) { guaranteed.merge(availabilitySpec(in: spec)) { max($0, $1) } }
                    for (platform, version) in required where platforms.contains(platform) {
                        if (guaranteed[platform] ?? floor[platform]!) < version {
                            result.append(AvailabilityViolation(file: file, line: line, name: word, platform: platform, required: version.description))
                        }
                    }
                }
                statement += word
                index = end
                continue
            }
            switch character {
            case "{":
                var availability: [String: PlatformVersion] = [:]
                for marker in ["#available", "@available"] {
                    for spec in arguments(of: marker, in: statement) { availability.merge(availabilitySpec(in: spec)) { max($0, $1) } }
                }
                // `guard #available(…) else {`: the check holds after the else block, in this scope.
                if statement.contains("guard") && statement.contains("#available") {
                    scopes[scopes.count - 1].merge(availability) { max($0, $1) }
                    availability = [:]
                }
                scopes.append(availability)
                statement = ""
            case "}":
                if scopes.count > 1 { scopes.removeLast() }
                statement = ""
            case ";":
                statement = ""
            default:
                statement.append(character)
            }
            index += 1
        }
        return result
    }
}
