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

    /// Whether a formula's rendering `text` holds TeX markup: a backslash before a letter, `^{`
    /// or `_{`.
    public static func containsTeX(_ text: String) -> Bool {
        if text.contains("^{") || text.contains("_{") { return true }
        var previous: Character?
        for character in text {
            if previous == "\\", character.isLetter { return true }
            previous = character
        }
        return false
    }

    /// The corpus directories with heavy math.
    public static let directories = ["data/corpus/d2l-en", "data/corpus/oi-wiki-math"]

    /// Every span in the `.md` files under ``directories``.
    /// - Throws: `SharedData.Missing` when the corpus is not there.
    public static func load() throws -> [Span] {
        var spans: [Span] = []
        for directory in directories {
            for file in try SharedData.files(under: directory, extensions: ["md"]) {
                spans += try self.spans(in: file)
            }
        }
        return spans
    }

    /// Every span of the Markdown file at `file`, a file of the shared directory.
    public static func spans(in file: URL) throws -> [Span] {
        let document = MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub)
        let path = String(file.path.dropFirst(SharedData.root.path.count + 1))
        return scan(document).map { Span(file: path, tex: $0.tex, isDisplay: $0.isDisplay) }
    }

    /// How many Markdown documents the shared corpus manifest lists under ``directories``, for
    /// checking that ``load()`` saw every one.
    /// - Throws: `SharedData.Missing` when the manifest is not there.
    public static func manifestDocumentCount() throws -> Int {
        let manifest = try SharedData.url(SharedData.corpusManifest)
        let prefixes = directories.map { String($0.dropFirst("data/corpus/".count)) + "/" }
        return try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").count { line in
            let path = line.prefix { $0 != "\t" }
            return path.hasSuffix(".md") && prefixes.contains { path.hasPrefix($0) }
        }
    }

    /// How many Markdown documents ``load()`` reads.
    /// - Throws: `SharedData.Missing` when the corpus is not there.
    public static func documentCount() throws -> Int {
        try directories.reduce(0) { $0 + (try SharedData.files(under: $1, extensions: ["md"])).count }
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
