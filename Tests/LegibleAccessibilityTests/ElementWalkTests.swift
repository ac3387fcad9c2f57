import LegibleAccessibility
import LegibleMarkdown
import Testing

@Suite("The element walk: every element entered, its children, then exited")
struct ElementWalkTests {
    let model = ReadingModel(document: MarkdownDocument(parsing: "# Title\n\n- one\n- two [link](x)\n\n| a |\n|---|\n| b |\n", options: .gitHub))

    func trace(_ walk: ElementWalk, skipping skipped: AccessibilityRole? = nil, leavingOut leftOut: AccessibilityRole? = nil) -> [String] {
        var walk = walk
        var steps: [String] = []
        while let event = walk.next() {
            switch event {
            case .enter(let element):
                steps.append("+\(element.role)")
                if element.role == skipped { walk.skipChildren() }
                if element.role == leftOut { walk.skipElement() }
            case .exit(let element):
                steps.append("-\(element.role)")
            }
        }
        return steps
    }

    @Test("depth first, in reading order, each element's exit after its children's")
    func order() {
        #expect(trace(model.root.walk()) == [
            "+document", "+heading", "-heading",
            "+list", "+listItem", "+text", "-text", "-listItem", "+listItem", "+text", "+link", "-link", "-text", "-listItem", "-list",
            "+table", "+tableRow", "+tableCell", "-tableCell", "-tableRow", "+tableRow", "+tableCell", "-tableCell", "-tableRow", "-table",
            "-document",
        ])
    }

    @Test("skipping an element's children goes straight to its exit; a walk from an element stays inside it")
    func skipAndSubtree() throws {
        #expect(trace(model.root.walk(), skipping: .list).prefix(6) == ["+document", "+heading", "-heading", "+list", "-list", "+table"])
        let list = try #require(model.elements.first { $0.role == .list })
        #expect(trace(list.walk()).first == "+list" && trace(list.walk()).last == "-list")
        #expect(!trace(list.walk()).contains("+table"))
    }

    @Test("leaving an element out skips its children and its exit: the walk goes on with its sibling")
    func leaveOut() throws {
        #expect(trace(model.root.walk(), leavingOut: .list).prefix(5) == ["+document", "+heading", "-heading", "+list", "+table"])
        #expect(trace(model.root.walk(), leavingOut: .table).suffix(2) == ["+table", "-document"])
        let list = try #require(model.elements.first { $0.role == .list })
        #expect(trace(list.walk(), leavingOut: .list) == ["+list"])
    }

    @Test("a document nested thousands of levels deep is walked without recursion")
    func deepNesting() {
        let deep = ReadingModel(document: MarkdownDocument(parsing: String(repeating: "> ", count: 5_000) + "deep", options: .gitHub))
        #expect(deep.root.walk().reduce(0) { count, _ in count + 1 } == 2 * deep.elements.count)
    }
}
