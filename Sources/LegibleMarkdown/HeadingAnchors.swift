/// The anchors of a document's headings as GitHub makes them, so that the `#section` links
/// authors write (a table of contents, "see [Setup](#setup)") find their headings.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "# Getting started\n## Setup\n## Setup", options: .gitHub)
/// let anchors = HeadingAnchors(document)
/// anchors.headings.map(\.anchor)          // ["getting-started", "setup", "setup-1"]
/// anchors.heading(forFragment: "setup-1") // the second "Setup" heading
/// ```
///
/// A heading's anchor is its text (what a browser shows, so not an image's description nor a
/// tag of inline HTML) made into a slug: lowercased; every character dropped that is not a letter,
/// a mark, a digit or other number of kinds `Nd`/`Nl`, a connector such as `_`, a hyphen or a
/// space; then each space a hyphen. A slug already taken gets `-1`, `-2`, … until it is free,
/// as GitHub numbers repeated headings. A heading whose slug is empty has no anchor. A heading
/// the author gave an id (`## Setup {#install}`, with ``ParseOptions/headingIDs``) has that id as
/// its anchor. The optional prefix comes before every anchor (GitHub's
/// page uses `user-content-`; the link's fragment is matched with or without it).
public struct HeadingAnchors: Sendable {
    /// A heading and its anchor.
    public struct Entry: Sendable {
        /// The heading node.
        public let heading: MarkdownNode
        /// The anchor, prefix included: the `id` a page gives the heading.
        public let anchor: String
    }

    /// The prefix put before every anchor.
    public let prefix: String
    /// Every heading with its anchor, in document order.
    public let headings: [Entry]
    private let entryByAnchor: [String: Int]
    private let entryByHeading: [MarkdownNode: Int]

    /// The anchors of all the document's headings.
    public init(_ document: MarkdownDocument, prefix: String = "") {
        self.init(headings: document.root.descendants.filter { $0.kind == .heading }, prefix: prefix)
    }

    /// The anchors of these headings, given in document order (for a streamed document's segments).
    public init(headings nodes: some Sequence<MarkdownNode>, prefix: String = "") {
        self.prefix = prefix
        var taken: Set<String> = []
        var repeats: [String: Int] = [:]
        var entries: [Entry] = []
        for heading in nodes {
            if let id = heading.headingID {
                // The author's id is the anchor as written.
                taken.insert(id)
                entries.append(Entry(heading: heading, anchor: prefix + id))
                continue
            }
            let base = Self.slug(Self.visibleText(of: heading))
            // A heading with no text (or only symbols) has no anchor: an empty `id` is no id.
            guard !base.isEmpty else { continue }
            var slug = base
            while taken.contains(slug) {
                let count = (repeats[base] ?? 0) + 1
                repeats[base] = count
                slug = "\(base)-\(count)"
            }
            taken.insert(slug)
            entries.append(Entry(heading: heading, anchor: prefix + slug))
        }
        self.headings = entries
        var byAnchor: [String: Int] = [:]
        var byHeading: [MarkdownNode: Int] = [:]
        for (index, entry) in entries.enumerated() {
            byAnchor[entry.anchor] = index
            byHeading[entry.heading] = index
        }
        entryByAnchor = byAnchor
        entryByHeading = byHeading
    }

    /// The anchor of a heading of the document; `nil` for any other node.
    public func anchor(of heading: MarkdownNode) -> String? {
        entryByHeading[heading].map { headings[$0].anchor }
    }

    /// The heading a link's fragment (the part after `#`, percent-encoded or not, with or without
    /// the prefix) points to, or `nil` if there is none. Matching is exact after decoding, as in
    /// a browser, except that a fragment may leave out the prefix.
    public func heading(forFragment fragment: String) -> MarkdownNode? {
        let decoded = Self.percentDecoded(fragment)
        if let index = entryByAnchor[decoded] ?? entryByAnchor[prefix + decoded] { return headings[index].heading }
        return nil
    }

    /// GitHub's slug of a heading's text, before repeats are numbered.
    ///
    /// ```swift
    /// HeadingAnchors.slug("What's new in 2.0?")   // "whats-new-in-20"
    /// ```
    public static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || keepsInSlug(scalar.properties.generalCategory) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func keepsInSlug(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// The text a browser shows for a heading: text, code and math, not tags of inline HTML and
    /// not the description of an image (which is an attribute, not text).
    static func visibleText(of heading: MarkdownNode) -> String {
        var bytes: [UInt8] = []
        var insideImage = 0
        heading.storage.withText { text in
            for event in heading.walk() {
                switch event {
                case .enter(let node):
                    switch node.kind {
                    case .image: insideImage += 1
                    case .text, .code, .math: if insideImage == 0 { bytes.append(contentsOf: text[node.raw.text]) }
                    case .softBreak, .lineBreak: if insideImage == 0 { bytes.append(ASCII.space) }
                    default: break
                    }
                case .exit(let node):
                    if node.kind == .image { insideImage -= 1 }
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self).trimmingSpaces
    }

    private static func percentDecoded(_ fragment: String) -> String {
        guard fragment.utf8.contains(ASCII.percent) else { return fragment }
        var bytes: [UInt8] = []
        let utf8 = Array(fragment.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == ASCII.percent, index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        if ASCII.isDigit(byte) { return byte - ASCII.zero }
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? lower - UInt8(ascii: "a") + 10 : nil
    }
}

private extension String {
    /// GitHub trims the heading's text before making its slug.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
