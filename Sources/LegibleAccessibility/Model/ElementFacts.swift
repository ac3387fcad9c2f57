import LegibleMarkdown

/// What a list is: its kind, size and nesting.
public struct ListFacts: Hashable, Sendable {
    /// Bullet, numbered or task list.
    public enum Kind: String, Hashable, Sendable {
        /// Items with a bullet.
        case bullet
        /// Numbered items.
        case ordered
        /// Items with a checkbox.
        case task
    }

    /// Bullet, numbered or task list.
    public let kind: Kind
    /// How many items it has.
    public let itemCount: Int
    /// 1 for a list at the top, 2 for a list inside a list item, ….
    public let depth: Int
    /// Whether no blank line separates its items: a front end draws its items close together
    /// (and HTML writes their paragraphs without `<p>`).
    public let isTight: Bool
    /// The first number of a numbered list (`3` for `3. …`); `nil` for a bulleted one. A task
    /// list written with numbers has one too.
    public let start: Int?
    /// What follows the numbers of a numbered list (`.` or `)`); `nil` for a bulleted one.
    public let delimiter: ListAttributes.Delimiter?

    /// Creates the facts from their parts.
    public init(kind: Kind, itemCount: Int, depth: Int, isTight: Bool = true, start: Int? = nil,
                delimiter: ListAttributes.Delimiter? = nil) {
        self.kind = kind
        self.itemCount = itemCount
        self.depth = depth
        self.isTight = isTight
        self.start = start
        self.delimiter = delimiter
    }
}

/// Where a list item stands in its list.
public struct ListItemFacts: Hashable, Sendable {
    /// 1 for the first item.
    public let position: Int
    /// How many items its list has.
    public let count: Int
    /// The nesting depth of its list.
    public let depth: Int
    /// The number shown for an item of an ordered list.
    public let number: Int?
    /// The checkbox of a task item.
    public let taskState: TaskState?

    /// Creates the facts from their parts.
    public init(position: Int, count: Int, depth: Int, number: Int?, taskState: TaskState?) {
        self.position = position
        self.count = count
        self.depth = depth
        self.number = number
        self.taskState = taskState
    }
}

/// The size of a table.
public struct TableFacts: Hashable, Sendable {
    /// Rows, the header row included.
    public let rowCount: Int
    /// Columns.
    public let columnCount: Int

    /// Creates the facts from their parts.
    public init(rowCount: Int, columnCount: Int) {
        self.rowCount = rowCount
        self.columnCount = columnCount
    }
}

/// Where a table cell is, and the header cell that describes it.
public struct TableCellFacts: Hashable, Sendable {
    /// 1 for the header row.
    public let row: Int
    /// 1 for the first column.
    public let column: Int
    /// Whether the cell is in the header row.
    public let isHeader: Bool
    /// How its column is aligned.
    public let alignment: MarkdownNode.ColumnAlignment
    /// The header cells that describe it (its column's header); empty for header cells.
    public let headerCells: [ElementID]

    /// Creates the facts from their parts.
    public init(row: Int, column: Int, isHeader: Bool, alignment: MarkdownNode.ColumnAlignment, headerCells: [ElementID]) {
        self.row = row
        self.column = column
        self.isHeader = isHeader
        self.alignment = alignment
        self.headerCells = headerCells
    }
}

/// A code block's language and size.
public struct CodeFacts: Hashable, Sendable {
    /// The language's display name (`swift` → "Swift"), or `nil` without an info string.
    public let language: String?
    /// The language as the fence names it (`rust` for the info string `rust,ignore`, `python`
    /// for `{.python .input}`), read once from the info string by `LegibleMarkdown`
    /// (`MarkdownNode.language`); a front end that highlights code looks its grammar up by it.
    /// `nil` without an info string.
    public let languageIdentifier: String?
    /// How many lines of code it has.
    public let lineCount: Int

    /// Creates the facts from their parts.
    public init(language: String?, languageIdentifier: String? = nil, lineCount: Int) {
        self.language = language
        self.languageIdentifier = languageIdentifier
        self.lineCount = lineCount
    }
}

/// What an image shows, as far as the document says.
public struct ImageFacts: Hashable, Sendable {
    /// The alt text, or a name made from the file name when the alt text is empty.
    public let description: String
    /// True when the author gave no alt text, so ``description`` comes from the file name.
    public let lacksDescription: Bool
    /// The image's source.
    public let source: String
    /// Its title (`![alt](src "title")`), if it has one.
    public let title: String?

    /// Creates the facts from their parts.
    public init(description: String, lacksDescription: Bool, source: String, title: String?) {
        self.description = description
        self.lacksDescription = lacksDescription
        self.source = source
        self.title = title
    }
}

/// Where a link goes.
public struct LinkFacts: Hashable, Sendable {
    /// The destination as written.
    public let destination: String
    /// The destination's host (without `www.`), the address of an e-mail link, or `nil` for a
    /// link within the document.
    public let host: String?
    /// Whether it was written as a link, an autolink or a bare URL.
    public let style: LinkStyle
    /// Its title (`[text](url "title")`), if it has one.
    public let title: String?

    /// Creates the facts from their parts.
    public init(destination: String, host: String?, style: LinkStyle, title: String? = nil) {
        self.destination = destination
        self.host = host
        self.style = style
        self.title = title
    }
}

/// A formula.
public struct MathFacts: Hashable, Sendable {
    /// The TeX source as written.
    public let tex: String
    /// Whether it is displayed on its own (`$$…$$`, `\\[…\\]`, a math block) rather than in-line.
    public let isDisplay: Bool
    /// Whether it reads as math (`LegibleMath`'s `MathSpeaker.canRead(_:)`). A formula that does
    /// not (unbalanced braces, an unknown command) is labelled as not understood, with its TeX
    /// ("formula not understood, TeX: \foo x + 1"), and front ends show its TeX as code.
    public let isReadable: Bool

    /// Creates the facts from their parts.
    public init(tex: String, isDisplay: Bool, isReadable: Bool = true) {
        self.tex = tex
        self.isDisplay = isDisplay
        self.isReadable = isReadable
    }
}

/// A footnote or a reference to one.
public struct FootnoteFacts: Hashable, Sendable {
    /// The footnote's number, in the order footnotes are first referenced.
    public let number: Int
    /// The footnote's label as written (`src` for `[^src]`).
    public let label: String
    /// For a reference, which reference to its footnote it is (1 for the first).
    public let occurrence: Int?
    /// For a footnote, its references, in document order.
    public let references: [ElementID]

    /// Creates the facts from their parts.
    public init(number: Int, label: String, occurrence: Int?, references: [ElementID]) {
        self.number = number
        self.label = label
        self.occurrence = occurrence
        self.references = references
    }
}
