/// Writes a document as HTML in exactly the form of the CommonMark and GFM spec examples (which
/// is cmark's), walking the node arena with enter and exit events rather than recursion.
struct HTMLRenderer {
    let storage: DocumentStorage
    let parseOptions: ParseOptions
    let htmlOptions: HTMLOptions
    /// HTML written since the last flush into ``result``. Flushing small chunks, always between
    /// nodes and so between whole characters, means the whole HTML is never held twice.
    private var output: [UInt8] = []
    private var result = ""
    private static let chunkSize = 1 << 15
    /// The image whose description is being written as its `alt` text, if any: inside it only
    /// text is written, without tags.
    private var altTextImage = noNode

    init(storage: DocumentStorage, parseOptions: ParseOptions, htmlOptions: HTMLOptions) {
        self.storage = storage
        self.parseOptions = parseOptions
        self.htmlOptions = htmlOptions
    }

    mutating func render() -> String {
        result.reserveCapacity(storage.source.count + storage.source.count / 4 + 64)
        output.reserveCapacity(Self.chunkSize + 1024)
        let storage = self.storage
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.withText { text in
                var index = storage.root
                var entering = true
                while true {
                    let raw = nodes[Int(index)]
                    if entering {
                        enter(raw, index: index, nodes: nodes, text: text)
                        if raw.firstChild != noNode {
                            index = raw.firstChild
                            continue
                        }
                    }
                    exit(raw, index: index, nodes: nodes, text: text)
                    if output.count >= Self.chunkSize { flush() }
                    if index == storage.root { break }
                    if raw.next != noNode {
                        index = raw.next
                        entering = true
                    } else {
                        index = raw.parent
                        entering = false
                    }
                }
            }
        }
        flush()
        return result
    }

    private mutating func flush() {
        output.withUnsafeBufferPointer { result.append(String(decoding: $0, as: UTF8.self)) }
        output.removeAll(keepingCapacity: true)
    }

    private var isUnsafe: Bool { htmlOptions.contains(.unsafe) }

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
        case .document, .tableCell, .tableRow, .table, .footnoteDefinition, .footnoteReference, .math, .mathBlock, .strikethrough:
            break
        case .blockQuote:
            newlineIfNeeded()
            write("<blockquote>\n")
        case .list:
            newlineIfNeeded()
            if raw.has(RawNode.Flag.ordered) {
                if raw.number == 1 {
                    write("<ol>\n")
                } else {
                    write("<ol start=\"")
                    write(String(raw.number))
                    write("\">\n")
                }
            } else {
                write("<ul>\n")
            }
        case .listItem:
            newlineIfNeeded()
            write("<li>")
        case .heading:
            newlineIfNeeded()
            write("<h")
            output.append(ASCII.zero + UInt8(raw.small))
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
            write("<strong>")
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
            write("</blockquote>\n")
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
            if !isInTightList(raw, nodes) { write("</p>\n") }
        case .emphasis:
            write("</em>")
        case .strong:
            write("</strong>")
        case .link:
            write("</a>")
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
            output.append(contentsOf: html)
        } else {
            HTMLEscaping.appendEscaped(html, to: &output)
        }
    }

    private func slice(_ slice: TextSlice, _ text: TextBuffers) -> UnsafeBufferPointer<UInt8> {
        text[slice]
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    private mutating func newlineIfNeeded() {
        if let last = output.last ?? result.utf8.last, last != ASCII.newline { output.append(ASCII.newline) }
    }

    private mutating func write(_ string: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    private mutating func write(_ string: String) {
        output.append(contentsOf: string.utf8)
    }
}
