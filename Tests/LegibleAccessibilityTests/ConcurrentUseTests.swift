import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import Testing

/// The library's values are `Sendable`: many tasks may parse, build reading models and stream
/// answers at once, sharing documents and the library's tables, and each gets what it would get
/// alone. (Run under ThreadSanitizer too: `swift test --sanitize=thread --filter ConcurrentUse`.)
@Suite("Concurrent use from many tasks")
struct ConcurrentUseTests {
    /// What a listener gets from a model: its text, then each element's role, label and value.
    static func heard(_ model: ReadingModel) -> [String] {
        [model.text] + model.elements.map { "\($0.role) | \($0.label ?? "") | \($0.value ?? "")" }
    }

    /// The model of `markdown` streamed in pieces of `size` bytes, as an answer arrives.
    static func streamed(_ markdown: String, size: Int) -> [String] {
        let document = StreamingMarkdownDocument(options: .gitHub)
        let model = StreamingReadingModel()
        for piece in chunks(of: markdown, size: size) {
            document.append(piece)
            _ = model.update(to: document.snapshot())
        }
        document.finish()
        _ = model.update(to: document.snapshot())
        return model.model.map(heard) ?? []
    }

    @Test("models built from one shared document and answers streamed, 8 tasks at once, equal the same work done alone")
    func manyTasks() async {
        let markdown = Examples.assistantAnswer
        let shared = MarkdownDocument(parsing: markdown, options: .gitHub)
        let sizes = [13, 64]
        let alone = Self.heard(ReadingModel(document: shared))
        let streamedAlone = Dictionary(uniqueKeysWithValues: sizes.map { ($0, Self.streamed(markdown, size: $0)) })
        #expect(alone.count > 50, "the example has its elements")

        let results = await withTaskGroup(of: (task: Int, heard: [String]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    if task.isMultiple(of: 2) { return (task, Self.heard(ReadingModel(document: shared))) }
                    return (task, Self.streamed(markdown, size: sizes[task / 2 % sizes.count]))
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for (task, heard) in results {
            let expected = task.isMultiple(of: 2) ? alone : streamedAlone[sizes[task / 2 % sizes.count]]
            #expect(heard == expected, "task \(task)")
        }
    }
}
