/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
/// decl: enum UIAccessibilityContainerType
public enum UIAccessibilityContainerType: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/none
    /// decl: case none
    case none = 0
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/datatable
    /// decl: case dataTable
    case dataTable = 1
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/list
    /// decl: case list
    case list = 2
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/landmark
    /// decl: case landmark
    case landmark = 3
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype/semanticgroup
    /// decl: case semanticGroup
    case semanticGroup = 4
}
