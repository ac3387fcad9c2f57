import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: the accessibility elements are the reading model's")
struct ElementTreeTests {
    @Test("for the assistant answer, every model element is one UIKit element, or its stops for a paragraph holding links, formulas, images or footnote references, in reading order, saying what the model says, where the layout draws it")
    func assistantAnswerElements() throws {
        let view = laidOutView(assistantAnswer)
        let model = ReadingModel(document: MarkdownDocument(parsing: assistantAnswer, options: .gitHub))
        let exposed = view.exposedElements
        let expected = expectedElements(model)
        #expect(expected.count == 68)
        #expect(exposed.map(\.id) == expected.map(\.id))
        for (object, (id, run)) in zip(exposed, expected) {
            let element = try #require(model.element(id))
            if let run {
                let stretch = try #require(object as? TextRunAccessibilityElement)
                #expect(stretch.accessibilityLabel == run.label, "\(id)")
                #expect(stretch.utf16Range == run.utf16Range, "\(id)")
                #expect(stretch.accessibilityFrame == frame(ofUTF16: run.utf16Range, in: view.documentLayout), "\(id)")
            } else {
                #expect(object.accessibilityLabel == element.label, "\(id)")
                #expect(object.accessibilityValue == element.value, "\(id)")
                #expect(object.accessibilityCustomContent.map { [$0.label, $0.value] } == element.customContent.map { [$0.label, $0.value] },
                        "\(id)")
                let frame = try #require(view.documentLayout.frame(of: id), "\(id) has no frame")
                #expect(object.accessibilityFrame == CGRect(frame), "\(id)")
            }
            #expect(object.accessibilityLanguage == element.language)
            #expect(object.accessibilityTraits == traits(named: element.traits.names), "\(id)")
        }
    }

    @Test("swiping through the assistant answer hears every character, link, image, formula and footnote reference once, in read-all's order")
    func assistantAnswerIsHeardOnce() {
        let view = laidOutView(assistantAnswer)
        #expect(SwipeHearing.problems(view.swipeStops.map(\.heard), in: view.readingModel) == [])
    }

    @Test("with the cell layout at 80 columns (a cell a point), every element's frame is the cell layout's frame for it")
    func assistantAnswerFramesWithTheCellLayout() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
        view.layoutSubviews()
        let cells = CellLayout(document: view.styledDocument, options: CellLayoutOptions(width: 80))
        #expect(view.documentLayout.lineCount == cells.lineCount)
        for object in view.exposedElements {
            if let stretch = object as? TextRunAccessibilityElement {
                #expect(stretch.accessibilityFrame == frame(ofUTF16: stretch.utf16Range, in: cells), "\(object.objectKey)")
            } else {
                let frame = try #require(cells.frame(of: object.id), "\(object.id) has no frame")
                #expect(object.accessibilityFrame == CGRect(frame), "\(object.id)")
            }
        }
    }

    @Test("blocks with blocks inside are containers, typed by the role mapping: lists, data tables, the footnotes as a landmark, the rest as groups")
    func containers() {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let containers = view.exposedElements.filter { !$0.isAccessibilityElement }
        #expect(containers.map(\.id.role) == [.table, .tableRow, .tableRow, .tableRow, .tableRow, .tableRow,
                                              .list, .listItem, .listItem, .listItem, .footnotes, .footnote, .footnote])
        #expect(containers.map(\.accessibilityContainerType) == [.dataTable] + Array(repeating: .semanticGroup, count: 5)
            + [.list] + Array(repeating: .semanticGroup, count: 3) + [.landmark, .semanticGroup, .semanticGroup])
        #expect(view.exposedElements.filter(\.isAccessibilityElement).allSatisfy { $0.accessibilityContainerType == .none })
    }

    @Test("a paragraph with a link and a formula is read as its stops, in its place: text, the link (a link, activated by a double tap), text, the formula, text")
    func paragraphIsReadAsItsStops() throws {
        let view = MarkdownTextView(markdown: "- Read [the docs](https://example.com/docs) and $x$.\n")
        var opened: [URL] = []
        view.openLink = { opened.append($0) }
        let item = try #require(view.exposedElements.first { $0.id.role == .listItem })
        let stops = try #require(item.accessibilityElements as? [MarkdownAccessibilityElement])
        #expect(stops.map(\.accessibilityLabel) == ["Read", "the docs", "and", "x", "."])
        #expect(stops.map(\.id.role) == [.text, .link, .text, .math, .text])
        #expect(stops.map(\.accessibilityTraits) == [.staticText, .link, .staticText, .staticText, .staticText])
        #expect(stops.allSatisfy { $0.isAccessibilityElement && $0.accessibilityContainer === item })
        #expect(stops[1].accessibilityActivate())
        #expect(opened == [URL(string: "https://example.com/docs")])
        // The paragraph itself is not a stop, so its words are not heard a second time.
        let paragraph = try #require(view.tree.objects[stops[0].id])
        #expect(!paragraph.isAccessibilityElement && paragraph.accessibilityElements == nil)
    }

    @Test("a heading with a link is read as its stops, each a header at the heading's level; the headings rotor lands on the first")
    func headingWithALink() throws {
        let view = MarkdownTextView(markdown: "## See [the guide](https://example.com)\n\nText.\n")
        let stops = view.swipeStops
        #expect(stops.map(\.accessibilityLabel) == ["See", "the guide", "Text."])
        #expect(stops[0].accessibilityTraits == [.staticText, .header])
        #expect(stops[0].accessibilityAttributedLabel?.attribute(.accessibilityTextHeadingLevel, at: 0, effectiveRange: nil) as? Int == 2)
        #expect(stops[1].accessibilityTraits == .link)
        let headings = try #require(view.accessibilityCustomRotors?.first)
        #expect(search(headings, from: stops[2], .previous) === stops[0])
    }

    @Test("a table cell with a link stays one stop, so that table navigation reads it whole; the links rotor lands on the cell")
    func linkInATableCell() throws {
        let view = MarkdownTextView(markdown: "| Site |\n|---|\n| [Docs](https://example.com) |\n")
        #expect(view.swipeStops.map(\.accessibilityLabel) == ["Site", "Docs"])
        let cell = try #require(view.swipeStops.last)
        #expect(cell.id.role == .tableCell)
        let links = try #require(view.accessibilityCustomRotors?.first { $0.systemRotorType == .link })
        #expect(search(links, from: nil, .next) === cell)
        #expect(SwipeHearing.problems(view.swipeStops.map(\.heard), in: view.readingModel) == [])
    }

    @Test("a heading carries its level on its attributed label, as UIKit has no heading level on an element")
    func headingLevel() throws {
        let view = MarkdownTextView(markdown: "### Before you rely on it\n")
        let heading = try #require(view.exposedElements.first)
        #expect(heading.accessibilityTraits == [.staticText, .header])
        let label = try #require(heading.accessibilityAttributedLabel)
        #expect(label.string == "Before you rely on it")
        #expect(label.attribute(.accessibilityTextHeadingLevel, at: 0, effectiveRange: nil) as? Int == 3)
    }

    @Test("a code block is read as source code, with its code as the value")
    func codeBlock() throws {
        let view = MarkdownTextView(markdown: "```swift\nlet x = 1\n```\n")
        let code = try #require(view.exposedElements.first)
        #expect(code.accessibilityLabel == "Swift code, 1 line")
        #expect(code.accessibilityValue == "let x = 1")
        #expect(code.accessibilityTextualContext == .sourceCode)
    }

    @Test("the elements speak the phrase table's language")
    func language() throws {
        let view = MarkdownTextView(markdown: "- eins\n- zwei\n", phrases: try #require(PhraseTable.named("de")))
        let list = try #require(view.exposedElements.first)
        #expect(list.accessibilityLabel == "Liste, 2 Einträge")
        #expect(list.accessibilityLanguage == "de")
    }

    /// The model's elements as the view is to expose them, in order: each element, or the
    /// stops of one read as stops (a stretch of text with its run).
    private func expectedElements(_ model: ReadingModel) -> [(id: ElementID, run: TextRun?)] {
        var expected: [(id: ElementID, run: TextRun?)] = []
        for element in model.elements.dropFirst() where !element.isInline {
            guard let stops = element.readingStops else {
                expected.append((element.id, nil))
                continue
            }
            for stop in stops {
                switch stop {
                case .text(let run): expected.append((element.id, run))
                case .element(let inline): expected.append((inline.id, nil))
                }
            }
        }
        return expected
    }

    /// UIKit traits from the model's trait names (which are UIKit's).
    private func traits(named names: [String]) -> UIAccessibilityTraits {
        let byName: [String: UIAccessibilityTraits] = [
            "staticText": .staticText, "header": .header, "link": .link, "image": .image,
        ]
        return names.reduce(into: []) { $0.formUnion(byName[$1] ?? []) }
    }
}
