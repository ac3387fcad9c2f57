/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable
/// decl: @MainActor protocol UIAccessibilityContainerDataTable : NSObjectProtocol
/// The Objective-C optional requirements (header elements) are requirements with a default in
/// an extension here: glue implements them, and never calls them with `?()`.
@MainActor public protocol UIAccessibilityContainerDataTable: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilitydatatablecellelement(forrow:column:)
    /// decl: func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilityrowcount()
    /// decl: func accessibilityRowCount() -> Int
    func accessibilityRowCount() -> Int

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilitycolumncount()
    /// decl: func accessibilityColumnCount() -> Int
    func accessibilityColumnCount() -> Int

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilityheaderelements(forrow:)
    /// decl: optional func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilityheaderelements(forcolumn:)
    /// decl: optional func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    /// Not an Apple declaration: stands for the requirement being optional.
    public func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
    /// Not an Apple declaration: stands for the requirement being optional.
    public func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell
/// decl: @MainActor protocol UIAccessibilityContainerDataTableCell : NSObjectProtocol
@MainActor public protocol UIAccessibilityContainerDataTableCell: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell/accessibilityrowrange()
    /// decl: func accessibilityRowRange() -> NSRange
    func accessibilityRowRange() -> NSRange

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell/accessibilitycolumnrange()
    /// decl: func accessibilityColumnRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}
