import LegibleMarkdown

/// How every front end draws a GitHub alert: a bar and a title in the kind's color, the title
/// after the kind's symbol. The symbol is decoration (the title names the alert), so it is never
/// spoken; each is one column wide in a terminal and has no emoji presentation, so it takes the
/// color it is drawn in.
extension MarkdownNode.Alert {
    /// The symbol before an alert's title.
    public var symbol: String {
        switch self {
        case .note: "ℹ"
        case .tip: "✦"
        case .important: "❢"
        case .warning: "⚠"
        case .caution: "⊘"
        }
    }

    /// The theme color it is drawn in.
    public var colorRole: ColorRole { .alert(self) }
}
