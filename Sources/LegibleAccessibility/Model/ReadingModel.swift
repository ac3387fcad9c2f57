import LegibleMarkdown
import LegibleMath

/// What a screen reader finds and hears in a Markdown document: its elements in reading order
/// with roles, labels, values, hints, traits and facts; the rendered text they index into; text
/// navigation; rotors; and the read-all script. Every front end (the command line, accessible
/// HTML, the UIKit and AppKit views) asks this model; none invents its own wording.
///
/// ```swift
/// let document = MarkdownDocument(parsing: answer, options: .gitHub)
/// let model = ReadingModel(document: document)
/// for heading in model.rotor(.headings).entries { print(heading.label) }
/// for line in model.readAllScript.utterances { print(line.text) }
/// ```
///
/// Building the model is a single walk of the syntax tree and costs less than parsing; labels and
/// math speech are worked out when an element is asked for them, and a formula's speech is kept
/// once worked out. A model is an immutable value, safe to share between threads.
public struct ReadingModel: Sendable {
    let storage: ReadingModelStorage

    /// Builds the model of a parsed document, with its words from `phrases` and its math read in
    /// `mathStyle`.
    public init(document: MarkdownDocument, phrases: PhraseTable = .english, mathStyle: MathSpeechStyle = .clearSpeak) {
        self.init(document: document, phrases: phrases, mathStyle: mathStyle, trusted: document.options.contains(.trusted))
    }

    /// Builds the model of a streamed document as it stands in a snapshot.
    public init(snapshot: MarkdownSnapshot, phrases: PhraseTable = .english, mathStyle: MathSpeechStyle = .clearSpeak) {
        self.init(snapshot: snapshot, phrases: phrases, mathStyle: mathStyle, trusted: snapshot.options.contains(.trusted))
    }

    /// The model of a document read as untrusted whatever its options say, as the audit reads
    /// it: what a document hides is a finding in the app's own Markdown too.
    package init(auditing document: MarkdownDocument) {
        self.init(document: document, phrases: .english, mathStyle: .clearSpeak, trusted: false)
    }

    /// ``init(auditing:)-(MarkdownDocument)`` for a streamed document.
    package init(auditing snapshot: MarkdownSnapshot) {
        self.init(snapshot: snapshot, phrases: .english, mathStyle: .clearSpeak, trusted: false)
    }

    private init(document: MarkdownDocument, phrases: PhraseTable, mathStyle: MathSpeechStyle, trusted: Bool) {
        self.init(builder: ReadingModelBuilder(root: document.root, blocks: Array(document.root.children), footnotes: document.footnotes,
                                               expectedSize: document.sourceBytes.count, phrases: phrases, trusted: trusted),
                  phrases: phrases, mathStyle: mathStyle, frontMatter: document.frontMatter)
    }

    private init(snapshot: MarkdownSnapshot, phrases: PhraseTable, mathStyle: MathSpeechStyle, trusted: Bool) {
        let blocks = snapshot.blocks
        self.init(builder: ReadingModelBuilder(root: nil, blocks: blocks, footnotes: snapshot.footnotes,
                                               expectedSize: blocks.last?.sourceOffsets.upperBound ?? 0, phrases: phrases, trusted: trusted),
                  phrases: phrases, mathStyle: mathStyle, frontMatter: snapshot.frontMatter)
    }

    /// A model from a builder; `readings` is a cache of formula readings to share with other
    /// models (the parts of a streamed document), if any.
    init(builder: ReadingModelBuilder, phrases: PhraseTable, mathStyle: MathSpeechStyle, readings: Locked<[String: FormulaReading]>? = nil,
         frontMatter: FrontMatter? = nil) {
        var builder = builder
        let built = builder.build()
        storage = ReadingModelStorage(records: built.records, text: built.text, textElements: built.textElements,
                                      inlineSpans: built.inlineSpans, inlineHTML: built.inlineHTML, warnings: built.warnings, phrases: phrases,
                                      mathStyle: mathStyle, warns: builder.warns, readings: readings ?? Locked([:]), frontMatter: frontMatter)
    }

    /// A model of a storage made elsewhere (a streamed part grown in place).
    init(storage: ReadingModelStorage) {
        self.storage = storage
    }

    /// The words the model adds, in its language.
    public var phrases: PhraseTable { storage.phrases }

    /// The document's text as a reader sees it: the text of each block, blocks separated by line
    /// breaks and table cells by tabs. Images and formulas are one U+FFFC each; list bullets,
    /// checkboxes, table rules and the quote bar are drawn, not text. Element ranges index it.
    public var text: String { storage.text }

    /// The document element, root of the element tree.
    public var root: AccessibilityElement { AccessibilityElement(storage: storage, index: 0) }

    /// Every element in reading order (depth first, the root first).
    public var elements: [AccessibilityElement] {
        (0..<Int32(storage.recordCount)).map { AccessibilityElement(storage: storage, index: $0) }
    }

    /// The text elements in reading order: what reading by line, word or character moves through.
    public var textElements: [AccessibilityElement] {
        storage.textElements.map { AccessibilityElement(storage: storage, index: $0) }
    }

    /// The element with an identity, if it is in this model. The first call indexes the model;
    /// every call after it is a dictionary lookup.
    public func element(_ id: ElementID) -> AccessibilityElement? {
        storage.index(of: id).flatMap(storage.element)
    }

    /// The range of ``text`` that a UTF-8 range of it (an element's ``AccessibilityElement/utf8Range``)
    /// covers, as string indices.
    ///
    /// ```swift
    /// model.text[model.textRange(heading.utf8Range)]    // "Café 🍰"
    /// ```
    public func textRange(_ utf8Range: Range<Int>) -> Range<String.Index> {
        let text = storage.text
        let start = text.utf8.index(text.startIndex, offsetBy: utf8Range.lowerBound)
        return start..<text.utf8.index(start, offsetBy: utf8Range.count)
    }

    /// The elements of a role, in reading order.
    public func elements(_ role: AccessibilityRole) -> [AccessibilityElement] {
        (0..<storage.recordCount).lazy.filter { storage.record(Int32($0)).role == role }
            .map { AccessibilityElement(storage: storage, index: Int32($0)) }
    }
}
