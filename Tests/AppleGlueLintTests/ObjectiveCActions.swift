/// The one use of the Objective-C runtime the glue may make: an action method that AppKit's
/// menus send along the responder chain (the Edit menu's Copy sends `copy:`), which a view can
/// only receive as an `@objc` method. Linux has no Objective-C, so such a method sits in an
/// `#if canImport(ObjectiveC)` block that Linux never compiles; to keep what goes unchecked to a
/// line, the block must hold exactly one action, `func name(_ sender: Any?)`, whose body is a
/// single statement without braces (a call into code that Linux does compile and test).
enum ObjectiveCActions {
    /// The block's shape, read in code whose comments are blanked out (``SwiftSourceText/code``).
    private nonisolated(unsafe) static let block =
        /#if canImport\(ObjectiveC\)\s*@objc (?:open |public )?func \w+\(_ sender: Any\?\) \{\s*[^{}\n;]*\s*\}\s*#endif/

    /// `code` with every block of that shape blanked out, so that what remains may use no
    /// Objective-C runtime feature at all.
    static func removed(from code: String) -> String {
        code.replacing(block) { match in String(repeating: " ", count: match.output.count) }
    }
}
