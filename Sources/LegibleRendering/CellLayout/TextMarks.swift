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

    /// The marks of `document`: styles and headings when `styles`, and `links`' references.
    init(document: StyledDocument, styles: Bool, links: LinkReferences) {
        for (end, number) in links.numberByEnd { after[end] = LinkReferences.marker(number) }
        guard styles else { return }
        for block in document.blocks {
            if case .heading(let level) = block.runs.first?.attributes.role, let start = block.runs.first?.utf8Range.lowerBound {
                before[start, default: ""] = String(repeating: "#", count: level) + " " + before[start, default: ""]
            }
            var open: InlineStyle = []
            var previousEnd = 0
            for run in block.runs {
                let style = run.attributes.inline.intersection(Self.marked)
                close(open.subtracting(style), at: previousEnd)
                let opened = style.subtracting(open)
                before[run.utf8Range.lowerBound, default: ""] += Self.order.filter { opened.contains($0) }.map(Self.mark).joined()
                open = style
                previousEnd = run.utf8Range.upperBound
            }
            close(open, at: previousEnd)
        }
        before = before.filter { !$0.value.isEmpty }
    }

    private mutating func close(_ styles: InlineStyle, at end: Int) {
        guard !styles.isEmpty else { return }
        after[end, default: ""] += Self.order.reversed().filter { styles.contains($0) }.map(Self.mark).joined()
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
