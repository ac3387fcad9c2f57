import LegibleAccessibility
import LegibleMarkdown
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: custom rotors from the reading model")
struct RotorTests {
    @Test("the assistant answer offers a rotor per kind of place, feeding the system rotors where they exist")
    func rotorList() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let rotors = try #require(view.accessibilityCustomRotors)
        #expect(rotors.map(\.systemRotorType) == [.heading, .link, .table, .list, .none, .image, .none, .none,
                                                    .headingLevel2, .headingLevel3])
        #expect(rotors.filter { $0.systemRotorType == .none }.map(\.name) == ["Code blocks", "Formulas", "Footnotes"])
    }

    @Test("every rotor moves through its entries forward and back, from nothing focused to past the last")
    func everyRotorWalksItsEntries() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let model = view.readingModel
        let rotors = try #require(view.accessibilityCustomRotors)
        for (rotor, kind) in zip(rotors, model.rotors.map(\.kind)) {
            let expected = model.rotor(kind).entries.map(\.target.id)
            #expect(walk(rotor, .next) == expected, "\(kind)")
            #expect(walk(rotor, .previous) == expected.reversed(), "\(kind)")
        }
    }

    @Test("from a paragraph, the headings rotor goes to the next heading and back to the one before")
    func fromAParagraph() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let headings = try #require(view.accessibilityCustomRotors?.first)
        let paragraph = try #require(view.exposedElements.first { $0.accessibilityLabel?.hasPrefix("For continuous") == true })
        #expect(label(search(headings, from: paragraph, .next)) == "A function you can paste")
        #expect(label(search(headings, from: paragraph, .previous)) == "Compound interest in Swift")
    }

    @Test("the links rotor lands on the link's own element, a stop in its paragraph")
    func linkTarget() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let links = try #require(view.accessibilityCustomRotors?[1])
        let link = try #require(search(links, from: nil, .next))
        #expect(link.id.role == .link)
        #expect(link.accessibilityLabel == "en.wikipedia.org/wiki/Compound_interest")
        #expect(link.accessibilityTraits == .link)
    }

    @Test("from a stretch of a paragraph between two links, the links rotor goes on to the second and back to the first")
    func fromAStretch() throws {
        let view = MarkdownTextView(markdown: "Read [a](https://a.example) and [b](https://b.example).\n")
        let links = try #require(view.accessibilityCustomRotors?.first { $0.systemRotorType == .link })
        let stops = view.swipeStops
        #expect(stops.map(\.accessibilityLabel) == ["Read", "a", "and", "b", "."])
        #expect(search(links, from: stops[2], .next) === stops[3])
        #expect(search(links, from: stops[2], .previous) === stops[1])
        #expect(search(links, from: stops[4], .previous) === stops[3])
        #expect(search(links, from: stops[0], .next) === stops[1])
    }

    /// The targets a rotor visits, swiping in one direction from nothing focused until it has none.
    private func walk(_ rotor: UIAccessibilityCustomRotor, _ direction: UIAccessibilityCustomRotor.Direction) -> [ElementID] {
        var visited: [ElementID] = []
        var current: MarkdownAccessibilityElement?
        while let next = search(rotor, from: current, direction), visited.count < 100 {
            visited.append(next.id)
            current = next
        }
        return visited
    }

    private func label(_ element: MarkdownAccessibilityElement?) -> String? { element?.accessibilityLabel }
}
