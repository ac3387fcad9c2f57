#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import SwiftUI

extension MarkdownView {
    /// Numbers the lines of each code block in a gutter left of the code. The numbers are
    /// drawn only: VoiceOver does not read them, and Copy leaves them out.
    ///
    /// ```swift
    /// MarkdownView(answer).codeLineNumbers()
    /// ```
    public func codeLineNumbers(_ shown: Bool = true) -> MarkdownView {
        var view = self
        view.numbersCodeLines = shown
        return view
    }

    /// What a code line wider than its box does: the block scrolls sideways (`.scroll`, the
    /// default) or the line wraps, its continuations indented (`.wrap`).
    ///
    /// ```swift
    /// MarkdownView(answer).codeBlockOverflow(.wrap)
    /// ```
    public func codeBlockOverflow(_ overflow: CodeBlockOverflow) -> MarkdownView {
        var view = self
        view.codeOverflow = overflow
        return view
    }
}
#endif
