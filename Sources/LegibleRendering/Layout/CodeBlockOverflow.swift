/// What the views do with a code line wider than its code block's box.
///
/// ```swift
/// view.codeBlockOverflow = .wrap      // long lines continue on the next line, indented
/// ```
public enum CodeBlockOverflow: Hashable, Sendable {
    /// The line stays whole and the block scrolls sideways (``CodeBlockScroll``): a finger
    /// drags it, a trackpad or wheel moves it, VoiceOver's three-finger swipe pages it.
    case scroll
    /// The line continues on as many lines as it needs, each continuation indented by
    /// ``continuationIndent`` columns past where the code starts, so it is not taken for a
    /// line of its own.
    case wrap

    /// How many columns (characters of the code's font) a wrapped line's continuations are
    /// indented: two, as a hanging indent.
    public static let continuationIndent = 2
}
