import LegibleAccessibility
import Testing

@Suite("Images")
struct ImageElementTests {
    @Test("an image is labelled by its alt text, with the image trait and its title as more content")
    func altText() throws {
        let image = try #require(model("![A red *kite* over a field](kite.jpg \"Taken in May\")").first(.image))
        #expect(image.label == "A red kite over a field")
        #expect(image.traits == .image)
        #expect(image.customContent == [CustomContent(label: "title", value: "Taken in May")])
        #expect(image.image?.lacksDescription == false)
        #expect(readAll("![A red *kite* over a field](kite.jpg)") == ["image, A red kite over a field"])
    }

    @Test("with an empty alt, a readable name comes from the file name, never the URL, and the lack is marked")
    func fileName() throws {
        let image = try #require(model("![](https://cdn.example.com/photos/sunset-over-mountains.jpg?w=800)").first(.image))
        #expect(image.label == "sunset over mountains")
        #expect(image.image?.lacksDescription == true)
        #expect(readAll("![](photos/sunset-over-mountains.jpg)") == ["image, sunset over mountains"])
        #expect(model("![](IMG_2031.JPG)").first(.image)?.label == "IMG 2031")
        #expect(model("![](diagrams/dataFlowOverview.png)").first(.image)?.label == "data Flow Overview")
    }

    @Test("an image with no alt and no usable file name is just an image")
    func unnamed() {
        #expect(readAll("![](data:image/png;base64,iVBORw0KGgo=)") == ["image"])
        #expect(model("![](data:image/png;base64,iVBORw0KGgo=)").first(.image)?.label == "image")
    }

    @Test("a formula in the alt text is spoken as math and shown in its linear form, never as raw TeX")
    func mathInAltText() throws {
        let image = try #require(model(#"![A $2\times 2$ window: $\frac{a}{b}$](pool.svg)"#).first(.image))
        #expect(image.label == "A 2 times 2 window: a over b")
        #expect(image.image?.description == "A 2 × 2 window: a/b")
        #expect(readAll(#"![A $2\times 2$ window](pool.svg)"#) == ["image, A 2 times 2 window"])
        #expect(model(#"![A $\foo$ window](pool.svg)"#).first(.image)?.image?.description == #"A $\foo$ window"#)
    }

    @Test("an image inside text is read in place; it is one attachment character of the text")
    func inline() throws {
        let model = model("Before ![a cat](cat.png) after.")
        #expect(model.readAllScript.utterances.map(\.text) == ["Before image, a cat after."])
        #expect(model.text == "Before \u{FFFC} after.")
    }
}
