#if canImport(SwiftUI)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAppKit
import SwiftUI

extension LegibleAppKit.MarkdownTextView: MarkdownShowing {}

/// ``MarkdownView`` on macOS: the AppKit view, sized to its content at the width offered.
package struct AppKitMarkdownHost: NSViewRepresentable {
    let content: MarkdownView

    package init(content: MarkdownView) {
        self.content = content
    }

    package func makeNSView(context: Context) -> LegibleAppKit.MarkdownTextView {
        let view = LegibleAppKit.MarkdownTextView(options: content.options, phrases: content.phrases)
        updateNSView(view, context: context)
        return view
    }

    package func updateNSView(_ nsView: LegibleAppKit.MarkdownTextView, context: Context) {
        content.update(nsView, openURL: context.environment.openURL)
    }

    /// As high as the document at the width offered (or the view's own width).
    package func sizeThatFits(_ proposal: ProposedViewSize, nsView: LegibleAppKit.MarkdownTextView, context: Context) -> CGSize? {
        let width = proposal.width ?? nsView.bounds.width
        return CGSize(width: width, height: nsView.fittingHeight(forWidth: width))
    }
}
#endif
#endif
