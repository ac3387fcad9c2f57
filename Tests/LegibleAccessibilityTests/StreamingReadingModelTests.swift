import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// What a view keeps of a streamed document, built from the updates alone: the document's text
/// (in UTF-16, as a text view holds it, and in UTF-8) and each element's properties and ranges.
struct ShownDocument: Equatable {
    struct Element: Equatable {
        var properties: AccessibilityElement.Properties
        var utf16Range: Range<Int>
        var utf8Range: Range<Int>

        init(_ element: AccessibilityElement) {
            properties = element.properties
            utf16Range = element.utf16Range
            utf8Range = element.utf8Range
        }
    }

    var utf16: [UInt16] = []
    var utf8: [UInt8] = []
    var elements: [ElementID: Element] = [:]

    /// What a full build of the model has, for comparing.
    init(_ model: ReadingModel) {
        utf16 = Array(model.text.utf16)
        utf8 = Array(model.text.utf8)
        for element in model.elements where element.role != .document { elements[element.id] = Element(element) }
    }

    init() {}

    /// Applies an update as a view does, without looking at anything else; returns what in the
    /// update contradicts what the view has.
    mutating func apply(_ update: ReadingModelUpdate) -> [String] {
        var problems: [String] = []
        var cut = Set<ElementID>()
        for edit in update.textEdits {
            guard edit.utf16Range.upperBound <= utf16.count, edit.utf8Range.upperBound <= utf8.count else {
                return ["edit \(edit.utf16Range) beyond the text's end"]
            }
            utf16.replaceSubrange(edit.utf16Range, with: edit.replacement.utf16)
            utf8.replaceSubrange(edit.utf8Range, with: edit.replacement.utf8)
            for (id, element) in elements {
                if let moved16 = edit.utf16Range(moving: element.utf16Range), let moved8 = edit.utf8Range(moving: element.utf8Range) {
                    elements[id]?.utf16Range = moved16
                    elements[id]?.utf8Range = moved8
                } else {
                    cut.insert(id)
                }
            }
        }
        for id in update.removed {
            if elements.removeValue(forKey: id) == nil { problems.append("removed \(id), which was not there") }
        }
        for element in update.added {
            if elements.updateValue(Element(element), forKey: element.id) != nil { problems.append("added \(element.id) twice") }
        }
        for element in update.changed {
            if elements.updateValue(Element(element), forKey: element.id) == nil { problems.append("changed \(element.id), which was not there") }
        }
        let listed = Set(update.removed + (update.added + update.changed).map(\.id))
        for id in cut.subtracting(listed).sorted() { problems.append("an edit cut into \(id), which the update does not list") }
        return problems
    }

    /// The first few differences from `expected`.
    func differences(from expected: ShownDocument) -> [String] {
        var found: [String] = []
        if utf16 != expected.utf16 || utf8 != expected.utf8 {
            let shown = String(decoding: utf8, as: UTF8.self)
            let full = String(decoding: expected.utf8, as: UTF8.self)
            found.append("text \(firstDifference(shown, full) ?? "differs in UTF-16 only")")
        }
        let wrong = Set(elements.keys).union(expected.elements.keys).filter { elements[$0] != expected.elements[$0] }.sorted()
        for id in wrong.prefix(3) {
            found.append("\(id): \(elements[id].map { "\($0.properties.label ?? "") at \($0.utf16Range)" } ?? "missing") vs "
                         + "\(expected.elements[id].map { "\($0.properties.label ?? "") at \($0.utf16Range)" } ?? "missing")")
        }
        return found
    }
}

/// The updates of a streamed document's reading model: a view that applies only them has, after
/// every update, exactly the model a full build of the text so far gives; and finished elements
/// keep their identity.
@Suite("Streaming: reading-model updates")
struct StreamingReadingModelTests {
    /// Streams `markdown` in random chunks of 1 to `largestChunk` bytes, applying each update to
    /// what a view shows and comparing that with the model of a full parse of the text so far
    /// after the appends `isChecked` picks (and at the end). With `strict`, also checks that an
    /// element, once finished, is never changed, removed or added again. Returns the problems
    /// found and how many appends there were.
    static func replay(_ markdown: String, seed: UInt64, strict: Bool, largestChunk: UInt64 = 16,
                       isChecked: (Int) -> Bool = { _ in true }) -> (problems: [String], appends: Int) {
        var random = SeededRandom(seed: seed)
        let bytes = Array(markdown.utf8)
        let stream = StreamingMarkdownDocument(options: .gitHub)
        let model = StreamingReadingModel()
        var shown = ShownDocument()
        var finished = Set<ElementID>()
        var problems: [String] = []
        var position = 0
        var appends = 0
        while position <= bytes.count {
            let end = min(bytes.count, position + Int(random.next() % largestChunk) + 1)
            if position < bytes.count { stream.append(bytes[position..<end]) } else { stream.finish() }
            position = position < bytes.count ? end : end + 1
            appends += 1
            let update = model.update(to: stream.snapshot())
            let at = "after \(stream.byteCount) bytes\(stream.isFinished ? ", finished" : "")"
            problems += shown.apply(update).map { "\(at): \($0)" }
            if strict {
                let touched = update.removed + (update.added + update.changed).map(\.id)
                for id in touched where finished.contains(id) { problems.append("\(at): \(id) changed after it was finished") }
            }
            finished.formUnion(shown.elements.keys.filter { !update.openElements.contains($0) })
            if update.isComplete != stream.isFinished { problems.append("\(at): isComplete is \(update.isComplete)") }
            if stream.isFinished || isChecked(appends) {
                let full = ShownDocument(ReadingModel(document: MarkdownDocument(parsing: stream.textSoFar, options: .gitHub)))
                problems += shown.differences(from: full).map { "\(at): \($0)" }
            }
            if problems.count > 5 { break }
        }
        return (problems, appends)
    }

    @Test("an answer with prose, math, code, a table and lists: finished elements never change", arguments: 1...10)
    func answer(seed: UInt64) {
        #expect(Self.replay(streamedAnswer, seed: seed, strict: true).problems == [])
    }

    @Test("the example answer, with footnotes defined at its end, updates to the full model", arguments: 1...5)
    func exampleAnswer(seed: UInt64) throws {
        let markdown = try String(contentsOfFile: "Examples/assistant-answer.md", encoding: .utf8)
        #expect(Self.replay(markdown, seed: seed, strict: false).problems == [])
    }

    @Test("disclosure groups, nested, their marks in blocks of their own, stream to the model of the whole", arguments: 1...5)
    func details(seed: UInt64) {
        let markdown = "Intro.\n\n<details>\n<summary>Setup <b>steps</b></summary>\n\n1. One\n2. Two\n\n<details><summary>More</summary>\n\nDeep.\n\n</details>\n</details>\n\nAfter.\n"
        #expect(Self.replay(markdown, seed: seed, strict: true, largestChunk: 6).problems == [])
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

    @Test("a snapshot of another stream is compared in full: the updates still lead to its model")
    func anotherStream() {
        let model = StreamingReadingModel()
        var shown = ShownDocument()
        let first = StreamingMarkdownDocument(options: .gitHub)
        first.append("# Notes\n\nOne.\n\nTwo.\n\n- three\n")
        #expect(shown.apply(model.update(to: first.snapshot())) == [])
        let second = StreamingMarkdownDocument(options: .gitHub)
        second.append("[a]: /a\n\n# Notes\n\nOther [a].\n")
        #expect(shown.apply(model.update(to: second.snapshot())) == [])
        let full = ShownDocument(ReadingModel(document: MarkdownDocument(parsing: second.textSoFar, options: .gitHub)))
        #expect(shown.differences(from: full) == [])
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

/// Every corpus document streamed through the reading model in random chunks (as a language
/// model's tokens arrive, 1 to 64 bytes), applied by a view that sees only the updates: it ends
/// with exactly the model a full build gives, text and every element's properties and ranges,
/// and matches it at the checks along the way (after appends 1, 2, 4, 8, …, which keeps the
/// cost of the full builds a small part of the streaming). A debug build streams every 64th
/// document; a release build (the `--filter Streaming` step of CI) streams every fourth one,
/// about 545 documents (all of them took 15 minutes of CI, every other one half that, and CI
/// must stay within an hour).
@Suite("Streaming: a view applying updates ends with the full model, over the corpus")
struct StreamingReadingModelCorpusTests {
    static let partitions = Array(0..<4)

    @Test("every corpus document, streamed in random chunks", .needsSharedData(SharedData.corpusManifest), arguments: partitions)
    func corpus(partition: Int) throws {
        let files = try SharedData.corpus()
        #if DEBUG
        let stride = 64
        #else
        let stride = 4
        #endif
        let sampled = { (index: Int) in index % Self.partitions.count == partition && (index / Self.partitions.count) % stride == 0 }
        var streamed = 0
        for (index, file) in files.enumerated() where sampled(index) {
            let markdown = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let (problems, _) = StreamingReadingModelTests.replay(markdown, seed: UInt64(index), strict: false, largestChunk: 64,
                                                                  isChecked: { $0 & ($0 - 1) == 0 })
            #expect(problems == [], "\(file.pathComponents.suffix(2).joined(separator: "/"))")
            streamed += 1
        }
        #expect(streamed == (0..<(try SharedData.corpusCount())).filter(sampled).count)
    }
}
