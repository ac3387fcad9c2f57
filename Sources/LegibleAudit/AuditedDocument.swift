import LegibleAccessibility
import LegibleMarkdown

/// What every rule reads: the document's reading model (the facts a screen reader works from),
/// its syntax nodes grouped by kind, and its source lines. Built once per audit, so that each
/// rule looks only at the few elements or nodes it is about.
struct AuditedDocument {
    let model: ReadingModel
    let lines: SourceLines
    /// The top-level blocks, in order (of every segment, for a streamed document).
    let blocks: [MarkdownNode]
    /// The syntax the document was parsed with.
    let options: ParseOptions
    /// The bytes as given, before invalid UTF-8 and NUL were replaced; `nil` when the audit began
    /// from a parsed document.
    let givenBytes: [UInt8]?
    private let elementsByRole: [AccessibilityRole: [AccessibilityElement]]
    private let nodesByKind: [MarkdownNode.Kind: [MarkdownNode]]

    init(model: ReadingModel, blocks: [MarkdownNode], options: ParseOptions, source: [UInt8], givenBytes: [UInt8]? = nil) {
        self.model = model
        self.blocks = blocks
        self.options = options
        self.givenBytes = givenBytes
        lines = SourceLines(source)
        var elementsByRole: [AccessibilityRole: [AccessibilityElement]] = [:]
        for element in model.elements { elementsByRole[element.role, default: []].append(element) }
        self.elementsByRole = elementsByRole
        // Text and emphasis nodes are the bulk of a tree and rules reach them from their leaf
        // block, so they are not gathered here.
        var nodesByKind: [MarkdownNode.Kind: [MarkdownNode]] = [:]
        for block in blocks {
            for event in block.walk() {
                guard case .enter(let node) = event else { continue }
                switch node.kind {
                case .text, .softBreak, .lineBreak, .code, .emphasis, .strong, .strikethrough: continue
                default: nodesByKind[node.kind, default: []].append(node)
                }
            }
        }
        self.nodesByKind = nodesByKind
    }

    /// The elements of a role, in reading order.
    func elements(_ role: AccessibilityRole) -> [AccessibilityElement] { elementsByRole[role] ?? [] }

    /// The nodes of a kind, in document order (text, breaks, code spans and emphasis excepted).
    func nodes(_ kind: MarkdownNode.Kind) -> [MarkdownNode] { nodesByKind[kind] ?? [] }

    /// The blocks whose inlines hold the document's prose: paragraphs, headings and table cells.
    var proseBlocks: [MarkdownNode] {
        (nodes(.paragraph) + nodes(.heading) + nodes(.tableCell)).sorted { $0.sourceOffsets.lowerBound < $1.sourceOffsets.lowerBound }
    }
}
