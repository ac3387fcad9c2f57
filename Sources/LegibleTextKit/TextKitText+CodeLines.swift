#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import Foundation
import LegibleRendering
#if canImport(UIKit)
internal import UIKit
#else
internal import AppKit
#endif

/// How a code block's lines are set: after a gutter of line numbers when the style numbers
/// them, and wrapped with their continuations indented when the style wraps code.
extension TextKitText {
    /// How wide one column of code is: a digit of the code font (figures are as wide as every
    /// character of a monospaced font), the unit of the gutter and of a wrapped line's indent.
    static func codeColumnWidth(_ style: TextKitStyle) -> CGFloat {
        style.codeColumnWidth ?? NSAttributedString(string: "0", attributes: style.runAttributes(TextAttributes(role: .codeBlock))).size().width
    }

    /// The space between the line numbers and the code: two columns.
    static func lineNumberSpacing(_ style: TextKitStyle) -> CGFloat {
        2 * codeColumnWidth(style)
    }

    /// How wide the gutter of a code block's line numbers is (its widest number and the
    /// spacing); 0 when the style numbers no lines.
    static func lineNumberGutter(of code: CodeBlockAttachment, style: TextKitStyle) -> CGFloat {
        guard style.codeLineNumbers else { return 0 }
        return CGFloat(CodeBlockHeader.lineNumberGutterWidth(lineCount: code.lines.count, digitWidth: Double(codeColumnWidth(style)),
                                                              spacing: Double(lineNumberSpacing(style))))
    }

    /// Sets a code block's paragraph style as the style's overflow says: not wrapped (the block
    /// scrolls sideways), or wrapped inside the box's padding, a line's continuations indented
    /// ``CodeBlockOverflow/continuationIndent`` columns past where its code starts (`indent`).
    static func setCodeOverflow(of paragraph: NSMutableParagraphStyle, indent: CGFloat, style: TextKitStyle) {
        switch style.codeOverflow {
        case .scroll:
            paragraph.lineBreakMode = .byClipping
            paragraph.headIndent = indent
        case .wrap:
            paragraph.lineBreakMode = .byCharWrapping
            paragraph.headIndent = indent + CGFloat(CodeBlockOverflow.continuationIndent) * codeColumnWidth(style)
            paragraph.tailIndent = -style.bodyFontSize * style.spacing.codePadding
        }
    }
}
#endif
