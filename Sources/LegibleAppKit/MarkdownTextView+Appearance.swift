#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit

/// How the theme looks in AppKit: its text styles as the system's text style fonts, its colors
/// for the view's appearance (light or dark, and the high-contrast appearances Increase Contrast
/// gives), and images as they load.
extension MarkdownTextView {
    /// The theme's appearance for the view's effective appearance.
    /// (Not `appearance`: NSView has one, the `NSAppearance?` it customizes.)
    package var themeAppearance: Appearance {
        let names: [NSAppearance.Name] = [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]
        let name = effectiveAppearance.bestMatch(from: names) ?? .aqua
        return Appearance(colorScheme: name == .darkAqua || name == .accessibilityHighContrastDarkAqua ? .dark : .light,
                          increasedContrast: name == .accessibilityHighContrastAqua || name == .accessibilityHighContrastDarkAqua)
    }

    /// The font of a theme's font description: the family it names (the system font if the
    /// Mac has no such family) or the system font, at its size or its text style's.
    package func font(for description: FontDescription) -> NSFont {
        let styleSize = NSFont.preferredFont(forTextStyle: NSFont.TextStyle(description.textStyle)).pointSize
        let size = CGFloat(description.pointSize(textStyleSize: Double(styleSize)))
        let weight = NSFont.Weight(description.weight)
        let traits: [NSFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
        // `NSFont(descriptor:size:)` is `nil` for a family the Mac does not have.
        let family = description.familyName.flatMap { NSFont(descriptor: NSFontDescriptor(fontAttributes: [.family: $0, .traits: traits]), size: size) }
        let font = family ?? (description.isMonospaced ? NSFont.monospacedSystemFont(ofSize: size, weight: weight)
            : NSFont.systemFont(ofSize: size, weight: weight))
        guard description.isItalic else { return font }
        let italic = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.italic))
        return NSFont(descriptor: italic, size: size) ?? font
    }

    /// A theme color in the view's appearance; a system color as AppKit's own, the accent color
    /// as the reader's (`controlAccentColor`).
    package func color(_ role: ColorRole) -> NSColor {
        NSColor.theme(theme.palette(for: themeAppearance)[role])
    }

    /// What TextKit needs: the theme's fonts, its colors in the view's appearance, and the
    /// sizes of the images loaded.
    package func textKitStyle(width: CGFloat) -> TextKitStyle {
        let body = font(for: theme.body)
        let colors = Dictionary(uniqueKeysWithValues: ColorRole.allCases.map { ($0, color($0)) })
        var style = TextKitStyle(theme: theme, width: width, font: { [unowned self] in font(for: $0) }, color: { colors[$0] ?? NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) },
                            bodyFontSize: body.pointSize, lineHeight: Self.lineHeight(of: body),
                            loadedImageSizes: images.mapValues(\.size), formulas: formulas)
        style.copyCodeTitle = showsCodeBlockHeaders ? phrases.text(.copyCodeAction) : nil
        style.copiedCodeTitle = phrases.text(.codeCopiedButtonTitle)
        style.codeLineNumbers = showsCodeLineNumbers
        style.codeOverflow = codeBlockOverflow
        style.blockRenderers = blockRenderers
        return style.drawing(attachmentRenderers)
    }

    /// The body text's line height: a line of a scroll wheel's notch.
    package var bodyLineHeight: CGFloat { Self.lineHeight(of: font(for: theme.body)) }

    /// A font's line height, as TextKit sets its lines.
    private static func lineHeight(of font: NSFont) -> CGFloat {
        font.ascender - font.descender + font.leading
    }

    /// Colors in the view's appearance, and the loaded images, for drawing.
    package var painter: TextKitPainter {
        var colors: [ColorRole: CGColor] = [:]
        for role in ColorRole.allCases { colors[role] = color(role).cgColor }
        let images = self.images
        var painter = TextKitPainter(
            color: { role in colors[role] ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1) },
            drawImage: { image, rect in
                guard let loaded = images[image.source] else { return false }
                loaded.draw(in: rect)
                return true
            },
            // Pressed while a finger or the mouse button is down on it, "Copied" just after it copied.
            copyButtonLook: { [unowned self] in core.copyFeedback.look(of: $0, pressing: core.isPressShown ? core.pressedTarget : nil) })
        let palette = theme.palette(for: themeAppearance)
        painter.blockColor = { NSColor.theme($0.resolved(in: palette)).cgColor }
        return painter
    }

    /// Asks the loader for every image not asked for yet (after a streamed `update`, of the
    /// blocks it changed); each that arrives is laid out.
    func loadImages(after update: ReadingModelUpdate? = nil) {
        shownImages.request(in: styledDocument, after: update, with: loadImage ?? shownImages.defaultLoader(base: baseURL, policy: imagePolicy))
    }

    /// A new loader or base URL: every image is asked for again.
    func reloadImages() {
        shownImages.forgetRequests()
        loadImages()
    }
}

extension NSColor {
    /// A theme color: its sRGB channels and opacity, or the system color it names (made as
    /// translucent as it asks).
    static func theme(_ color: ThemeColor) -> NSColor {
        let systemColors: [SystemColor: NSColor] = [.label: .labelColor, .secondaryLabel: .secondaryLabelColor, .link: .linkColor, .separator: .separatorColor,
                                                     .systemBackground: .textBackgroundColor, .secondarySystemBackground: .controlBackgroundColor,
                                                     .accent: .controlAccentColor]
        let system = color.system.flatMap { systemColors[$0] }
        guard let system else {
            return NSColor(srgbRed: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha))
        }
        return color.alpha < 1 ? system.withAlphaComponent(CGFloat(color.alpha)) : system
    }
}

extension NSFont.TextStyle {
    /// The system text style of a theme's text style.
    init(_ style: FontDescription.TextStyle) {
        let styles: [FontDescription.TextStyle: Self] = [.largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                                                         .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                                                         .caption1: .caption1, .caption2: .caption2]
        self = styles[style] ?? .body
    }
}

extension NSFont.Weight {
    /// The weight of a theme's weight.
    init(_ weight: FontDescription.Weight) {
        let weights: [FontDescription.Weight: Self] = [.regular: .regular, .medium: .medium, .semibold: .semibold, .bold: .bold, .heavy: .heavy]
        self = weights[weight] ?? .regular
    }
}
#endif
