/// Characters a cell layout adds around text, for output without styles, where bold, italic,
/// strikethrough and heading sizes cannot be seen: `**strong**`, `_emphasis_`, `~~struck~~`,
/// `### ` before a heading of level 3 (``CellLayoutOptions/textMarks``); for output without
/// colour, backticks around code (``CellLayoutOptions/codeMarks``), which is otherwise in the
/// same face as the text; and a link's numbered reference after its text
/// (``CellLayoutOptions/linkReferences``). Without them `~~Double~~ Decimal` would read "Double
/// Decimal", the opposite of what it says, and `` `cargo build` `` would read as prose.
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

    /// The marks of `document`: styles and headings when `styles`, code when `code`, and
    /// `links`' references.
    init(document: StyledDocument, styles: Bool, code: Bool, links: LinkReferences) {
        update(from: 0, document: document, styles: styles, code: code, links: links)
    }

    /// Marks again the blocks from `first` on, of `document` as it is now (`links` numbered
    /// again from there too); the marks of the blocks before stay, and the cost is the blocks
    /// from `first` on. A block's marks are all inside it, so no two blocks' marks meet.
    mutating func update(from first: Int, document: StyledDocument, styles: Bool, code: Bool, links: LinkReferences) {
        let marked = (styles ? Self.styles : []).union(code ? .code : [])
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
            if styles, case .heading(let level) = block.runs.first?.attributes.role, let start = block.runs.first?.utf8Range.lowerBound {
                before[start] = String(repeating: "#", count: level) + " " + before[start, default: ""]
                offsets.append(start)
            }
            // A code block's text is code throughout, set apart by its frame.
            if !marked.isEmpty, block.runs.first?.attributes.role != .codeBlock {
                var open: InlineStyle = []
                var previousEnd = 0
                var fence = (open: "`", close: "`")
                for (index, run) in block.runs.enumerated() {
                    let style = run.attributes.inline.intersection(marked)
                    if close(open.subtracting(style), at: previousEnd, fence: fence) { offsets.append(previousEnd) }
                    let opening = style.subtracting(open)
                    if opening.contains(.code) { fence = Self.fence(around: block.runs[index...], in: document.text) }
                    let opened = Self.order.filter { opening.contains($0) }.map { Self.mark($0, code: fence.open) }.joined()
                    if !opened.isEmpty {
                        before[run.utf8Range.lowerBound, default: ""] += opened
                        offsets.append(run.utf8Range.lowerBound)
                    }
                    open = style
                    previousEnd = run.utf8Range.upperBound
                }
                if close(open, at: previousEnd, fence: fence) { offsets.append(previousEnd) }
            }
            offsetsByBlock.append(offsets)
        }
    }

    /// Closes `styles` at `end` (code with `fence`'s closing backticks); whether there were any.
    private mutating func close(_ styles: InlineStyle, at end: Int, fence: (open: String, close: String)) -> Bool {
        guard !styles.isEmpty else { return false }
        after[end, default: ""] += Self.order.reversed().filter { styles.contains($0) }.map { Self.mark($0, code: fence.close) }.joined()
        return true
    }

    /// The styles marked, outermost first.
    private static let order: [InlineStyle] = [.strong, .emphasis, .strikethrough, .code]
    /// The styles marked for output without styles.
    private static let styles: InlineStyle = [.strong, .emphasis, .strikethrough]

    /// The mark of `style`; for code, `code`.
    private static func mark(_ style: InlineStyle, code: String) -> String {
        switch style {
        case .strong: "**"
        case .emphasis: "_"
        case .code: code
        default: "~~"
        }
    }

    /// The backticks around the code that starts with the first of `runs`, as Markdown
    /// would write it: one more than the longest run of backticks in it, and a space inside
    /// where the code starts or ends with one (`` `` `a` `` ``).
    private static func fence(around runs: ArraySlice<StyledRun>, in text: String) -> (open: String, close: String) {
        var longest = 0, current = 0
        var first: UInt8?, last: UInt8?
        let utf8 = text.utf8
        for run in runs {
            guard run.attributes.inline.contains(.code) else { break }
            let start = utf8.index(utf8.startIndex, offsetBy: run.utf8Range.lowerBound)
            for byte in utf8[start..<utf8.index(start, offsetBy: run.utf8Range.count)] {
                if first == nil { first = byte }
                last = byte
                current = byte == UInt8(ascii: "`") ? current + 1 : 0
                longest = max(longest, current)
            }
        }
        let backticks = String(repeating: "`", count: longest + 1)
        let padded = first == UInt8(ascii: "`") || last == UInt8(ascii: "`")
        return padded ? (backticks + " ", " " + backticks) : (backticks, backticks)
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
