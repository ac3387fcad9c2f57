/// `footnote-reference-undefined`: a footnote marker (`[^note]`) with no definition.
///
/// With no `[^note]: …` anywhere in the document the marker is not a footnote: it stays text,
/// and a screen reader reads out "left bracket caret note right bracket".
struct FootnoteReferenceUndefined: AuditRule {
    let info = AuditRuleInfo(
        id: "footnote-reference-undefined",
        title: "Footnote reference without a definition",
        rationale: "A footnote marker with no definition is not a footnote: it stays as text, and a screen reader reads the brackets and caret aloud (\"left bracket caret 1 right bracket\"), with nothing to go to.",
        wcag: [],
        defaultSeverity: .warning,
        example: "Light is fast.[^speed]",
        fixedExample: "Light is fast.[^speed]\n\n[^speed]: About 300,000 km per second."
    )

    var needsWholeDocument: Bool { true }

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        guard document.options.contains(.footnotes) else { return }
        for prose in document.prose {
            for piece in prose.pieces where piece.mapsExactly && piece.bytes(satisfy: { $0.contains(UInt8(ascii: "^")) }) {
                let text = piece.text
                for marker in Self.markers(in: text) {
                    let label = String(decoding: Array(text.utf8)[(marker.lowerBound + 2)..<(marker.upperBound - 1)], as: UTF8.self)
                    findings.report(piece.sourceOffsets(marker), "The footnote [^\(label)] is never defined, so it is not a footnote: a screen reader reads the brackets and caret aloud.",
                                    fix: "Add its definition on a line of its own: [^\(label)]: the note's text.")
                }
            }
        }
    }

    /// The byte ranges of `[^label]` (label without spaces or brackets) in `text`.
    static func markers(in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var markers: [Range<Int>] = []
        var index = 0
        while index + 3 < bytes.count {
            guard bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "^") else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "]"), bytes[end] != UInt8(ascii: "["), bytes[end] > 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "]"), end > index + 2 {
                markers.append(index..<(end + 1))
            }
            index = end
        }
        return markers
    }
}
