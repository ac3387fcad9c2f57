import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import LegibleTestSupport

/// What the shared corpus holds of Markdown as people write it (issue 36): documents with front
/// matter, in-document anchor links and whether each lands on an `id` of the `legible page`
/// output, GitHub alerts, and raw HTML blocks with what each became in `legible read`. Parsed as
/// the tool parses (`.documents`), read with the tool's reading model, the page written with
/// the page's default options. Not a benchmark: a survey for a person to judge, reading the
/// corpus from `../shared` (or `LEGIBLE_SHARED`) in place.
///
///     swift run LegibleBenchmarks html-survey [--sample N] [--seed N] [--read-only]
///
/// Prints the counts, the broken anchor links, a table of raw HTML blocks by first tag (how many,
/// and what they read as), and a random sample of blocks (seeded, so a run can be repeated) with
/// their source and their `legible read` lines (with `--read-only`, among the blocks that read
/// as something).
enum HTMLSurvey {
    static func run(_ arguments: [String]) throws {
        func number(after flag: String, default value: Int) -> Int {
            arguments.firstIndex(of: flag).flatMap { arguments.dropFirst($0 + 1).first }.flatMap { Int($0) } ?? value
        }
        let sampleSize = number(after: "--sample", default: 30)
        var random = SeededRandom(seed: UInt64(number(after: "--seed", default: 36)))
        let corpus = try Corpus.load()
        let root = try SharedData.url("data/corpus").path + "/"

        var survey = Survey()
        for file in corpus.files {
            let name = file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
            survey.add(name: name, bytes: file.bytes)
        }

        print("corpus: \(corpus.files.count) documents, \(corpus.totalBytes) bytes")
        print("front matter: \(survey.frontMatterDocuments) documents recognised; \(survey.frontMatterLike) start with --- or +++ on a line of its own")
        for name in survey.frontMatterMissed { print("  starts like front matter but none recognised: \(name)") }
        print("anchor links (#...): \(survey.anchorLinks) in \(survey.anchorDocuments) documents; \(survey.anchorsResolved) land on an id of the page, \(survey.brokenAnchors.count) do not")
        print("  in the --unsafe page (the author's HTML kept): \(survey.anchorsResolvedUnsafe) land")
        let reasons = Dictionary(grouping: survey.brokenAnchors, by: \.reason)
        for (reason, links) in reasons.sorted(by: { $0.value.count > $1.value.count }) {
            print("  \(links.count) broken, as the target is \(reason):")
            for link in links { print("    \(link.file): \(link.destination)") }
        }
        print("GitHub alerts: \(survey.alerts) in \(survey.alertDocuments) documents")
        print("raw HTML blocks: \(survey.blocks.count) in \(survey.htmlDocuments) documents")
        print("")
        print("first tag | blocks | what they read as (count)")
        print("--- | --- | ---")
        for (tag, outcomes) in survey.outcomesByTag.sorted(by: { ($1.value.values.reduce(0, +), $0.key) < ($0.value.values.reduce(0, +), $1.key) }) {
            let total = outcomes.values.reduce(0, +)
            let listed = outcomes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) (\($0.value))" }
            print("\(tag) | \(total) | \(listed.joined(separator: ", "))")
        }
        print("")
        // `--read-only` draws the sample from the blocks that read as something.
        var indices = Array(survey.blocks.indices.filter { !arguments.contains("--read-only") || !survey.blocks[$0].read.isEmpty })
        for index in indices.indices.reversed() {
            indices.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        for (number, index) in indices.prefix(sampleSize).enumerated() {
            let block = survey.blocks[index]
            print("## \(number + 1). \(block.file) (first tag \(block.tag), reads as: \(block.outcome))")
            print("source:")
            let source = block.source.count > 600 ? String(block.source.prefix(600)) + "…[\(block.source.count) characters]" : block.source
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) { print("    " + line) }
            print("legible read:")
            if block.read.isEmpty { print("    (nothing)") }
            for line in block.read { print("    " + line) }
            print("")
        }
    }

    /// The figures, gathered one document at a time.
    private struct Survey {
        struct Block {
            let file: String
            let tag: String
            let source: String
            let outcome: String
            let read: [String]
        }

        var frontMatterDocuments = 0
        var frontMatterLike = 0
        var frontMatterMissed: [String] = []
        var anchorLinks = 0
        var anchorDocuments = 0
        var anchorsResolved = 0
        var anchorsResolvedUnsafe = 0
        var brokenAnchors: [(file: String, destination: String, reason: String)] = []
        var alerts = 0
        var alertDocuments = 0
        var htmlDocuments = 0
        var blocks: [Block] = []
        var outcomesByTag: [String: [String: Int]] = [:]

        mutating func add(name: String, bytes: [UInt8]) {
            let document = MarkdownDocument(parsing: bytes, options: .documents)
            let model = ReadingModel(document: document)
            let startsLikeFrontMatter = bytes.starts(with: Array("---\n".utf8)) || bytes.starts(with: Array("+++\n".utf8))
                || bytes.starts(with: Array("---\r\n".utf8)) || bytes.starts(with: Array("+++\r\n".utf8))
            if startsLikeFrontMatter { frontMatterLike += 1 }
            if document.frontMatter != nil {
                frontMatterDocuments += 1
            } else if startsLikeFrontMatter {
                frontMatterMissed.append(name)
            }

            // The in-document links as each page writes them (the safe page points a link
            // matched without regard to case at the id it reaches), Legible's own links to its
            // footnotes and back again left out.
            let page = AccessibleHTMLRenderer().fragment(model)
            let unsafePage = AccessibleHTMLRenderer(options: AccessibleHTMLOptions(html: [.unsafe, .tagFilter])).fragment(model)
            let anchors = Self.inDocumentLinks(in: page)
            if !anchors.isEmpty {
                anchorDocuments += 1
                anchorLinks += anchors.count
                let ids = Self.targets(in: page)
                let unsafeIDs = Self.targets(in: unsafePage)
                let source = String(decoding: bytes, as: UTF8.self)
                func lands(_ destination: String, on ids: Set<String>) -> Bool {
                    let fragment = String(destination.dropFirst())
                    let decoded = fragment.removingPercentEncoding ?? fragment
                    // `#` and `#top` are the top of the page in every browser.
                    return decoded.isEmpty || decoded.lowercased() == "top" || ids.contains(decoded)
                }
                anchorsResolvedUnsafe += Self.inDocumentLinks(in: unsafePage).filter { lands($0, on: unsafeIDs) }.count
                for destination in anchors {
                    if lands(destination, on: ids) {
                        anchorsResolved += 1
                        continue
                    }
                    let decoded = String(destination.dropFirst()).removingPercentEncoding ?? String(destination.dropFirst())
                    let reason: String
                    if unsafeIDs.contains(decoded) {
                        reason = "an author's HTML anchor that the safe page does not write"
                    } else if source.contains("{#" + decoded + "}") {
                        reason = "a {#id} heading attribute not recognised"
                    } else if ids.contains(where: { $0.lowercased() == decoded.lowercased() }) {
                        reason = "an id that differs only in case, not matched"
                    } else {
                        reason = "no heading or anchor of that name in the document"
                    }
                    brokenAnchors.append((name, destination, reason))
                }
            }

            let alertCount = model.elements(.blockQuote).filter { $0.alert != nil }.count
            alerts += alertCount
            if alertCount > 0 { alertDocuments += 1 }

            let htmlBlocks = document.root.descendants.filter { $0.kind == .htmlBlock }
            guard !htmlBlocks.isEmpty else { return }
            htmlDocuments += 1
            var elementsByBlock: [MarkdownNode: [AccessibilityElement]] = [:]
            for element in model.elements where element.node?.kind == .htmlBlock {
                elementsByBlock[element.node!, default: []].append(element)
            }
            let utterances = model.readAllScript.utterances
            for block in htmlBlocks {
                let elements = elementsByBlock[block] ?? []
                let ids = Set(elements.map(\.id))
                let read = utterances.filter { ids.contains($0.element) }.map(\.text)
                let outcome = Self.outcome(of: elements)
                let tag = Self.firstTag(of: block)
                outcomesByTag[tag, default: [:]][outcome, default: 0] += 1
                blocks.append(Block(file: name, tag: tag, source: block.literal ?? "", outcome: outcome, read: read))
            }
        }

        /// What a block's elements are, as a short phrase: "nothing", "text", "heading 2",
        /// "text, 3 links".
        static func outcome(of elements: [AccessibilityElement]) -> String {
            guard !elements.isEmpty else { return "nothing" }
            var parts: [String] = []
            for element in elements where element.role != .link {
                let part = element.role == .heading ? "heading \(element.headingLevel ?? 0)" : element.role.rawValue
                if parts.last != part { parts.append(part) }
            }
            let links = elements.filter { $0.role == .link }.count
            if links > 0 { parts.append(links == 1 ? "1 link" : "\(links) links") }
            return parts.joined(separator: ", ")
        }

        /// The name of a block's first tag (`/details` for an end tag), or `comment`.
        static func firstTag(of block: MarkdownNode) -> String {
            guard let literal = block.literal else { return "?" }
            let bytes = Array(literal.utf8)
            for token in HTMLTokenizer.tokens(literal) {
                switch token.kind {
                case .startTag(let name, _): return name
                case .endTag(let name): return "/" + name
                case .comment: return literal.hasPrefix("<!--") ? "comment" : "declaration"
                case .text where bytes[token.range].allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }): continue
                case .text, .hiddenRaw: return "text"
                }
            }
            return "?"
        }

        /// The destinations of a page's links into itself (`#…`) but Legible's own (`#legible-…`:
        /// footnote references and the links back from footnotes), in order.
        static func inDocumentLinks(in page: String) -> [String] {
            HTMLTokenizer.tokens(page).compactMap { token in
                guard case .startTag("a", let attributes) = token.kind, let href = attributes["href"],
                      href.hasPrefix("#"), !href.hasPrefix("#legible-") else { return nil }
                return href
            }
        }

        /// What a fragment can land on in a page: its elements' `id`s, and the `name`s of its
        /// `a` elements, as a browser finds them.
        static func targets(in page: String) -> Set<String> {
            var targets: Set<String> = []
            for token in HTMLTokenizer.tokens(page) {
                guard case .startTag(let name, let attributes) = token.kind else { continue }
                if let id = attributes["id"] { targets.insert(id) }
                if name == "a", let anchor = attributes["name"] { targets.insert(anchor) }
            }
            return targets
        }
    }
}
