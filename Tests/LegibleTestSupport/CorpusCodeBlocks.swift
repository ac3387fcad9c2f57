import Foundation
import LegibleMarkdown

/// The fenced code blocks of the shared Markdown corpus, as the Markdown parser finds them with
/// the GitHub preset, for the highlighting agreement check and benchmark.
public enum CorpusCodeBlocks {
    /// One fenced code block.
    public struct Block: Sendable {
        /// The path of its Markdown file, relative to `data/corpus`.
        public let file: String
        /// Its position among the file's fenced code blocks, from 0.
        public let index: Int
        /// Its info string.
        public let info: String
        /// Its code.
        public let code: String
    }

    /// Every fenced code block of every corpus document, with the number of documents read,
    /// or nil (after saying why) when the shared data is absent outside CI.
    /// - Throws: when the number of documents differs from the number the corpus manifest lists.
    public static func load() throws -> (blocks: [Block], documents: Int)? {
        guard let files = try SharedData.files(under: "data/corpus"),
              let manifest = try SharedData.url("data/corpus/MANIFEST.tsv") else { return nil }
        let listed = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").dropFirst().count
        guard files.count == listed else {
            throw SharedData.Missing(path: "data/corpus: \(files.count) documents found, the manifest lists \(listed)")
        }
        let root = SharedData.root.appendingPathComponent("data/corpus").path + "/"
        var blocks: [Block] = []
        for file in files {
            let document = MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub)
            let path = String(file.path.dropFirst(root.count))
            var index = 0
            for node in document.root.descendants where node.isFencedCode {
                blocks.append(Block(file: path, index: index, info: node.info ?? "", code: node.literal ?? ""))
                index += 1
            }
        }
        return (blocks, files.count)
    }
}
