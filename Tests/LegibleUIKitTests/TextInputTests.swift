import LegibleAccessibility
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: the view as read-only UITextInput, for selection and reading by character, word and line")
struct TextInputTests {
    /// "Title\n" on row 0 (offsets 0..<6), "Area \u{FFFC} and more.\n" on row 1 (6..<23),
    /// "x" on row 2 (23..<24); 10 wide a character, 20 high a row.
    let markdown = "# Title\n\nArea $\\pi r^2$ and more.\n\nx\n"

    func range(_ view: MarkdownTextView, _ lower: Int, _ upper: Int) throws -> UITextRange {
        try #require(view.textRange(from: TextPosition(lower), to: TextPosition(upper)))
    }

    func offset(_ position: UITextPosition?) -> Int? { (position as? TextPosition)?.offset }

    @Test("positions, ranges and text are UTF-16 offsets of the styled text")
    func positionsAndText() throws {
        let view = laidOutView(markdown)
        #expect(view.styledDocument.text == "Title\nArea \u{FFFC} and more.\nx")
        #expect(offset(view.beginningOfDocument) == 0)
        #expect(offset(view.endOfDocument) == 24)
        #expect(view.text(in: try range(view, 6, 10)) == "Area")
        #expect(offset(view.position(from: TextPosition(6), offset: 4)) == 10)
        #expect(view.position(from: TextPosition(20), offset: 5) == nil)
        #expect(view.compare(TextPosition(3), to: TextPosition(5)) == .orderedAscending)
        #expect(view.offset(from: TextPosition(3), to: TextPosition(8)) == 5)
        #expect(view.hasText)
    }

    @Test("moving up and down goes to the same place on the line above or below")
    func verticalMoves() {
        let view = laidOutView(markdown)
        #expect(offset(view.position(from: TextPosition(8), in: .up, offset: 1)) == 2)
        #expect(offset(view.position(from: TextPosition(2), in: .down, offset: 1)) == 8)
        #expect(offset(view.position(from: TextPosition(8), in: .down, offset: 1)) == 24)
        #expect(view.position(from: TextPosition(2), in: .up, offset: 1) == nil)
        #expect(offset(view.position(from: TextPosition(8), in: .left, offset: 2)) == 6)
    }

    @Test("the caret, first rectangle and selection rectangles come from the layout, one per line")
    func geometry() throws {
        let view = laidOutView(markdown)
        #expect(view.caretRect(for: TextPosition(8)) == CGRect(x: 20, y: 20, width: 0, height: 20))
        let rects = view.selectionRects(for: try range(view, 3, 10))
        #expect(rects.map(\.rect) == [CGRect(x: 30, y: 0, width: 20, height: 20), CGRect(x: 0, y: 20, width: 40, height: 20)])
        #expect(rects.map(\.containsStart) == [true, false])
        #expect(rects.map(\.containsEnd) == [false, true])
        #expect(view.firstRect(for: try range(view, 3, 10)) == CGRect(x: 30, y: 0, width: 20, height: 20))
    }

    @Test("the closest position and the character at a point, on a line or off it")
    func hitTesting() throws {
        let view = laidOutView(markdown)
        #expect(offset(view.closestPosition(to: CGPoint(x: 25, y: 30))) == 8)
        #expect(offset(view.closestPosition(to: CGPoint(x: 700, y: 30))) == 22)
        #expect(offset(view.closestPosition(to: CGPoint(x: 25, y: 500))) == 24)
        #expect(offset(view.closestPosition(to: CGPoint(x: 25, y: 30), within: try range(view, 10, 20))) == 10)
        let character = try #require(view.characterRange(at: CGPoint(x: 55, y: 30)) as? TextRange)
        #expect(character.range == 11..<12)
    }

    @Test("extending a position goes to its line's ends; a range's farthest position is its end that way")
    func extents() throws {
        let view = laidOutView(markdown)
        #expect((view.characterRange(byExtending: TextPosition(8), in: .right) as? TextRange)?.range == 8..<22)
        #expect((view.characterRange(byExtending: TextPosition(8), in: .left) as? TextRange)?.range == 6..<8)
        #expect(offset(view.position(within: try range(view, 3, 10), farthestIn: .right)) == 10)
        #expect(offset(view.position(within: try range(view, 3, 10), farthestIn: .up)) == 3)
    }

    @Test("the tokenizer's lines are the layout's lines")
    func lineTokenizer() throws {
        let view = laidOutView(markdown)
        let tokenizer = view.tokenizer
        #expect((tokenizer.rangeEnclosingPosition(TextPosition(8), with: .line, inDirection: .storage(.forward)) as? TextRange)?.range == 6..<22)
        #expect(tokenizer.isPosition(TextPosition(22), atBoundary: .line, inDirection: .storage(.forward)))
        #expect(tokenizer.isPosition(TextPosition(6), atBoundary: .line, inDirection: .storage(.backward)))
        #expect(!tokenizer.isPosition(TextPosition(8), atBoundary: .line, inDirection: .storage(.forward)))
        #expect(offset(tokenizer.position(from: TextPosition(8), toBoundary: .line, inDirection: .storage(.forward))) == 22)
        #expect(offset(tokenizer.position(from: TextPosition(5), toBoundary: .line, inDirection: .storage(.forward))) == 22)
        #expect(offset(tokenizer.position(from: TextPosition(8), toBoundary: .line, inDirection: .storage(.backward))) == 6)
        #expect(offset(tokenizer.position(from: TextPosition(6), toBoundary: .line, inDirection: .storage(.backward))) == 0)
        #expect(tokenizer.isPosition(TextPosition(8), withinTextUnit: .line, inDirection: .storage(.forward)))
    }

    /// A view with a selection made through the text input protocol, and its recorded delegate.
    func selectedView() throws -> (MarkdownTextView, RecordingInputDelegate) {
        let view = laidOutView(markdown)
        let delegate = RecordingInputDelegate()
        view.inputDelegate = delegate
        view.selectedTextRange = try range(view, 6, 22)
        return (view, delegate)
    }

    @Test("a document shown anew ends the selection and tells the input delegate (review R11)")
    func newDocumentEndsSelection() throws {
        let (view, delegate) = try selectedView()
        delegate.calls = []
        view.markdown = "Another document, with other words at those offsets."
        #expect(view.selectedTextRange == nil)
        #expect(delegate.calls == ["selectionWillChange", "selectionDidChange"])
    }

    @Test("selection tells the input delegate, and copying gives formulas as TeX, and HTML beside the text")
    func selectionAndCopy() throws {
        let (view, delegate) = try selectedView()
        #expect(delegate.calls == ["selectionWillChange", "selectionDidChange"])
        view.copy(nil)
        #expect(UIPasteboard.general.string == "Area \\pi r^2 and more.")
        #expect(UIPasteboard.general.items.count == 1)
        #expect(UIPasteboard.general.items.first?["public.html"] as? String == "<p>Area <span title=\"\\pi r^2\">πr²</span> and more.</p>")
        #expect(view.canBecomeFirstResponder)
    }

    @Test("selection gestures come from a non-editable text interaction on the view; editing does nothing")
    func readOnly() throws {
        let view = laidOutView(markdown)
        let interaction = try #require(view.interactions.first as? UITextInteraction)
        #expect(interaction.textInteractionMode == .nonEditable)
        #expect(interaction.textInput === view)
        view.insertText("x")
        view.deleteBackward()
        view.replace(try range(view, 0, 5), withText: "Other")
        view.setMarkedText("y", selectedRange: NSRange(location: 0, length: 1))
        #expect(view.markedTextRange == nil)
        #expect(view.markdown == markdown)
        #expect(view.styledDocument.text == "Title\nArea \u{FFFC} and more.\nx")
    }
}

/// Records what a text input tells its delegate.
@MainActor
final class RecordingInputDelegate: NSObject, UITextInputDelegate {
    var calls: [String] = []
    func selectionWillChange(_ textInput: (any UITextInput)?) { calls.append("selectionWillChange") }
    func selectionDidChange(_ textInput: (any UITextInput)?) { calls.append("selectionDidChange") }
    func textWillChange(_ textInput: (any UITextInput)?) { calls.append("textWillChange") }
    func textDidChange(_ textInput: (any UITextInput)?) { calls.append("textDidChange") }
}
