import Foundation
import LegibleAccessibility
import LegibleUIKit
import Testing
import UIKit

/// A streamed answer arranges only the top-level blocks each append changed; when it is
/// complete, the accessibility tree is the one a view showing the whole answer builds.
@Suite("UIKit: a streamed answer's element tree, arranged block by block")
@MainActor
struct StreamedTreeTests {
    /// Every element VoiceOver reaches, with what places it: its container, whether it is a
    /// stop, the container type and the children it holds.
    static func shape(of view: MarkdownTextView) -> [String] {
        view.exposedElements.map { element in
            let container = (element.accessibilityContainer as? MarkdownAccessibilityElement).map { "\($0.id)" } ?? "view"
            let children = (element.accessibilityElements ?? []).compactMap { ($0 as? MarkdownAccessibilityElement).map { "\($0.id)" } }
            return "\(element.id) \(element.accessibilityLabel ?? "") stop=\(element.isAccessibilityElement) in=\(container) "
                + "type=\(element.accessibilityContainerType.rawValue) children=\(children)"
        }
    }

    static let documents: [String] = {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let files = ["assistant-answer.md", "formula-answer.md", "travel-guide.md", "inaccessible-answer.md"]
        return files.compactMap { try? String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) }
            + ["Note[^1] and [a link](https://example.com).\n\n> [!TIP]\n> Two\n\n| a | b |\n|---|---|\n| [x](y) | $z$ |\n\n[^1]: One.\n"]
    }()

    @Test("streamed in chunks of each size, the finished tree is the whole answer's", arguments: [5, 64])
    func finishedTreeIsWhole(chunk: Int) {
        #expect(Self.documents.count == 5)
        for markdown in Self.documents {
            let streamed = laidOutView("")
            let bytes = Array(markdown.utf8)
            for start in stride(from: 0, to: bytes.count, by: chunk) { streamed.append(bytes[start..<min(bytes.count, start + chunk)]) }
            streamed.finish()
            let whole = laidOutView(markdown)
            #expect(Self.shape(of: streamed) == Self.shape(of: whole))
            #expect(streamed.accessibilityCustomRotors?.map(\.name) == whole.accessibilityCustomRotors?.map(\.name))
        }
    }
}
