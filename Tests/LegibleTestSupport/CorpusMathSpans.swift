import Foundation

/// The math spans of the shared Markdown corpus, for the math tests and the math benchmark.
///
/// This is a stand-in until the Markdown parser can report math spans: a small scanner that finds
/// `$…$`, `$$…$$`, `\(…\)` and `\[…\]` outside fenced code blocks and code spans, honouring `\$`
/// escapes. It knows no other Markdown, so it may take a few spans that a real parser would not
/// (in HTML blocks, say); for testing that speech never fails, that only adds cases.
public enum CorpusMathSpans {
    /// One span: where it was found and the TeX between its delimiters.
    public struct Span: Sendable {
        /// The name of the Markdown file the span is in.
        public let file: String
        /// The TeX between the delimiters.
        public let tex: String
    }

    /// The corpus directories with heavy math.
    public static let directories = ["data/corpus/d2l-en", "data/corpus/oi-wiki-math"]

    /// Every span in the `.md` files under ``directories``, or nil (after saying why) when the
    /// shared data is absent outside CI.
    public static func load() throws -> [Span]? {
        var spans: [Span] = []
        for directory in directories {
            guard let files = try SharedData.files(under: directory, extensions: ["md"]) else { return nil }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for tex in scan(text) { spans.append(Span(file: file.lastPathComponent, tex: tex)) }
            }
        }
        return spans
    }

    /// The TeX of every math span in `markdown`, in order.
    public static func scan(_ markdown: String) -> [String] {
        var spans: [String] = []
        // Blank out fenced code blocks, keeping line breaks.
        var prose: [Character] = []
        var fence: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            let marker = trimmed.hasPrefix("```") ? "```" : trimmed.hasPrefix("~~~") ? "~~~" : nil
            if let open = fence {
                if marker == open { fence = nil }
            } else if let marker {
                fence = marker
            } else {
                prose.append(contentsOf: line)
            }
            prose.append("\n")
        }
        let text = prose
        var index = 0
        func find(_ closer: [Character], from start: Int, stopAtBlankLine: Bool) -> Int? {
            var position = start
            while position + closer.count <= text.count {
                if text[position] == "\\", closer != ["\\", ")"], closer != ["\\", "]"] {
                    position += 2
                    continue
                }
                if stopAtBlankLine, text[position] == "\n", position + 1 < text.count, text[position + 1] == "\n" { return nil }
                var matches = true
                for offset in closer.indices where text[position + offset] != closer[offset] {
                    matches = false
                    break
                }
                if matches { return position }
                position += 1
            }
            return nil
        }
        while index < text.count {
            let character = text[index]
            if character == "`" {
                // A code span: skip to the closing run of the same length.
                var run = 0
                while index + run < text.count, text[index + run] == "`" { run += 1 }
                let ticks = [Character](repeating: "`", count: run)
                index = (find(ticks, from: index + run, stopAtBlankLine: true).map { $0 + run }) ?? index + run
                continue
            }
            if character == "\\", index + 1 < text.count {
                let next = text[index + 1]
                if next == "(" || next == "[" {
                    let closer: [Character] = ["\\", next == "(" ? ")" : "]"]
                    if let end = find(closer, from: index + 2, stopAtBlankLine: next == "(") {
                        spans.append(String(text[(index + 2)..<end]))
                        index = end + 2
                        continue
                    }
                }
                index += 2
                continue
            }
            if character == "$" {
                let display = index + 1 < text.count && text[index + 1] == "$"
                let open = display ? 2 : 1
                if let end = find(display ? ["$", "$"] : ["$"], from: index + open, stopAtBlankLine: !display),
                   end > index + open {
                    spans.append(String(text[(index + open)..<end]))
                    index = end + open
                    continue
                }
                index += open
                continue
            }
            index += 1
        }
        return spans
    }
}
