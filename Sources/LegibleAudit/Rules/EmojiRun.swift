/// `emoji-run`: several emoji in a row ("🔥🔥🔥", "⭐⭐⭐⭐").
///
/// A screen reader reads every one by name: "fire fire fire". A rating of stars is heard as
/// "star star star star", never as "4 out of 5".
struct EmojiRun: AuditRule {
    let info = AuditRuleInfo(
        id: "emoji-run",
        title: "Emoji repeated in a run",
        rationale: "A screen reader reads every emoji by its name, so a run of them is heard as \"fire fire fire\", and a rating of stars as \"star star star star\" rather than \"4 out of 5\".",
        wcag: [],
        defaultSeverity: .warning,
        example: "Rating: ⭐⭐⭐⭐",
        fixedExample: "Rating: 4 out of 5",
        options: [AuditRuleOption(name: "minimumRun", summary: "How many emoji in a row (spaces between them allowed) make a run.", defaultValue: .integer(3))]
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let minimum = max(2, findings.integer("minimumRun"))
        for prose in document.prose {
            for piece in prose.pieces {
                guard piece.bytes(satisfy: \.mayHoldEmoji) else { continue }
                let text = piece.text
                var runStart: String.Index?
                var runEnd = text.startIndex
                var count = 0
                func finish() {
                    if count >= minimum, let start = runStart {
                        let offsets = text.utf8.distance(from: text.startIndex, to: start)..<text.utf8.distance(from: text.startIndex, to: runEnd)
                        let run = String(text[start..<runEnd])
                        findings.report(piece.sourceOffsets(offsets), "A screen reader reads these \(count) emoji one by one, by name: \(run.quotedExcerpt(30)).",
                                        fix: "Keep one, or say it in words (“4 out of 5 stars”).")
                    }
                    runStart = nil
                    count = 0
                }
                var index = text.startIndex
                while index < text.endIndex {
                    let character = text[index]
                    let next = text.index(after: index)
                    if character.isEmojiPicture {
                        if runStart == nil { runStart = index }
                        count += 1
                        runEnd = next
                    } else if !(character == " " && runStart != nil) {
                        finish()
                    }
                    index = next
                }
                finish()
            }
        }
    }
}
