/// The space a theme puts between and around blocks, in lines (of body text) and ems, so a
/// platform scales it with the text.
public struct Spacing: Hashable, Sendable {
    /// Space between blocks, in lines.
    public var betweenBlocks: Double
    /// Space between the items of a tight list, in lines.
    public var betweenTightItems: Double
    /// How far a list item's text is indented past its marker, in ems.
    public var listIndent: Double
    /// How far a block quote's text is indented, in ems (the bar included).
    public var quoteIndent: Double
    /// Padding inside a code block's frame, in ems.
    public var codePadding: Double

    /// Creates spacing.
    public init(betweenBlocks: Double, betweenTightItems: Double, listIndent: Double, quoteIndent: Double, codePadding: Double) {
        self.betweenBlocks = betweenBlocks
        self.betweenTightItems = betweenTightItems
        self.listIndent = listIndent
        self.quoteIndent = quoteIndent
        self.codePadding = codePadding
    }
}
