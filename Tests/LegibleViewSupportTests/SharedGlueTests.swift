import LegibleAccessibility
import LegibleRendering
import LegibleViewSupport
import Testing

/// What the UIKit and AppKit views share beyond the core's decisions: the screen readers' text
/// answers, the tree of accessibility objects, and the rotors offered, in character cells.
@Suite("Shared by the Apple views: element text, the element tree, rotor kinds")
@MainActor
struct SharedGlueTests {
    @Test("an element's text answers by line, range, words and frame, in offsets from its first character; a stretch within its own bounds")
    func elementText() throws {
        // 10 columns: "Alpha beta gamma delta." wraps after "beta" and after "gamma".
        let front = RecordingFront("# Title\n\nAlpha beta gamma delta.\n", width: 10)
        let paragraph = ElementText.element(try front.id(of: .text))
        let start = try #require(front.core.utf16Range(of: paragraph)).lowerBound
        #expect(front.core.lineIndices(of: paragraph).count == 3)
        #expect(front.core.line(of: paragraph, atOffset: 0) == 0)
        #expect(front.core.line(of: paragraph, atOffset: 12) == 1)
        #expect(front.core.range(of: paragraph, line: 0) == 0..<11)
        #expect(front.core.range(of: paragraph, line: 3) == nil)
        #expect(front.core.spokenText(of: paragraph, in: 6..<10) == "beta")
        #expect(front.core.spokenText(of: paragraph, in: 20..<40) == nil)
        #expect(front.core.frame(of: paragraph, in: 0..<5) == LayoutRect(x: 0, y: 3, width: 5, height: 1))
        #expect(front.core.visiblePart(of: paragraph, top: 4, bottom: 5) == 11..<17)
        // A stretch of the paragraph, "beta gamma": its lines are clamped to it.
        let stretch = ElementText.stretch(start + 6..<start + 16)
        #expect(front.core.lineIndices(of: stretch).count == 2)
        #expect(front.core.range(of: stretch, line: 0) == 0..<5)
        #expect(front.core.spokenText(of: stretch, in: 5..<10) == "gamma")
    }

    /// An accessibility object of the tree, and a stretch of a paragraph as one.
    class Object {
        let id: ElementID
        init(id: ElementID) { self.id = id }
    }
    final class Stretch: Object {}

    @Test("the element tree keeps an object per element, reads a paragraph with a link as its stops, and finds what the reader moves to or touches")
    func elementTree() throws {
        let front = RecordingFront("Read the [manual](https://example.com/m) today.\n\n# Next\n", width: 40)
        let tree = ElementTree<Object, Stretch>(make: { Object(id: $0.id) }, configure: { _, _ in },
                                                makeStretch: { element, _ in Stretch(id: element.id) }, configureStretch: { _, _, _ in },
                                                object: { $0 })
        let arrange: BlockArrangement<Object>.Arrange = { block, _, _ in tree.objects[block.id].map { [$0] } ?? [] }
        tree.rebuild(front.core.readingModel, arrange: arrange)
        let paragraph = try front.id(of: .text)
        let link = try front.id(of: .link)
        #expect(tree.topLevel.map(\.id) == [paragraph, try front.id(of: .heading)])
        #expect(tree.focusTarget(for: paragraph) is Stretch)
        #expect(tree.focusTarget(for: link) === tree.objects[link])
        #expect(tree.hitTarget(of: (paragraph, 2)) === tree.focusTarget(for: paragraph))
        #expect(tree.hitTarget(of: (link, 10)) === tree.objects[link])
    }

    @Test("rotor kinds follow the model, and report a change only when there is one")
    func rotorKinds() {
        let front = RecordingFront("# One\n\n[a](https://a.example)\n", width: 40)
        var kinds = RotorKinds()
        let changed = kinds.update(after: nil, model: front.core.readingModel)
        #expect(changed)
        #expect(kinds.kinds == front.core.readingModel.rotors.map(\.kind))
        #expect(kinds.kinds.contains(.headings) && kinds.kinds.contains(.links))
        let again = kinds.update(after: nil, model: front.core.readingModel)
        #expect(!again)
    }
}
