import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// An app's renderers of in-line images of its own source schemes: which images they draw,
/// their sizes, and what is read for them.
@Suite("Attachment renderers")
struct AttachmentRendererTests {
    struct Chart: AttachmentRenderer {
        func accessibleText(for image: ImageAttachment) -> String { "Sales chart: up 12%" }
        func size(for image: ImageAttachment, lineHeight: Double) -> LayoutSize { LayoutSize(width: 120, height: lineHeight * 4) }
    }

    struct Broken: AttachmentRenderer {
        func accessibleText(for image: ImageAttachment) -> String { "" }
        func size(for image: ImageAttachment, lineHeight: Double) -> LayoutSize { LayoutSize(width: -5, height: .infinity) }
    }

    let document = StyledDocument(model: ReadingModel(document: MarkdownDocument(
        parsing: "See ![Sales](CHART://sales/2026) and ![A cat](cat.png) and ![x](1chart:bad)\n", options: .gitHub)))

    var images: [ImageAttachment] { document.images(fromBlock: 0) }

    @Test("an image is the renderer's of its source's scheme, in any case; a relative source or a malformed scheme is Legible's")
    func lookup() {
        var renderers = AttachmentRenderers()
        renderers["chart"] = Chart()
        #expect(images.map { renderers.renderer(for: $0) != nil } == [true, false, false])
        #expect(renderers.size(of: images[0], lineHeight: 20) == LayoutSize(width: 120, height: 80))
        #expect(renderers.size(of: images[1], lineHeight: 20) == nil)
    }

    @Test("what is read is the renderer's text, the image's description if that is blank; sizes that are no numbers are 0")
    func text() {
        var renderers = AttachmentRenderers()
        renderers["chart"] = Chart()
        #expect(renderers.accessibleText(of: images[0].element, in: document) == "Sales chart: up 12%")
        #expect(renderers.accessibleText(of: images[1].element, in: document) == nil)
        renderers["chart"] = Broken()
        #expect(renderers.accessibleText(of: images[0].element, in: document) == "Sales")
        #expect(renderers.size(of: images[0], lineHeight: 20) == LayoutSize(width: 0, height: 0))
    }
}
