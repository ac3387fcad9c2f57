#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
public import CoreGraphics
public import Foundation
public import LegibleAccessibility
public import LegibleHighlight
public import LegibleRendering
#if canImport(UIKit)
internal import UIKit
#else
internal import AppKit
#endif

/// What a ``TextKitLayout`` needs from a platform to lay a styled document out: the attributes
/// of each run's text (its font and colors, as UIKit's or AppKit's types), the body font's size
/// for the theme's spacing, and the size of each image.
///
/// ```swift
/// let style = TextKitStyle(
///     runAttributes: { [.font: font(for: theme.font(for: $0)), .foregroundColor: color(theme.foregroundRole(for: $0))] },
///     bodyFontSize: 17, lineHeight: 22, spacing: theme.spacing,
///     imageSize: { _ in CGSize(width: 200, height: 120) })
/// ```
public struct TextKitStyle {
    /// The attributes of text with some semantic attributes: `.font`, `.foregroundColor`,
    /// `.backgroundColor`, `.underlineStyle`, `.strikethroughStyle`.
    public var runAttributes: (TextAttributes) -> [NSAttributedString.Key: Any]
    /// The attributes a highlighted token of a code block adds over its run's (its color);
    /// empty for a token drawn plainly.
    public var tokenAttributes: (TokenClass) -> [NSAttributedString.Key: Any]
    /// The body font's point size: the em of the theme's indents and padding.
    public var bodyFontSize: CGFloat
    /// The body text's line height: the unit of the theme's space between blocks.
    public var lineHeight: CGFloat
    /// The theme's spacing.
    public var spacing: Spacing
    /// The theme, for its block styles (``Theme/blockStyles``): the space, padding and boxes of
    /// kinds of block (the standard theme, which sets none, by default).
    public var theme: Theme = .standard
    /// The app's renderers of blocks: the space each block they draw takes is reserved above
    /// its text (``BlockRenderers/reservedSpace(for:in:width:lineHeight:)``).
    public var blockRenderers = BlockRenderers()
    /// How big an image is drawn (its placeholder's size until it is loaded).
    public var imageSize: (ImageAttachment) -> CGSize
    /// What typesets the formulas, at ``bodyFontSize``: kept by the view, so that each formula
    /// is set once (without a math font, their linear forms in the body font).
    public var formulas: FormulaTypesetter
    /// The title of the Copy button drawn in a header across the top of each code block, with
    /// the code's language ("Copy code", in the document's language); `nil` for no header.
    public var copyCodeTitle: String?
    /// The Copy button's title for a moment after it copied ("Copied"); `nil` keeps
    /// ``copyCodeTitle``. The button is as wide as the wider of the two, so it does not move.
    public var copiedCodeTitle: String?
    /// Whether each code block's lines are numbered in a gutter left of the code (drawn only:
    /// not in the text, so not read or copied).
    public var codeLineNumbers = false
    /// Whether a code line wider than its box scrolls sideways or wraps.
    public var codeOverflow = CodeBlockOverflow.scroll
    /// How wide a column of code is (the unit of the line-number gutter and of a wrapped line's
    /// indent); `nil` to measure a digit of the code font.
    public var codeColumnWidth: CGFloat?

    /// A style from its parts.
    public init(runAttributes: @escaping (TextAttributes) -> [NSAttributedString.Key: Any],
                tokenAttributes: @escaping (TokenClass) -> [NSAttributedString.Key: Any] = { _ in [:] },
                bodyFontSize: CGFloat, lineHeight: CGFloat, spacing: Spacing, imageSize: @escaping (ImageAttachment) -> CGSize,
                formulas: FormulaTypesetter = FormulaTypesetter(fonts: .linear)) {
        self.runAttributes = runAttributes
        self.tokenAttributes = tokenAttributes
        self.bodyFontSize = bodyFontSize
        self.lineHeight = lineHeight
        self.spacing = spacing
        self.imageSize = imageSize
        self.formulas = formulas
    }
}

extension TextKitStyle {
    /// The style of a theme, given the platform's font for a font description and color for a
    /// role (`UIFont`/`NSFont`, `UIColor`/`NSColor`): each run in its theme font and color,
    /// links underlined (not told by color alone), deleted text struck through, superscript
    /// raised and subscript lowered (by a third and a fifth of the body size, about where
    /// browsers set `<sup>` and `<sub>`, as `NSAttributedString.Key.baselineOffset`, in
    /// points), code on its
    /// background, a code block's highlighted tokens in the theme's token colors; an image at its loaded size fitted to the width, or until it loads a
    /// placeholder 20 ems wide and three lines high; formulas set by `formulas`.
    public init(theme: Theme, width: CGFloat, font: @escaping (FontDescription) -> AnyObject, color: @escaping (ColorRole) -> AnyObject,
                bodyFontSize: CGFloat, lineHeight: CGFloat, loadedImageSizes: [String: CGSize], formulas: FormulaTypesetter) {
        var fonts: [FontDescription: AnyObject] = [:]
        self.init(
            runAttributes: { attributes in
                let description = theme.font(for: attributes)
                let platformFont = fonts[description] ?? font(description)
                fonts[description] = platformFont
                var result: [NSAttributedString.Key: Any] = [.font: platformFont, .foregroundColor: color(theme.foregroundRole(for: attributes))]
                if theme.backgroundRole(for: attributes) == .codeBackground { result[.backgroundColor] = color(.codeBackground) }
                if attributes.link != nil { result[.underlineStyle] = NSUnderlineStyle.single.rawValue }
                if attributes.inline.contains(.strikethrough) { result[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
                // The reading model's warnings stand out in the alerts' colour of caution.
                if attributes.inline.contains(.warning) { result[.foregroundColor] = color(.alertCaution) }
                if attributes.inline.contains(.superscript) { result[.baselineOffset] = bodyFontSize / 3 }
                if attributes.inline.contains(.subscript) { result[.baselineOffset] = -bodyFontSize / 5 }
                return result
            },
            tokenAttributes: { token in
                let role = theme.foregroundRole(for: token)
                return role == .code ? [:] : [.foregroundColor: color(role)]
            },
            bodyFontSize: bodyFontSize, lineHeight: lineHeight, spacing: theme.spacing,
            imageSize: { image in
                guard let loaded = loadedImageSizes[image.source], loaded.width > 0 else {
                    return CGSize(width: min(width, bodyFontSize * 20), height: lineHeight * 3)
                }
                let scale = min(1, width / loaded.width)
                return CGSize(width: loaded.width * scale, height: loaded.height * scale)
            }, formulas: formulas)
        self.theme = theme
    }
}

extension TextKitStyle {
    /// This style with the images `renderers` draw at the sizes they give (at the body's line
    /// height), the others as before.
    public func drawing(_ renderers: AttachmentRenderers) -> TextKitStyle {
        guard !renderers.isEmpty else { return self }
        var style = self
        let (base, lineHeight) = (imageSize, Double(self.lineHeight))
        style.imageSize = { image in
            renderers.size(of: image, lineHeight: lineHeight).map { CGSize(width: CGFloat($0.width), height: CGFloat($0.height)) } ?? base(image)
        }
        return style
    }
}

/// What drawing a ``TextKitLayout`` needs from a platform: a color for each role, and a way to
/// draw a loaded image.
public struct TextKitPainter {
    /// The color of a role in the reader's appearance (light or dark, Increase Contrast).
    public var color: (ColorRole) -> CGColor
    /// Draws an image in a rectangle; `false` when it is not loaded (its description is drawn).
    public var drawImage: (ImageAttachment, CGRect) -> Bool
    /// How each code block's Copy button looks now (pressed, or confirming a copy), by the
    /// code block's element.
    public var copyButtonLook: (ElementID) -> CopyButtonLook
    /// The color a block style names (``BlockColor``), in the reader's appearance; by default a
    /// role's through ``color``, and a color of the style's own as its sRGB value.
    public var blockColor: ((BlockColor) -> CGColor)?

    /// A painter from its parts.
    public init(color: @escaping (ColorRole) -> CGColor, drawImage: @escaping (ImageAttachment, CGRect) -> Bool,
                copyButtonLook: @escaping (ElementID) -> CopyButtonLook = { _ in .ready }) {
        self.color = color
        self.drawImage = drawImage
        self.copyButtonLook = copyButtonLook
    }
}
#endif
