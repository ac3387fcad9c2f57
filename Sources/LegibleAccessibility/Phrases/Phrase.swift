/// Every word the reading model adds to a document's own text, by key. Each language's table
/// gives each key a wording, with `{name}` placeholders for the values it is given.
///
/// A table file is `Resources/Phrases/<language code>.json`; see ``PhraseTable``.
public enum Phrase: String, CaseIterable, Sendable {
    // Headings
    /// `{level}`: "heading level 2".
    case headingLevel
    // Lists
    /// `{count}` items, plural: "list, 3 items".
    case list
    /// Leaving a list: "end of list".
    case endOfList
    /// A bullet list item's marker: "bullet".
    case bullet
    /// An ordered list item's number, `{number}`.
    case itemNumber
    /// `{position}` of `{count}`: "2 of 3".
    case positionInList
    /// A checked task: "checked".
    case checked
    /// An unchecked task: "unchecked".
    case unchecked
    /// Nesting depth `{depth}` of a list inside a list: "level 2".
    case listLevel
    // Block quotes
    /// Entering a block quote: "quote".
    case quote
    /// Leaving a block quote: "end of quote".
    case endOfQuote
    // Tables
    /// A table, with `{rows}` and `{columns}` filled by ``rowCount`` and ``columnCount``.
    case table
    /// `{count}` rows, plural.
    case rowCount
    /// `{count}` columns, plural.
    case columnCount
    /// Leaving a table: "end of table".
    case endOfTable
    /// `{row}`: "row 3".
    case row
    /// `{column}`: "column 2".
    case column
    /// A cell with nothing in it: "empty".
    case emptyCell
    /// A cell met moving across a row: `{header}, {value}` ("Age, 31").
    case cellAcrossRow
    /// A cell met moving down a column: `{row}, {value}` ("row 3, 27").
    case cellDownColumn
    /// A body row read aloud: its cells, joined.
    case cellSeparator
    // Code
    /// A code block in a named language: `{language} code, {lines}` ("Swift code, 4 lines").
    case codeBlock
    /// A code block with no language: `Code, {lines}`.
    case codeBlockWithoutLanguage
    /// `{count}` lines, plural.
    case lineCount
    // Images and links
    /// An image with a description: `image, {description}`.
    case image
    /// An image whose description comes from its file name: `image, {name}`.
    case imageFromFileName
    /// An image with no description and no usable file name.
    case unnamedImage
    /// A link's role: "link".
    case link
    /// A link to a place in the same document.
    case linkWithinDocument
    /// An e-mail link, `{address}`.
    case emailLink
    // Footnotes
    /// `{number}`: "footnote 1".
    case footnote
    /// The section of footnotes at the end: "footnotes".
    case footnotes
    // Inline meaning
    /// Struck-through text, `{text}`: "deleted, …, end deleted".
    case deleted
    // Separators and math
    /// A thematic break: "separator".
    case separator
    /// Math summarised, when its speech is not read: "formula".
    case formula
    // Streaming
    /// A streamed answer has finished arriving: "answer complete".
    case answerComplete
    // Actions
    /// Action on a code block.
    case copyCodeAction
    /// Action on a link.
    case openLinkAction
    /// Action on math.
    case showTeXSourceAction
    /// Action on a footnote reference.
    case goToFootnoteAction
    /// Action on a footnote, back to reference `{number}`.
    case backToReferenceAction
    // Rotors: the names of the lists VoiceOver's rotor offers, and where a page turn landed.
    /// The headings rotor.
    case rotorHeadings
    /// The rotor of headings of level `{level}`.
    case rotorHeadingsOfLevel
    /// The links rotor.
    case rotorLinks
    /// The tables rotor.
    case rotorTables
    /// The lists rotor.
    case rotorLists
    /// The code blocks rotor.
    case rotorCodeBlocks
    /// The images rotor.
    case rotorImages
    /// The formulas rotor.
    case rotorFormulas
    /// The block quotes rotor.
    case rotorQuotes
    /// The footnotes rotor.
    case rotorFootnotes
    /// Where reading is after a page turn: page `{page}` of `{count}`.
    case pageOfPages
    // Punctuation, spoken when code is read with its punctuation.
    case punctuationExclamation, punctuationQuote, punctuationHash, punctuationDollar, punctuationPercent
    case punctuationAmpersand, punctuationApostrophe, punctuationOpenParenthesis, punctuationCloseParenthesis
    case punctuationAsterisk, punctuationPlus, punctuationComma, punctuationHyphen, punctuationPeriod
    case punctuationSlash, punctuationColon, punctuationSemicolon, punctuationLessThan, punctuationEquals
    case punctuationGreaterThan, punctuationQuestion, punctuationAt, punctuationOpenBracket
    case punctuationBackslash, punctuationCloseBracket, punctuationCaret, punctuationUnderscore
    case punctuationBacktick, punctuationOpenBrace, punctuationVerticalBar, punctuationCloseBrace
    case punctuationTilde
}
