import LegibleAccessibility

/// The numbered references of a cell layout's links, for output where a link's address cannot
/// be a hyperlink (a pipe, `--plain`, a terminal without OSC 8): each link whose text is not its
/// address is followed by `[1]`, and ``destinations`` lists the addresses to print after the text,
/// as lynx and w3m do. Each distinct address gets one number, in the order addresses first appear.
///
/// ```swift
/// let layout = CellLayout(document: styled, options: CellLayoutOptions(width: 40, linkReferences: true))
/// layout.plainRows()                  // ["See the guide[1] and the FAQ[2]."]
/// layout.linkReferences.destinations  // ["https://a.example/guide", "faq.md"]
/// ```
public struct LinkReferences: Hashable, Sendable {
    /// The addresses, as written; the first is number 1.
    public private(set) var destinations: [String] = []
    /// The number shown after the link whose text ends at each UTF-8 offset of the text.
    private(set) var numberByEnd: [Int: Int] = [:]
    /// Each address's number.
    private var numberByDestination: [String: Int] = [:]
    /// The references of each block, by block index, and how many addresses there were before
    /// it: what a streamed append that lays out the blocks from one on takes back.
    private(set) var endsByBlock: [[Reference]] = []
    private var destinationsBefore: [Int] = []

    /// A link's reference: where its text ends (UTF-8) and its number.
    struct Reference: Hashable, Sendable {
        let end: Int
        let number: Int
    }

    /// No references.
    init() {}

    /// The references of every link in `document`.
    init(document: StyledDocument) {
        update(from: 0, document: document)
    }

    /// Numbers again the links of the blocks from `first` on, of `document` as it is now; the
    /// blocks before keep their numbers (numbers follow first appearance), and the cost is the
    /// blocks from `first` on, not the document.
    mutating func update(from first: Int, document: StyledDocument) {
        let start = min(first, endsByBlock.count)
        for ends in endsByBlock[start...] { for reference in ends { numberByEnd[reference.end] = nil } }
        let kept = start < destinationsBefore.count ? destinationsBefore[start] : destinations.count
        for destination in destinations[kept...] { numberByDestination[destination] = nil }
        destinations.removeSubrange(kept...)
        endsByBlock.removeSubrange(start...)
        destinationsBefore.removeSubrange(start...)
        let utf8 = document.text.utf8
        for index in start..<max(start, document.blocks.count) {
            destinationsBefore.append(destinations.count)
            var ends: [Reference] = []
            var open: (element: ElementID, start: Int, end: Int, destination: String)?
            func close() {
                guard let link = open else { return }
                open = nil
                let from = utf8.index(utf8.startIndex, offsetBy: link.start)
                let shown = Substring(utf8[from..<utf8.index(from, offsetBy: link.end - link.start)])
                guard !link.destination.isEmpty, !Self.showsAddress(shown, link.destination) else { return }
                let number = numberByDestination[link.destination] ?? {
                    destinations.append(link.destination)
                    numberByDestination[link.destination] = destinations.count
                    return destinations.count
                }()
                numberByEnd[link.end] = number
                ends.append(Reference(end: link.end, number: number))
            }
            for run in document.blocks[index].runs {
                guard let link = run.attributes.link else {
                    close()
                    continue
                }
                if open?.element == link.element {
                    open?.end = run.utf8Range.upperBound
                } else {
                    close()
                    open = (link.element, run.utf8Range.lowerBound, run.utf8Range.upperBound, link.destination)
                }
            }
            close()
            endsByBlock.append(ends)
        }
    }

    /// Whether a link's text is its address already (`<https://a.example>`, a bare URL, an
    /// e-mail address), so a reference would only repeat it.
    static func showsAddress(_ text: Substring, _ destination: String) -> Bool {
        text == destination || "mailto:" + text == destination
    }

    /// What follows a link's text: its number in brackets (ASCII, one cell a character).
    static func marker(_ number: Int) -> String {
        "[\(number)]"
    }
}
