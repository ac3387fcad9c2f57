#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import UIKit

/// How the theme looks in UIKit: its text styles as Dynamic Type fonts (scaled with
/// `UIFontMetrics`, one weight bolder with Bold Text), its colors as dynamic colors for light and
/// dark with and without Increase Contrast, and images as they load.
extension MarkdownTextView: UIContentSizeCategoryAdjusting {
    /// The font of a theme's font description, at the reader's Dynamic Type size: the family
    /// it names (the system font if the device has no such family) or the system font, at its
    /// size or its text style's at the default size, scaled with `UIFontMetrics` as its text
    /// style is ([scaledFont(for:compatibleWith:)](https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:))).
    package func font(for description: FontDescription) -> UIFont {
        let style = UIFont.TextStyle(description.textStyle)
        // The text style's size at the default category, which UIFontMetrics then scales.
        let styleSize = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
        let size = CGFloat(description.pointSize(textStyleSize: Double(styleSize)))
        let weight = UIFont.Weight(description.weight(boldText: traitCollection.legibilityWeight == .bold))
        var font: UIFont
        if let family = description.familyName, UIFont.familyNames.contains(family) {
            let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
            font = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family, .traits: traits]), size: size)
        } else {
            font = description.isMonospaced ? UIFont.monospacedSystemFont(ofSize: size, weight: weight) : UIFont.systemFont(ofSize: size, weight: weight)
        }
        if description.isItalic {
            // The italic trait and the weight together in the descriptor's traits: a weight given
            // to `systemFont(ofSize:weight:)` is no symbolic trait, and `withSymbolicTraits(_:)`
            // sets the symbolic traits alone, which can lose it (a semibold italic drawn regular;
            // uikit B15, device check) (https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/symbolic).
            let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue,
                                                             .symbolic: font.fontDescriptor.symbolicTraits.union(.traitItalic).rawValue]
            font = UIFont(descriptor: font.fontDescriptor.addingAttributes([.traits: traits]), size: size)
        }
        guard adjustsFontForContentSizeCategory else { return font }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traitCollection)
    }

    /// A theme color that follows the reader's appearance: light or dark, Increase Contrast;
    /// a system color as UIKit's own, the accent color as the view's tint.
    package func color(_ role: ColorRole) -> UIColor {
        let theme = self.theme
        let accent = tintColor ?? UIColor.link
        // `@Sendable`: UIKit may resolve a dynamic color off the main thread, and a closure made
        // here would otherwise be main-actor isolated (the provider is not `@Sendable` in the SDK).
        return UIColor { @Sendable traits in
            let appearance = Appearance(colorScheme: traits.userInterfaceStyle == .dark ? .dark : .light,
                                        increasedContrast: traits.accessibilityContrast == .high)
            return UIColor.theme(theme.palette(for: appearance)[role], accent: accent).resolvedColor(with: traits)
        }
    }

    /// What TextKit needs: the theme's fonts at the reader's Dynamic Type size, its colors,
    /// and the sizes of the images loaded.
    package func textKitStyle(width: CGFloat) -> TextKitStyle {
        let body = font(for: theme.body)
        var style = TextKitStyle(theme: theme, width: width, font: { [unowned self] in font(for: $0) }, color: { [unowned self] in color($0) },
                            bodyFontSize: body.pointSize, lineHeight: body.lineHeight, loadedImageSizes: images.mapValues(\.size), formulas: formulas)
        style.copyCodeTitle = showsCodeBlockHeaders ? phrases.text(.copyCodeAction) : nil
        style.copiedCodeTitle = phrases.text(.codeCopiedButtonTitle)
        style.codeLineNumbers = showsCodeLineNumbers
        style.codeOverflow = codeBlockOverflow
        style.blockRenderers = blockRenderers
        return style.drawing(attachmentRenderers)
    }

    /// Colors resolved for the view's appearance now, and the loaded images, for drawing.
    package var painter: TextKitPainter {
        let traits = traitCollection
        let images = self.images
        let accent = tintColor ?? UIColor.link
        var painter = TextKitPainter(
            color: { [unowned self] role in color(role).resolvedColor(with: traits).cgColor },
            drawImage: { image, rect in
                guard let loaded = images[image.source] else { return false }
                loaded.draw(in: rect)
                return true
            },
            // Pressed while a finger or the mouse button is down on it, "Copied" just after it copied.
            copyButtonLook: { [unowned self] in core.copyFeedback.look(of: $0, pressing: core.isPressShown ? core.pressedTarget : nil) })
        painter.blockColor = { [unowned self] color in
            switch color {
            case .role(let role): self.color(role).resolvedColor(with: traits).cgColor
            case .color(let color): UIColor.theme(color, accent: accent).resolvedColor(with: traits).cgColor
            }
        }
        return painter
    }

    /// Dynamic Type or Bold Text changed: fonts change, so the layout does, in the next layout
    /// pass. The notification can come before the view's own traits have changed, and the fonts
    /// are read from them (`legibilityWeight`, `scaledFont(for:compatibleWith:)`): UIKit brings
    /// a view's traits up to date before it lays the view out (uikit B10; device check).
    func textSettingsDidChange() {
        fontsNeedLayout = true
        setNeedsLayout()
    }

    /// Asks the loader for every image not asked for yet: all of the document's, or after a
    /// streamed `update`, those of the blocks it changed.
    func loadImages(after update: ReadingModelUpdate? = nil) {
        shownImages.request(in: styledDocument, after: update, with: loadImage ?? shownImages.defaultLoader(base: baseURL, policy: imagePolicy))
    }

    /// A new loader or base URL: every image is asked for again.
    func reloadImages() {
        shownImages.forgetRequests()
        loadImages()
    }
}

extension UIColor {
    /// A theme color: its sRGB channels and opacity, or the system color it names (made as
    /// translucent as it asks), `accent` for the accent color.
    static func theme(_ color: ThemeColor, accent: UIColor) -> UIColor {
        let system: UIColor? = switch color.system {
        case .label?: .label
        case .secondaryLabel?: .secondaryLabel
        case .link?: .link
        case .separator?: .separator
        case .systemBackground?: .systemBackground
        case .secondarySystemBackground?: .secondarySystemBackground
        case .accent?: accent
        case nil: nil
        }
        guard let system else {
            return UIColor(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha))
        }
        return color.alpha < 1 ? system.withAlphaComponent(CGFloat(color.alpha)) : system
    }
}

extension UIFont.TextStyle {
    /// The Dynamic Type style of a theme's text style.
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

extension UIFont.Weight {
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
