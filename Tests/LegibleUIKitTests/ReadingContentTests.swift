import LegibleAccessibility
import LegibleRendering
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: reading content, frames and pages from the layout")
struct ReadingContentTests {
    /// Rows of 20: "Title" (0), the paragraph (20), the code's two lines (40, 60), the cells (80, 100).
    let markdown = """
        ## Title

        A paragraph with [a link](https://example.com).

        ```swift
        let a = 1
        let b = 2
        ```

        | Name | Age |
        |------|-----|
        | Ada  | 36  |
        """

    @Test("a text element answers its lines: number at a point, content, frame")
    func lines() throws {
        let view = laidOutView(markdown)
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock } as? TextAccessibilityElement)
        #expect(code.accessibilityContent(forLineNumber: 0) == "let a = 1")
        #expect(code.accessibilityContent(forLineNumber: 1) == "let b = 2")
        #expect(code.accessibilityContent(forLineNumber: 2) == nil)
        #expect(code.accessibilityFrame(forLineNumber: 1) == CGRect(x: 0, y: 60, width: 90, height: 20))
        #expect(code.accessibilityLineNumber(for: CGPoint(x: 15, y: 65)) == 1)
        // On another element's line, or off every line: no line of this element.
        #expect(code.accessibilityLineNumber(for: CGPoint(x: 15, y: 25)) == NSNotFound)
        #expect(code.accessibilityLineNumber(for: CGPoint(x: 700, y: 65)) == NSNotFound)
    }

    @Test("points and frames are in screen coordinates: the view's place on screen counts")
    func screenCoordinates() throws {
        let view = laidOutView(markdown)
        view.frame.origin = CGPoint(x: 100, y: 1000)
        let title = try #require(view.exposedElements.first as? TextAccessibilityElement)
        #expect(title.accessibilityFrame == CGRect(x: 100, y: 1000, width: 50, height: 20))
        #expect(title.accessibilityFrame(forLineNumber: 0) == CGRect(x: 100, y: 1000, width: 50, height: 20))
        #expect(title.accessibilityLineNumber(for: CGPoint(x: 110, y: 1005)) == 0)
    }

    @Test("attributed line content carries a heading's level and a code line's punctuation")
    func attributedContent() throws {
        let view = laidOutView(markdown)
        let elements = view.exposedElements.compactMap { $0 as? TextAccessibilityElement }
        let title = try #require(elements.first { $0.id.role == .heading }?.accessibilityAttributedContent(forLineNumber: 0))
        #expect(title.attribute(.accessibilityTextHeadingLevel, at: 0, effectiveRange: nil) as? Int == 2)
        let code = try #require(elements.first { $0.id.role == .codeBlock }?.accessibilityAttributedContent(forLineNumber: 0))
        #expect(code.attribute(.accessibilitySpeechPunctuation, at: 0, effectiveRange: nil) as? Bool == true)
        let paragraph = try #require(elements.first { $0.id.role == .text }?.accessibilityAttributedContent(forLineNumber: 0))
        #expect(paragraph.attributes(at: 0, effectiveRange: nil).isEmpty)
    }

    @Test("page content is the text of the element's page; read page by page, the last element of each page turns it")
    func pages() throws {
        let view = laidOutView(markdown, pageHeight: 60)
        #expect(view.core.pages.count == 2)
        let elements = view.exposedElements
        #expect(elements.filter { $0.accessibilityTraits.contains(.causesPageTurn) }.map(\.id.role) == [.codeBlock])
        let title = try #require(elements.first as? TextAccessibilityElement)
        #expect(title.accessibilityPageContent() == "Title\nA paragraph with a link.\nlet a = 1")
        let cell = try #require(elements.last as? TextAccessibilityElement)
        #expect(cell.accessibilityPageContent() == "let b = 2\nName\nAge\nAda\n36")
    }

    @Test("turning pages scrolls the enclosing scroll view and says which page it is; there is no page before the first")
    func turningPages() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 60))
        let view = laidOutView(markdown)
        scrollView.addSubview(view)
        view.layoutSubviews()
        #expect(view.core.pages.count == 2)
        _ = takePosted()
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        #expect(code.accessibilityScroll(.next))
        #expect(scrollView.contentOffset.y == 60)
        let posted = takePosted()
        #expect(posted.map(\.notification) == [.pageScrolled])
        #expect(posted.first?.argument as? String == "Page 2 of 2")
        #expect(!view.accessibilityScroll(.next))
        #expect(view.accessibilityScroll(.previous))
        #expect(scrollView.contentOffset.y == 0)
        #expect(!view.accessibilityScroll(.previous))
        #expect(!view.accessibilityScroll(.left))
    }

    @Test("focusing an element makes its page the current one")
    func focusSetsThePage() throws {
        let view = laidOutView(markdown, pageHeight: 60)
        view.exposedElements.last?.accessibilityElementDidBecomeFocused()
        #expect(view.core.currentPage == 1)
        #expect(!view.accessibilityScroll(.next))
    }

    @Test("each text element leads on to the next one and back (iOS 18 text navigation), from every stretch of a paragraph read as stops")
    func textNavigation() throws {
        let view = laidOutView(markdown)
        let texts = view.exposedElements.compactMap { $0 as? TextAccessibilityElement }
        #expect(texts.map(\.id.role) == [.heading, .text, .text, .codeBlock, .tableCell, .tableCell, .tableCell, .tableCell])
        // A text element is entered at its first stretch; every stretch goes on from the element.
        var firsts: [TextAccessibilityElement] = []
        for text in texts where firsts.last?.id != text.id { firsts.append(text) }
        for (element, next) in zip(firsts, firsts.dropFirst()) {
            for stretch in texts where stretch.id == element.id {
                #expect(stretch.accessibilityNextTextNavigationElement as? TextAccessibilityElement === next)
            }
            #expect(next.accessibilityPreviousTextNavigationElement as? TextAccessibilityElement === element)
        }
        #expect(texts.last?.accessibilityNextTextNavigationElement == nil)
        #expect(texts.first?.accessibilityPreviousTextNavigationElement == nil)
    }

    @Test("reading by line goes into a paragraph that starts with a formula at its first stretch of text, which has lines")
    func textNavigationSkipsAFormulaAtTheStart() throws {
        let view = laidOutView("## Title\n\n$x$ is a number.\n")
        let stops = view.swipeStops
        #expect(stops.map(\.accessibilityLabel) == ["Title", "x", "is a number."])
        #expect(stops[0].accessibilityNextTextNavigationElement as? TextRunAccessibilityElement === stops[2])
        #expect(stops[2].accessibilityPreviousTextNavigationElement as? MarkdownAccessibilityElement === stops[0])
    }

    @Test("every stretch of a paragraph read as stops reads its paragraph's whole lines, the link's text with them, as Safari and UITextView read lines")
    func stretchesReadWholeLines() throws {
        let view = laidOutView(markdown)
        let stretches = view.exposedElements.compactMap { $0 as? TextRunAccessibilityElement }
        #expect(stretches.map(\.accessibilityLabel) == ["A paragraph with", "."])
        for stretch in stretches {
            #expect(stretch.accessibilityContent(forLineNumber: 0) == "A paragraph with a link.")
            #expect(stretch.accessibilityContent(forLineNumber: 1) == nil)
        }
        #expect(stretches.first?.accessibilityFrame == CGRect(x: 0, y: 20, width: 170, height: 20))
    }

    @Test("the view is as high as its layout")
    func size() {
        let view = laidOutView(markdown)
        #expect(view.sizeThatFits(CGSize(width: 800, height: 0)) == CGSize(width: 800, height: 120))
        #expect(view.intrinsicContentSize.height == 120)
    }
}
