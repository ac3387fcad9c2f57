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

        // 1. The model's text has the document's visible characters, no more, no fewer. The
        //    warnings it adds (about hidden characters, which are not visible, and disguised
        //    links) are not the document's: they are blanked out.
        let bytes = textWithoutWarnings(model)
        let expected = visibleCharacters(of: document)
        let actual = comparable(String(decoding: bytes, as: UTF8.self))
        if expected != actual {
            let prefix = zip(expected, actual).prefix { $0 == $1 }.count
            func excerpt(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars.dropFirst(prefix).prefix(30))) }
            problems.append("text differs at visible character \(prefix): expected …\(excerpt(expected))… got …\(excerpt(actual))…")
        }

        // 2. Text elements own disjoint ranges in reading order that cover every visible
        //    character; things inside text lie inside their text element.
        var covered = 0
        var previousEnd = 0
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
                case .htmlBlock, .inlineHTML:
                    // An inline tag is read as nothing, but an `<img>` as its alt.
                    text += withoutTags(node.literal ?? "")
                case .image, .math, .mathBlock:
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

    /// Raw HTML as a reader sees it, stated on its own from CommonMark's raw-HTML forms (spec
    /// 6.6) so that it can disagree with the model's tokenizer: comments (`<!-->`, `<!--->` or up
    /// to `-->`), CDATA (up to `]]>`), processing instructions (up to `?>`), other `<!` and `</`
    /// before a non-letter (up to `>`) and tags (up to a `>` outside a quoted attribute value) are
    /// not read; an `<img>` is read by its first `alt`; the contents of `script`, `style` and
    /// `template` are never read; a `<` that starts none of these, or one that never ends, is text.
    /// Each piece of text, and each alt, has its character references decoded on its own.
    public static func withoutTags(_ html: String) -> String {
        // Unicode scalars, as HTML's tokenizer reads them: in characters, a `>` followed by a
        // combining mark is one character that is not `>`, and a tag would run on past it.
        let scalars = Array(html.unicodeScalars)
        var result = ""
        var text = String.UnicodeScalarView()
        func keep(_ piece: String.UnicodeScalarView) {
            result += CharacterReferences.decoded(String(piece))
        }
        /// Where the first `marker` at or after `start` ends.
        func end(of marker: String, from start: Int) -> Int? {
            let word = Array(marker.unicodeScalars)
            guard start + word.count <= scalars.count else { return nil }
            return (start...(scalars.count - word.count)).first { scalars[$0..<$0 + word.count].elementsEqual(word) }
                .map { $0 + word.count }
        }
        func has(_ marker: String, at position: Int) -> Bool {
            let word = Array(marker.unicodeScalars)
            return position + word.count <= scalars.count && scalars[position..<position + word.count].elementsEqual(word)
        }
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                text.append(scalars[index])
                index += 1
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            let close: Int?
            var element: (name: String, alt: String?)?
            if has("<!-->", at: index) || has("<!--->", at: index) {
                close = end(of: ">", from: index + 4)
            } else if has("<!--", at: index) {
                close = end(of: "-->", from: index + 4)
            } else if has("<![CDATA[", at: index) {
                close = end(of: "]]>", from: index + 9)
            } else if next == "?" {
                close = end(of: "?>", from: index + 2)
            } else if next == "!" || (next == "/" && !(index + 2 < scalars.count && isASCIILetter(scalars[index + 2]))) {
                close = end(of: ">", from: index + 2)
            } else if isASCIILetter(next) || next == "/" {
                let tag = Self.tag(in: scalars, from: index + 1)
                close = tag?.end
                if next != "/", let tag { element = (tag.name, tag.alt) }
            } else {
                close = nil
            }
            guard let close else {
                text.append("<")
                index += 1
                continue
            }
            keep(text)
            text = String.UnicodeScalarView()
            index = close
            if element?.name == "img", let alt = element?.alt { result += CharacterReferences.decoded(alt) }
            if let name = element?.name, ["script", "style", "template"].contains(name) {
                // Up to `</name`, in any case, or the end.
                index = (index..<scalars.count).first { position in
                    has("</", at: position) && position + 2 + name.count <= scalars.count
                        && String(String.UnicodeScalarView(scalars[position + 2..<position + 2 + name.count])).asciiLowercased == name
                } ?? scalars.count
            }
        }
        keep(text)
        return result
    }

    /// A start or end tag from just after its `<`: its name (up to a space, `/` or `>`, ASCII
    /// lowercased), its first `alt` (as written; empty when it has no value) and where it ends,
    /// or `nil` when the HTML ends first. Attribute names run to a space, `=` or `>`; a value is
    /// quoted when its first character after `=` (and spaces) is a quote, and a `>` inside it does
    /// not end the tag.
    private static func tag(in scalars: [Unicode.Scalar], from start: Int) -> (name: String, alt: String?, end: Int)? {
        enum State { case name, between, attributeName, afterName, beforeValue, unquoted, quoted(Unicode.Scalar) }
        let spaces: Set<Unicode.Scalar> = [" ", "\n", "\t", "\r", "\u{0C}"]
        var state = State.name
        var position = start + (scalars[start] == "/" ? 1 : 0)
        var name = String.UnicodeScalarView(), attribute = String.UnicodeScalarView(), value = String.UnicodeScalarView()
        var alt: String?
        func finishAttribute() {
            if String(attribute).asciiLowercased == "alt", alt == nil { alt = String(value) }
            attribute = String.UnicodeScalarView()
            value = String.UnicodeScalarView()
        }
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            switch state {
            case .name:
                if scalar == ">" { return (String(name).asciiLowercased, alt, position) }
                if spaces.contains(scalar) || scalar == "/" { state = .between } else { name.append(scalar) }
            case .between:
                if scalar == ">" { return (String(name).asciiLowercased, alt, position) }
                if scalar == "=" {
                    state = .beforeValue
                } else if !spaces.contains(scalar) && scalar != "/" {
                    attribute.append(scalar)
                    state = .attributeName
                }
            case .attributeName:
                if scalar == ">" { finishAttribute(); return (String(name).asciiLowercased, alt, position) }
                if scalar == "=" {
                    state = .beforeValue
                } else if spaces.contains(scalar) {
                    state = .afterName
                } else {
                    attribute.append(scalar)
                }
            case .afterName:
                if scalar == "=" {
                    state = .beforeValue
                } else if !spaces.contains(scalar) {
                    // A valueless attribute; this character belongs to what follows it.
                    finishAttribute()
                    state = .between
                    position -= 1
                }
            case .beforeValue:
                if scalar == ">" { finishAttribute(); return (String(name).asciiLowercased, alt, position) }
                if scalar == "\"" || scalar == "'" {
                    state = .quoted(scalar)
                } else if !spaces.contains(scalar) {
                    value.append(scalar)
                    state = .unquoted
                }
            case .unquoted:
                if scalar == ">" { finishAttribute(); return (String(name).asciiLowercased, alt, position) }
                if spaces.contains(scalar) { finishAttribute(); state = .between } else { value.append(scalar) }
            case .quoted(let quote):
                if scalar == quote { finishAttribute(); state = .between } else { value.append(scalar) }
            }
        }
        return nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Text reduced to what can be compared: its Unicode scalars (which, unlike characters, do
    /// not depend on their neighbours, so a text cut at element boundaries counts the same),
    /// without white space and attachment characters.
    /// The visible characters of a text, as both sides are compared: without white space,
    /// attachment characters and default ignorable code points (which the model either keeps,
    /// unseen, or replaces with a warning).
    public static func comparable(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "\u{FFFC}" && !$0.properties.isDefaultIgnorableCodePoint }
    }

    /// The model's text as UTF-8, the warnings it added (`AccessibilityElement.warningRanges`)
    /// replaced by spaces.
    public static func textWithoutWarnings(_ model: ReadingModel) -> [UInt8] {
        var bytes = Array(model.text.utf8)
        for element in model.textElements {
            for range in element.warningRanges {
                for index in range { bytes[index] = UInt8(ascii: " ") }
            }
        }
        return bytes
    }
}

private extension String {
    /// ASCII letters lowercased only, as HTML lowercases tag and attribute names.
    var asciiLowercased: String {
        String(String.UnicodeScalarView(unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }
}
