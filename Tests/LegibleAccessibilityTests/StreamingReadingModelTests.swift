import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import Testing

/// The updates of a streamed document's reading model: applied one after another they give the
/// model of a full parse, and finished elements keep their identity.
@Suite("Streaming: reading-model updates")
struct StreamingReadingModelTests {
    /// What a front end keeps of an element.
    struct Shown: Equatable {
        let label: String?
        let value: String?
        let content: [CustomContent]

        init(_ element: AccessibilityElement) {
            label = element.label
            value = element.value
            content = element.customContent
        }
    }

    /// Streams `markdown` in random chunks of 1 to 16 bytes, applying each update to what a
    /// front end shows and comparing that with the model of a full parse of the text so far.
    /// With `strict`, also checks that an element, once finished, is never changed, removed or
    /// added again. Returns the problems found.
    static func replay(_ markdown: String, seed: UInt64, strict: Bool) -> [String] {
        var random = SeededRandom(seed: seed)
        let bytes = Array(markdown.utf8)
        let stream = StreamingMarkdownDocument(options: .gitHub)
        let model = StreamingReadingModel()
        var shown: [ElementID: Shown] = [:]
        var finished = Set<ElementID>()
        var problems: [String] = []
        var position = 0
        while position <= bytes.count {
            let end = min(bytes.count, position + Int(random.next() % 16) + 1)
            if position < bytes.count { stream.append(bytes[position..<end]) } else { stream.finish() }
            position = position < bytes.count ? end : end + 1
            let update = model.update(to: stream.snapshot())
            let at = "after \(stream.byteCount) bytes\(stream.isFinished ? ", finished" : "")"
            for id in update.removed {
                if shown.removeValue(forKey: id) == nil { problems.append("\(at): removed \(id), which was not there") }
            }
            for element in update.added {
                if shown.updateValue(Shown(element), forKey: element.id) != nil { problems.append("\(at): added \(element.id) twice") }
            }
            for element in update.changed {
                if shown.updateValue(Shown(element), forKey: element.id) == nil { problems.append("\(at): changed \(element.id), which was not there") }
            }
            if strict {
                let touched = update.removed + (update.added + update.changed).map(\.id)
                for id in touched where finished.contains(id) { problems.append("\(at): \(id) changed after it was finished") }
            }
            finished.formUnion(shown.keys.filter { !update.openElements.contains($0) })
            if update.isComplete != stream.isFinished { problems.append("\(at): isComplete is \(update.isComplete)") }
            let full = ReadingModel(document: MarkdownDocument(parsing: stream.textSoFar, options: .gitHub))
            var expected: [ElementID: Shown] = [:]
            for element in full.elements where element.role != .document { expected[element.id] = Shown(element) }
            if shown != expected {
                let wrong = Set(shown.keys).union(expected.keys).filter { shown[$0] != expected[$0] }.sorted().prefix(3)
                problems.append("\(at): shown differs from a full parse at \(wrong.map { "\($0): \(String(describing: shown[$0])) vs \(String(describing: expected[$0]))" })")
            }
            if problems.count > 5 { break }
        }
        return problems
    }

    @Test("an answer with prose, math, code, a table and lists: finished elements never change", arguments: 1...10)
    func answer(seed: UInt64) {
        #expect(Self.replay(streamedAnswer, seed: seed, strict: true) == [])
    }

    @Test("the example answer, with footnotes defined at its end, updates to the full model", arguments: 1...5)
    func exampleAnswer(seed: UInt64) throws {
        let markdown = try String(contentsOfFile: "Examples/assistant-answer.md", encoding: .utf8)
        #expect(Self.replay(markdown, seed: seed, strict: false) == [])
    }

    @Test("a link defined after its use changes the finished paragraph that uses it, and nothing else")
    func lateDefinition() {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        let model = StreamingReadingModel()
        stream.append("See [the docs].\n\nMore text.\n\n")
        _ = model.update(to: stream.snapshot())
        stream.append("[the docs]: https://example.com\n")
        let update = model.update(to: stream.snapshot())
        #expect(update.added.map(\.role) == [.link])
        #expect(update.changed.map(\.role) == [.text])
        #expect(update.changed.first?.id.sourceOffset == 0)
        #expect(update.removed.isEmpty)
    }

    @Test("a footnote defined late renumbers the references in finished paragraphs, which change")
    func renumberedFootnotes() {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        let model = StreamingReadingModel()
        // Each append finishes a segment of its own.
        stream.append("First[^b] claim.\n\n")
        stream.append("Second[^a] claim.\n\n")
        stream.append("[^a]: Source A.\n\n")
        let before = model.update(to: stream.snapshot())
        #expect(before.added.filter { $0.role == .footnoteReference }.map(\.label) == ["footnote 1"])
        stream.append("[^b]: Source B.\n")
        let after = model.update(to: stream.snapshot())
        let references = (after.added + after.changed).filter { $0.role == .footnoteReference }
        #expect(references.map(\.label) == ["footnote 1", "footnote 2"])
        #expect(after.changed.contains { $0.role == .text && $0.label == "Second footnote 2 claim." })
        #expect(Set(after.added.map(\.id)).isDisjoint(with: after.changed.map(\.id)))
    }

    @Test("a paragraph that becomes a setext heading is removed and the heading added")
    func setextHeading() {
        let stream = StreamingMarkdownDocument(options: .gitHub)
        let model = StreamingReadingModel()
        stream.append("Title\n")
        let first = model.update(to: stream.snapshot())
        #expect(first.added.map(\.role) == [.text])
        #expect(first.openElements.count == 1)
        stream.append("===\n")
        let second = model.update(to: stream.snapshot())
        #expect(second.removed.map(\.role) == [.text])
        #expect(second.added.map(\.role) == [.heading])
    }
}

/// Corpus documents streamed through the reading model: every update, applied, gives the full
/// parse's model. Each check builds a full model, so a debug build streams every 32nd
/// document of up to 8 KB; a release build (which CI runs) every fourth of up to 32 KB.
@Suite("Streaming: reading-model updates over the corpus")
struct StreamingReadingModelCorpusTests {
    @Test("corpus documents update to the full model after every append", arguments: 0..<4)
    func corpus(partition: Int) throws {
        guard let files = try SharedData.files(under: "data/corpus") else { return }
        #if DEBUG
        let (stride, largest) = (32, 8_192)
        #else
        let (stride, largest) = (4, 32_768)
        #endif
        var streamed = 0
        for (index, file) in files.enumerated() where index % stride == 0 && (index / stride) % 4 == partition {
            let data = try Data(contentsOf: file)
            guard data.count <= largest else { continue }
            let problems = StreamingReadingModelTests.replay(String(decoding: data, as: UTF8.self), seed: UInt64(index), strict: false)
            #expect(problems == [], "\(file.pathComponents.suffix(2).joined(separator: "/"))")
            streamed += 1
        }
        print("partition \(partition): streamed \(streamed) corpus documents through the reading model")
    }
}
