import Foundation

/// The declarations of a stub module's sources, each with its doc comment and availability.
///
/// A declaration is a line at type level (not inside a function or property body) declaring a
/// type, member, case, initializer or type alias that is public: marked `public` or `open`, or a
/// requirement of a protocol, or a case of an enum. Private storage is not a declaration.
struct StubDeclaration: CustomStringConvertible {
    let file: String
    let line: Int
    /// The declared name (`accessibilityLabel`, `init(accessibilityContainer:)` is `init`).
    let name: String
    /// The doc comment's lines, without `///`.
    let documentation: [String]
    /// Its own `@available` and the enclosing types', the innermost winning.
    let availability: [String: PlatformVersion]
    let isTestingSPI: Bool
    /// The type it is declared in, if any (`UIApplication` for `shared`).
    let container: String?
    /// Its attribute lines (`@available(iOSApplicationExtension, unavailable)`).
    let attributes: [String]

    /// The Apple documentation page the doc comment names.
    var page: String? {
        documentation.lazy.compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("https://developer.apple.com/documentation/") }.map(String.init)
        }.first
    }

    /// The declaration as the page prints it, from the doc comment's `decl:` line.
    var printedDeclaration: String? {
        documentation.lazy.compactMap { line in
            line.range(of: "decl: ").map { String(line[$0.upperBound...]) }
        }.first
    }

    /// Whether the doc comment says the declaration is the stub's own (test seams, defaults
    /// standing for optional requirements, the hosts of NSObject's informal members).
    var isStubOwn: Bool { documentation.contains { $0.contains("Not an Apple declaration") || $0.contains("Not an Apple type") } }

    var description: String { "\(file):\(line) \(name)" }
}

enum StubDeclarations {
    private static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "func", "var", "let", "init", "typealias", "case", "associatedtype", "subscript",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension"]
    private static let modifiers: Set<String> = [
        "public", "open", "static", "final", "override", "required", "convenience", "nonisolated", "mutating", "weak", "unowned",
        "privateset", "indirect", "dynamic", "class",
    ]

    /// The declarations of one source file.
    static func declarations(in source: String, file: String) -> [StubDeclaration] {
        let rawLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let codeLines = SwiftSourceText(source).lines
        // Open braces: whether each opened a type body, its kind, and the type's availability.
        var scopes: [(isType: Bool, kind: String, isPublic: Bool, availability: [String: PlatformVersion], name: String)] = []
        var result: [StubDeclaration] = []
        var documentation: [String] = []
        var attributes: [String] = []
        for (index, raw) in rawLines.enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            // `private(set)` restricts the setter only: the declaration stays public.
            let code = (index < codeLines.count ? codeLines[index] : "").replacingOccurrences(of: "private(set)", with: "privateset")
            if trimmed.hasPrefix("///") {
                documentation.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if trimmed.hasPrefix("@") && !trimmed.contains(" func ") && !trimmed.contains(" var ") && !trimmed.contains(" class ")
                && !trimmed.contains(" init") && !trimmed.contains(" let ") && !trimmed.contains(" struct ") && !trimmed.contains(" enum ")
                && !trimmed.contains(" protocol ") && !trimmed.contains(" case ") {
                attributes.append(trimmed)
                continue
            }
            let inTypeScope = scopes.allSatisfy(\.isType)
            let words = code.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
                .map(String.init)
            // `class var`, `class func`: there `class` is a modifier (a type member), not a type.
            let keywordIndex = words.indices.first { index in
                let word = words[index]
                let isClassModifier = word == "class" && index + 1 < words.count && declarationKeywords.contains(words[index + 1])
                return (declarationKeywords.contains(word) || typeKeywords.contains(word)) && !isClassModifier
            }
            var declaredKind: String?
            var declaredTypeName = ""
            if inTypeScope, let keywordIndex {
                let leading = words[..<keywordIndex].filter { !$0.hasPrefix("@") }
                let isModifierPrefix = leading.allSatisfy { modifiers.contains($0) || $0.hasPrefix("@") }
                let keyword = words[keywordIndex]
                declaredKind = isModifierPrefix ? keyword : nil
                if typeKeywords.contains(keyword), keywordIndex + 1 < words.count { declaredTypeName = words[keywordIndex + 1] }
                let isPrivate = words[..<keywordIndex].contains { $0 == "private" || $0 == "fileprivate" || $0 == "internal" }
                let enclosing = scopes.last
                let isPublic = !isPrivate && keyword != "extension"
                    && (words[..<keywordIndex].contains { $0 == "public" || $0 == "open" }
                        || enclosing?.kind == "protocol"
                        || (keyword == "case" && enclosing?.kind == "enum" && enclosing?.isPublic == true))
                if isModifierPrefix && isPublic {
                    var availability = scopes.last?.availability ?? [:]
                    for attribute in attributes {
                        for spec in arguments(of: "@available", in: attribute) { availability.merge(availabilitySpec(in: spec)) { $1 } }
                    }
                    let name = keywordIndex + 1 < words.count && keyword != "init" && keyword != "subscript" ? words[keywordIndex + 1] : keyword
                    result.append(StubDeclaration(
                        file: file, line: index + 1, name: name.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                        documentation: documentation, availability: availability,
                        isTestingSPI: attributes.contains { $0.contains("@_spi(Testing)") } || raw.contains("@_spi(Testing)"),
                        container: scopes.last { $0.isType && !$0.name.isEmpty }?.name, attributes: attributes))
                }
            }
            // Track braces: a brace opened on a type's line opens a type body.
            for character in code {
                if character == "{" {
                    let isType = declaredKind.map(typeKeywords.contains) ?? false
                    var availability = scopes.last?.availability ?? [:]
                    for attribute in attributes {
                        for spec in arguments(of: "@available", in: attribute) { availability.merge(availabilitySpec(in: spec)) { $1 } }
                    }
                    let isPublic = code.contains("public ") || code.contains("open ")
                    scopes.append((isType, declaredKind ?? "", isPublic, availability, isType ? declaredTypeName : ""))
                    declaredKind = nil
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
            if !trimmed.isEmpty {
                documentation = []
                attributes = []
            }
        }
        return result
    }
}
