/// The one use of the Objective-C runtime the glue may make: an action method that AppKit's
/// menus send along the responder chain (the Edit menu's Copy sends `copy:`), which a view can
/// only receive as an `@objc` method. Linux has no Objective-C, so such a method sits in an
/// `#if canImport(ObjectiveC)` block that Linux never compiles; to keep what goes unchecked to a
/// line, the block must hold exactly one action, `func name(_ sender: Any?)`, whose body is a
/// single statement without braces (a call into code that Linux does compile and test). The
/// one other shape: a block holding a single assignment of such an action to a menu item,
/// `item.action = #selector(name(_:))` (AppKit's menu items reach the view only that way).
///
/// Read by hand rather than with a `Regex`: on Linux the regex parser leaks what it builds,
/// which LeakSanitizer reports when the tests run under it.
enum ObjectiveCActions {
    /// `code` (read with its comments blanked out, ``SwiftSourceText/code``) with every block of
    /// that shape blanked out, so that what remains may use no Objective-C runtime feature.
    static func removed(from code: String) -> String {
        var result = ""
        var rest = Substring(code)
        while let start = rest.range(of: "#if canImport(ObjectiveC)") {
            result += rest[..<start.lowerBound]
            if let end = actionBlockEnd(rest[start.upperBound...]) {
                result += String(repeating: " ", count: rest[start.lowerBound..<end].count)
                rest = rest[end...]
            } else {
                result += rest[start]
                rest = rest[start.upperBound...]
            }
        }
        return result + rest
    }

    /// Where a block that is one `name.action = #selector(method(_:))` line ends (after its
    /// `#endif`), `text` starting at the assignment.
    private static func selectorAssignmentEnd(_ text: Substring) -> Substring.Index? {
        func isName(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        let target = text.prefix(while: isName)
        guard !target.isEmpty, text.dropFirst(target.count).hasPrefix(".action = #selector(") else { return nil }
        let method = text.dropFirst(target.count + ".action = #selector(".count)
        let name = method.prefix(while: isName)
        guard !name.isEmpty, method.dropFirst(name.count).hasPrefix("(_:))") else { return nil }
        let after = method.dropFirst(name.count + "(_:))".count).drop { $0.isWhitespace }
        guard after.hasPrefix("#endif") else { return nil }
        return after.index(after.startIndex, offsetBy: "#endif".count)
    }

    /// Where the block whose `#if` line `text` follows ends (after its `#endif`), if it is one
    /// action of one statement.
    private static func actionBlockEnd(_ text: Substring) -> Substring.Index? {
        var rest = text.drop { $0.isWhitespace }
        if let end = selectorAssignmentEnd(rest) { return end }
        guard rest.hasPrefix("@objc ") else { return nil }
        rest = rest.dropFirst("@objc ".count)
        for modifier in ["open ", "public "] where rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
        guard rest.hasPrefix("func ") else { return nil }
        rest = rest.dropFirst("func ".count).drop { $0.isLetter || $0.isNumber || $0 == "_" }
        guard rest.hasPrefix("(_ sender: Any?) {"), let close = rest.firstIndex(of: "}") else { return nil }
        let body = rest[rest.index(rest.startIndex, offsetBy: "(_ sender: Any?) {".count)..<close]
        let statements = body.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        guard statements.count <= 1, !body.contains("{"), !body.contains(";") else { return nil }
        let after = rest[rest.index(after: close)...].drop { $0.isWhitespace }
        guard after.hasPrefix("#endif") else { return nil }
        return after.index(after.startIndex, offsetBy: "#endif".count)
    }
}
