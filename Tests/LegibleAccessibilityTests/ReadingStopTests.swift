import LegibleAccessibility
import LegibleTestSupport
import Testing

@Suite("Reading stops: a paragraph with links, images, formulas or footnote references is read as stretches of text and those, each once")
struct ReadingStopTests {
    /// A stop as a line: a stretch's text in quotes, an element by its role and label.
    private func describe(_ stops: [ReadingStop]?) -> [String]? {
        stops?.map { stop in
            switch stop {
            case .text(let run): "\"\(run.label)\""
            case .element(let element): "\(element.role.rawValue) \"\(element.label ?? "")\""
            }
        }
    }

    @Test("text, link, text, formula, text: in order, each heard once")
    func paragraph() throws {
        let paragraph = try #require(model("Read [the docs](https://example.com/docs) and $x$.\n").first(.text))
        #expect(describe(paragraph.readingStops) == ["\"Read\"", "link \"the docs\"", "\"and\"", "math \"x\"", "\".\""])
    }

    @Test("the stretches and the elements between them cover the paragraph's text, without a gap or an overlap")
    func rangesCoverTheText() throws {
        let model = model("Read [the docs](https://example.com/docs) and $x$.\n")
        let paragraph = try #require(model.first(.text))
        let ranges = try #require(paragraph.readingStops).map { stop in
            switch stop {
            case .text(let run): run.utf16Range
            case .element(let element): element.utf16Range
            }
        }
        #expect(ranges.first?.lowerBound == paragraph.utf16Range.lowerBound)
        #expect(ranges.last?.upperBound == paragraph.utf16Range.upperBound)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let text = Array(model.text.utf16)
        let run = try #require(ranges.first)
        #expect(String(decoding: text[run], as: UTF16.self) == "Read ")
    }

    @Test("stretches are counted, empty ones too, so a stretch keeps its number as text after it streams in")
    func runIndices() throws {
        let paragraph = try #require(model("![chart](chart.png) shows it[^1].\n\n[^1]: Note.\n").first(.text))
        let runs = try #require(paragraph.readingStops).compactMap { stop -> Int? in
            if case .text(let run) = stop { return run.index }
            return nil
        }
        #expect(describe(paragraph.readingStops) == ["image \"chart\"", "\"shows it\"", "footnoteReference \"footnote 1\"", "\".\""])
        #expect(runs == [1, 2])
    }

    @Test("a heading with a link is read in stops too; a paragraph without, a table cell and a link inside struck-through text are not cut")
    func whatIsCut() throws {
        #expect(describe(model("## See [the guide](https://example.com)\n").first(.heading)?.readingStops) == ["\"See\"", "link \"the guide\""])
        #expect(model("Plain *text* only.\n").first(.text)?.readingStops == nil)
        #expect(model("| a |\n|---|\n| [b](https://example.com) |\n").elements(.tableCell).last?.readingStops == nil)
        #expect(describe(model("Was ~~[old](https://example.com)~~ now $y$.\n").first(.text)?.readingStops)
            == ["\"Was deleted, old, end deleted now\"", "math \"y\"", "\".\""])
    }

    @Test("from a stretch of a paragraph, a rotor goes on to the link after it and back to the one before; the paragraph's heading rotor neighbours stay outside")
    func rotorFromAStretch() throws {
        let model = model("# Top\n\nRead [a](https://a.example) and [b](https://b.example).\n\n# End\n")
        let paragraph = try #require(model.first(.text))
        let middle = try #require(paragraph.readingStops?.compactMap { stop -> TextRun? in
            if case .text(let run) = stop, run.label == "and" { return run }
            return nil
        }.first)
        func label(_ kind: Rotor.Kind, _ forward: Bool) -> String? {
            model.rotorEntry(kind, fromTextAt: middle.utf16Range, in: paragraph.id, forward: forward)?.target.label
        }
        #expect(label(.links, true) == "b")
        #expect(label(.links, false) == "a")
        #expect(label(.headings, true) == "End")
        #expect(label(.headings, false) == "Top")
    }

    @Test("swiping through the assistant answer's stops hears read-all's words once each, in its order")
    func assistantAnswerIsHeardOnce() {
        let model = model(Examples.assistantAnswer)
        var stops: [SwipeHearing.Stop] = []
        for element in model.elements.dropFirst() where !element.isInline && !SwipeHearing.isContainer(element.id, in: model) {
            guard let pieces = element.readingStops else {
                stops.append(SwipeHearing.Stop(element: element.id, label: element.label ?? "", value: element.value))
                continue
            }
            for piece in pieces {
                switch piece {
                case .text(let run): stops.append(SwipeHearing.Stop(element: element.id, label: run.label))
                case .element(let inline): stops.append(SwipeHearing.Stop(element: inline.id, label: inline.label ?? ""))
                }
            }
        }
        #expect(SwipeHearing.problems(stops, in: model) == [])
    }

    @Test("the check finds a link heard twice: in its paragraph's label and as an element after it")
    func checkFindsRepeats() throws {
        let model = model("Read [the docs](https://example.com/docs) now.\n")
        let paragraph = try #require(model.first(.text))
        let link = try #require(model.first(.link))
        let twice = [SwipeHearing.Stop(element: paragraph.id, label: paragraph.label ?? ""), SwipeHearing.Stop(element: link.id, label: "the docs")]
        #expect(!SwipeHearing.problems(twice, in: model).isEmpty)
        let never = [SwipeHearing.Stop(element: paragraph.id, label: "Read"), SwipeHearing.Stop(element: paragraph.id, label: "now.")]
        #expect(!SwipeHearing.problems(never, in: model).isEmpty)
    }

    @Test("the check fails on the assistant answer read as the views had it: each paragraph whole, then the things inside it")
    func checkFindsTheOldTree() {
        let model = model(Examples.assistantAnswer)
        let old = model.elements.dropFirst().filter { !SwipeHearing.isContainer($0.id, in: model) }.map { element in
            SwipeHearing.Stop(element: element.id, label: element.label ?? "", value: element.value)
        }
        #expect(SwipeHearing.problems(old, in: model).count > 5)
    }
}
