import Foundation
import LegibleAccessibility
import LegibleMarkdown
import Testing

@Suite("Element tree output")
struct ElementTreeTests {
    @Test("the JSON form is valid JSON with the documented members")
    func json() throws {
        let json = model("# Title\n\n| A |\n|---|\n| `x` |\n\n- [x] done\n").treeJSON()
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "legible-element-tree")
        #expect(object["version"] as? Int == 2)
        let root = try #require(object["root"] as? [String: Any])
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children.map { $0["role"] as? String } == ["heading", "table", "list"])
        #expect(children[0]["headingLevel"] as? Int == 1)
        #expect(children[0]["traits"] as? [String] == ["staticText", "header"])
        let list = try #require(children[2]["list"] as? [String: Any])
        #expect(list["kind"] as? String == "task")
        let cell = try #require(((children[1]["children"] as? [[String: Any]])?[1]["children"] as? [[String: Any]])?.first)
        #expect((cell["tableCell"] as? [String: Any])?["acrossRow"] as? String == "A, x")
    }

    @Test("a document nested 100,000 levels deep builds, reads and prints without overflowing the stack")
    func deepNesting() {
        let depth = 100_000
        let model = model(String(repeating: "> ", count: depth) + "deep\n")
        #expect(model.elements(.blockQuote).count == depth)
        #expect(model.readAllScript.utterances.count == 2 * depth + 1)
        #expect(model.treeJSON().hasSuffix(String(repeating: "]}", count: depth + 2) + "}\n"))
        #expect(model.treeDescription().hasSuffix(String(repeating: "  ", count: 40) + "(depth \(depth + 1)) text label=\"deep\" traits=staticText text=0..<4\n"))
    }
}
