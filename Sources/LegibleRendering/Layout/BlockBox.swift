public import LegibleAccessibility
public import LegibleTheme

/// A box a theme's block style draws around a block or a quote: where it is, and how it looks
/// (`BlockStyle`). Worked out here, from the frames of the laid-out lines, so that every
/// view draws the same geometry and a test on Linux can measure it.
///
/// ```swift
/// var theme = Theme.standard
/// theme.blockStyles[.blockQuote] = BlockStyle(background: .role(.codeBackground), cornerRadius: 6, padding: 0.5)
/// let boxes = theme.blockBoxes(of: document, blocks: 0..<document.blocks.count, lineFrames: frames, width: 320, em: 17)
/// boxes.first?.rect    // the quote's lines, half an em more on every side, to the right edge
/// ```
public struct BlockBox: Hashable, Sendable {
    /// The block, or the quote or alert, the box is drawn for.
    public let element: ElementID
    /// What kind of block the style is for.
    public let kind: BlockKind
    /// Where the box is, in the layout's coordinates.
    public let rect: LayoutRect
    /// The style: background, border and corners (a thematic break's box is its rule, filled
    /// in the border color).
    public let style: BlockStyle
}

extension StyledBlock {
    /// The kind a theme styles the block as; `nil` for formulas, images and empty containers,
    /// which no block style covers.
    public var styleKind: BlockKind? {
        switch content {
        case .paragraph: .paragraph
        case .heading(let level): .heading(min(max(level, 1), 6))
        case .code: .codeBlock
        case .table: .table
        case .thematicBreak: .thematicBreak
        case .math, .image, .emptyContainer: nil
        }
    }
}

extension BlockContainer {
    /// The kind a theme styles the container as: a quote or an alert; `nil` for lists and footnotes.
    public var styleKind: BlockKind? {
        guard kind == .blockQuote else { return nil }
        return alert.map { .alert($0) } ?? .blockQuote
    }
}

extension Theme {
    /// The styles that set a block apart, with the element each is for: the styled quotes and
    /// alerts it is in, outermost first, then its own kind's. Only styles the theme sets.
    func boxStyles(of block: StyledBlock) -> [(element: ElementID, style: BlockStyle)] {
        guard !blockStyles.isEmpty else { return [] }
        let containers = block.nesting.compactMap { container in container.styleKind.map { (container.id, blockStyle(for: $0)) } }
        return containers + (block.styleKind.map { [(block.id, blockStyle(for: $0))] } ?? [])
    }

    /// How far a block's text is moved in from each side, in ems, by the padding of its own
    /// style and of the styled quotes it is in.
    public func blockInset(of block: StyledBlock) -> Double {
        boxStyles(of: block).reduce(0) { $0 + $1.style.paddingEms }
    }

    /// The space between the block at `index` and the one before it: in lines, the larger of
    /// the space after the blocks and quotes that end there and the space before the ones that
    /// begin here (`nil` when no style sets either, for the theme's spacing), and in ems, the
    /// padding of the boxes that end and begin there, so that the text stays clear of them.
    public func blockGap(before index: Int, in document: StyledDocument) -> (lines: Double?, ems: Double) {
        guard !blockStyles.isEmpty, document.blocks.indices.contains(index) else { return (nil, 0) }
        let block = document.blocks[index]
        let previous = index > 0 ? document.blocks[index - 1] : nil
        let current = boxStyles(of: block)
        let before = previous.map(boxStyles(of:)) ?? []
        let open = Set(before.map(\.element))
        let closed = Set(current.map(\.element))
        let beginning = current.filter { !open.contains($0.element) }.map(\.style)
        let ending = before.filter { !closed.contains($0.element) }.map(\.style)
        let lines = (beginning.compactMap(\.spaceBefore) + ending.compactMap(\.spaceAfter)).map(\.finiteOrZero).max().map { max($0, 0) }
        let ems = (beginning + ending).reduce(0) { $0 + $1.paddingEms }
        return (lines, ems)
    }

    /// The boxes of the blocks `indices` of `document` and of the quotes and alerts among them,
    /// from the frames of the elements' lines (a table's, its cells'): each around its lines,
    /// its padding (ems of `em`) further out on every side and reaching the right edge `width`;
    /// a quote's around all its blocks, an alert's title line (`titleHeight`) included; a code
    /// block's around its padding (`codePadding` ems, the theme's) and its header
    /// (`codeHeaderHeight`) too; a thematic break's is its rule, as thick as the border width
    /// (1 by default), across the line. Only for styles that draw one (`BlockStyle.drawsBox`).
    public func blockBoxes(of document: StyledDocument, blocks indices: Range<Int>, lineFrames: [ElementID: LayoutRect], width: Double, em: Double,
                           titleHeight: Double = 0, codeHeaderHeight: Double = 0) -> [BlockBox] {
        guard !blockStyles.isEmpty else { return [] }
        var boxes: [BlockBox] = []
        var containers: [(element: ElementID, kind: BlockKind, style: BlockStyle, frame: LayoutRect, hasTitle: Bool)] = []
        for index in indices where document.blocks.indices.contains(index) {
            let block = document.blocks[index]
            var ids = [block.id]
            if case .table(let grid) = block.content { ids += grid.rows.flatMap(\.cells).map(\.id) }
            let frames = ids.compactMap { lineFrames[$0] }
            guard var frame = frames.first else { continue }
            for other in frames.dropFirst() { frame = frame.union(other) }
            for container in block.nesting {
                guard let kind = container.styleKind else { continue }
                if let open = containers.firstIndex(where: { $0.element == container.id }) {
                    containers[open].frame = containers[open].frame.union(frame)
                } else {
                    containers.append((container.id, kind, blockStyle(for: kind), frame, container.title.map { !$0.isEmpty } ?? false))
                }
            }
            guard let kind = block.styleKind else { continue }
            let style = blockStyle(for: kind)
            guard style.drawsBox else { continue }
            let padding = style.paddingEms * em
            switch kind {
            case .thematicBreak:
                let thickness = max(style.borderWidth ?? 1, 0).finiteOrZero
                boxes.append(BlockBox(element: block.id, kind: kind,
                                      rect: LayoutRect(x: frame.x, y: frame.y + frame.height / 2 - thickness / 2, width: max(width - frame.x, 0), height: thickness),
                                      style: style))
            case .codeBlock:
                let outside = max(padding, spacing.codePadding * em)
                boxes.append(BlockBox(element: block.id, kind: kind, rect: Self.box(around: frame, padding: outside, top: codeHeaderHeight, width: width),
                                      style: style))
            default:
                boxes.append(BlockBox(element: block.id, kind: kind, rect: Self.box(around: frame, padding: padding, top: 0, width: width), style: style))
            }
        }
        let quotes = containers.filter(\.style.drawsBox).map { container in
            BlockBox(element: container.element, kind: container.kind,
                     rect: Self.box(around: container.frame, padding: container.style.paddingEms * em, top: container.hasTitle ? titleHeight : 0, width: width),
                     style: container.style)
        }
        // Quotes first: they are drawn behind the blocks inside them.
        return quotes + boxes
    }

    /// `frame` grown by `padding` on every side and `top` more above, reaching from its left
    /// edge to `width`.
    private static func box(around frame: LayoutRect, padding: Double, top: Double, width: Double) -> LayoutRect {
        let x = max(frame.x - padding, 0)
        return LayoutRect(x: x, y: frame.y - padding - top, width: max(width - x, 0), height: frame.height + 2 * padding + top)
    }
}
