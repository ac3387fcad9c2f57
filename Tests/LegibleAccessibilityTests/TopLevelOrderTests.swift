import LegibleAccessibility
import LegibleMarkdown
import LegibleViewSupport
import Testing

/// The top-level blocks in reading order, kept from streamed updates alone, as the whole model
/// has them after every append.
@Suite("Top-level blocks kept in order from streamed updates")
struct TopLevelOrderTests {
    static let documents = [
        "# Title\n\nFirst paragraph.\n\nSecond\n---\n\n- one\n- two\n\n> quote\n\nlast",
        "Text with a note.[^n] And more.[^m]\n\n[^m]: M.\n\nMiddle.\n\n[^n]: N.\n\nEnd.\n",
        "| a | b |\n|---|---|\n| 1 | 2 |\n\n```swift\nlet x = 1\n```\n\n1. one\n2. two\n\n<div>\nraw\n</div>\n\n$$\nx^2\n$$\n",
        "Para\n\n    code\n\nPara two\n***\n* a\n\n  b\n* c\n",
    ]

    @Test("after every append, in chunks of each size, the order is the model's", arguments: [1, 3, 7, 16])
    func matchesModel(chunk: Int) {
        for markdown in Self.documents {
            let bytes = Array(markdown.utf8)
            let answer = StreamingAnswer()
            var order = TopLevelOrder()
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                order.apply(answer.append(String(decoding: bytes[start..<min(bytes.count, start + chunk)], as: UTF8.self), at: .zero).update)
                let model = answer.model.model
                #expect(order.ids == (model?.root.children.map(\.id) ?? []), "after \(start + chunk) bytes of \(markdown.debugDescription)")
            }
            order.apply(answer.finish(at: .zero).update)
            #expect(order.ids == (answer.model.model?.root.children.map(\.id) ?? []))
        }
    }

    @Test("a document shown whole lists its root's children")
    func whole() {
        let model = ReadingModel(document: MarkdownDocument(parsing: "# A\n\nb\n\n- c\n", options: .gitHub))
        #expect(TopLevelOrder(model).ids == model.root.children.map(\.id))
        #expect(TopLevelOrder(model).ids.count == 3)
    }
}
