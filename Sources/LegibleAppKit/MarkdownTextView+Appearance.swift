#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleRendering
import LegibleTextKit

/// How the theme looks in AppKit: its text styles as the system's text style fonts, its colors
/// for the view's appearance (light or dark, and the high-contrast appearances Increase Contrast
/// gives), and images as loaded by the caller.
extension MarkdownTextView {
    /// The theme's appearance for the view's effective appearance.
    var appearance: Appearance {
        let names: [NSAppearance.Name] = [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]
        let name = effectiveAppearance.bestMatch(from: names) ?? .aqua
        return Appearance(colorScheme: name == .darkAqua || name == .accessibilityHighContrastDarkAqua ? .dark : .light,
                          increasedContrast: name == .accessibilityHighContrastAqua || name == .accessibilityHighContrastDarkAqua)
    }

    /// The font of a theme's font description.
    func font(for description: FontDescription) -> NSFont {
        let size = NSFont.preferredFont(forTextStyle: NSFont.TextStyle(description.textStyle)).pointSize * CGFloat(description.relativeSize)
        let weight = NSFont.Weight(description.weight)
        let font = description.isMonospaced ? NSFont.monospacedSystemFont(ofSize: size, weight: weight) : NSFont.systemFont(ofSize: size, weight: weight)
        guard description.isItalic else { return font }
        let italic = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.italic))
        return NSFont(descriptor: italic, size: size) ?? font
    }

    /// A theme color in the view's appearance.
    func color(_ role: ColorRole) -> NSColor {
        let color = theme.palette(for: appearance)[role]
        return NSColor(srgbRed: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: 1)
    }

    /// What TextKit needs: each run's font and colors (links underlined, not told by color
    /// alone), the body font's size, and image sizes.
    func textKitStyle(width: CGFloat) -> TextKitStyle {
        let theme = self.theme
        let body = font(for: theme.body)
        let lineHeight = body.ascender - body.descender + body.leading
        var fonts: [FontDescription: NSFont] = [:]
        var colors: [ColorRole: NSColor] = [:]
        for role in ColorRole.allCases { colors[role] = color(role) }
        let textColor = color(.text)
        let images = self.images
        return TextKitStyle(
            runAttributes: { [unowned self] attributes in
                let description = theme.font(for: attributes)
                let font = fonts[description] ?? self.font(for: description)
                fonts[description] = font
                var result: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: colors[theme.foregroundRole(for: attributes)] ?? textColor]
                if theme.backgroundRole(for: attributes) == .codeBackground { result[.backgroundColor] = colors[.codeBackground] ?? textColor }
                if attributes.link != nil { result[.underlineStyle] = NSUnderlineStyle.single.rawValue }
                if attributes.inline.contains(.strikethrough) { result[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
                return result
            },
            bodyFontSize: body.pointSize, lineHeight: lineHeight, spacing: theme.spacing,
            imageSize: { image in
                guard let loaded = images[image.source], loaded.size.width > 0 else {
                    return CGSize(width: min(width, body.pointSize * 20), height: lineHeight * 3)
                }
                let scale = min(1, width / loaded.size.width)
                return CGSize(width: loaded.size.width * scale, height: loaded.size.height * scale)
            })
    }

    /// Colors in the view's appearance, and the loaded images, for drawing.
    var painter: TextKitPainter {
        var colors: [ColorRole: CGColor] = [:]
        for role in ColorRole.allCases { colors[role] = color(role).cgColor }
        let images = self.images
        return TextKitPainter(
            color: { role in colors[role] ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1) },
            drawImage: { image, rect in
                guard let loaded = images[image.source] else { return false }
                loaded.draw(in: rect)
                return true
            })
    }

    /// Asks the caller's loader for every image not loaded yet; each that arrives is laid out.
    func loadImages() {
        guard let loadImage else { return }
        let sources = Set(styledDocument.runs.compactMap { run -> String? in
            if case .image(let image)? = run.attributes.attachment { return image.source }
            return nil
        }).subtracting(images.keys)
        for source in sources.sorted() {
            Task { [weak self] in
                guard let image = await loadImage(source), let self else { return }
                self.images[source] = image
                self.relayout()
            }
        }
    }
}

extension NSFont.TextStyle {
    /// The system text style of a theme's text style.
    init(_ style: FontDescription.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title1
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .body: self = .body
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        case .caption2: self = .caption2
        }
    }
}

extension NSFont.Weight {
    /// The weight of a theme's weight.
    init(_ weight: FontDescription.Weight) {
        switch weight {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        }
    }
}
#endif
