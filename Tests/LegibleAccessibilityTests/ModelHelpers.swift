import LegibleAccessibility
import LegibleMarkdown

/// The reading model of GitHub-flavoured Markdown, in English unless told otherwise.
func model(_ markdown: String, language: String = "en") -> ReadingModel {
    ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub), phrases: PhraseTable.named(language) ?? .english)
}

/// The read-all script as lines, code marked as `legible read` marks it.
func readAll(_ markdown: String, language: String = "en") -> [String] {
    model(markdown, language: language).readAllScript.utterances.map { ($0.speaksPunctuation ? "code: " : "") + $0.text }
}

extension ReadingModel {
    /// The first element of a role.
    func first(_ role: AccessibilityRole) -> AccessibilityElement? { elements(role).first }
}
