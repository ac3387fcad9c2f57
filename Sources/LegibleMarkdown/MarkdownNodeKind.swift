extension MarkdownNode {
    /// What a node is: every CommonMark block and inline, plus the GitHub extensions and math.
    public enum Kind: UInt8, Sendable, CaseIterable {
        // Container blocks.
        /// The root of every document.
        case document
        /// A `>` block quote.
        case blockQuote
        /// A bullet or ordered list; see ``MarkdownNode/list``.
        case list
        /// An item of a list; a task list item when ``MarkdownNode/taskState`` is not `nil`.
        case listItem
        /// A footnote definition `[^label]: …` (footnotes extension).
        case footnoteDefinition
        /// A table (tables extension); its children are rows, the first being the header row.
        case table
        /// A row of a table; ``MarkdownNode/isHeaderRow`` tells the header row.
        case tableRow
        /// A cell of a table row, with inline content; see ``MarkdownNode/columnAlignment``.
        case tableCell

        // Leaf blocks.
        /// A paragraph with inline content.
        case paragraph
        /// An ATX (`#`) or setext (underlined) heading; see ``MarkdownNode/headingLevel``.
        case heading
        /// A thematic break (`***`, `---`, `___`).
        case thematicBreak
        /// A fenced or indented code block; see ``MarkdownNode/info`` and ``MarkdownNode/literal``.
        case codeBlock
        /// A block of raw HTML, kept verbatim in ``MarkdownNode/literal``.
        case htmlBlock
        /// Display math standing as its own block (`$$` lines, `\[` lines, or a `math` fence);
        /// the TeX is in ``MarkdownNode/literal``.
        case mathBlock

        // Inlines.
        /// Literal text, entities and escapes decoded.
        case text
        /// A line ending inside a paragraph that is not a hard break.
        case softBreak
        /// A hard line break (two spaces or a backslash before a line ending).
        case lineBreak
        /// A code span; its content is in ``MarkdownNode/literal``.
        case code
        /// Raw inline HTML, kept verbatim in ``MarkdownNode/literal``.
        case inlineHTML
        /// Emphasis (`*a*`, `_a_`).
        case emphasis
        /// Strong emphasis (`**a**`, `__a__`).
        case strong
        /// Strikethrough (`~~a~~`, strikethrough extension).
        case strikethrough
        /// A link, autolink or extended autolink; see ``MarkdownNode/destination``.
        case link
        /// An image; its children are the description (the alt text).
        case image
        /// Math inside a paragraph (`$…$`, `\(…\)`, or display `$$…$$`, `\[…\]`); see
        /// ``MarkdownNode/isDisplayMath``.
        case math
        /// A reference to a footnote (`[^label]`); see ``MarkdownNode/footnoteNumber``.
        case footnoteReference

        /// Whether nodes of this kind are blocks (as opposed to inline content).
        public var isBlock: Bool { rawValue <= Kind.mathBlock.rawValue }
    }
}
