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
        /// The language its info string names (`MarkdownNode.language`).
        public let language: String?
        /// Its code.
        public let code: String
    }

    /// Every fenced code block of every corpus document the manifest lists.
    /// - Throws: ``SharedData/Missing`` when the manifest or a document it lists is not there.
    public static func load() throws -> [Block] {
        let files = try SharedData.corpus()
        let root = SharedData.root.appendingPathComponent("data/corpus").path + "/"
        var blocks: [Block] = []
        for file in files {
            let document = MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub)
            let path = String(file.path.dropFirst(root.count))
            var index = 0
            for node in document.root.descendants where node.isFencedCode {
                blocks.append(Block(file: path, index: index, language: node.language, code: node.literal ?? ""))
                index += 1
            }
        }
        return blocks
    }
}
