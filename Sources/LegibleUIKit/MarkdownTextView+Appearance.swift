#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import LegibleTextKit
import UIKit

/// How the theme looks in UIKit: its text styles as Dynamic Type fonts (scaled with
/// `UIFontMetrics`, one weight bolder with Bold Text), its colors as dynamic colors for light and
/// dark with and without Increase Contrast, and images as they load.
extension MarkdownTextView: UIContentSizeCategoryAdjusting {
    /// The font of a theme's font description, at the reader's Dynamic Type size.
    package func font(for description: FontDescription) -> UIFont {
        let style = UIFont.TextStyle(description.textStyle)
        // The text style's size at the default category, which UIFontMetrics then scales.
        let size = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
            * CGFloat(description.relativeSize)
        var weight = description.weight
        if traitCollection.legibilityWeight == .bold {
            // Bold Text: at least semibold, and bolder than asked.
            weight = max(.semibold, FontDescription.Weight.allCases.first { $0 > weight } ?? weight)
        }
        var font = description.isMonospaced ? UIFont.monospacedSystemFont(ofSize: size, weight: UIFont.Weight(weight))
            : UIFont.systemFont(ofSize: size, weight: UIFont.Weight(weight))
        if description.isItalic, let italic = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic)) {
            font = UIFont(descriptor: italic, size: size)
        }
        guard adjustsFontForContentSizeCategory else { return font }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traitCollection)
    }

    /// A theme color that follows the reader's appearance: light or dark, Increase Contrast.
    package func color(_ role: ColorRole) -> UIColor {
        let theme = self.theme
        // `@Sendable`: UIKit may resolve a dynamic color off the main thread, and a closure made
        // here would otherwise be main-actor isolated (the provider is not `@Sendable` in the SDK).
        return UIColor { @Sendable traits in
            let appearance = Appearance(colorScheme: traits.userInterfaceStyle == .dark ? .dark : .light,
                                        increasedContrast: traits.accessibilityContrast == .high)
            let color = theme.palette(for: appearance)[role]
            return UIColor(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: 1)
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
        return style
    }

    /// Colors resolved for the view's appearance now, and the loaded images, for drawing.
    package var painter: TextKitPainter {
        let traits = traitCollection
        let images = self.images
        return TextKitPainter(
            color: { [unowned self] role in color(role).resolvedColor(with: traits).cgColor },
            drawImage: { image, rect in
                guard let loaded = images[image.source] else { return false }
                loaded.draw(in: rect)
                return true
            },
            // Pressed while a finger or the mouse button is down on it, "Copied" just after it copied.
            copyButtonLook: { [unowned self] in copyFeedback.look(of: $0, pressing: isPressShown ? pressedTarget : nil) })
    }

    /// Dynamic Type or Bold Text changed: fonts change, so the layout does.
    func textSettingsDidChange() {
        relayout()
    }

    /// Asks the loader for every image not asked for yet, of the blocks from `first` on (those a
    /// streamed append laid out again); each that arrives is laid out.
    func loadImages(fromBlock first: Int = 0) {
        let load = loadImage ?? defaultImageLoader
        for source in Set(styledDocument.images(fromBlock: first).map(\.source)).subtracting(requestedImages).sorted() {
            requestedImages.insert(source)
            Task { [weak self] in
                guard let image = await load(source), let self else { return }
                self.images[source] = image
                self.relayout()
            }
        }
    }

    /// A new loader or base URL: every image is asked for again.
    func reloadImages() {
        requestedImages = []
        loadImages()
    }

    /// The default loader: the shared ``ImageLoader``'s bytes, relative to ``baseURL``, made
    /// an image on the main actor.
    private var defaultImageLoader: @MainActor (String) async -> UIImage? {
        let base = baseURL
        return { source in
            guard let data = try? await ImageLoader.shared.data(for: source, relativeTo: base) else { return nil }
            return UIImage(data: data)
        }
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
