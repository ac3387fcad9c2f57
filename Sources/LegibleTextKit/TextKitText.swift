#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import Foundation
import LegibleAccessibility
import LegibleRendering
#if canImport(UIKit)
internal import UIKit
#else
internal import AppKit
#endif

/// A styled document as the attributed string TextKit lays out: the runs' attributes from the
/// platform, a code block's highlighted tokens in their colors, a paragraph style per block
/// (indents for lists and quotes, space between blocks, no wrapping for code; for a table, one
/// line per row as high as ``TableLayout`` makes the row, its cells wrapped in their columns),
/// and an attachment the size of each image and formula at its U+FFFC.
package struct TextKitText {
    /// How wide a piece of text is drawn in a run's attributes.
    package typealias Measure = TableLayout.Measure

    package let attributedString: NSAttributedString
    /// The images and formulas, with the offsets of their U+FFFC and the attributes of the text
    /// they are in (a formula takes its size and color).
    let attachments: [(attachment: InlineAttachment, offset: Int, attributes: TextAttributes)]
    /// The attributes given to the text, in the order they are added (a later one wins where
    /// they overlap): what the attributed string holds on Apple platforms, and what tests read
    /// on Linux, where it holds none (see ``add(_:to:range:)``).
    package let attributeRuns: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]
    /// Each table laid out as a grid, its top at 0 (TextKit places its rows), by element.
    package let tables: [ElementID: TableLayout]

    /// The text of `document` laid out `width` wide in `style`, from the start of the block at
    /// `first` to the end (all of it by default; the rest when a streamed append changed only
    /// the blocks from there on, `LayoutInvalidation.firstBlockToLayOut(in:)`); table cells are
    /// measured by `measure` (by default as TextKit draws them, which tests on Linux, where no
    /// font has a size, replace). ``attributedString`` holds that text only; every other offset
    /// here is the document's.
    package init(document: StyledDocument, fromBlock first: Int = 0, width: CGFloat, style: TextKitStyle, measure: Measure? = nil) {
        let start = first == 0 ? 0 : first < document.blocks.count ? document.blocks[first].utf16Range.lowerBound : document.utf16Count
        // Table cells are measured a character at a time: each character once in each attributes.
        var widths: [TextAttributes: [String: Double]] = [:]
        let measure = measure ?? { text, attributes in
            if let width = widths[attributes]?[text] { return width }
            // An image's or formula's U+FFFC is as wide as what is drawn in its place.
            let width = attributes.attachment.map { Double(Self.bounds(of: $0, in: attributes, style: style).width) }
                ?? Double(NSAttributedString(string: text, attributes: style.runAttributes(attributes)).size().width)
            widths[attributes, default: [:]][text] = width
            return width
        }
        var tables: [ElementID: TableLayout] = [:]
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        var attachments: [(InlineAttachment, Int, TextAttributes)] = []
        for run in document.runs(fromBlock: first) where !run.utf16Range.isEmpty {
            var attributes = style.runAttributes(run.attributes)
            if let attachment = run.attributes.attachment {
                attributes[.attachment] = BlankAttachment(bounds: Self.bounds(of: attachment, in: run.attributes, style: style))
                attachments.append((attachment, run.utf16Range.lowerBound, run.attributes))
            }
            runs.append((NSRange(location: run.utf16Range.lowerBound, length: run.utf16Range.count), attributes))
        }
        for index in first..<max(first, document.blocks.count) {
            let block = document.blocks[index]
            if case .code(let code) = block.content {
                // Over the code's runs, so a token's color wins over the code color.
                for token in code.tokens where !token.utf16Range.isEmpty {
                    let attributes = style.tokenAttributes(token.tokenClass)
                    guard !attributes.isEmpty else { continue }
                    runs.append((NSRange(location: token.utf16Range.lowerBound, length: token.utf16Range.count), attributes))
                }
            }
            // A block's paragraph style covers its text and the line break after it.
            let end = min(block.utf16Range.upperBound + 1, document.utf16Count)
            guard end > block.utf16Range.lowerBound else { continue }
            guard case .table(let grid) = block.content else {
                // A block of several lines (code, a paragraph with hard breaks) is several TextKit
                // paragraphs: the space before the block goes before its first only, or every
                // line of a code block would be set apart from the one above it.
                let lower = block.utf16Range.lowerBound
                let split = Self.secondLineStart(of: block, in: document.text.utf16).map { min($0, end) } ?? end
                runs.append((NSRange(location: lower, length: split - lower),
                             [.paragraphStyle: Self.paragraphStyle(of: block, isFirst: index == 0, style: style, width: width,
                                                                   gap: style.theme.blockGap(before: index, in: document),
                                                                   reserved: style.blockRenderers.reservedSpace(for: block, in: document, width: Double(width),
                                                                                                                lineHeight: Double(style.lineHeight)))]))
                if split < end {
                    runs.append((NSRange(location: split, length: end - split),
                                 [.paragraphStyle: Self.paragraphStyle(of: block, isFirst: true, style: style, width: width, isContinuation: true)]))
                }
                continue
            }
            // A table row is a paragraph: one line, as high as the row's tallest cell.
            let table = TableLayout(grid: grid, text: document.text, runs: block.runs, origin: LayoutPoint(x: Self.indent(of: block, style: style), y: 0),
                                    width: Double(width), padding: Double(Self.cellPadding(style)), lineHeight: Double(style.lineHeight),
                                    scrolledColumnLimit: Self.scrolledColumnLimit(style), measure: measure)
            tables[block.id] = table
            let starts = grid.rows.indices.map { $0 == 0 ? block.utf16Range.lowerBound : grid.rows[$0].cells.first?.utf16Range.lowerBound ?? end }
            for (row, start) in starts.enumerated() {
                let rowEnd = row + 1 < starts.count ? starts[row + 1] : end
                guard rowEnd > start else { continue }
                let paragraph = Self.paragraphStyle(of: block, isFirst: index == 0 && row == 0, style: style, gap: style.theme.blockGap(before: index, in: document),
                                                    row: (isFirst: row == 0, height: CGFloat(table.rowBorders[row + 1] - table.rowBorders[row])))
                runs.append((NSRange(location: start, length: rowEnd - start), [.paragraphStyle: paragraph]))
            }
        }
        let utf16 = document.text.utf16
        let text = start == 0 ? document.text : String(utf16[utf16.index(utf16.startIndex, offsetBy: start)...]) ?? ""
        let attributed = NSMutableAttributedString(string: text)
        for run in runs { Self.add(run.attributes, to: attributed, range: NSRange(location: run.range.location - start, length: run.range.length)) }
        attributedString = attributed
        self.attachments = attachments
        attributeRuns = runs
        self.tables = tables
    }

    /// Adds attributes to a range of the text. Not on Linux: there, swift-corelibs-foundation's
    /// NSMutableAttributedString halts when it compares neighbouring runs holding values that are
    /// not Foundation types (fonts, colors, paragraph styles), and no text engine would lay the
    /// text out anyway. Everything else here runs on Linux too.
    private static func add(_ attributes: [NSAttributedString.Key: Any], to text: NSMutableAttributedString, range: NSRange) {
        #if !os(Linux)
        text.addAttributes(attributes, range: range)
        #endif
    }

    /// How far a block is indented past its containers' markers and bars.
    static func indent(of block: StyledBlock, style: TextKitStyle) -> Double {
        var indent = 0.0
        for container in block.nesting {
            switch container.kind {
            case .blockQuote: indent += style.spacing.quoteIndent
            case .listItem, .footnote: indent += style.spacing.listIndent
            case .list, .footnotes: break
            }
        }
        return (indent + style.theme.blockInset(of: block)) * Double(style.bodyFontSize)
    }

    /// The paragraph style of a block: indented past its containers' markers and bars, spaced
    /// from the block before (less inside a tight list), code not wrapped. A table `row` is one
    /// line (its cells are drawn wrapped in their columns from its ``TableLayout``) exactly as
    /// high as the row, with no space before it but the first. A display formula is centred in
    /// the `width` left of its indent, or, wider, not wrapped (it scrolls as code does), so that
    /// its line's frame, and with it hit testing and VoiceOver's cursor, is where it is drawn.
    /// A block's lines after its first (`isContinuation`) have no space before them and no alert title.
    /// A theme's block styles set the space before a block (`gap`, ``Theme/blockGap(before:in:)``)
    /// in place of the theme's spacing, and add their boxes' padding to it and to the indent; a
    /// block an app's renderer draws has the space it takes above its text (`reserved`).
    private static func paragraphStyle(of block: StyledBlock, isFirst: Bool, style: TextKitStyle, width: CGFloat = 0,
                                       gap: (lines: Double?, ems: Double) = (nil, 0), reserved: Double = 0,
                                       row: (isFirst: Bool, height: CGFloat)? = nil, isContinuation: Bool = false) -> NSParagraphStyle {
        var isTight = false
        for case .list(_, _, let tight) in block.nesting.map(\.kind) { isTight = tight }
        var indent = CGFloat(indent(of: block, style: style))
        let paragraph = NSMutableParagraphStyle()
        paragraph.paragraphSpacingBefore = isFirst || row?.isFirst == false ? 0
            : style.lineHeight * (gap.lines ?? (isTight && block.openedContainerCount > 0 ? style.spacing.betweenTightItems : style.spacing.betweenBlocks))
        if row?.isFirst != false, !isContinuation {
            paragraph.paragraphSpacingBefore += style.bodyFontSize * gap.ems + reserved
            paragraph.paragraphSpacingBefore += style.lineHeight * CGFloat(alertTitles(openedBy: block).count)
            if case .code = block.content { paragraph.paragraphSpacingBefore += codeHeaderHeight(style) }
        }
        if case .code(let code) = block.content {
            indent += style.bodyFontSize * style.spacing.codePadding + lineNumberGutter(of: code, style: style)
        }
        if case .math(let math) = block.content, math.isDisplay {
            if CGFloat(formula(math, in: TextAttributes(role: .body, attachment: .math(math)), style: style).geometry.width) <= width - indent {
                paragraph.alignment = .center
            } else {
                paragraph.lineBreakMode = .byClipping
            }
        }
        if let row {
            paragraph.lineBreakMode = .byClipping
            paragraph.minimumLineHeight = row.height
            paragraph.maximumLineHeight = row.height
        }
        paragraph.firstLineHeadIndent = indent
        paragraph.headIndent = indent
        if case .code = block.content { setCodeOverflow(of: paragraph, indent: indent, style: style) }
        return paragraph
    }

    /// A line of a table cell as it is drawn (`draw(at:)` at the line's frame): without the
    /// paragraph style of its row. That style makes the row's invisible TextKit line as high as
    /// the row and indents it with its block; `draw(at:)` honours it, so each cell line was drawn
    /// at the bottom of a row-high line, below its frame, and indented a second time (uikit B3).
    /// The cells were measured without it (``TableLayout``, from ``TextKitStyle/runAttributes``).
    package static func drawnCellLine(_ line: NSAttributedString) -> NSAttributedString {
        let drawn = NSMutableAttributedString(attributedString: line)
        drawn.removeAttribute(.paragraphStyle, range: NSRange(location: 0, length: drawn.length))
        return drawn
    }

    /// Where a block's second line starts (after its first line break), in UTF-16 code units;
    /// `nil` for a block of one line.
    package static func secondLineStart(of block: StyledBlock, in utf16: String.UTF16View) -> Int? {
        if case .code(let code) = block.content { return code.lines.count > 1 ? code.lines[1].utf16Range.lowerBound : nil }
        guard !block.utf16Range.isEmpty else { return nil }
        let start = utf16.index(utf16.startIndex, offsetBy: block.utf16Range.lowerBound)
        let end = utf16.index(start, offsetBy: block.utf16Range.count)
        return utf16[start..<end].firstIndex(of: 0x0A).map { block.utf16Range.lowerBound + utf16.distance(from: start, to: $0) + 1 }
    }

    /// How high the header across the top of a code block is (a line, above its padding); 0
    /// when the style draws none.
    static func codeHeaderHeight(_ style: TextKitStyle) -> CGFloat {
        style.copyCodeTitle == nil ? 0 : style.lineHeight
    }

    /// The titles of the GitHub alerts a block opens ("Warning"), outermost first: each is drawn
    /// on a line of its own above the block's first line, in the space before it, so that the
    /// kind is read, not only told by the bar's color.
    package static func alertTitles(openedBy block: StyledBlock) -> [(container: ElementID, title: String)] {
        block.openedContainers.compactMap { container in
            guard container.alert != nil, let title = container.title, !title.isEmpty else { return nil }
            return (container.id, title)
        }
    }

    /// How wide a column of a table too wide for the view may be (it scrolls sideways): 16 ems,
    /// about 30 characters of body text, unless a word of it needs more.
    static func scrolledColumnLimit(_ style: TextKitStyle) -> Double {
        Double(style.bodyFontSize) * 16
    }

    /// The space between a table cell's borders and its text: half an em.
    static func cellPadding(_ style: TextKitStyle) -> CGFloat {
        style.bodyFontSize / 2
    }

    /// The formula typeset at the size of the text it is in (`attributes`: a heading's formula
    /// is the heading's size; once: ``FormulaTypesetter`` keeps it); without a font, its linear
    /// form measured as ``linearString(_:of:style:)`` draws it.
    static func formula(_ math: MathAttachment, in attributes: TextAttributes, style: TextKitStyle) -> TypesetFormula {
        let size = (style.runAttributes(attributes)[.font] as? PlatformFont)?.pointSize ?? style.bodyFontSize
        return style.formulas.formula(math, bodySize: Double(size)) { linear in
            let size = linearString(linear, of: math, style: style).size()
            let font = style.runAttributes(TextAttributes(role: .body))[.font] as? PlatformFont
            let depth = Double(-(font?.descender ?? 0))
            return FormulaGeometry(width: Double(size.width), height: Double(size.height) - depth, depth: depth)
        }
    }

    /// A formula's linear form as drawn without a math font: in the body font, in the math color.
    static func linearString(_ linear: String, of math: MathAttachment, style: TextKitStyle) -> NSAttributedString {
        NSAttributedString(string: linear, attributes: style.runAttributes(TextAttributes(role: .body, attachment: .math(math))))
    }

    /// The bounds of an image's or formula's attachment, origin on the baseline, y up: a
    /// formula reaches below the baseline by its depth, so that its baseline is the text's.
    static func bounds(of attachment: InlineAttachment, in attributes: TextAttributes, style: TextKitStyle) -> CGRect {
        switch attachment {
        case .math(let math):
            let geometry = formula(math, in: attributes, style: style).geometry
            return CGRect(x: 0, y: -geometry.baselineOffset, width: geometry.attachmentSize.width, height: geometry.attachmentSize.height)
        case .image(let image):
            return CGRect(origin: .zero, size: style.imageSize(image))
        }
    }
}

#if canImport(UIKit)
/// The platform's font, whose descender places a formula's linear form on the baseline.
typealias PlatformFont = UIFont
#else
typealias PlatformFont = NSFont
#endif
#endif
