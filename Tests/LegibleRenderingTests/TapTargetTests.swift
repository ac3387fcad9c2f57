import LegibleAccessibility
import LegibleRendering
import Testing

/// What a tap opens and what is drawn pressed, from the layout, on the cell layout.
@Suite("Tap targets")
struct TapTargetTests {
    @Test("a tap on a link's text opens its destination and presses the whole link")
    func link() throws {
        let layout = layout("Read the [manual](https://example.com/m) today.", width: 40)
        // "Read the manual today.": the link is columns 9 to 14 of row 0.
        let target = try #require(layout.tapTarget(at: cell(11, 0)))
        #expect(target.action == .openLink("https://example.com/m"))
        #expect(target.element == ElementID(role: .link, sourceOffset: 9))
        #expect(layout.pressedRects(of: target).map(\.description) == ["(9, 0, 6×1)"])
        #expect(layout.tapTarget(at: cell(9, 0)) == target)
        #expect(layout.tapTarget(at: cell(14, 0)) == target)
    }

    @Test("plain text, the space beside a link, past a line's end and below the text open nothing")
    func nothing() {
        let layout = layout("Read the [manual](https://example.com/m) today.", width: 40)
        #expect(layout.tapTarget(at: cell(2, 0)) == nil)
        #expect(layout.tapTarget(at: cell(8, 0)) == nil)
        #expect(layout.tapTarget(at: cell(15, 0)) == nil)
        #expect(layout.tapTarget(at: cell(30, 0)) == nil)
        #expect(layout.tapTarget(at: cell(3, 5)) == nil)
    }

    @Test("activating text taps its first character that opens nothing: past a link it starts with, never the link (uikit B14)")
    func activationPoint() {
        let layout = layout("[manual](https://example.com/m) and [^1] then text.\n\n[^1]: Note.", width: 40)
        // "manual and ¹ then text.": the link is columns 0 to 5, so the first plain character is
        // the space at column 6; the middle of its cell is (6.5, 0.5).
        let paragraph = 0..<layout.line(at: 0).utf16Range.upperBound
        #expect(layout.activationPoint(ofUTF16: paragraph) == LayoutPoint(x: 6.5, y: 0.5))
        // The link alone has no such character.
        #expect(layout.activationPoint(ofUTF16: 0..<6) == nil)
    }

    @Test("a link that wraps is pressed on each of its lines, not across the text between")
    func wrappedLink() throws {
        let layout = layout("Some words before [a link that wraps](https://example.com) after.", width: 20)
        #expect(layout.screen == ["Some words before a", "link that wraps", "after."])
        let target = try #require(layout.tapTarget(at: cell(3, 1)))
        #expect(layout.tapTarget(at: cell(18, 0)) == target)
        #expect(layout.pressedRects(of: target).map(\.description) == ["(18, 0, 2×1)", "(0, 1, 15×1)"])
    }

    @Test("an image inside a link opens the link")
    func imageInLink() throws {
        let layout = layout("See [![a cat](cat.png)](https://example.com/cat) here.", width: 40)
        let target = try #require(layout.tapTarget(at: cell(5, 0)))
        #expect(target.action == .openLink("https://example.com/cat"))
        #expect(target.element.role == .link)
    }

    @Test("a footnote reference shows its footnote; an undefined one has nowhere to go")
    func footnoteReference() throws {
        let layout = layout("Claim.[^n]\n\n[^n]: The source.\n", width: 40)
        let row = try #require(layout.screen.firstIndex { $0.hasPrefix("Claim.") })
        let target = try #require(layout.tapTarget(at: cell(6, row)))
        #expect(target.action == .goToFootnote(ElementID(role: .footnote, sourceOffset: 12)))
        #expect(target.element.role == .footnoteReference)
    }

    @Test("every link and footnote reference, once each in reading order, with where each is drawn")
    func everyTarget() {
        let layout = layout("A [b **c** d](https://e.org) and [f](g.md).[^n]\n\n[^n]: Note.\n", width: 40)
        let targets = layout.tapTargets
        #expect(targets.map(\.action) == [.openLink("https://e.org"), .openLink("g.md"),
                                          .goToFootnote(ElementID(role: .footnote, sourceOffset: 49))])
        #expect(targets.map { layout.pressedRects(of: $0).map(\.description) } == [["(2, 0, 5×1)"], ["(12, 0, 1×1)"], ["(14, 0, 1×1)"]])
    }
}
