import LegibleMath

/// `math-speech-long`: a formula whose spoken form is too long to follow by ear.
///
/// Read aloud, a formula is a stream of words with no way to glance back; past a few dozen words
/// a listener loses track of what is inside what. A sentence saying what it shows helps more
/// than any reading of its symbols.
struct MathSpeechLong: AuditRule {
    let info = AuditRuleInfo(
        id: "math-speech-long",
        title: "Formula too long to follow by ear",
        rationale: "Spoken, a formula is a stream of words with no way to glance back. Past a few dozen words a listener loses track of what is inside what; a sentence that says what the formula shows helps more than any reading of its symbols.",
        wcag: [],
        defaultSeverity: .note,
        example: "$$\\hat{y} = \\operatorname{softmax}\\left(\\frac{Q K^\\top}{\\sqrt{d}}\\right) V + \\sum_{i=1}^{n} \\frac{\\partial L}{\\partial w_i} \\Delta w_i$$",
        fixedExample: "The output is the attention-weighted values plus the first-order change in the loss:\n\n$$…$$",
        options: [AuditRuleOption(name: "maximumWords", summary: "The most words a formula may take to say (in ClearSpeak).", defaultValue: .integer(60))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let maximum = findings.integer("maximumWords")
        for element in document.elements(.math) {
            // Speaking is the costly part; TeX never says more than two words a byte ("|x|" is
            // "the absolute value of x"), so formulas too short for that are not spoken.
            // A formula that cannot be read as math is read as its TeX, which `math-unreadable` reports.
            guard let node = element.node, let math = element.math, math.isReadable, 2 * math.tex.utf8.count > maximum else { continue }
            let speech = element.label ?? ""
            let words = speech.split(separator: " ").count
            guard words > maximum else { continue }
            findings.report(node, "Read aloud, this formula takes \(words) words (\(speech.quotedExcerpt(70))): too long to follow by ear.",
                            fix: "Say in a sentence before it what the formula shows, or split it into steps a listener can take one at a time.")
        }
    }
}
