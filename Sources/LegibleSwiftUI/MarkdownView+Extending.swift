#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import SwiftUI
#if canImport(UIKit)
import UIKit

/// The platform's view, which draws a block an app's renderer draws.
public typealias PlatformBlockView = UIView
#else
import AppKit

/// The platform's view, which draws a block an app's renderer draws.
public typealias PlatformBlockView = NSView
#endif

extension MarkdownView {
    /// Draws code blocks in `language` (`"mermaid"`) with the app's renderer, which says how
    /// high each is and what a screen reader reads for it, and the platform view `view` makes
    /// (`nil` for none); taken when the platform view is made.
    ///
    /// ```swift
    /// MarkdownView(answer).rendersBlocks(language: "mermaid", with: MermaidDiagram()) { block in DiagramView(source: block.text) }
    /// ```
    public func rendersBlocks(language: String, with renderer: some BlockRenderer,
                              view: @escaping @MainActor (CustomBlock) -> PlatformBlockView?) -> MarkdownView {
        var copy = self
        copy.blockRenderers[language: language] = renderer
        copy.blockViews[language.lowercased()] = view
        return copy
    }

    /// Draws in-line images whose source has `scheme` (`"chart"` for `chart://sales`) at the
    /// size `renderer` gives, read as it names them; their pictures come through the image
    /// loader (``loadImageData(_:)``). Taken when the platform view is made.
    public func rendersAttachments(scheme: String, with renderer: some AttachmentRenderer) -> MarkdownView {
        var copy = self
        copy.attachmentRenderers[scheme] = renderer
        return copy
    }

    /// The one view maker the platform view takes, each block's by its language, as `View`.
    func makeBlockView<View: AnyObject>(as _: View.Type) -> (@MainActor (CustomBlock) -> View?)? {
        guard !blockViews.isEmpty else { return nil }
        let makers = blockViews
        return { block in block.language.flatMap { makers[$0] }?(block) as? View }
    }
}
#endif
