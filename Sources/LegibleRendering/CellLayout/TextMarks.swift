/// Characters a cell layout adds around text, for output without styles, where bold, italic,
/// strikethrough and heading sizes cannot be seen: `**strong**`, `_emphasis_`, `~~struck~~`,
/// `### ` before a heading of level 3 (``CellLayoutOptions/textMarks``), and a link's numbered
/// reference after its text (``CellLayoutOptions/linkReferences``). Without them `~~Double~~
/// Decimal` would read "Double Decimal", the opposite of what it says.
///
/// Marks are drawn with the cluster they touch, so they wrap with their word and never start a line
/// on their own.
struct TextMarks: Hashable, Sendable {
    /// What is drawn before the cluster starting at each UTF-8 offset.
    private(set) var before: [Int: String] = [:]
    /// What is drawn after the cluster ending at each UTF-8 offset.
    private(set) var after: [Int: String] = [:]

    var isEmpty: Bool { before.isEmpty && after.isEmpty }

    /// No marks.
    init() {}

    /// The offsets each block put marks at, by block index: what a streamed append that lays
    /// out the blocks from one on takes back.
    private var offsetsByBlock: [[Int]] = []

    /// The marks of `document`: styles and headings when `styles`, and `links`' references.
    init(document: StyledDocument, styles: Bool, links: LinkReferences) {
        update(from: 0, document: document, styles: styles, links: links)
    }

    /// Marks again the blocks from `first` on, of `document` as it is now (`links` numbered
    /// again from there too); the marks of the blocks before stay, and the cost is the blocks
    /// from `first` on. A block's marks are all inside it, so no two blocks' marks meet.
    mutating func update(from first: Int, document: StyledDocument, styles: Bool, links: LinkReferences) {
        let start = min(first, offsetsByBlock.count)
        for offsets in offsetsByBlock[start...] {
            for offset in offsets {
                before[offset] = nil
                after[offset] = nil
            }
        }
        offsetsByBlock.removeSubrange(start...)
        for index in start..<max(start, document.blocks.count) {
            let block = document.blocks[index]
            var offsets: [Int] = []
            for reference in index < links.endsByBlock.count ? links.endsByBlock[index] : [] {
                after[reference.end] = LinkReferences.marker(reference.number)
                offsets.append(reference.end)
            }
            if styles {
                if case .heading(let level) = block.runs.first?.attributes.role, let start = block.runs.first?.utf8Range.lowerBound {
                    before[start] = String(repeating: "#", count: level) + " " + before[start, default: ""]
                    offsets.append(start)
                }
                var open: InlineStyle = []
                var previousEnd = 0
                for run in block.runs {
                    let style = run.attributes.inline.intersection(Self.marked)
                    if close(open.subtracting(style), at: previousEnd) { offsets.append(previousEnd) }
                    let opened = Self.order.filter { style.subtracting(open).contains($0) }.map(Self.mark).joined()
                    if !opened.isEmpty {
                        before[run.utf8Range.lowerBound, default: ""] += opened
                        offsets.append(run.utf8Range.lowerBound)
                    }
                    open = style
                    previousEnd = run.utf8Range.upperBound
                }
                if close(open, at: previousEnd) { offsets.append(previousEnd) }
            }
            offsetsByBlock.append(offsets)
        }
    }

    /// Closes `styles` at `end`; whether there were any.
    private mutating func close(_ styles: InlineStyle, at end: Int) -> Bool {
        guard !styles.isEmpty else { return false }
        after[end, default: ""] += Self.order.reversed().filter { styles.contains($0) }.map(Self.mark).joined()
        return true
    }

    /// The styles marked, outermost first.
    private static let order: [InlineStyle] = [.strong, .emphasis, .strikethrough]
    private static let marked: InlineStyle = [.strong, .emphasis, .strikethrough]

    private static func mark(_ style: InlineStyle) -> String {
        switch style {
        case .strong: "**"
        case .emphasis: "_"
        default: "~~"
        }
    }

    /// The cells the marks around a cluster take.
    func width(ofClusterAt start: Int, count: Int) -> Int {
        (before[start]?.count ?? 0) + (after[start + count]?.count ?? 0)
    }

    /// A cluster's drawing with its marks.
    func around(_ drawn: String, clusterAt start: Int, count: Int) -> String {
        (before[start] ?? "") + drawn + (after[start + count] ?? "")
    }
}
