import LegibleAccessibility
import LegibleMarkdown
import LegibleViewSupport
import Testing

@MainActor
@Suite("One platform object per stretch of a paragraph read as stops, kept by its number")
struct ReadingStopObjectsTests {
    final class Stretch {
        var label = ""
    }

    private func makeStops() -> ReadingStopObjects<Stretch> {
        ReadingStopObjects(make: { _, _ in Stretch() }, configure: { object, run, _ in object.label = run.label })
    }

    /// The stops of an element as lines: a stretch's label in quotes, an element by its role.
    private func describe(_ stops: [ReadingStopObjects<Stretch>.Stop]?) -> [String]? {
        stops?.map { stop in
            switch stop {
            case .text(let stretch, _): "\"\(stretch.label)\""
            case .element(let id, _): id.role.rawValue
            }
        }
    }

    @Test("as a paragraph streams in, each stretch keeps its object, through a moment when an unfinished $ leaves no formula")
    func keptWhileStreaming() throws {
        let stops = makeStops()
        let answer = StreamingAnswer()
        let paragraph = ElementID(role: .text, sourceOffset: 0)
        stops.apply(answer.append("With $P$ and", at: .zero).update)
        #expect(describe(stops[paragraph]) == ["\"With\"", "math", "\"and\""])
        guard case .text(let first, _)? = stops[paragraph]?.first else { throw Failure.noStretch }
        stops.apply(answer.append(" $", at: .zero).update)
        stops.apply(answer.append("r", at: .zero).update)
        stops.apply(answer.append("$ here.\n", at: .zero).update)
        #expect(describe(stops[paragraph]) == ["\"With\"", "math", "\"and\"", "math", "\"here.\""])
        guard case .text(let stillFirst, _)? = stops[paragraph]?.first else { throw Failure.noStretch }
        #expect(stillFirst === first)
    }

    @Test("an element without links, images, formulas or footnote references has no stops; a link in a table cell is read in the cell")
    func readElsewhere() {
        let stops = makeStops()
        let model = ReadingModel(document: MarkdownDocument(parsing: "Plain.\n\n| a |\n|---|\n| [b](https://example.com) |\n", options: .gitHub))
        stops.rebuild(model)
        #expect(stops.stops.isEmpty)
        let link = model.elements(.link)[0]
        #expect(stops.readIn(model.elements) == [link.id: model.elements(.tableCell)[1].id])
    }

    @Test("the stop a touch at an offset of a paragraph's text lands on: the stretch, or the link, starting at or before it")
    func stopAtOffset() throws {
        let stops = makeStops()
        let model = ReadingModel(document: MarkdownDocument(parsing: "Read [the docs](https://example.com) now.\n", options: .gitHub))
        stops.rebuild(model)
        let paragraph = model.elements(.text)[0]
        let link = model.elements(.link)[0]
        let start = paragraph.utf16Range.lowerBound
        #expect(describe(stops.stop(of: paragraph.id, atUTF16: start).map { [$0] }) == ["\"Read\""])
        #expect(describe(stops.stop(of: paragraph.id, atUTF16: link.utf16Range.lowerBound + 1).map { [$0] }) == ["link"])
        #expect(describe(stops.stop(of: paragraph.id, atUTF16: link.utf16Range.upperBound + 1).map { [$0] }) == ["\"now.\""])
        #expect(stops.stop(of: link.id, atUTF16: link.utf16Range.lowerBound) == nil)
    }

    private enum Failure: Error {
        case noStretch
    }
}
