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
    /// What a task's checkbox is, its name on a page where the checkbox says its state itself:
    /// "task".
    case task
    // Block quotes
    /// Entering a block quote: "quote".
    case quote
    /// Leaving a block quote: "end of quote".
    case endOfQuote
    // GitHub alerts: each kind's title, which names the callout.
    /// `[!NOTE]`: "Note".
    case alertNote
    /// `[!TIP]`: "Tip".
    case alertTip
    /// `[!IMPORTANT]`: "Important".
    case alertImportant
    /// `[!WARNING]`: "Warning".
    case alertWarning
    /// `[!CAUTION]`: "Caution".
    case alertCaution
    /// Leaving an alert, `{alert}` its title: "end of warning".
    case endOfAlert
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
    /// An HTML disclosure group (`<details>`), said before its name: "details".
    case details
    /// Where an HTML disclosure group ends: "end of details".
    case endOfDetails
    /// Math summarised, when its speech is not read: "formula".
    case formula
    /// A formula that cannot be read as math, named with its TeX, `{tex}`:
    /// "formula not understood, TeX: \foo x + 1".
    case unreadableFormula
    // Streaming
    /// A streamed answer has finished arriving: "answer complete".
    case answerComplete
    // Actions
    /// Action on a code block.
    case copyCodeAction
    /// A code block's Copy button for two seconds after it copied: "Copied".
    case codeCopiedButtonTitle
    /// Announced when a code block's code is copied: "Code copied".
    case codeCopiedAnnouncement
    /// Action on a link.
    case openLinkAction
    /// Action on math.
    case showTeXSourceAction
    /// Action on a footnote reference.
    case goToFootnoteAction
    /// Action on a footnote, back to reference `{number}`.
    case backToReferenceAction
    // Menus (long press, right click)
    /// Opens a link: "Open".
    case openMenuItem
    /// Copies a link's destination: "Copy Link".
    case copyLinkMenuItem
    /// Shares a link's destination: "Share…".
    case shareMenuItem
    /// Copies a code block's code: "Copy".
    case copyMenuItem
    /// Copies a formula's TeX: "Copy TeX".
    case copyTeXMenuItem
    /// Copies a formula as MathML: "Copy MathML".
    case copyMathMLMenuItem
    // Punctuation of what the model says
    /// Between the parts of one utterance ("heading level 2, Title"): ", ".
    case clauseSeparator
    /// Ends an announced sentence that has no end mark of its own: ".".
    case sentenceEnd
    /// Between two sentences said together: " ".
    case sentenceSeparator
    /// The characters that end a sentence, so none is added after them: ".!?:;…".
    case sentenceTerminators
    // More content: the labels of details a listener asks for (see `CustomContent`)
    /// Where a link goes: "destination".
    case destinationContent
    /// A code block's language: "language".
    case languageContent
    /// How many lines a code block has: "lines".
    case lineCountContent
    /// An image's title: "title".
    case titleContent
    /// The TeX of a formula that cannot be read as math: "TeX".
    case texContent
    // Rotors: their names in VoiceOver's rotor
    /// "Headings".
    case headingsRotor
    /// Headings of level `{level}`: "Headings level 2".
    case headingsOfLevelRotor
    /// "Links".
    case linksRotor
    /// "Tables".
    case tablesRotor
    /// "Lists".
    case listsRotor
    /// "Images".
    case imagesRotor
    /// "Code blocks".
    case codeBlocksRotor
    /// "Formulas".
    case formulasRotor
    /// "Quotes".
    case quotesRotor
    /// "Footnotes".
    case footnotesRotor
    // Pages
    /// Where reading is after a page turn: page `{page}` of `{count}`.
    case pageOfPages
    // Punctuation, spoken when code is read with its punctuation (each named for its mark).
    /// `!`: "exclamation mark".
    case punctuationExclamation
    /// `"`: "quote".
    case punctuationQuote
    /// `#`: "hash".
    case punctuationHash
    /// `$`: "dollar".
    case punctuationDollar
    /// `%`: "percent".
    case punctuationPercent
    /// `&`: "ampersand".
    case punctuationAmpersand
    /// `'`: "apostrophe".
    case punctuationApostrophe
    /// `(`: "open parenthesis".
    case punctuationOpenParenthesis
    /// `)`: "close parenthesis".
    case punctuationCloseParenthesis
    /// `*`: "star".
    case punctuationAsterisk
    /// `+`: "plus".
    case punctuationPlus
    /// `,`: "comma".
    case punctuationComma
    /// `-`: "dash".
    case punctuationHyphen
    /// `.`: "dot".
    case punctuationPeriod
    /// `/`: "slash".
    case punctuationSlash
    /// `:`: "colon".
    case punctuationColon
    /// `;`: "semicolon".
    case punctuationSemicolon
    /// `<`: "less than".
    case punctuationLessThan
    /// `=`: "equals".
    case punctuationEquals
    /// `>`: "greater than".
    case punctuationGreaterThan
    /// `?`: "question mark".
    case punctuationQuestion
    /// `@`: "at".
    case punctuationAt
    /// `[`: "open bracket".
    case punctuationOpenBracket
    /// `\`: "backslash".
    case punctuationBackslash
    /// `]`: "close bracket".
    case punctuationCloseBracket
    /// `^`: "caret".
    case punctuationCaret
    /// `_`: "underscore".
    case punctuationUnderscore
    /// The backtick: "backtick".
    case punctuationBacktick
    /// `{`: "open brace".
    case punctuationOpenBrace
    /// `|`: "vertical bar".
    case punctuationVerticalBar
    /// `}`: "close brace".
    case punctuationCloseBrace
    /// `~`: "tilde".
    case punctuationTilde
}
