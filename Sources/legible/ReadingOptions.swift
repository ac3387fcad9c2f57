import ArgumentParser
import LegibleAccessibility
import LegibleMarkdown

/// What the reading-model commands share: the file, its dialect, and the language of the words.
struct ReadingOptions: ParsableArguments {
    @Argument(help: "The Markdown file to read (standard input when omitted).")
    var file: String?

    @OptionGroup var dialect: DialectOptions

    @Option(help: "The language of the words Legible adds (\(PhraseTable.availableLanguages.joined(separator: ", "))).")
    var language = "en"

    func validate() throws {
        guard PhraseTable.named(language) != nil else {
            throw ValidationError("no phrase table for language '\(language)'; available: \(PhraseTable.availableLanguages.joined(separator: ", "))")
        }
    }

    func model() throws -> ReadingModel {
        let document = MarkdownDocument(parsing: try InputFile.read(file), options: dialect.parseOptions)
        return ReadingModel(document: document, phrases: PhraseTable.named(language) ?? .english)
    }
}
