/// The symbol knowledge: every command and every Unicode character that means a symbol resolves
/// to one ``MathSymbol`` (its canonical key and kind).
///
/// `\le`, `\leq` and `≤` are one entry; so are `\sum` and `∑`, `\mathbb{R}` and `ℝ`, `\mathfrak{A}`
/// and `𝔄`. The names that speech gives each key are not here but in the wording tables
/// (``MathWording``), so that a new language adds a table without touching this one.
package enum SymbolTable {
    /// The symbol a command stands for, or nil when the command is not a symbol.
    static func symbol(forCommand name: String) -> MathSymbol? {
        commands[name]
    }

    /// Whether `name` is a command the symbol table knows.
    static func knowsCommand(_ name: String) -> Bool {
        commands[name] != nil
    }

    /// The symbol a character stands for. Every character has one: letters are letters,
    /// mathematical alphanumerics (`𝐱`, `ℝ`, `𝔄`) are letters in a font, and anything unknown is
    /// ``SymbolKind/other``, spoken by its Unicode name where the wording has none.
    package static func symbol(for scalar: Unicode.Scalar) -> MathSymbol {
        let value = scalar.value
        if (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) {
            // Latin letters, by far the most common, need no table.
            return MathSymbol(key: String(Character(scalar)), kind: .letter)
        }
        // ASCII (operators, fences, punctuation) from an array: hashing the scalar cost more.
        if let known = value < 0x80 ? asciiCharacters[Int(value)] : characters[scalar] { return known }
        if let styled = MathAlphanumerics.decompose(scalar) {
            if let known = characters[styled.base], known.kind != .letter {
                return MathSymbol(key: known.key, kind: known.kind, font: styled.font)
            }
            return MathSymbol(key: String(Character(styled.base)), kind: .letter, font: styled.font)
        }
        if scalar.properties.isAlphabetic {
            return MathSymbol(key: String(Character(scalar)), kind: .letter)
        }
        return MathSymbol(key: String(Character(scalar)), kind: .other)
    }

    /// The character a symbol command stands for in text (`\alpha` in `\text{…}` is `α`).
    static func textCharacter(forCommand name: String) -> Unicode.Scalar? {
        guard let symbol = commands[name], symbol.kind != .function, symbol.kind != .limitFunction,
              symbol.key.unicodeScalars.count == 1 else { return nil }
        return symbol.key.unicodeScalars.first
    }

    /// The negated form of a relation character, for `\not=` and its kin.
    static func negatedCharacter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "=": return "\u{2260}"
        case "<": return "\u{226E}"
        case ">": return "\u{226F}"
        case "\u{2208}": return "\u{2209}"
        case "\u{2264}": return "\u{2270}"
        case "\u{2265}": return "\u{2271}"
        case "\u{2261}": return "\u{2262}"
        case "\u{223C}": return "\u{2241}"
        case "\u{2248}": return "\u{2249}"
        case "\u{2282}": return "\u{2284}"
        case "\u{2286}": return "\u{2288}"
        case "|": return "\u{2224}"
        default: return nil
        }
    }

    /// The command of the negated form of a relation command, for `\not\in` and its kin.
    static func negatedCommand(of name: String) -> String? {
        guard let symbol = commands[name], let scalar = symbol.key.unicodeScalars.first,
              let negated = negatedCharacter(of: scalar) else {
            switch name {
            case "ni", "owns": return "notni"
            case "mid": return "nmid"
            case "parallel": return "nparallel"
            case "cong": return "ncong"
            case "supset": return "nsupset"
            case "supseteq": return "nsupseteq"
            case "exists": return "nexists"
            default: return nil
            }
        }
        return negatedCommands[negated]
    }

    // MARK: - Tables

    /// The symbol of each command that stands for one, by name.
    static let commands: [String: MathSymbol] = tables.commands
    private static let characters: [Unicode.Scalar: MathSymbol] = tables.characters
    /// ``characters`` for the ASCII scalars, by value.
    private static let asciiCharacters: [MathSymbol?] = (0..<0x80).map { characters[Unicode.Scalar(UInt8($0))] }
    private static let negatedCommands: [Unicode.Scalar: String] = {
        var result: [Unicode.Scalar: String] = [:]
        for (name, symbol) in tables.commands where symbol.kind == .relation {
            if let scalar = symbol.key.unicodeScalars.first, result[scalar] == nil || name.count < result[scalar]!.count {
                result[scalar] = name
            }
        }
        return result
    }()

    private static let tables: (commands: [String: MathSymbol], characters: [Unicode.Scalar: MathSymbol]) = {
        var commands: [String: MathSymbol] = [:]
        var characters: [Unicode.Scalar: MathSymbol] = [:]
        for line in SymbolData.entries.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kind = SymbolData.kind(fields[0]) else { continue }
            let key = String(fields[1])
            let symbol = MathSymbol(key: key, kind: kind)
            if key.unicodeScalars.count == 1, let scalar = key.unicodeScalars.first, characters[scalar] == nil {
                characters[scalar] = symbol
            }
            for command in fields.dropFirst(2) where commands[String(command)] == nil {
                commands[String(command)] = symbol
            }
        }
        // Characters that are other spellings of an entry above.
        for (alias, canonical) in SymbolData.characterAliases {
            if let symbol = characters[canonical] { characters[alias] = symbol }
        }
        return (commands, characters)
    }()
}
