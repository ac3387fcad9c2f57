import LegibleAccessibility
import LegibleMarkdown
import LegibleViewSupport
import Testing

@MainActor
@Suite("One platform object per element, kept by identity")
struct ElementObjectsTests {
    final class Object {
        var label: String?
    }

    @Test("a streamed update keeps unchanged elements' objects and configures only added and changed ones")
    func keptByIdentity() throws {
        let objects = ElementObjects<Object>(make: { _ in Object() }, configure: { $0.label = $1.label })
        let answer = StreamingAnswer()
        objects.apply(answer.append("# Title\n\nFirst sen", at: .zero).update)
        let heading = try #require(objects[ElementID(role: .heading, sourceOffset: 0)])
        #expect(objects.configurations == 2)
        objects.apply(answer.append("tence.\n", at: .zero).update)
        #expect(objects[ElementID(role: .heading, sourceOffset: 0)] === heading)
        #expect(objects.configurations == 3)
        #expect(objects[ElementID(role: .text, sourceOffset: 9)]?.label == "First sentence.")
    }

    @Test("rebuilding makes every element but the root afresh")
    func rebuild() {
        let objects = ElementObjects<Object>(make: { _ in Object() }, configure: { $0.label = $1.label })
        objects.rebuild(ReadingModel(document: MarkdownDocument(parsing: "- a\n- b\n", options: .gitHub)))
        #expect(objects.objects.count == 5)
        #expect(objects.configurations == 5)
    }
}
