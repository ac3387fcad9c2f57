#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// A place in the view's text: a UTF-16 offset of the styled document's text (`NSRange` counts).
@MainActor
package final class TextPosition: UITextPosition {
    package let offset: Int

    package init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A stretch of the view's text, in UTF-16 offsets.
@MainActor
package final class TextRange: UITextRange {
    package let range: Range<Int>

    init(_ range: Range<Int>) {
        self.range = range
        super.init()
    }

    package override var start: UITextPosition { TextPosition(range.lowerBound) }
    package override var end: UITextPosition { TextPosition(range.upperBound) }
    package override var isEmpty: Bool { range.isEmpty }
}

/// One line's part of a selection, as the layout gives it.
@MainActor
final class SelectionRect: UITextSelectionRect {
    private let frame: CGRect
    private let isFirst: Bool
    private let isLast: Bool

    init(_ frame: CGRect, isFirst: Bool, isLast: Bool) {
        self.frame = frame
        self.isFirst = isFirst
        self.isLast = isLast
        super.init()
    }

    override var rect: CGRect { frame }
    override var writingDirection: NSWritingDirection { .natural }
    override var containsStart: Bool { isFirst }
    override var containsEnd: Bool { isLast }
    override var isVertical: Bool { false }
}
#endif
