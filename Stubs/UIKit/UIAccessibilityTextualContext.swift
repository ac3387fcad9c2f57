/// https://developer.apple.com/documentation/uikit/uiaccessibilitytextualcontext
/// decl: struct UIAccessibilityTextualContext
public struct UIAccessibilityTextualContext: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytextualcontext/init(rawvalue:)
    /// decl: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytextualcontext/rawvalue
    /// decl: let rawValue: String
    public let rawValue: String

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytextualcontext/sourcecode
    /// decl: nonisolated static let sourceCode: UIAccessibilityTextualContext
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
}
