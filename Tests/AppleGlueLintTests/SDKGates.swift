/// Two ways glue can compile against the stubs and still fail against a real SDK, which no
/// availability check catches:
///
/// - A declaration new in an SDK (not only in an OS) does not exist for an older Xcode at all:
///   `#available` cannot hide it, only `#if compiler(>=…)` can. A stub marks one with a doc line
///   `sdk: … #if compiler(>=6.2) …` (NSAccessibility.Role.headingRole, macOS 26 SDK).
/// - A declaration unavailable in app extensions (`NS_EXTENSION_UNAVAILABLE_IOS`, which Swift
///   imports as `@available(iOSApplicationExtension, unavailable)`) breaks the build of every
///   client linking the library into an extension; Linux does not check the attribute.
enum SDKGates {
    /// The compiler version each SDK-new name needs: names every declaration of which is marked.
    static func sdkNewNames(in declarations: [StubDeclaration]) -> [String: PlatformVersion] {
        var byName: [String: [PlatformVersion?]] = [:]
        for declaration in declarations { byName[declaration.name, default: []].append(declaration.requiredCompiler) }
        return byName.compactMapValues { versions in versions.contains(nil) ? nil : versions.compactMap { $0 }.min() }
    }

    /// `Type.member` for every declaration unavailable in app extensions.
    static func extensionUnavailableNames(in declarations: [StubDeclaration]) -> [String] {
        declarations.filter(\.isUnavailableInAppExtensions).compactMap { declaration in
            declaration.container.map { "\($0).\(declaration.name)" }
        }
    }

    /// Uses of SDK-new names that no enclosing `#if compiler(>=…)` (of at least the version
    /// needed) covers; an `#else` branch covers nothing.
    static func compilerViolations(in source: String, file: String, sdkNew: [String: PlatformVersion]) -> [String] {
        var result: [String] = []
        // What each open `#if` branch guarantees about the compiler.
        var branches: [PlatformVersion?] = []
        for (index, line) in SwiftSourceText(source).lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                branches.append(compilerVersion(in: trimmed))
                continue
            }
            if trimmed.hasPrefix("#elseif") || trimmed.hasPrefix("#else") {
                if !branches.isEmpty { branches[branches.count - 1] = trimmed.hasPrefix("#elseif") ? compilerVersion(in: trimmed) : nil }
                continue
            }
            if trimmed.hasPrefix("#endif") {
                _ = branches.popLast()
                continue
            }
            let guaranteed = branches.compactMap { $0 }.max()
            for word in words(in: line) {
                guard let needed = sdkNew[word], guaranteed.map({ $0 < needed }) ?? true else { continue }
                result.append("\(file):\(index + 1): \(word) is new in an SDK: use it only inside #if compiler(>=\(needed))")
            }
        }
        return result
    }

    /// Uses of declarations unavailable in app extensions.
    static func extensionViolations(in source: String, file: String, unavailable: [String]) -> [String] {
        var result: [String] = []
        for (index, line) in SwiftSourceText(source).lines.enumerated() {
            let compact = line.filter { !$0.isWhitespace }
            for name in unavailable where compact.contains(name) {
                result.append("\(file):\(index + 1): \(name) is unavailable in app extensions, which may link this library")
            }
        }
        return result
    }

    /// The version in a `compiler(>=X)` condition, if the line has one.
    private static func compilerVersion(in line: String) -> PlatformVersion? {
        guard let start = line.range(of: "compiler(>=") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { return nil }
        return PlatformVersion(rest[..<end])
    }

    /// The identifiers of a line of code (not `#`-directives' keywords).
    private static func words(in line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character = " "
        var skipping = false
        for character in line + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { skipping = previous == "#" || character.isNumber }
                current.append(character)
            } else {
                if !current.isEmpty && !skipping { result.append(current) }
                current = ""
            }
            previous = character
        }
        return result
    }
}

extension StubDeclaration {
    /// The compiler an SDK-new declaration needs, from its doc comment's `sdk:` line.
    var requiredCompiler: PlatformVersion? {
        documentation.lazy.filter { $0.hasPrefix("sdk:") }.compactMap { line -> PlatformVersion? in
            guard let start = line.range(of: "compiler(>=") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: ")").map { PlatformVersion(rest[..<$0]) }
        }.first
    }

    /// Whether Swift imports it as unavailable in (iOS) app extensions.
    var isUnavailableInAppExtensions: Bool {
        attributes.contains { $0.replacingOccurrences(of: " ", with: "").contains("ApplicationExtension,unavailable") }
    }
}
