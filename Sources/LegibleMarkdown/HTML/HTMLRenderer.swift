/// Writes a document as HTML in exactly the form of the CommonMark and GFM spec examples (which
/// is cmark's), walking the node arena with enter and exit events rather than recursion.
struct HTMLRenderer: ~Copyable {
    /// The storage being written: the document's, or one segment's of a streamed document.
    private var storage: DocumentStorage
    /// The footnote numbering of a streamed document, across its segments; `nil` for a document,
    /// whose storage numbers its own.
    private let footnoteIndex: FootnoteIndex?
    let htmlOptions: HTMLOptions
    /// HTML written since the last flush into ``result``. Flushing small chunks, always between
    /// nodes and so between whole characters, means the whole HTML is never held twice.
    private var output = ByteBuffer(capacity: chunkSize + 1024)
    private var result = ""
    /// Where each flushed chunk goes instead of ``result``, when the HTML is written as it is made.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// The last byte flushed, which decides whether a block starts with a line break.
    private var lastFlushed: UInt8?
    /// Room for all the HTML, reserved in ``result`` once it is known to take more than one chunk.
    private let expectedSize: Int
    private static let chunkSize = 1 << 15
    /// The image whose description is being written as its `alt` text, if any: inside it only
    /// text is written, without tags.
    private var altTextImage = noNode
    /// The `id` of each heading, with ``HTMLOptions/headingIDs``.
    private let headingIDs: [NodeReference: String]

    init(options: HTMLOptions, segments: [DocumentStorage], footnoteIndex: FootnoteIndex?, headingIDPrefix: String = "",
         sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.storage = segments[0]
        self.sink = sink
        if options.contains(.headingIDs) {
            let headings = segments.lazy.flatMap { MarkdownNode(storage: $0, index: $0.root).descendants.filter { $0.kind == .heading } }
            headingIDs = Dictionary(uniqueKeysWithValues: HeadingAnchors(headings: headings, prefix: headingIDPrefix).headings.map { ($0.heading.reference, $0.anchor) })
        } else {
            headingIDs = [:]
        }
        self.footnoteIndex = footnoteIndex
        self.htmlOptions = options
        let size = segments.reduce(0) { $0 + $1.source.count }
        expectedSize = size + size / 4 + 64
    }

    /// Writes the segments (one for a document) in order, then the referenced footnotes; returns
    /// the HTML, or nothing when it went to the sink.
    mutating func render(_ segments: [DocumentStorage]) -> String {
        for segment in segments { render(subtree: segment.root, in: segment) }
        // Referenced footnotes follow the document, in the order of first reference.
        let definitions = footnoteIndex.map { $0.footnotes.map(\.definition) }
            ?? storage.footnotes.map { NodeReference(storage: storage, index: $0.definition) }
        if !definitions.isEmpty {
            newlineIfNeeded()
            write("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
            for definition in definitions { render(subtree: definition.index, in: definition.storage) }
            write("</ol>\n</section>\n")
        }
        flush(isLast: true)
        return result
    }

    private mutating func render(subtree root: Int32, in storage: DocumentStorage) {
        self.storage = storage
        storage.withNodes { nodes in
            storage.withText { text in render(subtree: root, nodes, text) }
        }
    }

    /// Writes a node and everything below it. Footnote definitions below the subtree's root are
    /// skipped: they are written in the footnote section.
    private mutating func render(subtree root: Int32, _ nodes: UnsafeBufferPointer<RawNode>, _ text: TextBuffers) {
        var index = root
        var entering = true
        while true {
            let raw = nodes[Int(index)]
            let skipped = raw.kind == .footnoteDefinition && index != root
            if entering && !skipped {
                enter(raw, index: index, nodes: nodes, text: text)
                if raw.firstChild != noNode {
                    index = raw.firstChild
                    continue
                }
            }
            if !skipped { exit(raw, index: index, nodes: nodes, text: text) }
            if output.count >= Self.chunkSize { flush(isLast: false) }
            if index == root { break }
            if raw.next != noNode {
                index = raw.next
                entering = true
            } else {
                index = raw.parent
                entering = false
            }
        }
    }

    private mutating func flush(isLast: Bool) {
        lastFlushed = output.last ?? lastFlushed
        if let sink {
            if output.count > 0 { sink(output.bytes) }
        } else if result.isEmpty {
            // The first chunk becomes the result itself, which for most documents is all of it:
            // appending it to a reserved string copied their HTML twice (0.8% of the corpus pass).
            result = String(validUTF8: output.bytes)
            if !isLast { result.reserveCapacity(expectedSize) }
        } else {
            result.appendValidUTF8(output.bytes)
        }
        output.removeAll()
    }

    private var isUnsafe: Bool { htmlOptions.contains(.unsafe) }

    /// GitHub's renderer writes a `<strong>` directly inside another as one (so `****a****` is
    /// `<strong>a</strong>`); CommonMark's keeps both.
    private var collapsesNestedStrong: Bool { htmlOptions.contains(.collapsesNestedStrong) }

    private func isNestedStrong(_ raw: RawNode, _ nodes: UnsafeBufferPointer<RawNode>) -> Bool {
        collapsesNestedStrong && raw.parent != noNode && nodes[Int(raw.parent)].kind == .strong
    }

    private mutating func enter(_ raw: RawNode, index: Int32, nodes: UnsafeBufferPointer<RawNode>, text: TextBuffers) {
        if altTextImage != noNode {
            switch raw.kind {
            case .text, .code, .inlineHTML, .math:
                HTMLEscaping.appendEscaped(slice(raw.text, text), to: &output)
            case .softBreak, .lineBreak:
                output.append(ASCII.space)
            default:
                break
            }
            return
        }
        switch raw.kind {
        case .document:
            break
        case .math:
            let display = raw.has(RawNode.Flag.variant)
            write(display ? "<span class=\"math display\">\\[" : "<span class=\"math inline\">\\(")
            HTMLEscaping.appendEscaped(slice(raw.text, text), to: &output)
            write(display ? "\\]</span>" : "\\)</span>")
        case .mathBlock:
            newlineIfNeeded()
            write("<div class=\"math display\">\\[")
            var tex = slice(raw.text, text)
            if tex.last == ASCII.newline { tex = UnsafeBufferPointer(rebasing: tex.dropLast()) }
            HTMLEscaping.appendEscaped(tex, to: &output)
            write("\\]</div>\n")
        case .footnoteDefinition:
            write("<li id=\"fn-")
            HTMLEscaping.appendEscapedURL(slice(raw.text, text), to: &output)
            write("\">\n")
        case .footnoteReference:
            let (number, occurrence) = footnoteReference(index, raw)
            let label = definitionLabel(number: number)
            write("<sup class=\"footnote-ref\"><a href=\"#fn-")
            label.withUnsafeBufferPointer { HTMLEscaping.appendEscapedURL($0, to: &output) }
            write("\" id=\"fnref-")
            label.withUnsafeBufferPointer { HTMLEscaping.appendEscapedURL($0, to: &output) }
            if occurrence > 1 { writeText("-\(occurrence)") }
            writeText("\" data-footnote-ref>\(number)</a></sup>")
        case .strikethrough:
            write("<del>")
        case .table:
            newlineIfNeeded()
            write("<table>\n")
        case .tableRow:
            if raw.has(RawNode.Flag.variant) {
                write("<thead>\n")
            } else if case let previous = nodes.previousSibling(of: index), previous != noNode && nodes[Int(previous)].has(RawNode.Flag.variant) {
                write("<tbody>\n")
            }
            write("<tr>\n")
        case .tableCell:
            write(nodes[Int(raw.parent)].has(RawNode.Flag.variant) ? "<th" : "<td")
            switch TableSyntax.Alignment(rawValue: raw.small) ?? .none {
            case .none: break
            case .left: write(" align=\"left\"")
            case .center: write(" align=\"center\"")
            case .right: write(" align=\"right\"")
            }
            output.append(ASCII.greaterThan)
        case .blockQuote:
            newlineIfNeeded()
            if raw.has(RawNode.Flag.variant) {
                writeAdmonitionStart(index)
            } else if raw.small != 0 {
                writeAlertStart(raw)
            } else {
                write("<blockquote>\n")
            }
        case .list:
            newlineIfNeeded()
            if raw.has(RawNode.Flag.ordered) {
                if raw.number == 1 {
                    write("<ol>\n")
                } else {
                    write("<ol start=\"")
                    writeText(String(raw.number))
                    write("\">\n")
                }
            } else {
                write("<ul>\n")
            }
        case .listItem:
            newlineIfNeeded()
            write("<li>")
            if raw.has(RawNode.Flag.ordered) {
                write(raw.has(RawNode.Flag.checked) ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
                                                    : "<input type=\"checkbox\" disabled=\"\" /> ")
            }
        case .heading:
            newlineIfNeeded()
            write("<h")
            output.append(ASCII.zero + UInt8(raw.small))
            if let id = headingIDs[NodeReference(storage: storage, index: index)] {
                write(" id=\"")
                Array(id.utf8).withUnsafeBufferPointer { HTMLEscaping.appendEscaped($0, to: &output) }
                output.append(ASCII.quote)
            }
            output.append(ASCII.greaterThan)
        case .paragraph:
            if !isInTightList(raw, nodes) {
                newlineIfNeeded()
                write("<p>")
            }
        case .thematicBreak:
            newlineIfNeeded()
            write("<hr />\n")
        case .codeBlock:
            newlineIfNeeded()
            write("<pre><code")
            if let infoSlice = storage.secondaryText[index] {
                let info = slice(infoSlice, text)
                var wordEnd = 0
                while wordEnd < info.count && !ASCII.isSpaceOrTab(info[wordEnd]) { wordEnd += 1 }
                if wordEnd > 0 {
                    write(" class=\"language-")
                    HTMLEscaping.appendEscaped(UnsafeBufferPointer(rebasing: info[0..<wordEnd]), to: &output)
                    output.append(ASCII.quote)
                }
            }
            output.append(ASCII.greaterThan)
            HTMLEscaping.appendEscaped(slice(raw.text, text), to: &output)
            if storage.impliesLineBreak(after: index) { output.append(ASCII.newline) }
            write("</code></pre>\n")
        case .htmlBlock:
            newlineIfNeeded()
            writeRawHTML(slice(raw.text, text))
            newlineIfNeeded()
        case .text:
            HTMLEscaping.appendEscaped(slice(raw.text, text), to: &output)
        case .softBreak:
            output.append(ASCII.newline)
        case .lineBreak:
            write("<br />\n")
        case .code:
            write("<code>")
            HTMLEscaping.appendEscaped(slice(raw.text, text), to: &output)
            write("</code>")
        case .inlineHTML:
            writeRawHTML(slice(raw.text, text))
        case .emphasis:
            write("<em>")
        case .strong:
            if !isNestedStrong(raw, nodes) { write("<strong>") }
        case .link:
            write("<a href=\"")
            writeDestination(slice(raw.text, text), isImage: false)
            output.append(ASCII.quote)
            writeTitle(index, text)
            output.append(ASCII.greaterThan)
        case .image:
            write("<img src=\"")
            writeDestination(slice(raw.text, text), isImage: true)
            write("\" alt=\"")
            altTextImage = index
        }
    }

    private mutating func exit(_ raw: RawNode, index: Int32, nodes: UnsafeBufferPointer<RawNode>, text: TextBuffers) {
        if altTextImage != noNode {
            guard index == altTextImage else { return }
            altTextImage = noNode
            output.append(ASCII.quote)
            writeTitle(index, text)
            write(" />")
            return
        }
        switch raw.kind {
        case .blockQuote:
            newlineIfNeeded()
            write(raw.has(RawNode.Flag.variant) || raw.small != 0 ? "</div>\n" : "</blockquote>\n")
        case .list:
            newlineIfNeeded()
            write(raw.has(RawNode.Flag.ordered) ? "</ol>\n" : "</ul>\n")
        case .listItem:
            write("</li>\n")
        case .heading:
            write("</h")
            output.append(ASCII.zero + UInt8(raw.small))
            write(">\n")
        case .paragraph:
            if raw.next == noNode && raw.parent != noNode && nodes[Int(raw.parent)].kind == .footnoteDefinition {
                output.append(ASCII.space)
                writeBackReferences(raw.parent, nodes[Int(raw.parent)], text)
            }
            if !isInTightList(raw, nodes) { write("</p>\n") }
        case .footnoteDefinition:
            // Back references go at the end of a last paragraph, or on their own line.
            let last = nodes.lastChild(of: index)
            if last == noNode || nodes[Int(last)].kind != .paragraph {
                writeBackReferences(index, raw, text)
                output.append(ASCII.newline)
            }
            write("</li>\n")
        case .emphasis:
            write("</em>")
        case .strong:
            if !isNestedStrong(raw, nodes) { write("</strong>") }
        case .strikethrough:
            write("</del>")
        case .link:
            write("</a>")
        case .table:
            // A table with body rows has an open <tbody>.
            if nodes.lastChild(of: index) != raw.firstChild { write("</tbody>\n") }
            write("</table>\n")
        case .tableRow:
            write("</tr>\n")
            if raw.has(RawNode.Flag.variant) { write("</thead>\n") }
        case .tableCell:
            write(nodes[Int(raw.parent)].has(RawNode.Flag.variant) ? "</th>\n" : "</td>\n")
        default:
            break
        }
    }

    // MARK: Pieces

    /// Paragraphs directly inside the items of a tight list are written without `<p>`.
    private func isInTightList(_ paragraph: RawNode, _ nodes: UnsafeBufferPointer<RawNode>) -> Bool {
        let item = paragraph.parent
        guard item != noNode, nodes[Int(item)].kind == .listItem else { return false }
        return nodes[Int(nodes[Int(item)].parent)].has(RawNode.Flag.variant)
    }

    /// The links from a footnote back to each of its references: `↩`, then `↩²`, `↩³`, ….
    private mutating func writeBackReferences(_ index: Int32, _ definition: RawNode, _ text: TextBuffers) {
        let number = footnoteIndex?.number(ofDefinition: NodeReference(storage: storage, index: index)) ?? storage.footnoteNumber(of: index)
        let label = slice(definition.text, text)
        let references = footnoteIndex.map { $0.footnotes[Int(number) - 1].references.count }
            ?? storage.footnotes[Int(number) - 1].references.count
        for occurrence in 1...references {
            if occurrence > 1 { output.append(ASCII.space) }
            let suffix = occurrence > 1 ? "-\(occurrence)" : ""
            write("<a href=\"#fnref-")
            HTMLEscaping.appendEscapedURL(label, to: &output)
            writeText("\(suffix)\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(number)\(suffix)\"")
            writeText(" aria-label=\"Back to reference \(number)\(suffix)\">↩")
            if occurrence > 1 { writeText("<sup class=\"footnote-ref\">\(occurrence)</sup>") }
            write("</a>")
        }
    }

    /// A footnote reference's number and which reference to its footnote it is.
    private func footnoteReference(_ index: Int32, _ raw: RawNode) -> (number: Int32, occurrence: Int) {
        if let footnoteIndex, let found = footnoteIndex.reference(NodeReference(storage: storage, index: index)) {
            return (found.number, Int(found.occurrence))
        }
        let number = storage.footnoteNumber(of: index)
        return (number, storage.footnoteReferenceIndex(of: index, number: number))
    }

    /// The label of footnote `number`'s definition, as written there (which may be in another
    /// segment's storage).
    private func definitionLabel(number: Int32) -> [UInt8] {
        let definition = footnoteIndex?.footnotes[Int(number) - 1].definition
            ?? NodeReference(storage: storage, index: storage.footnotes[Int(number) - 1].definition)
        return definition.storage.withText { Array($0[definition.storage.node(definition.index).text]) }
    }

    /// An alert as GitHub writes it: a `div` with the kind's class and a title paragraph (GitHub
    /// also puts an icon before the title; the accessible page draws its own).
    private mutating func writeAlertStart(_ raw: RawNode) {
        let alert = MarkdownNode.Alert.allCases[Int(raw.small) - 1]
        let name = alert.rawValue.lowercased()
        writeText("<div class=\"markdown-alert markdown-alert-\(name)\">\n<p class=\"markdown-alert-title\">")
        writeText(name.prefix(1).uppercased() + name.dropFirst())
        write("</p>\n")
    }

    /// An admonition as Python-Markdown writes it: a `div` with the classes `admonition` and
    /// its type, and a title paragraph unless the title is empty. (MkDocs writes a collapsible
    /// one as `details`; a `div` keeps every admonition one shape for a page's own styles.)
    private mutating func writeAdmonitionStart(_ index: Int32) {
        guard let admonition = MarkdownNode(storage: storage, index: index).admonition else { return write("<div class=\"admonition\">\n") }
        write("<div class=\"admonition ")
        writeEscaped(admonition.type)
        write("\">\n")
        guard !admonition.shownTitle.isEmpty else { return }
        write("<p class=\"admonition-title\">")
        writeEscaped(admonition.shownTitle)
        write("</p>\n")
    }

    private mutating func writeTitle(_ index: Int32, _ text: TextBuffers) {
        guard let title = storage.secondaryText[index] else { return }
        write(" title=\"")
        HTMLEscaping.appendEscaped(slice(title, text), to: &output)
        output.append(ASCII.quote)
    }

    private mutating func writeDestination(_ url: UnsafeBufferPointer<UInt8>, isImage: Bool) {
        if !isUnsafe && URLSafety.isDangerous(url, isImage: isImage) { return }
        HTMLEscaping.appendEscapedURL(url, to: &output)
    }

    /// Raw HTML passes through only in unsafe mode; otherwise it is shown as text.
    private mutating func writeRawHTML(_ html: UnsafeBufferPointer<UInt8>) {
        if isUnsafe {
            if htmlOptions.contains(.tagFilter) {
                TagFilter.appendFiltered(html, to: &output)
            } else {
                output.append(html)
            }
        } else {
            HTMLEscaping.appendEscaped(html, to: &output)
        }
    }

    private func slice(_ slice: TextSlice, _ text: TextBuffers) -> UnsafeBufferPointer<UInt8> {
        text[slice]
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    private mutating func newlineIfNeeded() {
        if let last = output.last ?? lastFlushed, last != ASCII.newline { output.append(ASCII.newline) }
    }

    /// Inlined, so that the literal's length is a constant where it is written and its copy a
    /// few moves: a call to copy a tag of a few bytes took 60 instructions.
    @inline(__always)
    private mutating func write(_ string: StaticString) {
        output.append(string)
    }

    /// Writes text made at run time (numbers); literals go through the `StaticString`
    /// overload, which a distinct name keeps them from missing (a literal prefers `String`).
    private mutating func writeText(_ string: String) {
        output.append(contentsOf: string)
    }

    /// Writes text made at run time from the document, escaped.
    private mutating func writeEscaped(_ string: String) {
        var bytes = Array(string.utf8)
        bytes.withUnsafeMutableBufferPointer { HTMLEscaping.appendEscaped(UnsafeBufferPointer($0), to: &output) }
    }
}
