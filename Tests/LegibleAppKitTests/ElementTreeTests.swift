@_spi(Testing) import AppKit
import LegibleAccessibility
import LegibleAppKit
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import Testing

@MainActor
@Suite("AppKit: the accessibility elements are the reading model's, nested as in the model")
struct AppKitElementTreeTests {
    @Test("for the assistant answer, every model element is one AppKit element, or its stops in its place for a paragraph holding links, formulas, images or footnote references, with the model's parent, label, value, help and a frame from the layout")
    func assistantAnswerElements() throws {
        let view = laidOutView(assistantAnswer)
        let model = ReadingModel(document: MarkdownDocument(parsing: assistantAnswer, options: .gitHub))
        let exposed = view.exposedElements
        var expected: [(element: AccessibilityElement, run: TextRun?, parent: AccessibilityElement?)] = []
        for element in model.elements.dropFirst() where !element.isInline {
            guard let stops = element.readingStops else {
                expected.append((element, nil, element.parent))
                continue
            }
            for stop in stops {
                switch stop {
                case .text(let run): expected.append((element, run, element.parent))
                case .element(let inline): expected.append((inline, nil, element.parent))
                }
            }
        }
        #expect(exposed.map(\.id) == expected.map(\.element.id))
        for (object, (element, run, parent)) in zip(exposed, expected) {
            #expect(object.accessibilityLabel() == run?.label ?? element.label, "\(element.id)")
            #expect(object.accessibilityCustomContent.map { [$0.label, $0.value] } == element.customContent.map { [$0.label, $0.value] },
                    "\(element.id)")
            #expect(object.accessibilityRole()?.rawValue == element.roleMapping.appKitRole, "\(element.id)")
            #expect(object.accessibilitySubrole()?.rawValue == element.roleMapping.appKitSubrole, "\(element.id)")
            #expect((object.accessibilityParent() as? MarkdownAccessibilityElement)?.id == (parent?.role == .document ? nil : parent?.id), "\(element.id)")
            // A code block's one child is its Copy button.
            let children = run == nil ? expected.filter { $0.parent == element }.count + (element.role == .codeBlock ? 1 : 0) : 0
            #expect(object.accessibilityChildren()?.count ?? 0 == children, "\(element.id)")
            let drawn = try #require(run.map { frame(ofUTF16: $0.utf16Range, in: view.documentLayout) } ?? view.documentLayout.frame(of: element.id))
            #expect(object.accessibilityFrame() == NSRect(x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height), "\(element.id)")
        }
        #expect(view.accessibilityChildren()?.count == expected.filter { $0.parent == model.root }.count)
    }

    @Test("reading the assistant answer element by element hears every character, link, image, formula and footnote reference once, in read-all's order")
    func assistantAnswerIsHeardOnce() {
        let view = laidOutView(assistantAnswer)
        #expect(SwipeHearing.problems(view.readStops.map(\.heard), in: view.readingModel) == [])
    }

    @Test("roles as the role mapping says: headings by the heading role, formulas as math groups, the footnotes as a region")
    func roles() {
        let view = laidOutView(assistantAnswer)
        let roles = Dictionary(view.exposedElements.map { ($0.id.role, [$0.accessibilityRole()?.rawValue, $0.accessibilitySubrole()?.rawValue]) }) { first, _ in first }
        #expect(roles == [
            .heading: ["AXHeading", nil], .text: ["AXStaticText", nil], .math: ["AXGroup", "AXDocumentMath"], .codeBlock: ["AXStaticText", nil],
            .link: ["AXLink", nil], .footnoteReference: ["AXLink", nil], .image: ["AXImage", nil], .list: ["AXList", "AXContentList"],
            .listItem: ["AXGroup", nil], .table: ["AXTable", nil], .tableRow: ["AXRow", nil], .tableCell: ["AXCell", nil],
            .footnotes: ["AXGroup", "AXLandmarkRegion"], .footnote: ["AXGroup", nil],
        ])
    }

    @Test("a heading's value is its level; a code block's its code")
    func values() throws {
        let view = laidOutView(assistantAnswer)
        let heading = try #require(view.exposedElements.first { $0.id.role == .heading })
        #expect(heading.accessibilityValue() as? Int == 2)
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock })
        #expect((code.accessibilityValue() as? String)?.hasPrefix("func compound(") == true)
    }

    @Test("a table answers its rows, size and column headers; a cell its row and column")
    func table() throws {
        let view = laidOutView(assistantAnswer)
        let table = try #require(view.exposedElements.first { $0.id.role == .table })
        #expect(table.accessibilityRows()?.count == 5)
        #expect(table.accessibilityRowCount() == 5)
        #expect(table.accessibilityColumnCount() == 3)
        let headers = (table.accessibilityColumnHeaderUIElements() ?? []).compactMap { ($0 as? MarkdownAccessibilityElement)?.accessibilityLabel() }
        #expect(headers == ["Compounding", "Times a year", "Balance after 10 years"])
        let cells = view.exposedElements.filter { $0.id.role == .tableCell }
        #expect(cells.map { $0.accessibilityRowIndexRange().location } == (0..<5).flatMap { Array(repeating: $0, count: 3) })
        #expect(cells.map { $0.accessibilityColumnIndexRange().location } == (0..<5).flatMap { _ in [0, 1, 2] })
    }

    @Test("a text element answers its lines, their ranges, their words as spoken, and their frames")
    func navigableText() throws {
        let view = laidOutView("```\nlet a = 1\nlet b = 2\n```\n")
        let code = try #require(view.exposedElements.first { $0.id.role == .codeBlock } as? TextAccessibilityElement)
        #expect(code.accessibilityLine(for: 12) == 1)
        #expect(code.accessibilityRange(forLine: 1) == NSRange(location: 10, length: 9))
        #expect(code.accessibilityRange(forLine: 2).location == NSNotFound)
        #expect(code.accessibilityString(for: NSRange(location: 10, length: 9)) == "let b = 2")
        #expect(code.accessibilityFrame(for: NSRange(location: 10, length: 3)) == NSRect(x: 0, y: 20, width: 30, height: 20))
    }

    @Test("a paragraph with a formula is read as its stops: each stretch of text answers its own characters, line range and frame; the formula is spoken as math")
    func stretchesOfAParagraph() throws {
        let view = laidOutView("Area $\\pi r^2$ here.\n")
        let stops = view.exposedElements
        #expect(stops.map { $0.accessibilityLabel() } == ["Area", "pi r squared", "here."])
        #expect(stops.map { $0.accessibilityRole()?.rawValue } == ["AXStaticText", "AXGroup", "AXStaticText"])
        let after = try #require(stops.last as? TextAccessibilityElement)
        #expect(after.accessibilityNumberOfCharacters() == 6)
        #expect(after.accessibilityString(for: NSRange(location: 0, length: 6)) == " here.")
        #expect(after.accessibilityLine(for: 3) == 0)
        #expect(after.accessibilityRange(forLine: 0) == NSRange(location: 0, length: 6))
        #expect(after.accessibilityFrame() == NSRect(x: 60, y: 0, width: 60, height: 20))
    }

    @Test("the view is an accessibility element (a group), so VoiceOver sees its children, rotors and hit testing")
    func viewIsAnElement() {
        let view = laidOutView("# Title\n\nText.\n")
        #expect(view.isAccessibilityElement())
        #expect(view.accessibilityRole() == .group)
    }

    @Test("a paragraph's value is its text, a heading's its level; the visible characters are those of the lines on screen")
    func staticTextValue() throws {
        let view = laidOutView("# Title\n\nFirst line text.\n")
        let elements = view.exposedElements
        let heading = try #require(elements.first { $0.id.role == .heading })
        let text = try #require(elements.first { $0.id.role == .text } as? TextAccessibilityElement)
        #expect(heading.accessibilityValue() as? Int == 1)
        #expect(text.accessibilityValue() as? String == "First line text.")
        #expect(text.accessibilityVisibleCharacterRange() == NSRange(location: 0, length: 16))
    }

    @Test("a table answers for the cell at a column and row, and each row its index")
    func tableCells() throws {
        let view = laidOutView("| A | B |\n|---|---|\n| 1 | 2 |\n")
        let table = try #require(view.exposedElements.first { $0.id.role == .table })
        let cell = try #require(table.accessibilityCell(forColumn: 1, row: 1) as? MarkdownAccessibilityElement)
        #expect(cell.accessibilityLabel() == "2")
        #expect(table.accessibilityCell(forColumn: 0, row: 0).map { ($0 as? MarkdownAccessibilityElement)?.accessibilityLabel() } == "A")
        #expect(table.accessibilityCell(forColumn: 2, row: 0) == nil)
        #expect(table.accessibilityCell(forColumn: 0, row: 5) == nil)
        let rows = try #require(table.accessibilityRows() as? [MarkdownAccessibilityElement])
        #expect(rows.map { $0.accessibilityIndex() } == [0, 1])
    }
}
