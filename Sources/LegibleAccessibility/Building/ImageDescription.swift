import LegibleMarkdown

/// What an image is called: its alt text, or, when that is empty, a readable name made from its
/// file name (`sunset-over-mountains.jpg` → "sunset over mountains"). Never the raw URL.
enum ImageDescription {
    static func facts(of image: MarkdownNode) -> ImageFacts {
        let source = image.destination ?? ""
        let alt = image.plainText.collapsingSpaces
        if !alt.isEmpty {
            return ImageFacts(description: alt, lacksDescription: false, source: source, title: image.title)
        }
        return ImageFacts(description: readableName(fromFileIn: source), lacksDescription: true, source: source, title: image.title)
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
        guard contains("%") else { return self }
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
