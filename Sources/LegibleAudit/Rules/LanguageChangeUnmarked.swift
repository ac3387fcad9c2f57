import LegibleMarkdown

/// `language-change-unmarked` (off by default): a passage in another writing system than the
/// document's (a Russian sentence in an English text) with no `lang` marker around it.
///
/// A screen reader speaks a passage in the voice of the document's language unless told
/// otherwise; a sentence in another language comes out mangled. Markdown has no syntax for
/// this, so the fix is raw HTML: `<span lang="ru">…</span>`. Only changes of script are found:
/// French inside English, both Latin, cannot be told apart without a language model. Off by
/// default because single foreign words and names are normal and exempt.
struct LanguageChangeUnmarked: AuditRule {
    let info = AuditRuleInfo(
        id: "language-change-unmarked",
        title: "Passage in another language without a marker",
        rationale: "A screen reader speaks everything in the voice of the document's language unless a passage is marked as another (lang=\"…\"); a sentence in another language then comes out mangled. Only changes of writing system are found.",
        wcag: ["3.1.2"],
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        example: "The greeting is Добро пожаловать в Москву.",
        fixedExample: "The greeting is <span lang=\"ru\">Добро пожаловать в Москву</span>.",
        options: [AuditRuleOption(name: "minimumWords", summary: "How many words in another script make a passage (characters, for Chinese, Japanese and Thai, count double this).",
                                  defaultValue: .integer(3))]
    )

    var needsWholeDocument: Bool { true }

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        let minimum = max(1, findings.integer("minimumWords"))
        guard let main = Self.mainScript(of: document.prose) else { return }
        // An author who marks languages in a block is trusted with all of it.
        var marked = Set<MarkdownNode>()
        for html in document.nodes(.inlineHTML) where html.withLiteralBytes({ $0.starts(with: "<".utf8) }) && (html.literal ?? "").contains("lang=") {
            var block = html.parent
            while let node = block, !node.kind.isBlock { block = node.parent }
            if let block { marked.insert(block) }
        }
        for prose in document.prose where !marked.contains(prose.block) {
            for piece in prose.pieces {
                for (script, range) in Self.passages(in: piece.text, other: main, minimumWords: minimum) {
                    let text = String(decoding: Array(piece.text.utf8)[range], as: UTF8.self)
                    findings.report(piece.sourceOffsets(range), "\(text.quotedExcerpt()) is in \(script.name) script in a document in \(main.name) script: a screen reader speaks it in the document's voice unless it is marked.",
                                    fix: "Mark its language: <span lang=\"…\">\(text)</span> (for example lang=\"ru\").")
                }
            }
        }
    }

    /// The script most letters of the document are in (on a tie, the first by name, so that the
    /// answer does not depend on a dictionary's order).
    static func mainScript(of prose: [ProseText]) -> Script? {
        var counts: [Script: Int] = [:]
        for block in prose {
            for piece in block.pieces {
                for scalar in piece.text.unicodeScalars { if let script = Script(scalar) { counts[script, default: 0] += 1 } }
            }
        }
        return counts.min { $0.value != $1.value ? $0.value > $1.value : $0.key.name < $1.key.name }?.key
    }

    /// Runs of letters in a script other than `main`, long enough to be a passage rather than a
    /// name or a term.
    static func passages(in text: String, other main: Script, minimumWords: Int) -> [(Script, Range<Int>)] {
        var passages: [(Script, Range<Int>)] = []
        var current: Script?
        var start = 0
        var end = 0
        var words = 0
        var letters = 0
        var inWord = false
        var offset = 0
        func finish() {
            if let script = current, script.separatesWords ? words >= minimumWords : letters >= 2 * minimumWords {
                passages.append((script, start..<end))
            }
            current = nil
            words = 0
            letters = 0
        }
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            defer { offset += width }
            guard let script = Script(scalar) else {
                inWord = false
                // Letters of the main script end a passage; digits, spaces and punctuation do not.
                continue
            }
            if script == main {
                finish()
                inWord = false
                continue
            }
            if script != current {
                finish()
                current = script
                start = offset
            }
            if !inWord { words += 1 }
            inWord = true
            letters += 1
            end = offset + width
        }
        finish()
        return passages
    }
}
