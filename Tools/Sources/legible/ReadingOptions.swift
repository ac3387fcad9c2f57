import ArgumentParser
import LegibleAccessibility
import LegibleMarkdown

/// What the reading-model commands share: the file, its dialect, and the language of the words.
struct ReadingOptions: ParsableArguments {
    @Argument(help: "The Markdown file to read (standard input when omitted).", completion: .file())
    var file: String?

    @OptionGroup var dialect: DialectOptions

    @Option(help: ArgumentHelp("The language of the words Legible adds (\(PhraseTable.availableLanguages.joined(separator: ", ")); fr-CA falls back to fr).",
                               discussion: "By default the language the document's front matter names (lang:), else English."))
    var language: String?

    @Flag(help: ArgumentHelp("The Markdown is your own: show hidden characters and direction controls as written, without warnings, "
                             + "and warn about no link (page: load every image unless --images says otherwise).",
                             discussion: "By default a document is untrusted: a language model's answer may have been written by an attacker."))
    var trusted = false

    /// The dialect's parse options, marked trusted with `--trusted`.
    var parseOptions: ParseOptions { trusted ? dialect.parseOptions.union(.trusted) : dialect.parseOptions }

    func validate() throws {
        if let language { _ = try LanguageTag.phraseTable(language) }
    }

    /// The phrase table of `--language` (checked by `validate`), else of the language `frontMatter`
    /// names, else English.
    func phrases(for frontMatter: FrontMatter?) -> PhraseTable {
        LanguageTag.phrases(language: language, frontMatter: frontMatter)
    }

    func model() throws -> ReadingModel {
        let document = try InputFile.readDocument(file, options: parseOptions)
        return ReadingModel(document: document, phrases: phrases(for: document.frontMatter))
    }
}
