import Foundation
import LegibleMarkdown

/// The math spans of the shared Markdown corpus, as the Markdown parser finds them with the
/// GitHub preset, for the math tests, the math benchmark and the span-count comparison.
public enum CorpusMathSpans {
    /// One span: where it was found and the TeX between its delimiters.
    public struct Span: Sendable {
        /// The path of the Markdown file the span is in, relative to the shared directory.
        public let file: String
        /// The TeX between the delimiters.
        public let tex: String
        /// Display math (`$$…$$`, `\[…\]`, a math block) rather than inline math.
        public let isDisplay: Bool
    }

    /// The corpus directories with heavy math.
    public static let directories = ["data/corpus/d2l-en", "data/corpus/oi-wiki-math"]

    /// Every span in the `.md` files under ``directories``.
    /// - Throws: `SharedData.Missing` when the corpus is not there.
    public static func load() throws -> [Span] {
        var spans: [Span] = []
        for directory in directories {
            for file in try SharedData.files(under: directory, extensions: ["md"]) {
                let document = MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub)
                let path = String(file.path.dropFirst(SharedData.root.path.count + 1))
                spans += scan(document).map { Span(file: path, tex: $0.tex, isDisplay: $0.isDisplay) }
            }
        }
        return spans
    }

    /// The TeX of every math span in a parsed document, in document order.
    public static func scan(_ document: MarkdownDocument) -> [(tex: String, isDisplay: Bool)] {
        document.root.descendants.compactMap { node in
            switch node.kind {
            case .math: (node.literal ?? "", node.isDisplayMath)
            case .mathBlock: (node.literal ?? "", true)
            default: nil
            }
        }
    }
}
