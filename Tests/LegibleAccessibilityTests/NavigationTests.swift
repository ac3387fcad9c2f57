import LegibleAccessibility
import Testing

@Suite("Rotors and text navigation")
struct NavigationTests {
    let markdown = """
        # Title

        Intro with [a link](https://a.example) and $x$.

        ## Part

        | A |
        |---|
        | 1 |

        ```swift
        x
        ```
        """

    @Test("the headings rotor lists every heading; a level rotor only that level")
    func headings() {
        let model = model(markdown)
        #expect(model.rotor(.headings).entries.map(\.label) == ["Title", "Part"])
        #expect(model.rotor(.headings(level: 2)).entries.map(\.label) == ["Part"])
        #expect(model.rotors.map(\.kind) == [.headings, .links, .tables, .codeBlocks, .math, .headings(level: 1), .headings(level: 2)])
        #expect(model.rotors.map(\.name) == ["Headings", "Links", "Tables", "Code blocks", "Formulas", "Headings level 1", "Headings level 2"])
    }

    @Test("entries for things inside text point at the text element and at their UTF-16 range in it")
    func inlineEntries() throws {
        let model = model(markdown)
        let link = try #require(model.rotor(.links).entries.first)
        #expect(link.element.role == .text)
        #expect(link.target.role == .link)
        #expect(model.text[model.textRange(link.utf8Range)] == "a link")
        #expect(link.utf16Range == 17..<23)
        #expect(link.element.utf16Range.contains(link.utf16Range.lowerBound))
        let math = try #require(model.rotor(.math).entries.first)
        #expect(math.element.role == .text)
        #expect(model.text[model.textRange(math.utf8Range)] == "\u{FFFC}")
    }

    @Test("block entries point at the block")
    func blockEntries() {
        let model = model(markdown)
        #expect(model.rotor(.tables).entries.map { $0.element.role } == [.table])
        #expect(model.rotor(.codeBlocks).entries.map(\.label) == ["Swift code, 1 line"])
    }

    @Test("each text element knows the text element before and after it")
    func textNavigation() {
        let model = model(markdown)
        let texts = model.textElements
        #expect(texts.map(\.role) == [.heading, .text, .heading, .tableCell, .tableCell, .codeBlock])
        #expect(texts[1].previousTextElement == texts[0])
        #expect(texts[1].nextTextElement == texts[2])
        #expect(texts[0].previousTextElement == nil)
        #expect(texts[5].nextTextElement == nil)
    }

    @Test("element text ranges index the rendered text in UTF-8 and UTF-16 alike")
    func ranges() throws {
        let model = model("# Café 🍰\n\nNext")
        let heading = try #require(model.first(.heading))
        #expect(model.text[model.textRange(heading.utf8Range)] == "Café 🍰")
        #expect(heading.utf16Range == 0..<7)
        #expect(model.text.utf16.count == 12)
    }
}
