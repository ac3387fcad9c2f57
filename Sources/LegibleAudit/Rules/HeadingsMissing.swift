/// `headings-missing`: a long document without a single heading.
///
/// Headings are how screen reader users skim: they jump from one to the next to find the part
/// they need. Without any, the only way through a long text is to listen to all of it.
struct HeadingsMissing: AuditRule {
    let info = AuditRuleInfo(
        id: "headings-missing",
        title: "Long document without headings",
        rationale: "Screen reader users skim by jumping from heading to heading. In a long document with no headings the only way to find something is to listen to everything.",
        wcag: ["1.3.1", "2.4.10"],
        defaultSeverity: .warning,
        example: "(600 words of paragraphs and lists, no heading)",
        fixedExample: "## Getting started\n\n(…)\n\n## Configuration\n\n(…)",
        options: [AuditRuleOption(name: "minimumWords", summary: "How many words of text (code excepted; a Chinese or Japanese character counts as a word) make a document long.",
                                  defaultValue: .integer(500))]
    )

    var needsWholeDocument: Bool { true }

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        guard document.elements(.heading).isEmpty else { return }
        let minimum = findings.integer("minimumWords")
        var words = 0
        for element in document.model.textElements where element.role != .codeBlock {
            words += Self.wordCount(element.accessibleText ?? "")
            if words >= minimum { break }
        }
        guard words >= minimum, let first = document.blocks.first else { return }
        let firstLine = document.lines.range(ofLine: document.lines.position(of: first.sourceOffsets.lowerBound).line)
        findings.report(first.sourceOffsets.lowerBound..<max(firstLine.upperBound, first.sourceOffsets.lowerBound),
                        "This document has more than \(minimum) words and no heading: a screen reader user cannot skim it or jump to the part they need.",
                        fix: "Add headings (## …) that name the parts of the document.")
    }

    /// Words separated by spaces, each Chinese or Japanese character counting as one.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            if Script(scalar) == .han {
                count += 1
                inWord = false
            } else if scalar.properties.isWhitespace {
                inWord = false
            } else if !inWord {
                count += 1
                inWord = true
            }
        }
        return count
    }
}
