public import LegibleAccessibility

/// Draws images of a source scheme of the app's own (`![Sales](chart://sales/2026)`) in line
/// with the text: it says how big each is, which the layout reserves, and what a screen reader
/// reads for it. That text is required and replaces the image's description in the view's
/// elements, so what the app draws is named (a chart is read as its summary). The picture
/// itself comes through the view's image loader (`loadImage`), which the app gives for its
/// scheme.
///
/// ```swift
/// struct SalesChart: AttachmentRenderer {
///     func accessibleText(for image: ImageAttachment) -> String { "Sales chart: up 12% on last year" }
///     func size(for image: ImageAttachment, lineHeight: Double) -> LayoutSize { LayoutSize(width: 240, height: lineHeight * 6) }
/// }
/// ```
public protocol AttachmentRenderer: Sendable {
    /// What VoiceOver and every other assistive technology read for the image, in words. Never
    /// empty (an empty text is replaced by the image's own description).
    func accessibleText(for image: ImageAttachment) -> String
    /// How big the image is drawn, given the body text's line height.
    func size(for image: ImageAttachment, lineHeight: Double) -> LayoutSize
}

/// The renderers of in-line images registered on a view, by the image source's scheme
/// (`chart` for `chart://sales`), matched without regard to case.
///
/// ```swift
/// view.attachmentRenderers["chart"] = SalesChart()
/// ```
public struct AttachmentRenderers: Sendable {
    private var byScheme: [String: any AttachmentRenderer] = [:]

    /// None: every image is Legible's.
    public init() {}

    /// The renderer of images whose source has a scheme.
    public subscript(scheme: String) -> (any AttachmentRenderer)? {
        get { byScheme[scheme.lowercased()] }
        set { byScheme[scheme.lowercased()] = newValue }
    }

    /// Whether no renderer is registered.
    public var isEmpty: Bool { byScheme.isEmpty }

    /// The renderer of an image, by its source's scheme (the letters, digits, `+`, `-` and `.`
    /// before its first colon, as RFC 3986 spells a scheme); `nil` when Legible draws it.
    public func renderer(for image: ImageAttachment) -> (any AttachmentRenderer)? {
        guard !isEmpty, let colon = image.source.firstIndex(of: ":") else { return nil }
        let scheme = image.source[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return byScheme[scheme.lowercased()]
    }

    /// The size a renderer gives an image, never negative and 0 for what is no number; `nil`
    /// when no renderer draws it.
    public func size(of image: ImageAttachment, lineHeight: Double) -> LayoutSize? {
        guard let renderer = renderer(for: image) else { return nil }
        let size = renderer.size(for: image, lineHeight: lineHeight)
        func clean(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        return LayoutSize(width: clean(size.width), height: clean(size.height))
    }

    /// What a screen reader reads for the image element, when a renderer draws it: the
    /// renderer's text (the image's description if that is blank); `nil` for any other element.
    public func accessibleText(of element: ElementID, in document: StyledDocument) -> String? {
        guard !isEmpty, element.role == .image, let index = document.blockIndex(of: element) else { return nil }
        let images = document.blocks[index].runs.lazy.compactMap { run -> ImageAttachment? in
            if case .image(let image)? = run.attributes.attachment { image } else { nil }
        }
        guard let image = images.first(where: { $0.element == element }), let renderer = renderer(for: image) else { return nil }
        let text = renderer.accessibleText(for: image)
        return text.allSatisfy(\.isWhitespace) ? image.description : text
    }
}
