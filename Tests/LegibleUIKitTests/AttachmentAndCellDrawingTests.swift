import Foundation
import LegibleTextKit
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// What TextKit draws of its own: nothing at an image's or formula's character, and a table
/// cell's text where the cell's line is.
@MainActor
@Suite("TextKit: attachments draw nothing, cells draw without their row's paragraph style")
struct AttachmentAndCellDrawingTests {
    @Test("an image's and a formula's attachment has no image to draw, in TextKit 1 or 2 (uikit B2, appkit C12)")
    func blankAttachments() throws {
        let view = MarkdownTextView(markdown: "An ![owl](owl.png) and $x^2$.")
        let text = TextKitText(document: view.styledDocument, width: 300, style: view.textKitStyle(width: 300), measure: { _, _ in 0 })
        let attachments = text.attributeRuns.compactMap { $0.attributes[.attachment] as? NSTextAttachment }
        #expect(attachments.count == 2)
        // The SDK's default draws a placeholder icon for an attachment with no image (the stub
        // stands for it with an empty image); these answer none.
        #expect(NSTextAttachment(data: nil, ofType: nil).image(forBounds: .zero, textContainer: nil, characterIndex: 0) != nil)
        for attachment in attachments {
            #expect(attachment.image(forBounds: attachment.bounds, textContainer: nil, characterIndex: 0) == nil)
            #expect(attachment.image(for: attachment.bounds, location: NSTextContentStorage().documentRange.location, textContainer: nil) == nil)
        }
    }

    @Test("a cell's line is drawn without the row's paragraph style, and keeps its other attributes (uikit B3)")
    func cellLine() {
        // Foundation values stand for the platform's (Linux halts on others between runs).
        let other = NSAttributedString.Key("other")
        let line = NSAttributedString(string: "cell", attributes: [.paragraphStyle: NSString(string: "row"), other: NSNumber(value: 1)])
        let drawn = TextKitText.drawnCellLine(line)
        #expect(drawn.string == "cell")
        #expect(drawn.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil)
        #expect(drawn.attribute(other, at: 0, effectiveRange: nil) as? NSNumber == 1)
    }
}
