/// https://developer.apple.com/documentation/uikit/uiaccessibilityreadingcontent
/// decl: protocol UIAccessibilityReadingContent
/// Each member is `@MainActor` on its page. The optional attributed variants are requirements
/// with a default in an extension here.
public protocol UIAccessibilityReadingContent {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityreadingcontent/accessibilitylinenumber(for:)
    /// decl: @MainActor func accessibilityLineNumber(for point: CGPoint) -> Int
    @MainActor func accessibilityLineNumber(for point: CGPoint) -> Int

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityreadingcontent/accessibilitycontent(forlinenumber:)
    /// decl: @MainActor func accessibilityContent(forLineNumber lineNumber: Int) -> String?
    @MainActor func accessibilityContent(forLineNumber lineNumber: Int) -> String?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityreadingcontent/accessibilityframe(forlinenumber:)
    /// decl: @MainActor func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect
    @MainActor func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityreadingcontent/accessibilitypagecontent()
    /// decl: @MainActor func accessibilityPageContent() -> String?
    @MainActor func accessibilityPageContent() -> String?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityreadingcontent/accessibilityattributedcontent(forlinenumber:)
    /// decl: @MainActor optional func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString?
    @MainActor func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString?
}

extension UIAccessibilityReadingContent {
    /// Not an Apple declaration: stands for the requirement being optional.
    @MainActor public func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString? { nil }
}
