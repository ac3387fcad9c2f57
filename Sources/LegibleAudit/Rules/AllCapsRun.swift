/// `all-caps-run`: several words in a row written in capitals ("DO NOT DELETE THIS FILE").
///
/// Some speech synthesizers spell out words in capitals letter by letter, taking them for
/// abbreviations; others read them unchanged, so the emphasis is lost. Capitals also make text
/// harder to read for people with dyslexia or low vision.
struct AllCapsRun: AuditRule {
    let info = AuditRuleInfo(
        id: "all-caps-run",
        title: "Words in capitals",
        rationale: "Some speech synthesizers spell words in capitals letter by letter, taking them for abbreviations; others read them unchanged, so the shouting is lost anyway. Runs of capitals are also harder to read for people with dyslexia or low vision.",
        wcag: [],
        defaultSeverity: .note,
        example: "PLEASE READ THE WHOLE GUIDE BEFORE STARTING.",
        fixedExample: "**Please read the whole guide before starting.**",
        options: [AuditRuleOption(name: "minimumWords", summary: "How many words in capitals in a row make a run (abbreviations of four letters or fewer do not count).",
                                  defaultValue: .integer(3))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let minimum = max(1, findings.integer("minimumWords"))
        for block in document.proseBlocks {
            for piece in ProseText(block).pieces {
                for run in Self.runs(in: piece.text, minimumWords: minimum) {
                    let text = String(decoding: Array(piece.text.utf8)[run], as: UTF8.self)
                    findings.report(piece.sourceOffsets(run), "\(text.quotedExcerpt()) is in capitals: some speech synthesizers spell such words letter by letter, and the emphasis is lost.",
                                    fix: "Write it in ordinary case; use **bold** for emphasis.")
                }
            }
        }
    }

    /// The byte ranges of runs of at least `minimumWords` words in capitals, at least one of
    /// them longer than four letters (so that strings of abbreviations such as "CPU GPU RAM" pass).
    static func runs(in text: String, minimumWords: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var runStart = -1
        var runEnd = -1
        var words = 0
        var hasLongWord = false
        var offset = 0
        func finish() {
            if words >= minimumWords, hasLongWord { runs.append(runStart..<runEnd) }
            runStart = -1
            words = 0
            hasLongWord = false
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let start = offset
            offset += word.utf8.count + 1
            // Only words of letters count: not code points (U+00BC), constants (MAX_SIZE) or units.
            let core = word.drop { "(\"'“‘".contains($0) }.reversed().drop { ".,:;!?)\"'”’".contains($0) }
            let letters = word.filter(\.isLetter)
            let isCapitals = letters.count >= 2 && letters.count == core.count && letters.allSatisfy(\.isUppercase)
            if isCapitals {
                if runStart < 0 { runStart = start }
                var end = start + word.utf8.count
                for character in word.reversed() where !character.isLetter && !character.isNumber { end -= character.utf8.count }
                runEnd = end
                words += 1
                if letters.count > 4 { hasLongWord = true }
                // A sentence's end, or a comma between items of a list of abbreviations, ends a run.
                if word.last.map({ ".!?:;,".contains($0) }) ?? false { finish() }
            } else if !(word.isEmpty || word.allSatisfy({ "-–—&/".contains($0) })) {
                // Any other word ends a run; a dash or ampersand between capitals does not.
                finish()
            }
        }
        finish()
        return runs
    }
}
