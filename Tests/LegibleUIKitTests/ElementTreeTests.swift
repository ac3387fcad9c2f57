import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
@testable import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: the accessibility elements are the reading model's")
struct ElementTreeTests {
    @Test("for the assistant answer, every model element is one UIKit element, in reading order, saying what the model says, where the layout draws it")
    func assistantAnswerElements() throws {
        let view = laidOutView(assistantAnswer)
        let model = ReadingModel(document: MarkdownDocument(parsing: assistantAnswer, options: .gitHub))
        let exposed = view.exposedElements
        let expected = Array(model.elements.dropFirst())
        #expect(expected.count == 59)
        #expect(exposed.map(\.id) == expected.map(\.id))
        for (object, element) in zip(exposed, expected) {
            #expect(object.accessibilityLabel == element.label, "\(element.id)")
            #expect(object.accessibilityValue == element.value, "\(element.id)")
            #expect(object.accessibilityCustomContent.map { [$0.label, $0.value] } == element.customContent.map { [$0.label, $0.value] },
                    "\(element.id)")
            #expect(object.accessibilityLanguage == element.language)
            #expect(object.accessibilityTraits == traits(named: element.traits.names), "\(element.id)")
            let frame = try #require(view.documentLayout.frame(of: element.id), "\(element.id) has no frame")
            #expect(object.accessibilityFrame == CGRect(frame), "\(element.id)")
        }
    }

    @Test("with the cell layout at 80 columns (a cell a point), every element's frame is the cell layout's frame for it")
    func assistantAnswerFramesWithTheCellLayout() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        view.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
        view.relayout()
        let cells = CellLayout(document: view.styledDocument, options: CellLayoutOptions(width: 80))
        #expect(view.documentLayout.lineCount == cells.lineCount)
        for object in view.exposedElements {
            let frame = try #require(cells.frame(of: object.id), "\(object.id) has no frame")
            #expect(object.accessibilityFrame == CGRect(frame), "\(object.id)")
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

    @Test("things inside a paragraph follow it, under the same container")
    func inlineElementsFollowTheirText() throws {
        let view = MarkdownTextView(markdown: "Read [the docs](https://example.com/docs) and $x$.\n")
        let top = try #require(view.accessibilityElements as? [MarkdownAccessibilityElement])
        #expect(top.map(\.id.role) == [.text, .link, .math])
        #expect(top.map(\.accessibilityLabel) == ["Read the docs and x.", "the docs", "x"])
        #expect(top.allSatisfy { $0.accessibilityContainer === view })
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

    /// UIKit traits from the model's trait names (which are UIKit's).
    private func traits(named names: [String]) -> UIAccessibilityTraits {
        let byName: [String: UIAccessibilityTraits] = [
            "staticText": .staticText, "header": .header, "link": .link, "image": .image,
        ]
        return names.reduce(into: []) { $0.formUnion(byName[$1] ?? []) }
    }
}
