import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

/// The reading model of GitHub-flavoured Markdown.
func readingModel(_ markdown: String) -> ReadingModel {
    ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))
}

/// The styled document of GitHub-flavoured Markdown.
func styled(_ markdown: String) -> StyledDocument {
    StyledDocument(model: readingModel(markdown))
}

extension StyledDocument {
    /// The text of a UTF-8 range.
    func slice(_ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    /// Each run of the blocks as `"text" attributes`, attributes left out when plain body text:
    /// `"the guide" strong`, `"docs" link(https://example.com)`, `"\u{FFFC}" math(x^2)`.
    var runDescriptions: [String] {
        blocks.flatMap { block in block.runs.map { describe($0) } }
    }

    func describe(_ run: StyledRun) -> String {
        var parts = ["\"" + slice(run.utf8Range).replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n") + "\""]
        let attributes = run.attributes
        switch attributes.role {
        case .body: break
        case .heading(let level): parts.append("heading\(level)")
        case .codeBlock: parts.append("codeBlock")
        case .tableHeader: parts.append("tableHeader")
        }
        let names: [(InlineStyle, String)] = [(.emphasis, "emphasis"), (.strong, "strong"), (.strikethrough, "strikethrough"), (.code, "code"), (.superscript, "superscript"), (.subscript, "subscript")]
        for (style, name) in names where attributes.inline.contains(style) { parts.append(name) }
        if let link = attributes.link { parts.append("link(\(link.destination))") }
        if let footnote = attributes.footnoteReference { parts.append("footnote(\(footnote.number))") }
        switch attributes.attachment {
        case .image(let image)?: parts.append("image(\(image.description))")
        case .math(let math)?: parts.append("math(\(math.tex))")
        case nil: break
        }
        return parts.joined(separator: " ")
    }
}

extension StyledDocument {
    /// Each block as `content "text" | containers`, containers outermost first with the ones
    /// the block opens marked `+`: `paragraph "a" | list(bullet 1 tight) +item(•)`.
    var blockDescriptions: [String] {
        blocks.map { block in
            var line: String
            switch block.content {
            case .paragraph: line = "paragraph"
            case .heading(let level): line = "heading\(level)"
            case .code(let code): line = "code(\(code.language ?? "-"), \(code.lines.count) lines)"
            case .table(let grid): line = "table(\(grid.rows.count)x\(grid.columnCount))"
            case .math(let math): line = "math(\(math.tex))"
            case .image(let image): line = "image(\(image.description))"
            case .thematicBreak: line = "thematicBreak"
            case .emptyContainer: line = "empty"
            }
            line += " \"" + slice(block.utf8Range).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
            let opened = block.nesting.count - block.openedContainerCount
            let containers = block.nesting.enumerated().map { index, container in
                (index >= opened ? "+" : "") + Self.describe(container.kind)
            }
            if !containers.isEmpty { line += " | " + containers.joined(separator: " ") }
            return line
        }
    }

    static func describe(_ kind: BlockContainer.Kind) -> String {
        switch kind {
        case .blockQuote: "quote"
        case .list(let kind, let depth, let isTight): "list(\(kind.rawValue) \(depth)\(isTight ? " tight" : ""))"
        case .listItem(let marker): "item(\(marker.text))"
        case .footnotes: "footnotes"
        case .footnote(let number): "footnote(\(number))"
        }
    }
}
