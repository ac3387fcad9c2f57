/// Declarations a platform the glue is built for does not have, or deprecated there from the
/// package's floor on: `@available(visionOS, unavailable)` (UIResponder's `inputAccessoryView`),
/// `@available(visionOS, deprecated: 1.0)` (the speech attribute that queues an announcement,
/// UIAccessibilityConstants.h). A use compiled for that platform fails (unavailable) or warns
/// (deprecated, which this house treats as failing) in Xcode, even in a branch that
/// `#available` makes dead there; Linux checks neither. Such a use must sit in an `#if` that
/// leaves the platform out (`#if !os(visionOS)`).
enum PlatformExclusions {
    /// The platforms each name is unavailable, or deprecated from the floor, on: names every
    /// declaration of which is.
    static func excludedNames(in declarations: [StubDeclaration]) -> [String: Set<String>] {
        var byName: [String: [Set<String>]] = [:]
        for declaration in declarations {
            var platforms: Set<String> = []
            for attribute in declaration.attributes {
                for spec in arguments(of: "@available", in: attribute) {
                    let parts = spec.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    guard parts.count >= 2, let floor = GlueAvailability.floor[parts[0]] else { continue }
                    if parts[1] == "unavailable" { platforms.insert(parts[0]) }
                    if parts[1].hasPrefix("deprecated") {
                        let version = parts[1].split(separator: ":").dropFirst().first.map { PlatformVersion($0.drop { $0 == " " }) }
                        if version.map({ $0 <= floor }) ?? true { platforms.insert(parts[0]) }
                    }
                }
            }
            byName[declaration.name, default: []].append(platforms)
        }
        return byName.compactMapValues { all in
            let common = all.dropFirst().reduce(all[0]) { $0.intersection($1) }
            return common.isEmpty ? nil : common
        }
    }

    /// Uses in a glue file built for `platforms` of names `excluded` on one of them, outside an
    /// `#if` that leaves that platform out.
    static func violations(in source: String, file: String, platforms: Set<String>, excluded: [String: Set<String>]) -> [String] {
        var result: [String] = []
        // The platforms each open `#if` branch leaves out.
        var branches: [(condition: String, leftOut: Set<String>)] = []
        for (index, line) in SwiftSourceText(source).lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                branches.append((trimmed, leftOut(by: trimmed, negated: false)))
                continue
            }
            if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif"), let last = branches.popLast() {
                branches.append((last.condition, trimmed.hasPrefix("#else") ? leftOut(by: last.condition, negated: true) : leftOut(by: trimmed, negated: false)))
                continue
            }
            if trimmed.hasPrefix("#endif") {
                _ = branches.popLast()
                continue
            }
            let leftOut = branches.reduce(into: Set<String>()) { $0.formUnion($1.leftOut) }
            for word in words(in: line) {
                for platform in (excluded[word] ?? []).intersection(platforms).subtracting(leftOut).sorted() {
                    result.append("\(file):\(index + 1): \(word) is unavailable or deprecated on \(platform): use it only inside #if !os(\(platform))")
                }
            }
        }
        return result
    }

    /// The platforms a condition leaves out: `!os(X)` leaves out X; `os(X)` alone leaves out
    /// the others; negated (its `#else`), `os(X)` leaves out X.
    private static func leftOut(by condition: String, negated: Bool) -> Set<String> {
        let all = Set(GlueAvailability.floor.keys)
        let named = all.filter { condition.contains("os(\($0))") }
        let isNot = all.filter { condition.contains("!os(\($0))") }
        if negated { return condition.contains("||") || !isNot.isEmpty ? [] : named }
        if !isNot.isEmpty { return condition.contains("||") ? [] : isNot }
        return named.isEmpty ? [] : all.subtracting(named)
    }

    /// The identifiers of a line of code.
    private static func words(in line: String) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
