import LegibleMarkdown
import LegibleMath

/// One element of the model as stored: links in the element tree, its range in the rendered
/// text, and up to three numbers whose meaning depends on the role, each read and written by
/// the name of what it holds for that role (``itemCount``, ``row``, ``occurrence``, …).
struct ElementRecord: Sendable {
    var role: AccessibilityRole
    var node: MarkdownNode?
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var previous: Int32 = -1
    /// UTF-8 and UTF-16 offsets of the element's text in the rendered text.
    var textStart: Int32 = 0
    var textEnd: Int32 = 0
    var utf16Start: Int32 = 0
    var utf16End: Int32 = 0
    /// Position among the text elements, or -1.
    var textOrder: Int32 = -1
    var sourceOffset: Int32 = 0
    var ordinal: Int32 = 0
    // Three numbers, kept as three Int32 so that a record stays small; read and written only
    // through the role-named properties below.
    private var first: Int32 = 0
    private var second: Int32 = 0
    private var third: Int32 = 0

    init(role: AccessibilityRole, node: MarkdownNode?) {
        self.role = role
        self.node = node
    }

    var id: ElementID { ElementID(role: role, sourceOffset: Int(sourceOffset), ordinal: Int(ordinal)) }

    // MARK: The first number

    /// A list's number of items.
    var itemCount: Int32 { get { first } set { first = newValue } }
    /// A list item's position in its list, from 1.
    var position: Int32 { get { first } set { first = newValue } }
    /// A table's number of rows, the header row included.
    var rowCount: Int32 { get { first } set { first = newValue } }
    /// A table row's or table cell's row, from 1 (1 is the header row).
    var row: Int32 { get { first } set { first = newValue } }
    /// A code block's number of lines.
    var lineCount: Int32 { get { first } set { first = newValue } }
    /// A footnote's or footnote reference's footnote number.
    var footnoteNumber: Int32 { get { first } set { first = newValue } }
    /// The level of a heading read from raw HTML (`<h2>`).
    var htmlHeadingLevel: Int32 { get { first } set { first = newValue } }
    /// Where the `<a>` tag of a link read from raw HTML starts in its node's literal.
    var tagStart: Int32 { get { first } set { first = newValue } }

    // MARK: The second number

    /// A list's or list item's nesting depth, from 1.
    var depth: Int32 { get { second } set { second = newValue } }
    /// A table's number of columns.
    var columnCount: Int32 { get { second } set { second = newValue } }
    /// A table row's cells seen so far, while the model is built.
    var cellsSeen: Int32 { get { second } set { second = newValue } }
    /// A table cell's column, from 1.
    var column: Int32 { get { second } set { second = newValue } }
    /// Which use of its footnote a footnote reference is, from 1.
    var occurrence: Int32 { get { second } set { second = newValue } }
    /// Where the `<a>` tag of a link read from raw HTML ends in its node's literal.
    var tagEnd: Int32 { get { second } set { second = newValue } }

    // MARK: The third number

    /// A list's items seen so far, while the model is built.
    var itemsSeen: Int32 { get { third } set { third = newValue } }
    /// A table's rows seen so far, while the model is built.
    var rowsSeen: Int32 { get { third } set { third = newValue } }
    /// The record index of a table cell's column header cell, or -1.
    var columnHeaderRecord: Int32 { get { third } set { third = newValue } }
}

/// The immutable storage behind a ``ReadingModel``, shared by all its element handles, with the
/// answers that are costly to work out kept once asked for: a view asks for the same labels
/// again and again.
final class ReadingModelStorage: Sendable {
    private let flatRecords: [ElementRecord]
    private let flatText: String
    /// Record indices of the text elements, in reading order.
    private let flatTextElements: [Int32]
    /// The inline spans of every text element, in the order they open.
    private let flatInlineSpans: [InlineSpan]
    /// The markup of each raw inline HTML span (``InlineSpan``'s `html` indexes it).
    private let flatInlineHTML: [String]
    /// What each warning span warns about (``InlineSpan``'s `html` indexes it).
    private let flatWarnings: [ContentWarning]
    /// For the part of a streamed model whose last block grows in place: its records, text,
    /// spans and text elements in layers the model keeps appending to (see ``GrownModel``);
    /// the arrays above are then empty. Read them through the properties below.
    let grown: GrownModel?
    let phrases: PhraseTable
    /// Whether what the document hides or disguises gets warnings (`ContentWarning`): unless
    /// it is trusted (`ParseOptions.trusted`).
    let warns: Bool
    let speaker: MathSpeaker
    /// The language `speaker` speaks: the phrase table's if it has a table for it, else the one
    /// it falls back to.
    let mathLanguage: String
    /// The document's front matter, if it has one (a streamed document's has none).
    let frontMatter: FrontMatter?
    /// Each formula's reading, by its TeX, once read (shared by the parts of a streamed model).
    private let readings: Locked<[String: FormulaReading]>
    /// Record indices by identity, made when first needed.
    private let indices = Locked<[ElementID: Int32]?>(nil)

    init(records: [ElementRecord], text: String, textElements: [Int32], inlineSpans: [InlineSpan], inlineHTML: [String],
         warnings: [ContentWarning], phrases: PhraseTable, mathStyle: MathSpeechStyle, warns: Bool, readings: Locked<[String: FormulaReading]>, frontMatter: FrontMatter? = nil) {
        self.readings = readings
        self.warns = warns
        self.frontMatter = frontMatter
        flatRecords = records
        flatText = text
        flatTextElements = textElements
        flatInlineSpans = inlineSpans
        flatInlineHTML = inlineHTML
        flatWarnings = warnings
        grown = nil
        self.phrases = phrases
        (speaker, mathLanguage) = MathVoice.speaker(style: mathStyle, language: phrases.languageCode)
    }

    /// The storage of a grown part, speaking as `like` does.
    init(grown: GrownModel, like other: ReadingModelStorage) {
        readings = other.readings
        frontMatter = nil
        flatRecords = []
        flatText = ""
        flatTextElements = []
        flatInlineSpans = []
        flatInlineHTML = []
        flatWarnings = []
        self.grown = grown
        phrases = other.phrases
        warns = other.warns
        speaker = other.speaker
        mathLanguage = other.mathLanguage
    }

    /// The record at `index`.
    @inline(__always) func record(_ index: Int32) -> ElementRecord {
        if let grown { return grown.records[Int(index)] }
        return flatRecords[Int(index)]
    }

    /// How many records there are.
    var recordCount: Int { grown?.records.count ?? flatRecords.count }

    /// The rendered text (a grown part's is put together when asked for).
    var text: String { grown.map { String(decoding: $0.text, as: UTF8.self) } ?? flatText }

    /// Calls `body` with the UTF-8 bytes of the text in `range`.
    func withTextBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let grown { return Array(grown.text[range]).withUnsafeBufferPointer(body) }
        if let result = flatText.utf8.withContiguousStorageIfAvailable({ body(UnsafeBufferPointer(rebasing: $0[range])) }) {
            return result
        }
        return Array(flatText.utf8)[range].withUnsafeBufferPointer(body)
    }

    /// The text elements' record indices, in reading order.
    var textElements: StoredList<Int32> { grown.map { StoredList(.layered($0.textElements)) } ?? StoredList(.flat(flatTextElements)) }

    /// The inline spans, in the order they open.
    var inlineSpans: StoredList<InlineSpan> { grown.map { StoredList(.layered($0.inlineSpans)) } ?? StoredList(.flat(flatInlineSpans)) }

    /// The markup of each raw inline HTML span.
    var inlineHTML: StoredList<String> { grown.map { StoredList(.layered($0.inlineHTML)) } ?? StoredList(.flat(flatInlineHTML)) }

    /// What each warning span warns about.
    var warnings: StoredList<ContentWarning> { grown.map { StoredList(.layered($0.warnings)) } ?? StoredList(.flat(flatWarnings)) }

    func element(_ index: Int32) -> AccessibilityElement? {
        index < 0 ? nil : AccessibilityElement(storage: self, index: index)
    }

    /// The record whose identity is `id`, if any; the first call indexes every record.
    func index(of id: ElementID) -> Int32? {
        if let found = indices.withLock({ $0.map { $0[id] } }) { return found }
        var made: [ElementID: Int32] = [:]
        made.reserveCapacity(recordCount)
        for index in 0..<Int32(recordCount) { made[record(index).id] = index }
        indices.withLock { $0 = made }
        return made[id]
    }

    /// How a formula is read, worked out once however often it is asked for.
    func reading(_ tex: String) -> FormulaReading {
        if let known = readings.withLock({ $0[tex] }) { return known }
        let reading = FormulaReading(tex, speaker: speaker)
        readings.withLock { $0[tex] = reading }
        return reading
    }

    /// What a formula says, the words the model has for it wherever it is: its speech (in the
    /// math speaker's language, marked as a run when that is not the phrase table's), or, when
    /// it cannot be read as math, that it was not understood and its TeX, white space collapsed
    /// ("formula not understood, TeX: \foo x + 1").
    ///
    /// A formula whose TeX hides characters is not read as math: it is said as not understood,
    /// its TeX with warnings about what it hides.
    func spokenFormula(_ tex: String) -> SpokenText {
        if warns, ContentWarning.hides(tex) {
            return SpokenText(phrases.text(.unreadableFormula, ["tex": ContentWarning.spokenRevealing(tex, warns: true, phrases: phrases).collapsingSpaces]))
        }
        guard let speech = reading(tex).speech?.text else {
            return SpokenText(phrases.text(.unreadableFormula, ["tex": tex.collapsingSpaces]))
        }
        guard mathLanguage != phrases.languageCode, !speech.isEmpty else { return SpokenText(speech) }
        return SpokenText(speech, languageRuns: [LanguageRun(utf16Range: 0..<speech.utf16.count, language: mathLanguage)])
    }
}

/// A list a reading model's storage keeps: an array, or a grown part's layers.
struct StoredList<Element>: RandomAccessCollection {
    enum Backing {
        case flat([Element])
        case layered(LayeredArray<Element>)
    }

    let backing: Backing

    init(_ backing: Backing) { self.backing = backing }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch backing {
        case .flat(let array): array.count
        case .layered(let layers): layers.count
        }
    }

    subscript(position: Int) -> Element {
        switch backing {
        case .flat(let array): array[position]
        case .layered(let layers): layers[position]
        }
    }
}
