import LegibleAccessibility
import Testing

/// What a long press or a right click on each kind of element offers.
@Suite("Menu items")
struct MenuItemTests {
    @Test("a link offers Open, Copy Link and Share, each with its destination")
    func link() throws {
        let link = try #require(model("See [the guide](https://example.com/g) now.").first(.link))
        #expect(link.menuItems.map(\.title) == ["Open", "Copy Link", "Share…"])
        #expect(link.menuItems.map(\.kind) == [.open, .copyLink, .share])
        #expect(link.menuItems.allSatisfy { $0.payload == "https://example.com/g" })
    }

    @Test("an image inside a link offers the link's items; an image alone offers none")
    func images() throws {
        let linked = try #require(model("[![a cat](cat.png)](https://example.com/cat)").first(.image))
        #expect(linked.menuItems.map(\.kind) == [.open, .copyLink, .share])
        #expect(linked.menuItems.first?.payload == "https://example.com/cat")
        #expect(model("![a cat](cat.png)").first(.image)?.menuItems == [])
    }

    @Test("a code block offers Copy, with its code")
    func code() throws {
        let code = try #require(model("```swift\nlet x = 1\nprint(x)\n```\n").first(.codeBlock))
        #expect(code.menuItems.map(\.title) == ["Copy"])
        #expect(code.menuItems.first?.payload == "let x = 1\nprint(x)")
    }

    @Test("a formula offers its TeX and its MathML, display math as a block")
    func formula() throws {
        let inline = try #require(model("So $x^2$ grows.").first(.math))
        #expect(inline.menuItems.map(\.title) == ["Copy TeX", "Copy MathML"])
        #expect(inline.menuItems[0].payload == "x^2")
        #expect(inline.menuItems[1].payload.hasPrefix("<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><semantics><msup>"))
        let display = try #require(model("$$\n\\frac{a}{b}\n$$\n").first(.math))
        #expect(display.menuItems[0].payload == "\\frac{a}{b}")
        #expect(display.menuItems[1].payload.contains("display=\"block\""))
    }

    @Test("a footnote reference offers to show its footnote")
    func footnoteReference() throws {
        let model = model("Claim.[^n]\n\n[^n]: The source.\n")
        let reference = try #require(model.first(.footnoteReference))
        #expect(reference.menuItems.map(\.kind) == [.goToFootnote])
        #expect(reference.menuItems.first?.target == model.first(.footnote)?.id)
    }

    @Test("plain text, headings and lists offer nothing")
    func plain() {
        let model = model("# Title\n\nJust text.\n\n- an item\n")
        #expect(model.elements.allSatisfy { $0.menuItems.isEmpty })
    }

    @Test("the titles are in the reader's language")
    func german() throws {
        let link = try #require(model("[Anleitung](https://example.com)", language: "de").first(.link))
        #expect(link.menuItems.map(\.title) == ["Öffnen", "Link kopieren", "Teilen …"])
    }
}
