#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAppKit
import LegibleRendering
import SwiftUI

extension LegibleAppKit.MarkdownTextView: MarkdownShowing {
    func loadImages(fromData load: @escaping @MainActor (String) async -> Data?) {
        loadImage = { source in await load(source).flatMap(NSImage.init(data:)) }
    }
}

/// ``MarkdownView`` on macOS: the AppKit view, sized to its content at the width offered.
package struct AppKitMarkdownHost: NSViewRepresentable {
    let content: MarkdownView

    package init(content: MarkdownView) {
        self.content = content
    }

    package func makeNSView(context: Context) -> LegibleAppKit.MarkdownTextView {
        let view = LegibleAppKit.MarkdownTextView(options: content.options, phrases: content.phrases)
        if let load = content.imageData { view.loadImages(fromData: load) }
        if !content.attachmentRenderers.isEmpty { view.attachmentRenderers = content.attachmentRenderers }
        if !content.blockRenderers.isEmpty {
            view.makeBlockView = content.makeBlockView(as: NSView.self)
            view.blockRenderers = content.blockRenderers
        }
        updateNSView(view, context: context)
        return view
    }

    package func updateNSView(_ nsView: LegibleAppKit.MarkdownTextView, context: Context) {
        // The subtree's color scheme, as the appearance the view draws in. Light or dark only:
        // the high-contrast appearances cannot be asked for by name (NSAppearance.h: they are
        // for matching; appearanceNamed: returns nil), and with Increase Contrast on AppKit
        // gives the view the high-contrast variant of this one, which `themeAppearance` reads.
        let environment = context.environment
        let name: NSAppearance.Name = environment.colorScheme == .dark ? .darkAqua : .aqua
        if nsView.appearance?.name != name { nsView.appearance = NSAppearance(named: name) }
        content.update(nsView, environment: environment)
    }

    /// As high as the document at the width offered; for the minimum, ideal and maximum sizes
    /// at widths in ems of its body text, never its own width (see ``ProposedWidth``).
    package func sizeThatFits(_ proposal: ProposedViewSize, nsView: LegibleAppKit.MarkdownTextView, context: Context) -> CGSize? {
        nsView.fittingSize(proposedWidth: proposal.width)
    }
}
#endif
#endif
