#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import UIKit

/// The view as text VoiceOver, Speak Screen and selection move through by character, word and
/// line. There is no read-only subset of `UITextInput`: the editing members do nothing, and
/// every geometric answer comes from the layout.
extension MarkdownTextView: UITextInput {
    // MARK: Text

    public func text(in range: UITextRange) -> String? {
        guard let range = range as? TextRange else { return nil }
        return String(styledDocument.substring(utf16Range: clamped(range.range)))
    }

    public var hasText: Bool { styledDocument.utf16Count > 0 }

    /// Read-only text: UIKit (iOS 18) offers no editing, Writing Tools included, when it asks.
    public var isEditable: Bool { false }

    // MARK: Positions

    public var beginningOfDocument: UITextPosition { TextPosition(0) }

    public var endOfDocument: UITextPosition { TextPosition(styledDocument.utf16Count) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? TextPosition, let to = toPosition as? TextPosition else { return nil }
        return TextRange(clamped(min(from.offset, to.offset)..<max(from.offset, to.offset)))
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let position = position as? TextPosition else { return nil }
        let target = position.offset + offset
        return (0...styledDocument.utf16Count).contains(target) ? TextPosition(target) : nil
    }

    /// Left and right move by character; up and down by line, to the line above or below.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let position = position as? TextPosition else { return nil }
        switch direction {
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        case .up, .down:
            guard let line = documentLayout.caretLineIndex(atUTF16: position.offset) else { return nil }
            let target = line + (direction == .down ? offset : -offset)
            guard (0..<documentLayout.lineCount).contains(target) else { return nil }
            let x = documentLayout.xPosition(ofUTF16: position.offset, inLine: line)
            return TextPosition(documentLayout.utf16Offset(atX: x, inLine: target))
        @unknown default:
            // UITextLayoutDirection is a C enum UIKit may add to: a direction not known here goes nowhere.
            return nil
        }
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let left = (position as? TextPosition)?.offset ?? 0
        let right = (other as? TextPosition)?.offset ?? 0
        return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? TextPosition)?.offset ?? 0) - ((from as? TextPosition)?.offset ?? 0)
    }

    public var tokenizer: any UITextInputTokenizer { textTokenizer }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = range as? TextRange else { return nil }
        return TextPosition(direction == .left || direction == .up ? range.range.lowerBound : range.range.upperBound)
    }

    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let position = position as? TextPosition, let line = lineText(containing: position.offset) else { return nil }
        switch direction {
        case .left, .up: return TextRange(line.lowerBound..<max(position.offset, line.lowerBound))
        case .right, .down: return TextRange(min(position.offset, line.upperBound)..<line.upperBound)
        @unknown default: return nil
        }
    }

    /// The text of the line holding an offset, without the line break that ends it.
    func lineText(containing offset: Int) -> Range<Int>? {
        guard let index = documentLayout.caretLineIndex(atUTF16: offset) else { return nil }
        let start = documentLayout.line(at: index).utf16Range.lowerBound
        return start..<start + documentLayout.content(ofLine: index).utf16.count
    }

    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .natural }

    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    // MARK: Geometry

    public func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range).first?.rect ?? .null
    }

    /// Required even though the text is never edited: where a caret at the position would be.
    public func caretRect(for position: UITextPosition) -> CGRect {
        guard let position = position as? TextPosition, let caret = documentLayout.caretRect(atUTF16: position.offset) else { return .null }
        return CGRect(caret)
    }

    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = range as? TextRange else { return [] }
        let rects = documentLayout.selectionRects(forUTF16: clamped(range.range))
        return rects.enumerated().map { index, rect in
            SelectionRect(CGRect(rect), isFirst: index == 0, isLast: index == rects.count - 1)
        }
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        documentLayout.closestUTF16Offset(to: LayoutPoint(point)).map(TextPosition.init)
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = range as? TextRange, let offset = documentLayout.closestUTF16Offset(to: LayoutPoint(point)) else { return nil }
        return TextPosition(min(max(offset, range.range.lowerBound), range.range.upperBound))
    }

    public func characterRange(at point: CGPoint) -> UITextRange? {
        documentLayout.closestUTF16Offset(to: LayoutPoint(point)).map { TextRange(styledDocument.characterRange(atUTF16: $0)) }
    }

    // MARK: Selection

    public var selectedTextRange: UITextRange? {
        get { core.selection.map(TextRange.init) }
        set {
            inputDelegate?.selectionWillChange(self)
            core.select((newValue as? TextRange)?.range)
            inputDelegate?.selectionDidChange(self)
        }
    }

    // MARK: Editing, which read-only text does not do

    public func replace(_ range: UITextRange, withText text: String) {}

    public var markedTextRange: UITextRange? { nil }

    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { nil }
        set {}
    }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}

    public func unmarkText() {}

    public func insertText(_ text: String) {}

    public func deleteBackward() {}

    private func clamped(_ range: Range<Int>) -> Range<Int> {
        let count = styledDocument.utf16Count
        return min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
    }
}
#endif
