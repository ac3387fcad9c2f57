/// Members of glue classes that are named like a member of an SDK class they inherit from and do
/// not say `override`. Xcode rejects them ("overriding declaration requires an 'override'
/// keyword"); the compiler here does too, but only for code it compiles, and it never compiles an
/// `#if canImport(ObjectiveC)` block (the Edit menu's actions) or an `#if os(macOS)` one. This lint
/// reads every member, compiled here or not, against the stubs' full member lists, which include
/// the members of the protocols the SDK classes adopt and Swift imports onto them
/// (NSStandardKeyBindingResponding on NSResponder, UIResponderStandardEditActions on UIResponder).
///
/// Members are told apart by their full names, `selectAll(_:)`, so that `copy(_:)` (an action
/// NSResponder lacks) is no override of NSObject's `copy()`.
enum MissingOverrides {
    /// A member of a glue class named like an inherited SDK member, without `override`.
    struct Violation: CustomStringConvertible, Equatable {
        let file: String
        let line: Int
        let member: String
        let sdkClass: String
        var description: String { "\(file):\(line): \(member) overrides \(sdkClass).\(member): it must say override" }
    }

    /// A type declared or extended in a source file, and the members declared directly in its body.
    struct TypeBody {
        let name: String
        /// The type a class inherits from first: its superclass, when it has one.
        let inherits: String?
        /// `class`, `struct`, `enum`, `extension`, `actor` or `protocol`.
        let kind: String
        var members: [(fullName: String, line: Int, isOverride: Bool, isStatic: Bool, isPublic: Bool)] = []
    }

    /// The types of a source file with their members: `func name(label: …)` as `name(label:)`,
    /// `var name` as `name`; initializers, subscripts and nested types' members are left out.
    static func types(in source: String) -> [TypeBody] {
        let lines = SwiftSourceText(source).lines
        var result: [TypeBody] = []
        // Each open brace: the index in `result` of the type whose body it opens, if any.
        var braces: [Int?] = []
        var pendingType: Int?
        var statement = ""
        for (index, line) in lines.enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" || $0 == "{" || $0 == ":" || $0 == "," }).map(String.init)
            let isTypeLevel = braces.last.map { $0 != nil } ?? true
            if let at = words.firstIndex(where: { ["class", "struct", "enum", "extension", "actor", "protocol"].contains($0) }),
               at + 1 < words.count, !(words[at] == "class" && ["func", "var"].contains(words[at + 1])), isTypeLevel {
                let name = String(words[at + 1].split(separator: ".").last ?? "")
                let inherits = line.split(separator: ":", maxSplits: 1).dropFirst().first.flatMap { rest in
                    rest.split(whereSeparator: { $0 == "," || $0 == "{" || $0 == " " }).first { !$0.hasPrefix("@") }.map { String($0.split(separator: ".").last ?? "") }
                }
                result.append(TypeBody(name: name, inherits: words[at] == "class" ? inherits : nil, kind: words[at]))
                pendingType = result.count - 1
            } else if let owner = braces.last ?? nil, let member = memberName(statement + " " + line, words: words) {
                let before = words.prefix { $0 != "func" && $0 != "var" && $0 != "let" }
                let isPublic = before.contains("open") || before.contains("public")
                result[owner].members.append((member, index + 1, before.contains("override"), before.contains("static") || before.contains("class"), isPublic))
            }
            for character in line {
                if character == "{" {
                    braces.append(pendingType)
                    pendingType = nil
                } else if character == "}" {
                    _ = braces.popLast()
                }
            }
            statement = line.trimmingCharacters(in: .whitespaces).hasPrefix("@") ? statement + " " + line : ""
        }
        return result
    }

    /// `name(a:_:)` of a `func` line, `name` of a `var` or `let` line; `nil` for any other line.
    private static func memberName(_ text: String, words: [String]) -> String? {
        if let at = words.firstIndex(of: "func"), at + 1 < words.count {
            let base = words[at + 1]
            guard let open = text.range(of: "func " + base + "(") ?? text.range(of: "func " + base + "<") else { return nil }
            var depth = 0
            var parameters = ""
            for character in text[text.index(before: open.upperBound)...] {
                if character == "(" { depth += 1; if depth == 1 { continue } }
                if character == ")" { depth -= 1; if depth == 0 { break } }
                if depth >= 1 { parameters.append(character) }
            }
            var labels: [String] = []
            var level = 0
            var current = ""
            for character in parameters + "," {
                if "([<".contains(character) { level += 1 } else if ")]>".contains(character) { level -= 1 }
                if character == ",", level == 0 {
                    let trimmed = current.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty, let label = trimmed.split(whereSeparator: { $0 == " " || $0 == ":" }).first { labels.append(String(label)) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            return base + "(" + labels.map { $0 + ":" }.joined() + ")"
        }
        if let at = words.firstIndex(where: { $0 == "var" || $0 == "let" }), at + 1 < words.count, words[..<at].allSatisfy({ !$0.contains("=") }) {
            return words[at + 1]
        }
        return nil
    }

    /// The superclass of every class of the stubs and the glue, and the public members of each
    /// stub class.
    static func classes(glue: [(path: String, types: [TypeBody])], stubs: [(path: String, source: String)])
        -> (superclass: [String: String], stubMembers: [String: Set<String>]) {
        var superclass: [String: String] = [:]
        var members: [String: Set<String>] = [:]
        for type in stubs.flatMap({ types(in: $0.source) }) where type.kind == "class" {
            if let inherits = type.inherits { superclass[type.name] = inherits }
            members[type.name, default: []].formUnion(type.members.filter { !$0.isStatic && $0.isPublic }.map(\.fullName))
        }
        for file in glue {
            for type in file.types { if let inherits = type.inherits { superclass[type.name] = superclass[type.name] ?? inherits } }
        }
        return (superclass, members)
    }

    /// `name`'s superclasses, nearest first.
    static func ancestors(of name: String, in superclass: [String: String]) -> [String] {
        var result: [String] = []
        var current = superclass[name]
        while let type = current, !result.contains(type) {
            result.append(type)
            current = superclass[type]
        }
        return result
    }

    /// The violations in the glue files, against the stub files (both as `(path, source)`).
    static func violations(glue: [(path: String, source: String)], stubs: [(path: String, source: String)]) -> [Violation] {
        let glueTypes = glue.map { (path: $0.path, types: types(in: $0.source)) }
        let (superclass, members) = classes(glue: glueTypes, stubs: stubs)
        /// The first SDK class up `name`'s chain that declares `member`: for a member a stub's
        /// host holds (an adopted protocol's, `_NSStandardKeyBindingHost`), the Apple class below it.
        func sdkOwner(of member: String, above name: String) -> String? {
            let chain = ancestors(of: name, in: superclass)
            guard let index = chain.firstIndex(where: { members[$0]?.contains(member) == true }) else { return nil }
            return chain[...index].last { !$0.hasPrefix("_") } ?? chain[index]
        }
        var result: [Violation] = []
        for file in glueTypes {
            for type in file.types where type.kind == "class" || type.kind == "extension" {
                for member in type.members where !member.isOverride && !member.isStatic {
                    if let owner = sdkOwner(of: member.fullName, above: type.name) {
                        result.append(Violation(file: file.path, line: member.line, member: member.fullName, sdkClass: owner))
                    }
                }
            }
        }
        return result
    }
}
