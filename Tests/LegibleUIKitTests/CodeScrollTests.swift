import LegibleAccessibility
import LegibleRendering
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: a code block wider than the view scrolls sideways")
struct CodeScrollTests {
    /// A view 800 wide (80 characters) showing a code block whose line is `length` characters.
    func view(codeLength length: Int, after text: String = "") -> (MarkdownTextView, MarkdownAccessibilityElement) {
        let view = laidOutView("\(text)```\n\(String(repeating: "x", count: length))\n```\n")
        let code = view.exposedElements.first { $0.id.role == .codeBlock }!
        _ = takePosted()
        return (view, code)
    }

    /// What the view said about pages since last asked.
    func said() -> [String] {
        takePosted().filter { $0.notification == .pageScrolled }.compactMap { $0.argument as? String }
    }

    @Test("swipes move a 200-character line in an 80-character view a page of columns at a time, the last page ending at the line's end")
    func pages() {
        let (view, code) = view(codeLength: 200)
        #expect(!code.accessibilityScroll(.left))
        #expect(code.accessibilityScroll(.right))
        #expect(view.core.codeScrolls[code.id]?.offset == 800)
        #expect(code.accessibilityScroll(.right))
        #expect(view.core.codeScrolls[code.id]?.offset == 1200)
        #expect(!code.accessibilityScroll(.right))
        #expect(said() == ["Page 2 of 3", "Page 3 of 3"])
        #expect(code.accessibilityScroll(.left))
        #expect(view.core.codeScrolls[code.id]?.offset == 800)
        #expect(code.accessibilityScroll(.left))
        #expect(view.core.codeScrolls[code.id]?.offset == 0)
        #expect(said() == ["Page 2 of 3", "Page 1 of 3"])
    }

    @Test("the code block's line frames follow its scroll: after a swipe right, the line shows moved left inside the view")
    func lineFramesFollow() throws {
        let (view, code) = view(codeLength: 200)
        let text = try #require(code as? TextAccessibilityElement)
        #expect(text.accessibilityFrame(forLineNumber: 0) == CGRect(x: 0, y: 0, width: 800, height: 20))
        #expect(code.accessibilityScroll(.right))
        #expect(code.accessibilityScroll(.right))
        // Scrolled 1200 of the 2000-wide line: its last 800 fill the view.
        #expect(view.core.codeScrolls[code.id]?.offset == 1200)
        #expect(text.accessibilityFrame(forLineNumber: 0) == CGRect(x: 0, y: 0, width: 800, height: 20))
        let short = laidOutView("```\n\(String(repeating: "x", count: 200))\nshort\n```\n")
        let shortCode = try #require(short.exposedElements.first { $0.id.role == .codeBlock } as? TextAccessibilityElement)
        #expect(shortCode.accessibilityScroll(.right))
        // The 5-character line, scrolled 800 left, is out of sight: 0 wide at the left.
        #expect(shortCode.accessibilityFrame(forLineNumber: 1) == CGRect(x: 0, y: 20, width: 0, height: 20))
    }

    @Test("a code block that fits and a paragraph wider than the view do not scroll sideways, and say nothing")
    func narrow() {
        let (view, code) = view(codeLength: 80, after: "\(String(repeating: "word ", count: 40))\n\n")
        #expect(view.core.codeScrolls.isEmpty)
        for element in [code] + view.exposedElements.filter({ $0.id.role == .text }) {
            #expect(!element.accessibilityScroll(.right))
            #expect(!element.accessibilityScroll(.left))
        }
        #expect(said().isEmpty)
    }

    @Test("how far a code block is scrolled survives text streamed after it, and a wider view keeps it within the line")
    func kept() {
        let (view, code) = view(codeLength: 200)
        #expect(code.accessibilityScroll(.right))
        view.append("\nMore text.")
        view.displayFrame()
        #expect(view.core.codeScrolls[code.id]?.offset == 800)
        view.frame = CGRect(x: 0, y: 0, width: 1500, height: 600)
        view.layoutSubviews()
        #expect(view.core.codeScrolls[code.id]?.offset == 500)
        #expect(view.core.codeScrolls[code.id]?.pageCount == 2)
    }

    @Test("hit testing follows the scroll: a point maps to the character and line shown there, and a line scrolled out of sight is at no point")
    func hitTestingFollows() throws {
        let view = laidOutView("```\n\(String(repeating: "x", count: 200))\nshort\n```\n")
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock } as? TextAccessibilityElement)
        let start = try #require(view.styledDocument.utf16Range(of: code.id)?.lowerBound)
        func offset(_ position: UITextPosition?) -> Int? { (position as? TextPosition).map { $0.offset - start } }
        #expect(offset(view.closestPosition(to: CGPoint(x: 405, y: 10))) == 40)
        #expect(code.accessibilityLineNumber(for: CGPoint(x: 20, y: 30)) == 1)
        #expect(code.accessibilityScroll(.right))
        #expect(code.accessibilityScroll(.right))
        // Scrolled 1200: the character at 405 is the 160th.
        #expect(offset(view.closestPosition(to: CGPoint(x: 405, y: 10))) == 160)
        #expect((view.characterRange(at: CGPoint(x: 405, y: 10)) as? TextRange)?.range == start + 160..<start + 161)
        #expect(code.accessibilityLineNumber(for: CGPoint(x: 405, y: 10)) == 0)
        // "short" is out of sight: touching where it was finds no line; the caret before its
        // "s" is at the box's left edge, where the line is shown 0 wide.
        #expect(code.accessibilityLineNumber(for: CGPoint(x: 20, y: 30)) == NSNotFound)
        #expect(view.caretRect(for: TextPosition(start + 201)) == CGRect(x: 0, y: 20, width: 0, height: 20))
        // The block is where it is shown, not 2000 wide.
        #expect(code.accessibilityFrame == CGRect(x: 0, y: 0, width: 800, height: 40))
        #expect(view.selectionRects(for: try #require(view.textRange(from: TextPosition(start + 150), to: TextPosition(start + 170))))
            .map(\.rect) == [CGRect(x: 300, y: 0, width: 200, height: 20)])
    }

    @Test("a finger drags a wide code block sideways: a clear scroll view lies over the block's box, and its offset moves the lines, within bounds")
    func drag() throws {
        let (view, code) = view(codeLength: 200)
        let scrollView = try #require(view.codeScrollViews[code.id])
        #expect(scrollView.superview === view)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 800, height: 20))
        #expect(scrollView.contentSize == CGSize(width: 2000, height: 20))
        scrollView.contentOffset = CGPoint(x: 500, y: 0)
        #expect(view.core.codeScrolls[code.id]?.offset == 500)
        let start = try #require(view.styledDocument.utf16Range(of: code.id)?.lowerBound)
        #expect((view.closestPosition(to: CGPoint(x: 405, y: 10)) as? TextPosition)?.offset == start + 90)
        // Past either end (a bounce) the lines stop at the end.
        scrollView.contentOffset = CGPoint(x: 5000, y: 0)
        #expect(view.core.codeScrolls[code.id]?.offset == 1200)
        scrollView.contentOffset = CGPoint(x: -40, y: 0)
        #expect(view.core.codeScrolls[code.id]?.offset == 0)
        // VoiceOver's swipe moves the scroll view with the lines.
        #expect(code.accessibilityScroll(.right))
        #expect(scrollView.contentOffset.x == 800)
        #expect(view.core.codeScrolls[code.id]?.offset == 800)
    }

    @Test("a code block that fits gets no scroll view, and one that comes to fit in a wider view loses its own")
    func noScrollViewWhenItFits() throws {
        let (view, code) = view(codeLength: 200)
        let scrollView = try #require(view.codeScrollViews[code.id])
        view.frame = CGRect(x: 0, y: 0, width: 2500, height: 600)
        view.layoutSubviews()
        #expect(view.codeScrollViews.isEmpty)
        #expect(scrollView.superview == nil)
        #expect(self.view(codeLength: 80).0.codeScrollViews.isEmpty)
    }
}

