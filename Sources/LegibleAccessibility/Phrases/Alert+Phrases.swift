import LegibleMarkdown

extension MarkdownNode.Alert {
    /// The phrase that titles an alert of this kind ("Warning").
    public var title: Phrase {
        switch self {
        case .note: .alertNote
        case .tip: .alertTip
        case .important: .alertImportant
        case .warning: .alertWarning
        case .caution: .alertCaution
        }
    }
}
