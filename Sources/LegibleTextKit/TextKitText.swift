#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import Foundation
import LegibleRendering
#if canImport(UIKit)
internal import UIKit
#else
internal import AppKit
#endif

/// A styled document as the attributed string TextKit lays out: the runs' attributes from the
/// platform, a code block's highlighted tokens in their colors, a paragraph style per block
/// (indents for lists and quotes, space between blocks, no wrapping for code, tab stops for
/// table columns inside their borders), and an attachment the size of each image and formula at its U+FFFC.
struct TextKitText {
    let attributedString: NSAttributedString
    /// The images and formulas, with the offsets of their U+FFFC.
    let attachments: [(attachment: InlineAttachment, offset: Int)]
    /// The attributes given to the text, in the order they are added (a later one wins where
    /// they overlap): what the attributed string holds on Apple platforms, and what tests read
    /// on Linux, where it holds none (see ``add(_:to:range:)``).
    let attributeRuns: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]

    init(document: StyledDocument, width: CGFloat, style: TextKitStyle) {
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
            let paragraph = Self.paragraphStyle(of: block, isFirst: index == 0, width: width, style: style)
            runs.append((range, [.paragraphStyle: paragraph]))
        }
        let text = NSMutableAttributedString(string: document.text)
        for run in runs { Self.add(run.attributes, to: text, range: run.range) }
        attributedString = text
        self.attachments = attachments
        attributeRuns = runs
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
    /// stops splitting the width between the columns, each a padding inside its borders.
    private static func paragraphStyle(of block: StyledBlock, isFirst: Bool, width: CGFloat, style: TextKitStyle) -> NSParagraphStyle {
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
            let column = (width - indent) / CGFloat(max(grid.columnCount, 1))
            paragraph.tabStops = (1..<max(grid.columnCount, 1)).map {
                NSTextTab(textAlignment: .left, location: indent + CGFloat($0) * column + padding)
            }
            paragraph.lineBreakMode = .byClipping
            indent += padding
        default:
            break
        }
        paragraph.firstLineHeadIndent = indent
        paragraph.headIndent = indent
        return paragraph
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
