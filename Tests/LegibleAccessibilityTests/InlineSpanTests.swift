import LegibleAccessibility
import Testing

/// The inline spans a text element records for the front ends that draw or write it, so none
/// walks the syntax tree again.
@Suite("Inline spans")
struct InlineSpanTests {
    /// Each span of the first text element as `kind text depth`.
    private func spans(_ markdown: String) -> [String] {
        let model = model(markdown)
        guard let element = model.elements.first(where: \.isTextElement) else { return [] }
        let text = Array(model.text.utf8)
        return element.inlineSpans.map { span in
            "\(span.kind) \(String(decoding: text[span.utf8Range], as: UTF8.self).debugDescription) \(span.depth)"
        }
    }

    @Test("spans open in document order, each with how many emphasis, strong, strikethrough and link spans hold it")
    func orderAndDepth() {
        #expect(spans("*[a](b)*") == ["emphasis \"a\" 0", "link \"a\" 1"])
        #expect(spans("[*a*](b)") == ["link \"a\" 0", "emphasis \"a\" 1"])
        #expect(spans("**x `y` ![i](p.png)** $z$[^n]\n\n[^n]: note") == [
            "strong \"x y \u{FFFC}\" 0", "code \"y\" 1", "image \"\u{FFFC}\" 1", "math \"\u{FFFC}\" 0", "footnoteReference \"1\" 0",
        ])
    }

    @Test("line breaks and raw HTML, which the text alone does not show, are spans too")
    func breaksAndHTML() throws {
        #expect(spans("a\nb\\\nc<br>d<b>e</b>") == [
            "softBreak \" \" 0", "lineBreak \"\\n\" 0", "inlineHTML \"\\n\" 0", "inlineHTML \"\" 0", "strong \"e\" 0", "inlineHTML \"\" 1",
        ])
        let element = try #require(model("x <b>y</b>").first(.text))
        #expect(element.inlineSpans.compactMap(element.rawHTML(of:)) == ["<b>", "</b>"])
    }

    @Test("the spans raw HTML's tags mean nest however the author crossed the tags: a style ends with the one around it and opens again after it")
    func crossedTags() {
        #expect(spans("<b>x<i>y</b>z</i>").filter { !$0.hasPrefix("inlineHTML") } == [
            "strong \"xy\" 0", "emphasis \"y\" 1", "emphasis \"z\" 0",
        ])
        #expect(spans("<b>x<a href=\"u\">y</b>z</a>").filter { !$0.hasPrefix("inlineHTML") } == ["strong \"xy\" 0", "link \"y\" 1"])
    }

    @Test("an element with no text has its own spans, not those of the element after it")
    func emptyElement() {
        let model = model("<b></b>\n\n<i></i>x")
        let texts = model.elements.filter(\.isTextElement)
        #expect(texts.map { element in element.inlineSpans.compactMap(element.rawHTML(of:)) } == [["<b>", "</b>"], ["<i>", "</i>"]])
    }
}
