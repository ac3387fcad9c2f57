import Foundation
import LegibleAccessibility
import LegibleMarkdown

/// Nothing lost, nothing doubled: the reading model's text holds exactly the visible characters
/// of its document, every visible character belongs to exactly one text element, in reading
/// order, and read-all speaks each text element once, in order. Checked over the corpus by the
/// tests and over fuzzed input by `LegibleFuzz`.
public enum ReadingModelCoverage {
    /// Everything wrong with one document's model, as readable sentences.
    public static func problems(_ model: ReadingModel, _ document: MarkdownDocument) -> [String] {
        var problems: [String] = []

        // 1. The model's text has the document's visible characters, no more, no fewer.
        let expected = visibleCharacters(of: document)
        let actual = comparable(model.text)
        if expected != actual {
            let prefix = zip(expected, actual).prefix { $0 == $1 }.count
            func excerpt(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars.dropFirst(prefix).prefix(30))) }
            problems.append("text differs at visible character \(prefix): expected …\(excerpt(expected))… got …\(excerpt(actual))…")
        }

        // 2. Text elements own disjoint ranges in reading order that cover every visible
        //    character; things inside text lie inside their text element.
        var covered = 0
        var previousEnd = 0
        let bytes = Array(model.text.utf8)
        for element in model.textElements {
            let range = element.utf8Range
            if range.lowerBound < previousEnd { problems.append("\(element.id) overlaps the text element before it") }
            previousEnd = max(previousEnd, range.upperBound)
            covered += comparable(String(decoding: bytes[range], as: UTF8.self)).count
        }
        if covered != actual.count { problems.append("text elements cover \(covered) of \(actual.count) visible characters") }
        for element in model.elements where element.isInline {
            var holder = element
            while let parent = holder.parent, !holder.isTextElement { holder = parent }
            if !holder.utf8Range.contains(element.utf8Range.lowerBound) && !element.utf8Range.isEmpty {
                problems.append("\(element.id) lies outside its text element")
            }
        }

        // 3. Images, formulas and separators, which have no text, each have an element.
        let nodes = Array(document.root.descendants)
        for (kind, roleCount) in [(MarkdownNode.Kind.image, model.elements(.image).count),
                                  (.thematicBreak, model.elements(.separator).count)] {
            let count = nodes.filter { $0.kind == kind && isShown($0) }.count
            if count != roleCount { problems.append("\(count) \(kind) nodes but \(roleCount) elements") }
        }
        let mathCount = nodes.filter { ($0.kind == .math || $0.kind == .mathBlock) && isShown($0) }.count
        if mathCount != model.elements(.math).count { problems.append("\(mathCount) formulas but \(model.elements(.math).count) math elements") }

        // 4. Read-all speaks each text element once (a code block: its name, then its lines),
        //    in reading order; table cells are spoken in their rows.
        var spokenOrder: [Int] = []
        var spokenCount: [ElementID: Int] = [:]
        let order = Dictionary(uniqueKeysWithValues: model.textElements.enumerated().map { ($1.id, $0) })
        for utterance in model.readAllScript.utterances where !utterance.speaksPunctuation {
            guard let position = order[utterance.element] else { continue }
            spokenOrder.append(position)
            spokenCount[utterance.element, default: 0] += 1
        }
        if spokenOrder != spokenOrder.sorted() { problems.append("read-all is out of order") }
        for element in model.textElements where element.role != .tableCell {
            let count = spokenCount[element.id] ?? 0
            if count > 1 { problems.append("\(element.id) is read \(count) times") }
            if count == 0 && !(element.accessibleText ?? "").isEmpty { problems.append("\(element.id) is never read") }
        }
        return problems
    }

    /// Whether a node is shown: not inside an unreferenced footnote definition, and not inside
    /// an image's description (which is not visible text).
    private static func isShown(_ node: MarkdownNode) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.kind == .image { return false }
            if current.kind == .footnoteDefinition && current.footnoteNumber == nil { return false }
            ancestor = current.parent
        }
        return true
    }

    /// The visible characters of a document, worked out from the syntax tree independently of
    /// the model: the document's blocks in order (footnote definitions skipped), then its
    /// referenced footnotes in number order.
    public static func visibleCharacters(of document: MarkdownDocument) -> [Unicode.Scalar] {
        var text = ""
        for root in [document.root] + document.footnotes {
            var pending = [root]
            while let node = pending.popLast() {
                switch node.kind {
                case .text, .code, .codeBlock:
                    text += node.literal ?? ""
                case .footnoteReference:
                    text += String(node.footnoteNumber ?? 0)
                case .htmlBlock:
                    text += withoutTags(node.literal ?? "")
                case .image, .math, .mathBlock, .inlineHTML:
                    break
                case .footnoteDefinition where node != root:
                    break
                default:
                    pending.append(contentsOf: Array(node.children).reversed())
                }
            }
        }
        return comparable(text)
    }

    /// Raw HTML as a reader sees it: tags and comments removed, character references decoded.
    public static func withoutTags(_ html: String) -> String {
        // Unicode scalars, as HTML's tokenizer reads them: in characters, a `>` followed by a
        // combining mark is one character that is not `>`, and a tag would run on past it.
        let scalars = Array(html.unicodeScalars)
        var kept = String.UnicodeScalarView()
        func matches(_ word: [Unicode.Scalar], at position: Int) -> Bool {
            position + word.count <= scalars.count && scalars[position..<position + word.count].elementsEqual(word)
        }
        let commentOpen = Array("<!--".unicodeScalars), commentClose = Array("-->".unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count else {
                kept.append(scalars[index])
                index += 1
                continue
            }
            // A tag name starts with an ASCII letter (the tokenizer reads `<` before anything
            // else, `<é>` or `<ʛ>` say, as text).
            let next = scalars[index + 1]
            let isTag = (next.isASCII && next.properties.isAlphabetic) || "/!?".unicodeScalars.contains(next)
            let terminator: [Unicode.Scalar] = matches(commentOpen, at: index) ? commentClose : [">"]
            let close = isTag ? tagEnd(from: index + 1, terminator: terminator) : nil
            guard let close else {
                kept.append("<")
                index += 1
                continue
            }
            let tag = String(String.UnicodeScalarView(scalars[index..<close]))
            let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }.lowercased()
            // An image is read by its alt; script, style and template contents are never read.
            if name == "img", let alt = attribute("alt", of: tag) { kept.append(contentsOf: alt.unicodeScalars) }
            index = close + terminator.count
            if ["script", "style", "template"].contains(name) {
                let endTag = Array("</\(name)".unicodeScalars)
                index = (index..<scalars.count).first { position in
                    position + endTag.count <= scalars.count
                        && zip(scalars[position..<position + endTag.count], endTag).allSatisfy { String($0).lowercased() == String($1) }
                } ?? scalars.count
            }
        }
        /// Where a tag's terminator is: a `>` inside a quoted attribute value does not end it.
        func tagEnd(from start: Int, terminator: [Unicode.Scalar]) -> Int? {
            var quote: Unicode.Scalar?
            var position = start
            while position < scalars.count {
                if let open = quote {
                    if scalars[position] == open { quote = nil }
                } else if terminator == [">"], scalars[position] == "\"" || scalars[position] == "'",
                          scalars[..<position].last(where: { !$0.properties.isWhitespace }) == "=" {
                    quote = scalars[position]
                } else if matches(terminator, at: position) {
                    return position
                }
                position += 1
            }
            return nil
        }
        let result = String(kept)
        // Character references, decoded as the parser decodes them in Markdown text.
        let bytes = Array(result.utf8)
        var decoded: [UInt8] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] == UInt8(ascii: "&"), let end = CharacterReferences.decode(buffer, at: index, end: buffer.count, into: &decoded) {
                    index = end
                } else {
                    decoded.append(buffer[index])
                    index += 1
                }
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The value of a quoted attribute in a tag's source, as written (the decoding below covers
    /// its references).
    private static func attribute(_ name: String, of tag: String) -> String? {
        let lower = tag.lowercased()
        for quote in ["\"", "'"] {
            guard let start = lower.range(of: " \(name)=\(quote)") ?? lower.range(of: "\n\(name)=\(quote)") else { continue }
            let rest = tag[start.upperBound...]
            return String(rest.prefix { String($0) != quote })
        }
        return nil
    }

    /// Text reduced to what can be compared: its Unicode scalars (which, unlike characters, do
    /// not depend on their neighbours, so a text cut at element boundaries counts the same),
    /// without white space and attachment characters.
    public static func comparable(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "\u{FFFC}" }
    }
}
