/// A document not laid out yet, because its view has no width to lay it out at: no lines, no
/// size. A view made before its first layout pass (SwiftUI makes one with a zero frame, then sets
/// its text) has bounds 0 wide; laid out there, every character would be a line of its own, the
/// whole document laid out for nothing, and its enormous height reported to Auto Layout and to
/// the app. Both Apple views lay out through ``layout(_:width:_:)`` and wait for a real width:
/// meanwhile they report no height of their own and draw nothing.
///
/// ```swift
/// PendingLayout.layout(document, width: 0) { CellLayout(document: document, options: CellLayoutOptions(width: Int($0))) }
/// // a PendingLayout: lineCount 0, size 0 × 0
/// ```
public struct PendingLayout: DocumentLayout, Sendable {
    public let document: StyledDocument
    public var size: LayoutSize { LayoutSize(width: 0, height: 0) }
    public var lineCount: Int { 0 }

    /// The document, waiting for a width.
    public init(document: StyledDocument) {
        self.document = document
    }

    /// `document` laid out by `layout` at `width` when the width is one text can be laid out at
    /// (finite and positive), else a pending layout of it.
    public static func layout(_ document: StyledDocument, width: Double, _ layout: (Double) -> any DocumentLayout) -> any DocumentLayout {
        width.isFinite && width > 0 ? layout(width) : PendingLayout(document: document)
    }

    public func line(at index: Int) -> LayoutLine { preconditionFailure("a pending layout has no lines") }
    public func lineIndex(at point: LayoutPoint) -> Int? { nil }
    public func lineIndex(containingUTF16 offset: Int) -> Int? { nil }
    public func utf16Offset(atX x: Double, inLine index: Int) -> Int { 0 }
    public func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double { 0 }
}
