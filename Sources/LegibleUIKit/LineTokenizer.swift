#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import UIKit

/// The view's tokenizer: lines are the layout's lines, so that reading by line (VoiceOver's
/// Lines rotor, Speak Screen) moves as the text is drawn; characters, words, sentences and
/// paragraphs are the system tokenizer's.
@MainActor
final class LineTokenizer: UITextInputStringTokenizer {
    private weak var view: MarkdownTextView?

    init(textInput view: MarkdownTextView) {
        self.view = view
        super.init(textInput: view)
    }

    /// The UTF-16 range of the line holding a position, without its line break.
    private func lineRange(at position: UITextPosition) -> Range<Int>? {
        (position as? TextPosition).flatMap { view?.lineText(containing: $0.offset) }
    }

    private static func isForward(_ direction: UITextDirection) -> Bool {
        direction == .storage(.forward) || direction == .layout(.right) || direction == .layout(.down)
    }

    override func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                         inDirection direction: UITextDirection) -> UITextRange? {
        guard granularity == .line else { return super.rangeEnclosingPosition(position, with: granularity, inDirection: direction) }
        return lineRange(at: position).map(TextRange.init)
    }

    override func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                             inDirection direction: UITextDirection) -> Bool {
        guard granularity == .line else { return super.isPosition(position, atBoundary: granularity, inDirection: direction) }
        guard let offset = (position as? TextPosition)?.offset, let line = lineRange(at: position) else { return false }
        return offset == (Self.isForward(direction) ? line.upperBound : line.lowerBound)
    }

    override func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                           inDirection direction: UITextDirection) -> UITextPosition? {
        guard granularity == .line else { return super.position(from: position, toBoundary: granularity, inDirection: direction) }
        guard let view, let offset = (position as? TextPosition)?.offset, let line = lineRange(at: position) else { return nil }
        if Self.isForward(direction) {
            if offset < line.upperBound { return TextPosition(line.upperBound) }
            // At a line's end: the end of the next line.
            guard let index = view.documentLayout.caretLineIndex(atUTF16: offset), index + 1 < view.documentLayout.lineCount else { return nil }
            return lineRange(at: TextPosition(view.documentLayout.line(at: index + 1).utf16Range.lowerBound)).map { TextPosition($0.upperBound) }
        }
        if offset > line.lowerBound { return TextPosition(line.lowerBound) }
        guard let index = view.documentLayout.caretLineIndex(atUTF16: offset), index > 0 else { return nil }
        return TextPosition(view.documentLayout.line(at: index - 1).utf16Range.lowerBound)
    }

    override func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                             inDirection direction: UITextDirection) -> Bool {
        guard granularity == .line else { return super.isPosition(position, withinTextUnit: granularity, inDirection: direction) }
        guard let offset = (position as? TextPosition)?.offset, let line = lineRange(at: position) else { return false }
        return Self.isForward(direction) ? offset < line.upperBound : offset > line.lowerBound
    }
}
#endif
