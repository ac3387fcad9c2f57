#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import SwiftUI

extension MarkdownView {
    /// Sets formulas in the app's math font where the system has none, as UIKit's and AppKit's
    /// `MarkdownTextView.mathFont` does: the system's math font comes first (STIX Two Math on
    /// macOS 13, iOS 16 and later), then this one, then the system's text font with MathML
    /// Core's fallbacks. A formula takes the color and size of the text around it unless the
    /// theme's `formulaColor` sets formulas apart.
    ///
    /// ```swift
    /// MarkdownView(answer).mathFont(try? MathFont(contentsOf: Bundle.main.url(forResource: "latinmodern-math", withExtension: "otf")!))
    /// ```
    public func mathFont(_ font: MathFont?) -> MarkdownView {
        var view = self
        view.appMathFont = font
        return view
    }
}
#endif
