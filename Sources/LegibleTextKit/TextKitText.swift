#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
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
/// (indents for lists and quotes, space between blocks, no wrapping for code, tab stops for
/// table columns inside their borders, measured from the cells' text), and an attachment the size of each
/// image and formula at its U+FFFC.
struct TextKitText {
    /// How wide a piece of text is drawn in a run's attributes.
    typealias Measure = (String, TextAttributes) -> Double

    let attributedString: NSAttributedString
    /// The images and formulas, with the offsets of their U+FFFC.
    let attachments: [(attachment: InlineAttachment, offset: Int)]
    /// The attributes given to the text, in the order they are added (a later one wins where
    /// they overlap): what the attributed string holds on Apple platforms, and what tests read
    /// on Linux, where it holds none (see ``add(_:to:range:)``).
    let attributeRuns: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]
    /// Each table's column borders from left to right (one more than its columns), by element.
    let tableColumnEdges: [ElementID: [Double]]

    /// The text of `document` laid out `width` wide in `style`; table cells are measured by
    /// `measure` (by default as TextKit draws them, which tests on Linux, where no font has a
    /// size, replace).
    init(document: StyledDocument, width: CGFloat, style: TextKitStyle, measure: Measure? = nil) {
        let measure = measure ?? { text, attributes in Double(NSAttributedString(string: text, attributes: style.runAttributes(attributes)).size().width) }
        let text = NSString(string: document.text)
        var tableColumnEdges: [ElementID: [Double]] = [:]
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        var attachments: [(InlineAttachment, Int)] = []
        for run in document.runs where !run.utf16Range.isEmpty {
            var attributes = style.runAttributes(run.attributes)
            if let attachment = run.attributes.attachment {
                let object = NSTextAttachment(data: nil, ofType: nil)
                object.bounds = CGRect(origin: .zero, size: Self.size(of: attachment, style: style))
                attributes[.attachment] = object
                attachments.append((attachment, run.utf16Range.lowerBound))
            }
            runs.append((NSRange(location: run.utf16Range.lowerBound, length: run.utf16Range.count), attributes))
        }
        for (index, block) in document.blocks.enumerated() {
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
            let range = NSRange(location: block.utf16Range.lowerBound, length: end - block.utf16Range.lowerBound)
            let paragraph = Self.paragraphStyle(of: block, isFirst: index == 0, width: width, style: style) { grid, left in
                let edges = Self.columnEdges(of: grid, runs: block.runs, text: text, left: left, width: Double(width), style: style, measure: measure)
                tableColumnEdges[block.id] = edges
                return edges
            }
            runs.append((range, [.paragraphStyle: paragraph]))
        }
        let attributed = NSMutableAttributedString(string: document.text)
        for run in runs { Self.add(run.attributes, to: attributed, range: run.range) }
        attributedString = attributed
        self.attachments = attachments
        attributeRuns = runs
        self.tableColumnEdges = tableColumnEdges
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

    /// The paragraph style of a block: indented past its containers' markers and bars, spaced
    /// from the block before (less inside a tight list), code not wrapped, table cells on tab
    /// stops a padding inside their column's borders, which `columnEdges` gives for a table whose
    /// left border is at an indent.
    private static func paragraphStyle(of block: StyledBlock, isFirst: Bool, width: CGFloat, style: TextKitStyle,
                                       columnEdges: (TableGrid, Double) -> [Double]) -> NSParagraphStyle {
        let em = style.bodyFontSize
        var indent: CGFloat = 0
        var isTight = false
        for container in block.nesting {
            switch container.kind {
            case .blockQuote: indent += em * style.spacing.quoteIndent
            case .listItem, .footnote: indent += em * style.spacing.listIndent
            case .list(_, _, let tight): isTight = tight
            case .footnotes: break
            }
        }
        let paragraph = NSMutableParagraphStyle()
        paragraph.paragraphSpacingBefore = isFirst ? 0
            : style.lineHeight * (isTight && block.openedContainerCount > 0 ? style.spacing.betweenTightItems : style.spacing.betweenBlocks)
        switch block.content {
        case .code:
            indent += em * style.spacing.codePadding
            paragraph.lineBreakMode = .byClipping
        case .table(let grid):
            // Each cell's text starts a padding past its column's left border.
            let padding = cellPadding(style)
            let borders = columnEdges(grid, Double(indent))
            paragraph.tabStops = borders.dropFirst().dropLast().map { NSTextTab(textAlignment: .left, location: CGFloat($0) + padding) }
            paragraph.lineBreakMode = .byClipping
            indent += padding
        default:
            break
        }
        paragraph.firstLineHeadIndent = indent
        paragraph.headIndent = indent
        return paragraph
    }

    /// A table's column borders, from `left` to at most `width`: each column as wide as
    /// ``TableColumnWidths`` makes it from its cells' widest word and whole text (measured in
    /// their runs' attributes), plus a padding each side.
    static func columnEdges(of grid: TableGrid, runs: [StyledRun], text: NSString, left: Double, width: Double, style: TextKitStyle,
                            measure: Measure) -> [Double] {
        let padding = Double(cellPadding(style))
        var minimum = Array(repeating: 0.0, count: grid.columnCount)
        var maximum = minimum
        // Cells and runs are both in text order: one pass over the runs.
        var runIndex = 0
        for row in grid.rows {
            for (column, cell) in row.cells.enumerated() where column < grid.columnCount {
                while runIndex < runs.count, runs[runIndex].utf16Range.upperBound <= cell.utf16Range.lowerBound { runIndex += 1 }
                var whole = 0.0, word = 0.0, widestWord = 0.0
                var index = runIndex
                while index < runs.count, runs[index].utf16Range.lowerBound < cell.utf16Range.upperBound {
                    let range = runs[index].utf16Range.clamped(to: cell.utf16Range)
                    let piece = text.substring(with: NSRange(location: range.lowerBound, length: range.count))
                    whole += measure(piece, runs[index].attributes)
                    // A word may run on across runs (a bold part): its width is summed until a space.
                    for (part, words) in piece.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                        if part > 0 {
                            widestWord = max(widestWord, word)
                            word = 0
                        }
                        word += measure(String(words), runs[index].attributes)
                    }
                    index += 1
                }
                minimum[column] = max(minimum[column], widestWord, word)
                maximum[column] = max(maximum[column], whole)
            }
        }
        let columns = TableColumnWidths(minimum: minimum, maximum: maximum, available: width - left - 2 * padding * Double(grid.columnCount))
        return columns.borders(left: left, padding: padding)
    }

    /// The space between a table cell's borders and its text: half an em.
    static func cellPadding(_ style: TextKitStyle) -> CGFloat {
        style.bodyFontSize / 2
    }

    /// A formula drawn as its TeX, in the style of in-line code in the math color.
    static func texString(_ math: MathAttachment, style: TextKitStyle) -> NSAttributedString {
        NSAttributedString(string: math.tex, attributes: style.runAttributes(TextAttributes(role: .body, inline: .code, attachment: .math(math))))
    }

    /// How big an image or formula is drawn.
    static func size(of attachment: InlineAttachment, style: TextKitStyle) -> CGSize {
        switch attachment {
        case .math(let math): texString(math, style: style).size()
        case .image(let image): style.imageSize(image)
        }
    }
}
#endif
