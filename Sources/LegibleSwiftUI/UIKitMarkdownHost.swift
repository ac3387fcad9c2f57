#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
#if canImport(UIKit)
import LegibleRendering
import LegibleUIKit
import SwiftUI
import UIKit

extension LegibleUIKit.MarkdownTextView: MarkdownShowing {
    func loadImages(fromData load: @escaping @MainActor (String) async -> Data?) {
        loadImage = { source in await load(source).flatMap(UIImage.init(data:)) }
    }
}

/// The UIKit view a ``MarkdownView`` shows, once made: what its geometry reader tells what part
/// of the view its scroll view shows.
@MainActor
package final class ShownTextView {
    package weak var view: LegibleUIKit.MarkdownTextView?

    package init() {}
}

/// ``MarkdownView`` on UIKit: the UIKit view, sized to its content at the width offered.
package struct UIKitMarkdownHost: UIViewRepresentable {
    let content: MarkdownView
    /// Where the view made is kept for the geometry reader (`MarkdownView.body`).
    let shown: ShownTextView

    package init(content: MarkdownView, shown: ShownTextView = ShownTextView()) {
        self.content = content
        self.shown = shown
    }

    package func makeUIView(context: Context) -> LegibleUIKit.MarkdownTextView {
        let view = LegibleUIKit.MarkdownTextView(options: content.options, phrases: content.phrases)
        shown.view = view
        if let load = content.imageData { view.loadImages(fromData: load) }
        if !content.attachmentRenderers.isEmpty { view.attachmentRenderers = content.attachmentRenderers }
        if !content.blockRenderers.isEmpty {
            view.makeBlockView = content.makeBlockView(as: UIView.self)
            view.blockRenderers = content.blockRenderers
        }
        updateUIView(view, context: context)
        return view
    }

    package func updateUIView(_ uiView: LegibleUIKit.MarkdownTextView, context: Context) {
        // The subtree's color scheme (`.preferredColorScheme`), which UIKit's traits then carry.
        uiView.overrideUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
        content.update(uiView, environment: context.environment)
    }

    /// As high as the document at the width offered; for the minimum, ideal and maximum sizes
    /// at widths in ems of its body text, never its own width (see ``ProposedWidth``).
    package func sizeThatFits(_ proposal: ProposedViewSize, uiView: LegibleUIKit.MarkdownTextView, context: Context) -> CGSize? {
        uiView.fittingSize(proposedWidth: proposal.width)
    }
}
#endif
#endif
