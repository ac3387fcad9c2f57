import LegibleAccessibility
import Testing

@Suite("Links and footnote references")
struct LinkElementTests {
    @Test("a link has the link role and trait, its text as label, its host as more content")
    func link() throws {
        let link = try #require(model("See [the *guide*](https://www.example.com/docs/intro?x=1#top) now.").first(.link))
        #expect(link.label == "the guide")
        #expect(link.traits == .link)
        #expect(link.customContent == [CustomContent(label: "destination", value: "example.com")])
        #expect(link.actions.map(\.kind) == [.openLink])
        #expect(link.actions.first?.payload == "https://www.example.com/docs/intro?x=1#top")
    }

    @Test("a link's text is read once, in its sentence")
    func readOnce() {
        #expect(readAll("See [the guide](https://example.com) now.") == ["See the guide now."])
    }

    @Test("bare URLs are spoken in a friendly form")
    func bareURL() throws {
        #expect(readAll("Go to https://www.example.com/docs/ now.") == ["Go to example.com/docs now."])
        #expect(model("Mail me@example.com please.").first(.link)?.label == "me@example.com")
        #expect(model("Mail me@example.com please.").first(.link)?.customContent.first?.value == "e-mail to me@example.com")
        #expect(model("<https://example.org/a>").first(.link)?.label == "example.org/a")
    }

    @Test("links within the document and to relative files say so")
    func localLinks() {
        #expect(model("[up](#top)").first(.link)?.customContent.first?.value == "this document")
        #expect(model("[notes](../docs/notes.md)").first(.link)?.customContent.first?.value == "notes.md")
    }

    @Test("a footnote reference reads as its number and links to its footnote, which links back")
    func footnotes() throws {
        let model = model("Claim.[^src] Again.[^src]\n\n[^src]: A source.\n")
        let references = model.elements(.footnoteReference)
        #expect(references.map(\.label) == ["footnote 1", "footnote 1"])
        let footnote = try #require(model.first(.footnote))
        #expect(references[0].actions.first?.kind == .goToFootnote)
        #expect(references[0].actions.first?.target == footnote.id)
        #expect(model.element(footnote.id) == footnote)
        #expect(footnote.actions.map(\.name) == ["Back to reference 1", "Back to reference 2"])
        #expect(footnote.actions.compactMap(\.target) == references.map(\.id))
        #expect(model.readAllScript.utterances.map(\.text) == ["Claim. footnote 1 Again. footnote 1", "footnotes", "footnote 1, A source."])
    }
}
