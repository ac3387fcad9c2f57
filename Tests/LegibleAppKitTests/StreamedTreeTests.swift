import AppKit
import Foundation
import LegibleAccessibility
import LegibleAppKit
import Testing

/// A streamed answer arranges only the top-level blocks each append changed; when it is
/// complete, the accessibility tree is the one a view showing the whole answer builds.
@Suite("AppKit: a streamed answer's element tree, arranged block by block")
@MainActor
struct StreamedTreeTests {
    /// Every element VoiceOver reaches, with its parent and children.
    static func shape(of view: MarkdownTextView) -> [String] {
        view.exposedElements.map { element in
            let parent = (element.accessibilityParent() as? MarkdownAccessibilityElement).map { "\($0.id)" } ?? "view"
            return "\(element.id) \(element.accessibilityLabel() ?? "") in=\(parent) children=\((element.accessibilityChildren() ?? []).compactMap { ($0 as? MarkdownAccessibilityElement).map { "\($0.id)" } })"
        }
    }

    @Test("streamed in chunks of each size, the finished tree is the whole answer's", arguments: [5, 64])
    func finishedTreeIsWhole(chunk: Int) {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let documents = ["assistant-answer.md", "formula-answer.md", "travel-guide.md", "inaccessible-answer.md"]
            .compactMap { try? String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) }
        #expect(documents.count == 4)
        for markdown in documents {
            let streamed = laidOutView("")
            let bytes = Array(markdown.utf8)
            for start in stride(from: 0, to: bytes.count, by: chunk) { streamed.append(bytes[start..<min(bytes.count, start + chunk)]) }
            streamed.finish()
            let whole = laidOutView(markdown)
            #expect(Self.shape(of: streamed) == Self.shape(of: whole))
        }
    }
}
