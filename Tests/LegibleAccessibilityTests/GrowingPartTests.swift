import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// A table of 24 rows with styles, code, an escaped pipe, a link and characters beyond ASCII.
private let growingTable = "Results:\n| Name | Value | Notes |\n| --- | ---: | :-: |\n"
    + (0..<24).map { "| item \($0) | \($0 * 7) | *some* `a|b` \\| [x](https://e.example/\($0)) é 🍰 |\n" }.joined()

/// A fenced code block of 24 lines with blank lines and fence-like text, still open.
private let growingCode = "Run this:\n\n```python\n"
    + (0..<24).map { $0 % 5 == 4 ? "\n" : "value_\($0) = f(\($0))  # é 🍰 ``` not a fence\n" }.joined()

/// A table whose cells hide characters (a zero-width space, tag characters spelling a word) or
/// turn text around (a right-to-left override, in prose and in code): each gets a warning.
private let tableWithHiddenText = "| Name | Said |\n| --- | --- |\n"
    + (0..<16).map { "| row\u{200B}\($0) | \($0 % 3 == 0 ? "a\u{202E}cba" : "`x\u{202E}y`") tag\u{E0068}\u{E0069} [x](https://e.example/\u{200B}) |\n" }
    .joined()

/// A fenced code block that hides characters in some of its lines, with plain lines between.
private let codeWithHiddenText = "```js\n"
    + (0..<16).map { $0 % 6 == 5 ? "let s = \"admin\u{202E} \u{2066}// check\u{2069}\"\n" : "value_\($0) = f(\($0))\n" }.joined()

/// What ends a growing table or fence, for good or only while its line is unfinished, and
/// growth beside footnotes and quotes.
private let blockEndings: [String] = [
    growingTable + "|\n| 9 | 9 | 9 |\n", growingTable + "- a list\n", growingTable + "# Heading\n", growingTable + "[x]: /d\n\n[x]\n",
    growingTable + "   \n", growingCode + "```\n", growingCode + "``\n```\n",
    "| a |\n| - |\n" + String(repeating: "| [^n] |\n", count: 5) + "\n[^n]: note\n",
    "Note[^n].\n\n[^n]: the note\n\n" + growingTable, "> quote\n\n" + growingCode,
]

/// A streamed table or code block that the reading model grows in place, building only what an
/// append brought, gives after every append the update a model that builds the tail again whole
/// gives: the same text edits, the same elements added, changed, finished and removed, with the
/// same properties and ranges, the same open elements.
@Suite("Streaming: reading model of blocks grown in place")
struct GrowingPartTests {
    /// What an update says, comparably.
    static func summary(_ update: ReadingModelUpdate) -> String {
        func describe(_ elements: [AccessibilityElement]) -> [String] {
            elements.map { element in
                let warnings = element.contentWarnings.map { "\($0.utf8Range) \($0.warning) \($0.isInCode)" }
                return "\(element.id) \(element.utf8Range) \(element.utf16Range) \(element.properties.hashValue) \(element.label ?? "") \(warnings)"
            }
        }
        return """
            edits \(update.textEdits.map { "\($0.utf8Range) \($0.utf16Range) \($0.replacement.debugDescription)" })
            added \(describe(update.added))
            changed \(describe(update.changed))
            finished \(describe(update.finished))
            removed \(update.removed)
            open \(update.openElements.sorted())
            top \(update.changedTopLevelElements.map(\.id))
            """
    }

    /// Streams `markdown` in chunks of 1 to 24 bytes (by `seed`) into a model that grows in
    /// place and one that does not; the first update where they differ, and how many updates
    /// grew in place.
    static func compare(_ markdown: String, seed: UInt64) -> (problem: String?, grown: Int) {
        let bytes = Array(markdown.utf8)
        var random = SeededRandom(seed: seed)
        let stream = StreamingMarkdownDocument(options: .gitHub)
        let growing = StreamingReadingModel(growsInPlace: true)
        let whole = StreamingReadingModel(growsInPlace: false)
        var position = 0
        var grown = 0
        var finished = false
        while !finished {
            if position < bytes.count {
                let end = min(bytes.count, position + Int(random.next() % 24) + 1)
                stream.append(bytes[position..<end])
                position = end
            } else {
                stream.finish()
                finished = true
            }
            let snapshot = stream.snapshot()
            let expected = summary(whole.update(to: snapshot))
            let actual = summary(growing.update(to: snapshot))
            if growing.grewInPlace { grown += 1 }
            if actual != expected { return ("after \(position) bytes:\n\(actual)\n---- expected:\n\(expected)", grown) }
        }
        let fresh = ReadingModel(document: MarkdownDocument(parsing: bytes, options: .gitHub))
        let describe = { (model: ReadingModel) in
            model.elements.map { "\($0.id) \($0.utf8Range) \($0.properties) \($0.label ?? "") \($0.contentWarnings.map { "\($0.utf8Range) \($0.warning)" })" }
        }
        guard let model = growing.model, model.text == fresh.text, describe(model) == describe(fresh) else {
            return ("the whole model differs from a fresh build", grown)
        }
        return (nil, grown)
    }

    /// Streams `markdown` (by `seed`) and expects every update to be a whole build's, with at
    /// least `grown` updates grown in place.
    static func expectSameAsWholeBuild(_ markdown: String, seed: UInt64, grown: Int) {
        let result = compare(markdown, seed: seed)
        #expect(result.problem == nil, "\(result.problem ?? "")")
        #expect(result.grown > grown)
    }

    @Test("a growing table's updates are those of a whole build", arguments: 1...4)
    func table(seed: UInt64) {
        Self.expectSameAsWholeBuild(growingTable + "\nAfter.\n", seed: seed, grown: 30)
    }

    @Test("a growing code block's updates are those of a whole build", arguments: 1...4)
    func code(seed: UInt64) {
        Self.expectSameAsWholeBuild(growingCode + "```\n\nDone.\n", seed: seed, grown: 30)
    }

    @Test("a growing table's cells that hide text get the warnings a whole build gives", arguments: 1...4)
    func tableWithWarnings(seed: UInt64) {
        Self.expectSameAsWholeBuild(tableWithHiddenText + "\nAfter.\n", seed: seed, grown: 20)
    }

    /// A code block is not grown once its text gets a warning; before that it is.
    @Test("a growing code block that hides text gets the warnings a whole build gives", arguments: 1...4)
    func codeWithWarnings(seed: UInt64) {
        Self.expectSameAsWholeBuild(codeWithHiddenText + "```\n\nDone.\n", seed: seed, grown: 5)
    }

    /// Real tables and code blocks, as the corpus's documents write them (blocks up to 6 KB),
    /// each after a line of text: a release build takes them from every 16th document (about
    /// 1,200 blocks), a debug build, so that `swift test` stays quick, from every 256th.
    @Test("the corpus's tables and fenced code blocks update as a whole build does", .needsSharedData(SharedData.corpusManifest))
    func corpusBlocks() throws {
        #if DEBUG
        let stride = 256
        #else
        let stride = 16
        #endif
        var streamed = 0
        for (index, file) in try SharedData.corpus().enumerated() where index % stride == 0 {
            let bytes = [UInt8](try Data(contentsOf: file))
            let document = MarkdownDocument(parsing: bytes, options: .gitHub)
            for node in document.root.children where (node.kind == .table || node.isFencedCode) && node.sourceOffsets.count <= 6_000 {
                let block = String(decoding: bytes[node.sourceOffsets], as: UTF8.self)
                let result = Self.compare("Here:\n\n" + block + "\nAfter.\n", seed: UInt64(streamed))
                #expect(result.problem == nil, "\(file.lastPathComponent) at \(node.sourceOffsets): \(result.problem ?? "")")
                streamed += 1
            }
        }
        #expect(streamed > 20)
        print("corpus tables and code blocks streamed into a model grown in place: \(streamed)")
    }

    @Test("what ends a table or a fence, for good or for now, updates as a whole build does", arguments: blockEndings)
    func endings(markdown: String) {
        for seed in 1...3 {
            let result = Self.compare(markdown, seed: UInt64(seed))
            #expect(result.problem == nil, "seed \(seed): \(result.problem ?? "")")
        }
    }
}
