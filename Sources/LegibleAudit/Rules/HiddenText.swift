import LegibleAccessibility

/// `hidden-text`: characters that no one sees, in text that a language model, a search engine
/// or a copy and paste reads: tag characters spelling text, zero width spaces and other
/// invisible (default ignorable) characters.
///
/// Tag characters (U+E0020–U+E007E) are invisible copies of ASCII: an answer can carry
/// instructions or a reader's secrets in them ("ASCII smuggling"), and a screen reader,
/// a sighted reader and a reviewer all miss them. Zero width characters split words so that
/// filters miss them, or hide bits between letters. Legible shows each where it is
/// ("⟦hidden text: …⟧"); other viewers show nothing. What honest text needs is not reported:
/// joiners in emoji and in Persian or Indic words, a zero width space in Thai, one variation
/// selector after its character, a soft hyphen, the flags of England, Scotland and Wales.
struct HiddenText: AuditRule {
    let info = AuditRuleInfo(
        id: "hidden-text",
        title: "Hidden characters",
        rationale: "Tag characters and zero width characters are invisible to a sighted reader and silent to a screen reader, but a language model, a filter or a copy and paste reads them: text hidden in them can carry instructions or secrets that no reader sees.",
        wcag: [],
        defaultSeverity: .error,
        example: "The weather is fine. (followed by tag characters U+E0049 U+E0067 … spelling “Ignore the user”)",
        fixedExample: "The weather is fine."
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let groups = document.warningsByElement { found in
            switch found.warning {
            case .hiddenText, .hiddenCharacters: true
            default: false
            }
        }
        for (element, warnings) in groups {
            guard let node = element.node else { continue }
            var what = warnings.compactMap { warning -> String? in
                guard case .hiddenText(let text) = warning else { return nil }
                return "text in tag characters, \(text.quotedExcerpt(80))"
            }
            let invisible = warnings.flatMap { warning -> [UInt32] in
                if case .hiddenCharacters(let scalars) = warning { return scalars }
                return []
            }
            if !invisible.isEmpty { what.append(ContentWarning.hiddenCharacters(invisible).spoken(.english)) }
            findings.report(node, "This text hides what no reader sees or hears but a language model, a filter or a copy reads: \(what.joined(separator: "; ")).",
                            fix: "Remove the hidden characters; if the text is meant to be read, write it as text.")
        }
        // A formula's TeX is no text element's text: one that hides characters (direction
        // controls included) is reported whole, as its TeX with warnings is what readers get.
        for element in document.elements(.math) {
            guard let node = element.node, let math = element.math, math.hidesCharacters else { continue }
            findings.report(node, "This formula's TeX hides characters no reader sees, so it is shown and read as its TeX with them marked: \(math.tex.quotedExcerpt(80)).",
                            fix: "Remove the hidden characters from the TeX.")
        }
    }
}
