import LegibleMarkdown

/// How every front end draws an MkDocs admonition: as the GitHub alert closest to its type (a
/// bar, the symbol and its title in that alert's color), so a theme colors five kinds, not every
/// word an author may write. The words are those MkDocs Material styles; any other is a note.
extension MarkdownNode.Admonition {
    /// The alert whose color and symbol it is drawn with.
    public var drawnAs: MarkdownNode.Alert {
        switch type.lowercased() {
        case "tip", "hint", "success", "check", "done": .tip
        case "important", "abstract", "summary", "tldr": .important
        case "warning", "attention", "question", "help", "faq": .warning
        case "caution", "danger", "error", "failure", "fail", "missing", "bug": .caution
        default: .note
        }
    }
}
