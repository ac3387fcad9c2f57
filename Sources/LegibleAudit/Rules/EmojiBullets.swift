/// `emoji-bullets`: lines of a paragraph that start with emoji standing in for list bullets
/// ("✅ Fast\n✅ Small\n❌ Simple").
///
/// A screen reader reads each emoji by name ("check mark button Fast") and announces no list:
/// the listener hears neither how many items there are nor where one ends.
struct EmojiBullets: AuditRule {
    let info = AuditRuleInfo(
        id: "emoji-bullets",
        title: "Emoji used as list bullets",
        rationale: "Lines starting with emoji look like a list, but a screen reader reads each emoji by its name (\"check mark button\") and announces no list, so the listener hears neither how many items there are nor where each ends.",
        wcag: ["1.3.1"],
        defaultSeverity: .warning,
        example: "✅ Fast\n✅ Small\n❌ Simple",
        fixedExample: "- Fast: yes\n- Small: yes\n- Simple: no"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        for prose in document.prose where prose.block.kind == .paragraph {
            // Emoji are not ASCII: most lines are passed over on their first byte.
            let lineStarts = prose.pieces.filter { $0.startsLine && $0.bytes(satisfy: { $0.first { $0 != UInt8(ascii: " ") }.map { $0 >= 0xE2 } ?? false }) }
            guard lineStarts.count >= 2 else { continue }
            let emoji = lineStarts.compactMap { piece in piece.text.first(where: { !$0.isWhitespace }).flatMap { $0.isEmojiPicture ? $0 : nil } }
            guard emoji.count >= 2 else { continue }
            findings.report(prose.block, "\(emoji.count) lines here start with emoji (\(emoji.prefix(3).map(String.init).joined(separator: " "))) used as bullets: a screen reader reads each by name and announces no list.",
                            fix: "Make the lines a Markdown list (- item), and say in words what each emoji meant (“yes”, “no”, “done”).")
        }
    }
}
