public import LegibleAccessibility

/// A block an app draws itself (a Mermaid diagram from its code, a chart from a table), as a
/// ``BlockRenderer`` is given it.
public struct CustomBlock: Hashable, Sendable {
    /// The block's element in the reading model.
    public let element: ElementID
    /// What kind of block it is.
    public let kind: BlockKind
    /// A code block's language as its fence names it (`mermaid`), in lower case; `nil` for other blocks.
    public let language: String?
    /// The block's text: a code block's code, a paragraph's words.
    public let text: String
}

/// Draws one kind of block in place of Legible's drawing: registered on a view for a code
/// block's language or a kind of block (``BlockRenderers``), it says how high the block is at
/// a width, which the layout reserves, and what a screen reader reads for it. That text is
/// required, and replaces the block's own in the view's elements, so that what is drawn is
/// named as the reading model names everything else (a diagram is read as its description,
/// not as its source). The view draws the block with what the app gives for the platform (a
/// view of its own, placed over the reserved space).
///
/// ```swift
/// struct MermaidDiagram: BlockRenderer {
///     func accessibleText(for block: CustomBlock) -> String { "Diagram: " + summary(of: block.text) }
///     func height(for block: CustomBlock, width: Double) -> Double { min(width * 0.6, 400) }
/// }
/// ```
public protocol BlockRenderer: Sendable {
    /// What VoiceOver and every other assistive technology read for the block: what it shows,
    /// in words. Never empty (an empty text is replaced by the block's own).
    func accessibleText(for block: CustomBlock) -> String
    /// How high the block is drawn at `width`, in the layout's units (points in the views).
    func height(for block: CustomBlock, width: Double) -> Double
}

/// The renderers registered on a view, by code language and by block kind; a language's
/// renderer wins over its kind's (`.codeBlock`).
///
/// ```swift
/// view.blockRenderers[language: "mermaid"] = MermaidDiagram()
/// view.blockRenderers.renderer(for: block, in: document)?.block.language   // "mermaid"
/// ```
public struct BlockRenderers: Sendable {
    private var byLanguage: [String: any BlockRenderer] = [:]
    private var byKind: [BlockKind: any BlockRenderer] = [:]

    /// None: every block is drawn by Legible.
    public init() {}

    /// The renderer of code blocks in a language (matched without regard to case).
    public subscript(language language: String) -> (any BlockRenderer)? {
        get { byLanguage[language.lowercased()] }
        set { byLanguage[language.lowercased()] = newValue }
    }

    /// The renderer of a kind of block.
    public subscript(kind: BlockKind) -> (any BlockRenderer)? {
        get { byKind[kind] }
        set { byKind[kind] = newValue }
    }

    /// Whether no renderer is registered.
    public var isEmpty: Bool { byLanguage.isEmpty && byKind.isEmpty }

    /// The renderer that draws `block` of `document`, with the block as it is given it; `nil`
    /// when Legible draws it.
    public func renderer(for block: StyledBlock, in document: StyledDocument) -> (renderer: any BlockRenderer, block: CustomBlock)? {
        guard !isEmpty, let kind = block.styleKind else { return nil }
        var language: String?
        if case .code(let code) = block.content { language = code.languageIdentifier?.lowercased() }
        guard let renderer = language.flatMap({ byLanguage[$0] }) ?? byKind[kind] ?? (kind.fallback.flatMap { byKind[$0] }) else { return nil }
        let utf16 = document.text.utf16
        let range = block.utf16Range.clamped(to: 0..<utf16.count)
        let text = String(utf16[utf16.index(utf16.startIndex, offsetBy: range.lowerBound)..<utf16.index(utf16.startIndex, offsetBy: range.upperBound)]) ?? ""
        return (renderer, CustomBlock(element: block.id, kind: kind, language: language, text: text))
    }

    /// What a screen reader reads for the element, when a renderer draws its block: the
    /// renderer's text (the block's own if that is empty or blank); `nil` for any other element.
    public func accessibleText(of element: ElementID, in document: StyledDocument) -> String? {
        guard !isEmpty, let index = document.blockIndex(of: element), document.blocks[index].id == element,
              let (renderer, block) = renderer(for: document.blocks[index], in: document) else { return nil }
        let text = renderer.accessibleText(for: block)
        return text.allSatisfy(\.isWhitespace) ? block.text : text
    }

    /// The space a layout adds above a block drawn by a renderer, so that the block takes the
    /// renderer's height at `width`: that height less what the block's text takes (a line of
    /// `lineHeight` for each of a code block's lines, one for other blocks), never negative;
    /// 0 for a height that is not a number, and for a block no renderer draws.
    public func reservedSpace(for block: StyledBlock, in document: StyledDocument, width: Double, lineHeight: Double) -> Double {
        guard let (renderer, custom) = renderer(for: block, in: document) else { return 0 }
        var lines = 1
        if case .code(let code) = block.content { lines = max(code.lines.count, 1) }
        let height = renderer.height(for: custom, width: width)
        return height.isFinite ? max(height - Double(lines) * lineHeight, 0) : 0
    }

    /// Where the blocks renderers draw are in `layout` of `document`: each over its lines and
    /// the space reserved above them (``reservedSpace(for:in:width:lineHeight:)``), from its
    /// lines' left edge to the layout's right; what a view places the app's views at.
    public func placements(in document: StyledDocument, layout: any DocumentLayout, lineHeight: Double) -> [(block: CustomBlock, frame: LayoutRect)] {
        guard !isEmpty else { return [] }
        return document.blocks.compactMap { block in
            guard let (_, custom) = renderer(for: block, in: document), let lines = layout.frame(of: block.id) else { return nil }
            let reserved = reservedSpace(for: block, in: document, width: layout.size.width, lineHeight: lineHeight)
            return (custom, LayoutRect(x: lines.x, y: lines.y - reserved, width: max(layout.size.width - lines.x, 0), height: lines.height + reserved))
        }
    }
}
