#if canImport(SwiftUI)
#if canImport(UIKit)
import LegibleUIKit
import SwiftUI
import UIKit

extension LegibleUIKit.MarkdownTextView: MarkdownShowing {}

/// ``MarkdownView`` on UIKit: the UIKit view, sized to its content at the width offered.
package struct UIKitMarkdownHost: UIViewRepresentable {
    let content: MarkdownView

    package init(content: MarkdownView) {
        self.content = content
    }

    package func makeUIView(context: Context) -> LegibleUIKit.MarkdownTextView {
        let view = LegibleUIKit.MarkdownTextView(options: content.options, phrases: content.phrases)
        updateUIView(view, context: context)
        return view
    }

    package func updateUIView(_ uiView: LegibleUIKit.MarkdownTextView, context: Context) {
        content.update(uiView, openURL: context.environment.openURL)
    }

    /// As high as the document at the width offered (or the view's own width).
    package func sizeThatFits(_ proposal: ProposedViewSize, uiView: LegibleUIKit.MarkdownTextView, context: Context) -> CGSize? {
        let width = proposal.width ?? uiView.bounds.width
        return uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
}
#endif
#endif
