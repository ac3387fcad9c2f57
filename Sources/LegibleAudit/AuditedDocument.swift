import LegibleAccessibility
import LegibleMarkdown

/// What every rule reads: the document's reading model (the facts a screen reader works from),
/// its syntax nodes grouped by kind, and its source lines. Built once per audit; each shared
/// fact is worked out the first time a rule asks for it, so rules that are off cost nothing.
final class AuditedDocument {
    let model: ReadingModel
    /// The source, as the syntax tree's offsets count it.
    let source: [UInt8]
    /// Where the source's lines start, worked out when a finding or a rule first needs it.
    private(set) lazy var lines = SourceLines(source)
    /// The top-level blocks, in order (of every segment, for a streamed document).
    let blocks: [MarkdownNode]
    /// The syntax the document was parsed with.
    let options: ParseOptions
    /// The bytes as given, before invalid UTF-8 and NUL were replaced; `nil` when the audit began
    /// from a parsed document.
    let givenBytes: [UInt8]?
    private var elementsByRole: [AccessibilityRole: [AccessibilityElement]] = [:]

    init(model: ReadingModel, blocks: [MarkdownNode], options: ParseOptions, source: [UInt8], givenBytes: [UInt8]? = nil) {
        self.model = model
        self.blocks = blocks
        self.options = options
        self.givenBytes = givenBytes
        self.source = source
    }

    /// The elements of a role, in reading order.
    func elements(_ role: AccessibilityRole) -> [AccessibilityElement] {
        if let known = elementsByRole[role] { return known }
        let found = Array(model.elements(role))
        elementsByRole[role] = found
        return found
    }

    /// The nodes of a kind, in document order (text, breaks, code spans and emphasis excepted).
    func nodes(_ kind: MarkdownNode.Kind) -> [MarkdownNode] { index.nodesByKind[kind] ?? [] }

    /// The text of the blocks whose inlines hold the document's prose (paragraphs, headings
    /// and table cells), in document order.
    var prose: [ProseText] { index.prose }

    /// One walk of the syntax tree gathers the nodes by kind and the prose.
    private lazy var index: (nodesByKind: [MarkdownNode.Kind: [MarkdownNode]], prose: [ProseText]) = {
        var nodesByKind: [MarkdownNode.Kind: [MarkdownNode]] = [:]
        var prose: [ProseText] = []
        var current: ProseText.Builder?
        for block in blocks {
            for event in block.walk() {
                switch event {
                case .enter(let node):
                    current?.enter(node)
                    switch node.kind {
                    // Text and emphasis nodes are the bulk of a tree; rules reach them through the prose.
                    case .text, .softBreak, .lineBreak, .code, .emphasis, .strong, .strikethrough: continue
                    case .paragraph, .heading, .tableCell: current = ProseText.Builder(block: node)
                    default: break
                    }
                    nodesByKind[node.kind, default: []].append(node)
                case .exit(let node):
                    current?.exit(node)
                    if let builder = current, builder.block == node {
                        prose.append(builder.prose)
                        current = nil
                    }
                }
            }
        }
        return (nodesByKind, prose)
    }()

    /// The `<img>` tags of the document's raw HTML.
    private(set) lazy var htmlImages: [HTMLImages.Image] = HTMLImages.all(in: nodes(.htmlBlock) + nodes(.inlineHTML))

    /// What the reading model warns about in the text elements (hidden characters, direction
    /// controls, disguised links: `ContentWarning`), in reading order, with the element that
    /// holds each and whether it is in code.
    private(set) lazy var warnings: [Warning] = model.textElements.flatMap { element in
        element.contentWarnings.map { Warning(element: element, utf8Range: $0.utf8Range, warning: $0.warning, isInCode: $0.isInCode) }
    }

    /// The warnings that `include`, grouped by the text element that holds them, in reading
    /// order: one finding per paragraph or code block, not one per warning.
    func warningsByElement(_ include: (Warning) -> Bool) -> [(element: AccessibilityElement, warnings: [ContentWarning])] {
        var groups: [(element: AccessibilityElement, warnings: [ContentWarning])] = []
        for found in warnings where include(found) {
            if let last = groups.last, last.element == found.element {
                groups[groups.count - 1].warnings.append(found.warning)
            } else {
                groups.append((found.element, [found.warning]))
            }
        }
        return groups
    }

    struct Warning {
        /// The text element whose text holds it: where a finding about it is reported.
        let element: AccessibilityElement
        /// Where it lies in the model's text.
        let utf8Range: Range<Int>
        let warning: ContentWarning
        let isInCode: Bool
    }

    /// The links, with what a screen reader calls them and where they go.
    private(set) lazy var links: [Link] = elements(.link).compactMap { element in
        guard let node = element.node, let label = element.label else { return nil }
        return Link(element: element, node: node, label: label, normalizedLabel: label.normalizedLabel, destination: element.link?.destination ?? "")
    }

    struct Link {
        let element: AccessibilityElement
        let node: MarkdownNode
        /// The link's name as spoken (a bare address as a person would say it).
        let label: String
        /// ``label`` as labels are compared (``Swift/String/normalizedLabel``).
        let normalizedLabel: String
        /// Where it goes, as written; ``element``'s `link` facts say more, when a message needs it.
        let destination: String
    }
}
