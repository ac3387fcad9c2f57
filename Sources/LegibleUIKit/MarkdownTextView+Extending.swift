#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import LegibleRendering

/// What an app adds to the view: handlers of its own link schemes (``MarkdownTextView/linkHandlers``).
extension MarkdownTextView {
    /// Opens a link the reader chose: through the handler of its scheme if the app gave one,
    /// else through ``openLink``.
    func follow(_ url: URL) {
        if linkHandlers.route(url) == .unhandled { openLink(url) }
    }
}
#endif
