/// `image-alt-generic`: alt text that says nothing about the picture: a file name, or a word
/// such as "image", "picture" or "screenshot".
///
/// A screen reader already says "image"; alt text of "image" or `IMG_2041.jpg` tells the
/// listener nothing more. Applies to Markdown images and to HTML `<img alt="…">`.
struct ImageAltGeneric: AuditRule {
    let info = AuditRuleInfo(
        id: "image-alt-generic",
        title: "Image description that describes nothing",
        rationale: "A screen reader already announces an image as an image. Alt text that is a file name or a word like \"image\", \"picture\" or \"screenshot\" tells the listener nothing about what it shows.",
        wcag: ["1.1.1"],
        defaultSeverity: .warning,
        example: "![screenshot](settings.png)",
        fixedExample: "![The Settings window with “Dark mode” switched on](settings.png)",
        options: [AuditRuleOption(name: "genericWords", summary: "Alt texts that say nothing (compared without case and end punctuation).",
                                  defaultValue: .strings(["image", "picture", "photo", "photograph", "pic", "img", "graphic", "icon",
                                                          "screenshot", "screen shot", "screen capture", "figure", "diagram", "chart",
                                                          "alt", "alt text", "placeholder", "untitled", "logo", "banner", "gif"]))]
    )

    static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "tif", "tiff", "ico", "avif", "heic"]

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let generic = Set(findings.strings("genericWords").map(\.normalizedLabel))
        for element in document.elements(.image) {
            guard let image = element.image, !image.lacksDescription, let node = element.node,
                  let problem = Self.problem(alt: image.description, source: image.source, generic: generic) else { continue }
            findings.report(node, "The image description \(image.description.quotedExcerpt()) \(problem): it tells a listener nothing about what the image shows.",
                            fix: "Replace it with what the image shows or what it is for.")
        }
        for tag in document.htmlImages {
            guard let alt = tag.attributes["alt"], !alt.isEmpty,
                  let problem = Self.problem(alt: alt, source: tag.attributes["src"] ?? "", generic: generic) else { continue }
            findings.report(tag.sourceOffsets, "The image description alt=\(alt.quotedExcerpt()) \(problem): it tells a listener nothing about what the image shows.",
                            fix: "Replace it with what the image shows or what it is for; alt=\"\" if it only decorates.")
        }
    }

    /// Why an alt text describes nothing, or `nil` when it may describe something.
    static func problem(alt: String, source: String, generic: Set<String>) -> String? {
        let normalized = alt.normalizedLabel
        if generic.contains(normalized) { return "is a generic word" }
        let words = alt.split(whereSeparator: \.isWhitespace)
        if words.count == 1, let dot = words[0].lastIndex(of: "."),
           fileExtensions.contains(words[0][words[0].index(after: dot)...].lowercased()) {
            return "is a file name"
        }
        let fileName = source.split(separator: "/").last.map { $0.split(separator: "?").first ?? $0 } ?? ""
        let stem = fileName.split(separator: ".").dropLast().joined(separator: ".")
        if !stem.isEmpty, normalized == stem.lowercased(), stem.contains(where: { $0 == "_" || $0 == "-" || $0.isNumber }) || !stem.contains(where: \.isLowercase) {
            return "is the file name"
        }
        return nil
    }
}
