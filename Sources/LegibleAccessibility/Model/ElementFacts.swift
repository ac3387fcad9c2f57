public import LegibleMath
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
    /// The words shown in its place while it is not loaded: its ``description`` and, for a
    /// remote image, which a front end loads only when its `ImagePolicy` allows or the reader
    /// asks, where it would come from ("chart (image from example.com, not loaded)").
    public let placeholder: String

    /// Creates the facts from their parts; the placeholder is the description unless given.
    public init(description: String, lacksDescription: Bool, source: String, title: String?, placeholder: String? = nil) {
        self.description = description
        self.lacksDescription = lacksDescription
        self.source = source
        self.title = title
        self.placeholder = placeholder ?? description
    }
}

/// Where a link goes.
public struct LinkFacts: Hashable, Sendable {
    /// The destination as written.
    public let destination: String
    /// The destination's host (without `www.`), the address of an e-mail link, or `nil` for a
    /// link within the document; in ASCII when it is a look-alike (``hostIsLookAlike``).
    public let host: String?
    /// Whether it was written as a link, an autolink or a bare URL.
    public let style: LinkStyle
    /// Its title (`[text](url "title")`), if it has one.
    public let title: String?
    /// Whether its text names another site than the one it goes to (`[bank.example](https://attacker.example)`):
    /// the model's text shows where it goes after it ("⟦goes to attacker.example⟧").
    public let textNamesOtherSite: Bool
    /// Whether its host may be taken for another (a Cyrillic `а` in `аpple.com`): ``host`` is
    /// then in ASCII (`xn--pple-43d.com`).
    public let hostIsLookAlike: Bool

    /// Creates the facts from their parts.
    public init(destination: String, host: String?, style: LinkStyle, title: String? = nil, textNamesOtherSite: Bool = false,
                hostIsLookAlike: Bool = false) {
        self.destination = destination
        self.host = host
        self.style = style
        self.title = title
        self.textNamesOtherSite = textNamesOtherSite
        self.hostIsLookAlike = hostIsLookAlike
    }
}

/// A formula.
public struct MathFacts: Hashable, Sendable {
    /// The formula, parsed once for the model: every output takes it (speech, MathML, layout,
    /// the linear and cell forms, the math tree), so none parses its TeX again.
    public let formula: Formula
    /// Whether it is displayed on its own (`$$…$$`, `\\[…\\]`, a math block) rather than in-line.
    public let isDisplay: Bool
    /// Whether the TeX as written hides characters (tag characters, invisible characters,
    /// direction controls) in an untrusted document: then ``formula`` is of the TeX with a
    /// warning in their place (`x⟦hidden text: …⟧+1`), and it does not read as math.
    public let hidesCharacters: Bool

    /// Creates the facts from their parts.
    public init(formula: Formula, isDisplay: Bool, hidesCharacters: Bool = false) {
        self.formula = formula
        self.isDisplay = isDisplay
        self.hidesCharacters = hidesCharacters
    }

    /// The TeX source as written, or with warnings where it hides characters.
    public var tex: String { formula.tex }

    /// Whether it reads as math (`LegibleMath`'s `Formula.isReadable`, and it hides nothing). A
    /// formula that does not (unbalanced braces, an unknown command, hidden characters) is
    /// labelled as not understood, with its TeX ("formula not understood, TeX: \foo x + 1"),
    /// and front ends show its TeX as code.
    public var isReadable: Bool { !hidesCharacters && formula.isReadable }

    /// The formula's structure, as a screen reader's math navigation walks it (`LegibleMath`'s
    /// `MathExpression`): what a front end hands VoiceOver through `AXMathExpressionProvider`.
    /// Made from ``formula``'s parse; nothing is parsed again.
    public var expression: MathExpression { MathExpression(formula) }

    /// The formula in Nemeth braille (`LegibleMath`'s `NemethWriter`), from ``expression``.
    public var nemeth: NemethBraille { NemethWriter().braille(formula) }
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
