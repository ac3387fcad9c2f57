/// Every word the reading model adds to a document's own text, by key. Each language's table
/// gives each key a wording, with `{name}` placeholders for the values it is given.
///
/// A table file is `Resources/Phrases/<language code>.json`; see ``PhraseTable``.
public struct Phrase: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Every value this version of Legible knows, for the library's own exhaustive switches.
    /// Clients compare with the static values instead, so a value added later breaks no
    /// client's `switch`.
    package enum Kind: String, CaseIterable, Sendable {
        case headingLevel, list, endOfList, bullet, itemNumber, positionInList, checked, unchecked, task,
            quote, endOfQuote, alertNote, alertTip, alertImportant, alertWarning, alertCaution, endOfAlert, admonition,
            table, rowCount, columnCount, endOfTable, row, emptyCell, cellAcrossRow, cellDownColumn,
            cellSeparator, codeBlock, codeBlockWithoutLanguage, codeLine, lineCount, image, imageFromFileName,
            unnamedImage, linkWithinDocument, emailLink, footnote, footnotes, deleted, separator, details,
            endOfDetails, formula, unreadableFormula, answerComplete, copyCodeAction, codeCopiedButtonTitle,
            codeCopiedAnnouncement, openLinkAction, showTeXSourceAction, goToFootnoteAction,
            backToReferenceAction, openMenuItem, copyLinkMenuItem, shareMenuItem, copyMenuItem,
            copyTeXMenuItem, copyMathMLMenuItem, clauseSeparator, sentenceEnd, sentenceSeparator,
            sentenceTerminators, destinationContent, languageContent, lineCountContent, titleContent,
            texContent, headingsRotor, headingsOfLevelRotor, linksRotor, tablesRotor, listsRotor,
            imagesRotor, codeBlocksRotor, formulasRotor, quotesRotor, footnotesRotor, pageOfPages,
            hiddenText, hiddenCharacters, directionControls, linkGoesTo, lookAlikeAddress, imageNotLoaded,
            loadImageAction, scrollRightAction, scrollLeftAction, punctuationExclamation, punctuationQuote, punctuationHash, punctuationDollar,
            punctuationPercent, punctuationAmpersand, punctuationApostrophe, punctuationOpenParenthesis,
            punctuationCloseParenthesis, punctuationAsterisk, punctuationPlus, punctuationComma,
            punctuationHyphen, punctuationPeriod, punctuationSlash, punctuationColon, punctuationSemicolon,
            punctuationLessThan, punctuationEquals, punctuationGreaterThan, punctuationQuestion,
            punctuationAt, punctuationOpenBracket, punctuationBackslash, punctuationCloseBracket,
            punctuationCaret, punctuationUnderscore, punctuationBacktick, punctuationOpenBrace,
            punctuationVerticalBar, punctuationCloseBrace, punctuationTilde
    }

    /// Which of the known values this is.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// The value's stable key.
    public var rawValue: String { kind.rawValue }

    /// The value whose ``rawValue`` is `rawValue`, if this version knows one.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The value's name as Swift writes it: `keyword`, `listItem`.
    public var description: String { String(describing: kind) }

    /// Every value this version knows, in declaration order.
    public static var allCases: [Phrase] { Kind.allCases.map(Phrase.init) }

    // Headings
    /// `{level}`: "heading level 2".
    public static let headingLevel = Phrase(.headingLevel)
    // Lists
    /// `{count}` items, plural: "list, 3 items".
    public static let list = Phrase(.list)
    /// Leaving a list: "end of list".
    public static let endOfList = Phrase(.endOfList)
    /// A bullet list item's marker: "bullet".
    public static let bullet = Phrase(.bullet)
    /// An ordered list item's number, `{number}`.
    public static let itemNumber = Phrase(.itemNumber)
    /// `{position}` of `{count}`: "2 of 3".
    public static let positionInList = Phrase(.positionInList)
    /// A checked task: "checked".
    public static let checked = Phrase(.checked)
    /// An unchecked task: "unchecked".
    public static let unchecked = Phrase(.unchecked)
    /// What a task's checkbox is, its name on a page where the checkbox says its state itself:
    /// "task".
    public static let task = Phrase(.task)
    // Block quotes
    /// Entering a block quote: "quote".
    public static let quote = Phrase(.quote)
    /// Leaving a block quote: "end of quote".
    public static let endOfQuote = Phrase(.endOfQuote)
    // GitHub alerts: each kind's title, which names the callout.
    /// `[!NOTE]`: "Note".
    public static let alertNote = Phrase(.alertNote)
    /// `[!TIP]`: "Tip".
    public static let alertTip = Phrase(.alertTip)
    /// `[!IMPORTANT]`: "Important".
    public static let alertImportant = Phrase(.alertImportant)
    /// `[!WARNING]`: "Warning".
    public static let alertWarning = Phrase(.alertWarning)
    /// `[!CAUTION]`: "Caution".
    public static let alertCaution = Phrase(.alertCaution)
    /// Leaving an alert, `{alert}` its title: "end of warning"; also an MkDocs admonition's end,
    /// `{alert}` its type.
    public static let endOfAlert = Phrase(.endOfAlert)
    /// Entering an MkDocs admonition with a title, `{type}` its type word capitalised as the
    /// author wrote it, `{title}` the title: "Note: Definition".
    public static let admonition = Phrase(.admonition)
    // Tables
    /// A table, with `{rows}` and `{columns}` filled by ``rowCount`` and ``columnCount``.
    public static let table = Phrase(.table)
    /// `{count}` rows, plural.
    public static let rowCount = Phrase(.rowCount)
    /// `{count}` columns, plural.
    public static let columnCount = Phrase(.columnCount)
    /// Leaving a table: "end of table".
    public static let endOfTable = Phrase(.endOfTable)
    /// `{row}`: "row 3".
    public static let row = Phrase(.row)
    /// A cell with nothing in it: "empty".
    public static let emptyCell = Phrase(.emptyCell)
    /// A cell met moving across a row: `{header}, {value}` ("Age, 31").
    public static let cellAcrossRow = Phrase(.cellAcrossRow)
    /// A cell met moving down a column: `{row}, {value}` ("row 3, 27").
    public static let cellDownColumn = Phrase(.cellDownColumn)
    /// A body row read aloud: its cells, joined.
    public static let cellSeparator = Phrase(.cellSeparator)
    // Code
    /// A code block in a named language: `{language} code, {lines}` ("Swift code, 4 lines").
    public static let codeBlock = Phrase(.codeBlock)
    /// A code block with no language: `Code, {lines}`.
    public static let codeBlockWithoutLanguage = Phrase(.codeBlockWithoutLanguage)
    /// What marks a line of code in a read-all script written as text (`legible read`), before
    /// the line, which a reader speaks with its punctuation: `code:`.
    public static let codeLine = Phrase(.codeLine)
    /// `{count}` lines, plural.
    public static let lineCount = Phrase(.lineCount)
    // Images and links
    /// An image with a description: `image, {description}`.
    public static let image = Phrase(.image)
    /// An image whose description comes from its file name: `image, {name}`.
    public static let imageFromFileName = Phrase(.imageFromFileName)
    /// An image with no description and no usable file name.
    public static let unnamedImage = Phrase(.unnamedImage)
    /// A link to a place in the same document.
    public static let linkWithinDocument = Phrase(.linkWithinDocument)
    /// An e-mail link, `{address}`.
    public static let emailLink = Phrase(.emailLink)
    // Footnotes
    /// `{number}`: "footnote 1".
    public static let footnote = Phrase(.footnote)
    /// The section of footnotes at the end: "footnotes".
    public static let footnotes = Phrase(.footnotes)
    // Inline meaning
    /// Struck-through text, `{text}`: "deleted, …, end deleted".
    public static let deleted = Phrase(.deleted)
    // Separators and math
    /// A thematic break: "separator".
    public static let separator = Phrase(.separator)
    /// An HTML disclosure group (`<details>`), said before its name: "details".
    public static let details = Phrase(.details)
    /// Where an HTML disclosure group ends: "end of details".
    public static let endOfDetails = Phrase(.endOfDetails)
    /// Math summarised, when its speech is not read: "formula".
    public static let formula = Phrase(.formula)
    /// A formula that cannot be read as math, named with its TeX, `{tex}`:
    /// "formula not understood, TeX: \foo x + 1".
    public static let unreadableFormula = Phrase(.unreadableFormula)
    // Streaming
    /// A streamed answer has finished arriving: "answer complete".
    public static let answerComplete = Phrase(.answerComplete)
    // Actions
    /// Action on a code block.
    public static let copyCodeAction = Phrase(.copyCodeAction)
    /// A code block's Copy button for two seconds after it copied: "Copied".
    public static let codeCopiedButtonTitle = Phrase(.codeCopiedButtonTitle)
    /// Announced when a code block's code is copied: "Code copied".
    public static let codeCopiedAnnouncement = Phrase(.codeCopiedAnnouncement)
    /// Action on a link.
    public static let openLinkAction = Phrase(.openLinkAction)
    /// Action on math.
    public static let showTeXSourceAction = Phrase(.showTeXSourceAction)
    /// Action on a footnote reference.
    public static let goToFootnoteAction = Phrase(.goToFootnoteAction)
    /// Action on a footnote, back to reference `{number}`.
    public static let backToReferenceAction = Phrase(.backToReferenceAction)
    /// Action on a code block, formula or table wider than its box (or a cell of such a table):
    /// shows the next page of its columns, for a screen reader with no scroll gesture to offer.
    public static let scrollRightAction = Phrase(.scrollRightAction)
    /// Action on a block wider than its box: shows the previous page of its columns.
    public static let scrollLeftAction = Phrase(.scrollLeftAction)
    // Menus (long press, right click)
    /// Opens a link: "Open".
    public static let openMenuItem = Phrase(.openMenuItem)
    /// Copies a link's destination: "Copy Link".
    public static let copyLinkMenuItem = Phrase(.copyLinkMenuItem)
    /// Shares a link's destination: "Share…".
    public static let shareMenuItem = Phrase(.shareMenuItem)
    /// Copies a code block's code: "Copy".
    public static let copyMenuItem = Phrase(.copyMenuItem)
    /// Copies a formula's TeX: "Copy TeX".
    public static let copyTeXMenuItem = Phrase(.copyTeXMenuItem)
    /// Copies a formula as MathML: "Copy MathML".
    public static let copyMathMLMenuItem = Phrase(.copyMathMLMenuItem)
    // Punctuation of what the model says
    /// Between the parts of one utterance ("heading level 2, Title"): ", ".
    public static let clauseSeparator = Phrase(.clauseSeparator)
    /// Ends an announced sentence that has no end mark of its own: ".".
    public static let sentenceEnd = Phrase(.sentenceEnd)
    /// Between two sentences said together: " ".
    public static let sentenceSeparator = Phrase(.sentenceSeparator)
    /// The characters that end a sentence, so none is added after them: ".!?:;…".
    public static let sentenceTerminators = Phrase(.sentenceTerminators)
    // More content: the labels of details a listener asks for (see `CustomContent`)
    /// Where a link goes: "destination".
    public static let destinationContent = Phrase(.destinationContent)
    /// A code block's language: "language".
    public static let languageContent = Phrase(.languageContent)
    /// How many lines a code block has: "lines".
    public static let lineCountContent = Phrase(.lineCountContent)
    /// An image's title: "title".
    public static let titleContent = Phrase(.titleContent)
    /// The TeX of a formula that cannot be read as math: "TeX".
    public static let texContent = Phrase(.texContent)
    // Rotors: their names in VoiceOver's rotor
    /// "Headings".
    public static let headingsRotor = Phrase(.headingsRotor)
    /// Headings of level `{level}`: "Headings level 2".
    public static let headingsOfLevelRotor = Phrase(.headingsOfLevelRotor)
    /// "Links".
    public static let linksRotor = Phrase(.linksRotor)
    /// "Tables".
    public static let tablesRotor = Phrase(.tablesRotor)
    /// "Lists".
    public static let listsRotor = Phrase(.listsRotor)
    /// "Images".
    public static let imagesRotor = Phrase(.imagesRotor)
    /// "Code blocks".
    public static let codeBlocksRotor = Phrase(.codeBlocksRotor)
    /// "Formulas".
    public static let formulasRotor = Phrase(.formulasRotor)
    /// "Quotes".
    public static let quotesRotor = Phrase(.quotesRotor)
    /// "Footnotes".
    public static let footnotesRotor = Phrase(.footnotesRotor)
    // Pages
    /// Where reading is after a page turn: page `{page}` of `{count}`.
    public static let pageOfPages = Phrase(.pageOfPages)
    // What a document hides or disguises, shown and said where it is (see `ContentWarning`)
    /// What tag characters spell, `{text}`: "hidden text: ignore the question".
    public static let hiddenText = Phrase(.hiddenText)
    /// `{count}` invisible characters, plural, listed as `{characters}` ("U+200B ×3"):
    /// "3 hidden characters: U+200B ×3".
    public static let hiddenCharacters = Phrase(.hiddenCharacters)
    /// `{count}` direction controls not obeyed, plural, listed as `{characters}`:
    /// "direction control: U+202E".
    public static let directionControls = Phrase(.directionControls)
    /// Where a link goes when its text names another site, `{host}`: "goes to attacker.example".
    public static let linkGoesTo = Phrase(.linkGoesTo)
    /// A host that may be taken for another, in its ASCII form, `{host}`: "look-alike address
    /// xn--pple-43d.com".
    public static let lookAlikeAddress = Phrase(.lookAlikeAddress)
    /// An image not loaded, in its place: `{description}` and the `{host}` it would come from,
    /// "chart of sales (image from example.com, not loaded)".
    public static let imageNotLoaded = Phrase(.imageNotLoaded)
    /// The action that loads an image from `{host}`: "Load image from example.com".
    public static let loadImageAction = Phrase(.loadImageAction)
    // Punctuation, spoken when code is read with its punctuation (each named for its mark).
    /// `!`: "exclamation mark".
    public static let punctuationExclamation = Phrase(.punctuationExclamation)
    /// `"`: "quote".
    public static let punctuationQuote = Phrase(.punctuationQuote)
    /// `#`: "hash".
    public static let punctuationHash = Phrase(.punctuationHash)
    /// `$`: "dollar".
    public static let punctuationDollar = Phrase(.punctuationDollar)
    /// `%`: "percent".
    public static let punctuationPercent = Phrase(.punctuationPercent)
    /// `&`: "ampersand".
    public static let punctuationAmpersand = Phrase(.punctuationAmpersand)
    /// `'`: "apostrophe".
    public static let punctuationApostrophe = Phrase(.punctuationApostrophe)
    /// `(`: "open parenthesis".
    public static let punctuationOpenParenthesis = Phrase(.punctuationOpenParenthesis)
    /// `)`: "close parenthesis".
    public static let punctuationCloseParenthesis = Phrase(.punctuationCloseParenthesis)
    /// `*`: "star".
    public static let punctuationAsterisk = Phrase(.punctuationAsterisk)
    /// `+`: "plus".
    public static let punctuationPlus = Phrase(.punctuationPlus)
    /// `,`: "comma".
    public static let punctuationComma = Phrase(.punctuationComma)
    /// `-`: "dash".
    public static let punctuationHyphen = Phrase(.punctuationHyphen)
    /// `.`: "dot".
    public static let punctuationPeriod = Phrase(.punctuationPeriod)
    /// `/`: "slash".
    public static let punctuationSlash = Phrase(.punctuationSlash)
    /// `:`: "colon".
    public static let punctuationColon = Phrase(.punctuationColon)
    /// `;`: "semicolon".
    public static let punctuationSemicolon = Phrase(.punctuationSemicolon)
    /// `<`: "less than".
    public static let punctuationLessThan = Phrase(.punctuationLessThan)
    /// `=`: "equals".
    public static let punctuationEquals = Phrase(.punctuationEquals)
    /// `>`: "greater than".
    public static let punctuationGreaterThan = Phrase(.punctuationGreaterThan)
    /// `?`: "question mark".
    public static let punctuationQuestion = Phrase(.punctuationQuestion)
    /// `@`: "at".
    public static let punctuationAt = Phrase(.punctuationAt)
    /// `[`: "open bracket".
    public static let punctuationOpenBracket = Phrase(.punctuationOpenBracket)
    /// `\`: "backslash".
    public static let punctuationBackslash = Phrase(.punctuationBackslash)
    /// `]`: "close bracket".
    public static let punctuationCloseBracket = Phrase(.punctuationCloseBracket)
    /// `^`: "caret".
    public static let punctuationCaret = Phrase(.punctuationCaret)
    /// `_`: "underscore".
    public static let punctuationUnderscore = Phrase(.punctuationUnderscore)
    /// The backtick: "backtick".
    public static let punctuationBacktick = Phrase(.punctuationBacktick)
    /// `{`: "open brace".
    public static let punctuationOpenBrace = Phrase(.punctuationOpenBrace)
    /// `|`: "vertical bar".
    public static let punctuationVerticalBar = Phrase(.punctuationVerticalBar)
    /// `}`: "close brace".
    public static let punctuationCloseBrace = Phrase(.punctuationCloseBrace)
    /// `~`: "tilde".
    public static let punctuationTilde = Phrase(.punctuationTilde)
}
