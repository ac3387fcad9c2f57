import LegibleMarkdown
import LegibleMath

/// What an image is called: its alt text, or, when that is empty, a readable name made from its
/// file name (`sunset-over-mountains.jpg` → "sunset over mountains"). Never the raw URL.
///
/// A formula in the alt text (`![A $2\times 2$ window](pool.svg)`) is written as math where
/// the description is shown (its linear form, `2 × 2`, or its TeX between dollar signs when it
/// cannot be read), not as raw TeX; where it is spoken, it is spoken as math
/// (``AccessibleText``). What the alt text and title hide is shown as the model's warnings
/// (``ContentWarning``).
enum ImageDescription {
    static func facts(of image: MarkdownNode, storage: ReadingModelStorage) -> ImageFacts {
        let source = image.destination ?? ""
        let alt = ContentWarning.revealing(shownText(of: image, storage: storage), warns: storage.warns, phrases: storage.phrases).collapsingSpaces
        let title = image.title.map { ContentWarning.revealing($0, warns: storage.warns, phrases: storage.phrases) }
        let description = alt.isEmpty ? readableName(fromFileIn: source) : alt
        let shown = description.isEmpty ? storage.phrases.text(.unnamedImage) : description
        let placeholder = ImagePolicy.ask.decision(for: source).placeholder(description: shown, phrases: storage.phrases)
        return ImageFacts(description: description, lacksDescription: alt.isEmpty, source: source, title: title, placeholder: placeholder)
    }

    /// The alt text of `image` as shown: its text, with each formula in its linear form.
    private static func shownText(of image: MarkdownNode, storage: ReadingModelStorage) -> String {
        var text = ""
        for event in image.walk() {
            guard case .enter(let node) = event, node != image else { continue }
            switch node.kind {
            case .math, .mathBlock:
                let formula = storage.reading(node.literal ?? "").formula
                text += formula.isReadable ? UnicodeMathWriter().linear(formula).text : "$" + formula.tex + "$"
            case .softBreak, .lineBreak:
                text += " "
            default:
                if node.firstChild == nil { text += node.literal ?? "" }
            }
        }
        return text
    }

    /// The file name of a URL or path, without query, fragment or extension, percent-decoded,
    /// with `-`, `_`, `.` and `+` read as spaces and camelCase split. Empty for `data:` URLs and
    /// names with no letters or digits.
    static func readableName(fromFileIn source: String) -> String {
        guard !source.lowercased().hasPrefix("data:") else { return "" }
        var path = Substring(source)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        while path.hasSuffix("/") { path = path.dropLast() }
        var name = path.split(separator: "/").last.map(String.init) ?? ""
        name = name.removingPercentEncodingIfValid
        if let dot = name.lastIndex(of: "."), dot != name.startIndex,
           name.distance(from: dot, to: name.endIndex) <= 6 {
            name = String(name[..<dot])
        }
        var words = ""
        var previous: Character?
        for character in name {
            if character == "-" || character == "_" || character == "." || character == "+" {
                words += " "
            } else {
                if let previous, previous.isLowercase, character.isUppercase { words += " " }
                words.append(character)
            }
            previous = character
        }
        let result = words.collapsingSpaces
        return result.contains(where: { $0.isLetter || $0.isNumber }) ? result : ""
    }
}

extension String {
    /// `%XX` sequences decoded as UTF-8; the string unchanged if they do not decode.
    var removingPercentEncodingIfValid: String {
        // A byte scan: `contains("%")` is Foundation's substring search, which bridges to
        // NSString and was 8% of a streamed append of paragraphs with links (callgrind).
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var bytes: [UInt8] = []
        var iterator = Array(utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%"), iterator.count >= 2,
               let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
