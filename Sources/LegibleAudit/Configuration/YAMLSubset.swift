/// The part of YAML a configuration file needs, and no more:
/// - block mappings (`key: value`, nested by indenting with spaces) and block lists (`- item`)
///   of scalars;
/// - flow lists of scalars (`[click here, "read more"]`) and the empty `{}` and `[]`;
/// - plain scalars, `'single'` and `"double"` quoted ones (with `\"`, `\\`, `\n` escapes);
///   `true`/`false`, `null`/`~` and whole numbers are typed as in JSON, everything else is a
///   string (so `off` is the string "off", not YAML 1.1's false);
/// - comments (`#` at a line's start or after a space) and a leading `---`.
/// Anything else (anchors, tags, multi-line strings, flow mappings with content) is an error
/// naming its line, never a silent misreading.
enum YAMLSubset {
    /// How deeply mappings may nest: configurations need three levels.
    static let maximumDepth = 16

    private struct Line {
        let number: Int
        let indent: Int
        let content: Substring
    }

    static func parse(_ text: String) throws -> ConfigurationValue {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw
            if line.last == "\r" { line = line.dropLast() }
            let indent = line.prefix { $0 == " " }.count
            if line.dropFirst(indent).first == "\t" { throw error(index + 1, "indent with spaces, not tabs") }
            let content = stripComment(line.dropFirst(indent))
            if content.isEmpty || (lines.isEmpty && content == "---") { continue }
            lines.append(Line(number: index + 1, indent: indent, content: content))
        }
        guard !lines.isEmpty else { return .object([:]) }
        var position = 0
        let value = try parseBlock(lines, &position, indent: lines[0].indent, depth: 0)
        if position < lines.count { throw error(lines[position].number, "this line is indented less than the block it follows") }
        return value
    }

    /// The mapping or list whose lines start at `indent`.
    private static func parseBlock(_ lines: [Line], _ position: inout Int, indent: Int, depth: Int) throws -> ConfigurationValue {
        guard depth < maximumDepth else { throw error(lines[position].number, "nested more than \(maximumDepth) levels") }
        if lines[position].content.hasPrefix("- ") || lines[position].content == "-" {
            var items: [ConfigurationValue] = []
            while position < lines.count, lines[position].indent == indent, lines[position].content.first == "-" {
                let line = lines[position]
                let item = line.content.dropFirst().drop { $0 == " " }
                if item.isEmpty || isMappingEntry(item) { throw error(line.number, "list items must be single values") }
                items.append(try scalarOrFlow(item, line: line.number))
                position += 1
            }
            return .array(items)
        }
        var members: [String: ConfigurationValue] = [:]
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard let colon = mappingColon(line.content) else { throw error(line.number, "expected \"key: value\"") }
            let key = try scalarText(line.content[..<colon].trimmingSpaces, line: line.number)
            if members[key] != nil { throw error(line.number, "\"\(key)\" appears twice") }
            let rest = line.content[line.content.index(after: colon)...].trimmingSpaces
            position += 1
            if !rest.isEmpty {
                members[key] = try scalarOrFlow(rest, line: line.number)
            } else if position < lines.count, lines[position].indent > indent {
                members[key] = try parseBlock(lines, &position, indent: lines[position].indent, depth: depth + 1)
            } else {
                members[key] = .null
            }
        }
        if position < lines.count, lines[position].indent > indent {
            throw error(lines[position].number, "unexpected indentation")
        }
        return .object(members)
    }

    private static func scalarOrFlow(_ text: Substring, line: Int) throws -> ConfigurationValue {
        if text == "{}" { return .object([:]) }
        guard text.first == "[" else { return try scalar(text, line: line) }
        guard text.last == "]" else { throw error(line, "a flow list must end with ] on the same line") }
        let inner = text.dropFirst().dropLast().trimmingSpaces
        if inner.isEmpty { return .array([]) }
        return .array(try splitFlowItems(inner, line: line).map { try scalar($0.trimmingSpaces, line: line) })
    }

    /// The comma-separated items of a flow list, commas inside quotes kept.
    private static func splitFlowItems(_ text: Substring, line: Int) throws -> [Substring] {
        var items: [Substring] = []
        var start = text.startIndex
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == "\\" && open == "\"" { index = text.index(after: index) } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                throw error(line, "nested flow collections are not supported")
            } else if character == "," {
                items.append(text[start..<index])
                start = text.index(after: index)
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        items.append(text[start...])
        return items
    }

    private static func scalar(_ text: Substring, line: Int) throws -> ConfigurationValue {
        if text.first == "\"" || text.first == "'" { return .string(try scalarText(text, line: line)) }
        if let first = text.first, "&*!|>%@`{".contains(first) {
            throw error(line, "\"\(first)\" starts YAML syntax this subset does not read; quote the value")
        }
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "null", "Null", "NULL", "~": return .null
        default: break
        }
        if let number = Int(text) { return .integer(number) }
        return .string(String(text))
    }

    /// A plain or quoted scalar's text.
    private static func scalarText(_ text: Substring, line: Int) throws -> String {
        guard let quote = text.first, quote == "\"" || quote == "'" else { return String(text) }
        guard text.count >= 2, text.last == quote else { throw error(line, "a quoted value must end with \(quote) on the same line") }
        let inner = text.dropFirst().dropLast()
        var result = ""
        var escaped = false
        for character in inner {
            if quote == "'" {
                // In single quotes, '' is a quote and nothing else is special.
                if character == "'" && escaped { escaped = false; continue }
                escaped = character == "'"
                result.append(character)
            } else if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\", "/": result.append(character)
                default: throw error(line, "unsupported escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The colon ending a mapping key (outside quotes, followed by a space or the line's end).
    private static func mappingColon(_ content: Substring) -> Substring.Index? {
        var quote: Character?
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if index == content.startIndex && (character == "\"" || character == "'") {
                quote = character
            } else if character == ":" {
                let next = content.index(after: index)
                if next == content.endIndex || content[next] == " " { return index }
            }
            index = content.index(after: index)
        }
        return nil
    }

    private static func isMappingEntry(_ content: Substring) -> Bool {
        content.first != "\"" && content.first != "'" && content.first != "[" && mappingColon(content) != nil
    }

    /// The line without a comment: `#` at its start or after a space, outside quotes.
    private static func stripComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "," || previous == ":" { quote = character }
            } else if character == "#" && previous == " " {
                return line[..<index].trimmingSpaces
            }
            previous = character
            index = line.index(after: index)
        }
        return line.trimmingSpaces
    }

    private static func error(_ line: Int, _ message: String) -> AuditConfigurationError {
        AuditConfigurationError("line \(line): \(message)")
    }
}

extension Substring {
    /// Without spaces at either end.
    var trimmingSpaces: Substring {
        var result = self
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
