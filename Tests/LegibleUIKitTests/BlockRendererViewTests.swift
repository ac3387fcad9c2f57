import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// A block an app's renderer draws, in the UIKit view: read as the renderer names it, its
/// height reserved in TextKit's paragraph style, the app's view placed over it.
@MainActor
@Suite("UIKit: custom block renderers")
struct BlockRendererViewTests {
    struct Diagram: BlockRenderer {
        func accessibleText(for block: CustomBlock) -> String { "Flow chart: A leads to B" }
        func height(for block: CustomBlock, width: Double) -> Double { 240 }
    }

    static let markdown = "Intro\n\n```mermaid\ngraph TD\nA --> B\n```\n"

    @Test("the block's element is an image named by the renderer, not its source")
    func element() throws {
        let view = MarkdownTextView(markdown: Self.markdown)
        #expect(view.exposedElements.contains { $0.accessibilityValue?.contains("graph TD") == true })
        view.blockRenderers[language: "mermaid"] = Diagram()
        let diagram = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        #expect(diagram.accessibilityLabel == "Flow chart: A leads to B")
        #expect(diagram.accessibilityValue == nil)
        #expect(diagram.accessibilityTraits.contains(.image))
    }

    @Test("TextKit reserves the renderer's height above the block's lines")
    func reserved() throws {
        let view = MarkdownTextView(markdown: Self.markdown)
        let spacing = { () -> CGFloat in
            let style = view.textKitStyle(width: 300)
            let text = TextKitText(document: view.styledDocument, width: 300, style: style, measure: { _, _ in 0 })
            let start = view.styledDocument.blocks[1].utf16Range.lowerBound
            let run = text.attributeRuns.first { $0.range.location == start && $0.attributes[.paragraphStyle] != nil }
            return (run?.attributes[.paragraphStyle] as? NSParagraphStyle)?.paragraphSpacingBefore ?? -1
        }
        let before = spacing()
        view.blockRenderers[language: "mermaid"] = Diagram()
        let lineHeight = view.textKitStyle(width: 300).lineHeight
        #expect(spacing() == before + 240 - 2 * lineHeight)
    }

    @Test("the app's view is placed over the block and its reserved space, and goes when the block does")
    func blockView() throws {
        let view = laidOutView(Self.markdown)
        let drawn = UIView(frame: .zero)
        view.makeBlockView = { block in block.language == "mermaid" ? drawn : nil }
        view.blockRenderers[language: "mermaid"] = Diagram()
        #expect(drawn.superview === view)
        let lines = try #require(view.documentLayout.frame(of: view.styledDocument.blocks[1].id))
        let reserved = 240 - 2 * Double(view.textKitStyle(width: view.bounds.width).lineHeight)
        #expect(drawn.frame.maxY == CGFloat(lines.maxY))   // the UIKit view draws its text from its top left
        #expect(drawn.frame.height == CGFloat(lines.height + reserved))
        view.markdown = "No diagram now.\n"
        #expect(drawn.superview == nil)
        #expect(view.blockViews.views.isEmpty)
    }
}

/// An in-line image an app's renderer draws, in the UIKit view.
@MainActor
@Suite("UIKit: custom attachment renderers")
struct AttachmentRendererViewTests {
    struct Chart: AttachmentRenderer {
        func accessibleText(for image: ImageAttachment) -> String { "Sales chart: up 12%" }
        func size(for image: ImageAttachment, lineHeight: Double) -> LayoutSize { LayoutSize(width: 120, height: lineHeight * 4) }
    }

    @Test("the image is read as the renderer names it and laid out at its size")
    func chart() throws {
        let view = MarkdownTextView(markdown: "Sales: ![Sales](chart://sales)\n")
        view.loadImage = { _ in nil }
        let image = try #require(view.styledDocument.images(fromBlock: 0).first)
        view.attachmentRenderers["chart"] = Chart()
        let element = try #require(view.exposedElements.first { $0.id.role == .image })
        #expect(element.accessibilityLabel == "Sales chart: up 12%")
        #expect(element.accessibilityTraits.contains(.image))
        let style = view.textKitStyle(width: 300)
        #expect(style.imageSize(image) == CGSize(width: 120, height: style.lineHeight * 4))
    }
}
