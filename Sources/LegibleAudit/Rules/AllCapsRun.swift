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
        for prose in document.prose {
            for piece in prose.pieces where piece.bytes(satisfy: Self.mayHoldRun) {
                let pieceText = piece.text
                for run in Self.runs(in: pieceText, minimumWords: minimum) {
                    let text = String(decoding: Array(pieceText.utf8)[run], as: UTF8.self)
                    findings.report(piece.sourceOffsets(run), "\(text.quotedExcerpt()) is in capitals: some speech synthesizers spell such words letter by letter, and the emphasis is lost.",
                                    fix: "Write it in ordinary case; use **bold** for emphasis.")
                }
            }
        }
    }

    /// The byte ranges of runs of at least `minimumWords` words in capitals, at least one of
    /// them longer than four letters (so that strings of abbreviations such as "CPU GPU RAM" pass).
    /// A word counts only if it is all letters (quotes and punctuation around it aside), so code
    /// points (U+00BC), constants (MAX_SIZE) and units do not; a comma or a sentence's end ends a
    /// run, and a dash or ampersand between words does not.
    static func runs(in text: String, minimumWords: Int) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var runs: [Range<Int>] = []
        var runStart = -1
        var runEnd = -1
        var words = 0
        var hasLongWord = false
        func finish() {
            if words >= minimumWords, hasLongWord { runs.append(runStart..<runEnd) }
            runStart = -1
            words = 0
            hasLongWord = false
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") { index += 1; continue }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
            let word = bytes[index..<end]
            defer { index = end }
            var core = word
            while let first = core.first, "(\"'".utf8.contains(first) { core = core.dropFirst() }
            var closing = core.count
            while let last = core.last, ".,:;!?)\"'".utf8.contains(last) { core = core.dropLast() }
            closing -= core.count
            if let letters = capitalLetterCount(core), letters >= 2 {
                if runStart < 0 { runStart = core.startIndex }
                runEnd = core.endIndex
                words += 1
                if letters > 4 { hasLongWord = true }
                if closing > 0, let last = word.last, ".!?:;,".utf8.contains(last) { finish() }
            } else if !word.allSatisfy({ "-&/".utf8.contains($0) }) && !isDash(word) {
                finish()
            }
        }
        finish()
        return runs
    }

    /// Whether text may hold a run: most text has no two capitals in a row and no letters of
    /// the Latin, Greek or Cyrillic blocks beyond ASCII, and then none.
    static func mayHoldRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if isCapital(byte) && isCapital(previous) || (0xC3...0xD4).contains(byte) { return true }
            previous = byte
        }
        return false
    }

    private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    private static func isDash(_ word: ArraySlice<UInt8>) -> Bool { word.elementsEqual("–".utf8) || word.elementsEqual("—".utf8) }

    /// The number of letters of a word made only of capital letters, or `nil`. Letters outside
    /// ASCII are looked up only in the Latin, Greek and Cyrillic blocks, which have capitals.
    private static func capitalLetterCount(_ word: ArraySlice<UInt8>) -> Int? {
        guard !word.isEmpty else { return nil }
        if word.allSatisfy({ $0 < 0x80 }) { return word.allSatisfy(isCapital) ? word.count : nil }
        guard word.allSatisfy({ $0 < 0x80 || ($0 >= 0x80 && $0 < 0xC0) || ($0 >= 0xC3 && $0 <= 0xD4) }) else { return nil }
        var count = 0
        for scalar in String(decoding: word, as: UTF8.self).unicodeScalars {
            guard scalar.properties.isUppercase else { return nil }
            count += 1
        }
        return count
    }
}
