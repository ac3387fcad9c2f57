/// GitHub's alerts: a block quote marked as a note, tip, important information, warning or
/// caution (``ParseOptions/alerts``).
extension MarkdownNode {
    /// What an alert is. The raw values are the markers as GitHub documents them (`> [!NOTE]`).
    public enum Alert: String, CaseIterable, Hashable, Sendable {
        /// `[!NOTE]`: useful information, even when skimming.
        case note = "NOTE"
        /// `[!TIP]`: advice for doing things better or more easily.
        case tip = "TIP"
        /// `[!IMPORTANT]`: key information needed to reach the goal.
        case important = "IMPORTANT"
        /// `[!WARNING]`: urgent information that needs attention to avoid problems.
        case warning = "WARNING"
        /// `[!CAUTION]`: risks or negative outcomes of an action.
        case caution = "CAUTION"
    }

    /// For a block quote that is a GitHub alert, which one; its marker line is not among its
    /// children. `nil` for every other node.
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: "> [!WARNING]\n> Back up first.", options: .documents)
    /// document.root.firstChild?.alert   // .warning
    /// ```
    public var alert: Alert? {
        guard kind == .blockQuote, raw.small != 0, !raw.has(RawNode.Flag.variant) else { return nil }
        return Alert.allCases[Int(raw.small) - 1]
    }
}
