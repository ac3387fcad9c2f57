import ArgumentParser
import LegibleAccessibility
import LegibleMarkdown

/// A `--language` value as BCP 47 writes it (`de`, `en-US`, `pt-BR`; `en_US` as locales write it
/// too): a tag with a region or script falls back to its language when no table has the whole tag.
enum LanguageTag {
    /// The tags to try for `tag`, most specific first: `de-AT` → `de-AT`, `de`.
    static func candidates(_ tag: String) -> [String] {
        let normalized = tag.replacingOccurrences(of: "_", with: "-")
        guard let primary = normalized.split(separator: "-").first.map(String.init), primary != normalized else { return [normalized] }
        return [normalized, primary]
    }

    /// The phrase table for `tag` (its language's when no table has the whole tag), or a usage
    /// error naming the languages there are.
    static func phraseTable(_ tag: String) throws -> PhraseTable {
        guard let table = PhraseTable.named(tag) else {
            throw ValidationError("no phrase table for language '\(tag)'; available: \(PhraseTable.availableLanguages.joined(separator: ", "))")
        }
        return table
    }

    /// The phrase table of `language` (a `--language` already checked), else of the language
    /// `frontMatter` names, else English. A document in a language without a table gets English
    /// words, and a note on standard error says so, once.
    static func phrases(language: String?, frontMatter: FrontMatter?) -> PhraseTable {
        if let language { return (try? phraseTable(language)) ?? .english }
        guard let documentLanguage = frontMatter?.language else { return .english }
        guard let table = try? phraseTable(documentLanguage) else {
            StandardError.line("note: the document is in '\(documentLanguage)', which has no phrase table; Legible's words are in English "
                               + "(available: \(PhraseTable.availableLanguages.joined(separator: ", ")))")
            return .english
        }
        return table
    }

    /// The first of `tag`'s candidates in `supported`, else `tag` (which the caller falls back from).
    static func best(_ tag: String, in supported: [String]) -> String {
        candidates(tag).first { candidate in supported.contains { $0.lowercased() == candidate.lowercased() } } ?? tag
    }
}
