import ArgumentParser
import LegibleAccessibility
import LegibleMarkdown

/// What the reading-model commands share: the file, its dialect, and the language of the words.
struct ReadingOptions: ParsableArguments {
    @Argument(help: "The Markdown file to read (standard input when omitted).", completion: .file())
    var file: String?

    @OptionGroup var dialect: DialectOptions

    @Option(help: "The language of the words Legible adds (\(PhraseTable.availableLanguages.joined(separator: ", ")); en-GB falls back to en).")
    var language = "en"

    func validate() throws {
        _ = try LanguageTag.phraseTable(language)
    }

    /// The phrase table of ``language`` (checked by `validate`).
    var phrases: PhraseTable { (try? LanguageTag.phraseTable(language)) ?? .english }

    func model() throws -> ReadingModel {
        let document = try InputFile.readDocument(file, options: dialect.parseOptions)
        return ReadingModel(document: document, phrases: phrases)
    }
}
