import LegibleAccessibility
import Testing

@Suite("Headings, quotes, separators, HTML and inline meaning")
struct BlockElementTests {
    @Test("a heading has the header trait and its level, and is read with it")
    func heading() throws {
        let heading = try #require(model("## Getting *around*").first(.heading))
        #expect(heading.traits == [.staticText, .header])
        #expect(heading.headingLevel == 2)
        #expect(heading.label == "Getting around")
        #expect(readAll("## Getting *around*") == ["heading level 2, Getting around"])
    }

    @Test("a block quote announces its start and its end")
    func blockQuote() {
        #expect(readAll("> Said once.\n>\n> Said twice.\n\nAfter.") == ["quote", "Said once.", "Said twice.", "end of quote", "After."])
        #expect(model("> x").first(.blockQuote)?.label == "quote")
    }

    @Test("a thematic break is a separator in the tree and a long pause in read-all, not words")
    func separator() throws {
        let model = model("Before.\n\n---\n\nAfter.")
        #expect(model.first(.separator)?.label == "separator")
        let utterances = model.readAllScript.utterances
        #expect(utterances.map(\.text) == ["Before.", "After."])
        #expect(utterances[0].pauseAfter == .long)
    }

    @Test("read-all handed over an utterance at a time says the same, the break's long pause included")
    func readAllInTurn() {
        let model = model("Before.\n\n---\n\nAfter.\n\n- one")
        var handedOver: [ReadAllScript.Utterance] = []
        model.readAll { handedOver.append($0) }
        #expect(handedOver.map(\.text) == ["Before.", "After.", "list, 1 item", "bullet, one", "end of list"])
        #expect(handedOver.map(\.pauseAfter) == [.long, .short, .short, .short, .medium])
    }

    @Test("runs of white space, Unicode spaces and line breaks included, are one space; none at the ends")
    func whiteSpace() {
        #expect(readAll("a \u{A0}\u{3000}b\u{2003}c\u{2028}d\nsoft\u{85}e\u{A0}") == ["a b c d soft e"])
        #expect(readAll("\u{A0}\u{2028}x") == ["x"])
    }

    @Test("raw HTML: tags are not spoken, their text is kept")
    func rawHTML() {
        #expect(readAll("<div class=\"note\">\n<b>Careful</b> &amp; slow\n</div>\n") == ["Careful & slow"])
        #expect(readAll("A <kbd>Ctrl</kbd> key.") == ["A Ctrl key."])
        #expect(readAll("<!-- a comment -->\n").isEmpty)
    }

    @Test("raw HTML's character references are decoded as the parser decodes them in Markdown text")
    func rawHTMLReferences() {
        #expect(readAll("<p>caf&eacute; &#x41;&#66; &notanentity; &frac12;</p>\n") == ["café AB &notanentity; ½"])
        #expect(readAll("caf&eacute; <span>caf&eacute;</span>") == ["café café"])
    }

    @Test("formatting is not announced; strikethrough, which changes meaning, is")
    func inlineMeaning() {
        #expect(readAll("*Very* **much** `so`.") == ["Very much so."])
        #expect(readAll("Price ~~10~~ 8 euros.") == ["Price deleted, 10, end deleted 8 euros."])
    }
}
