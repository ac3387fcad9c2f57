/// `encoding-invalid`: bytes that are not UTF-8 text, or NUL characters.
///
/// They are shown and read as U+FFFD, the replacement character ("�"), so whatever they were
/// meant to say is lost; often a whole file saved in another encoding reads as gibberish.
struct EncodingInvalid: AuditRule {
    let info = AuditRuleInfo(
        id: "encoding-invalid",
        title: "Text that is not valid UTF-8",
        rationale: "Bytes that are not UTF-8, and NUL characters, are shown and read as the replacement character \"�\": what they were meant to say is lost, and a file saved in another encoding reads as gibberish.",
        wcag: [],
        defaultSeverity: .error,
        example: "caf\\xE9 (Latin-1 bytes in a UTF-8 file)",
        fixedExample: "café (saved as UTF-8)"
    )

    func check(_ document: AuditedDocument, _ findings: inout FindingCollector) {
        // The parser replaces what is not UTF-8, so bytes that came through unchanged were valid.
        guard let bytes = document.givenBytes, bytes != document.source, let first = Self.firstInvalidOffset(bytes) else { return }
        var count = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\0" { count += 1 }
            case .error: count += 1
            case .emptyInput: break loop
            }
        }
        // Everything before the first bad byte is unchanged, so its offset is the same in the
        // repaired source, where it became U+FFFD (three bytes).
        let what = count == 1 ? "one byte sequence that is" : "\(count) byte sequences that are"
        findings.report(first..<(first + 3), "This file has \(what) not UTF-8 text (or NUL), the first here: each is shown and read as the replacement character “�”, and what it said is lost.",
                        fix: "Save the file as UTF-8, and restore what was lost.")
    }

    /// The offset of the first byte that is not part of valid UTF-8, or of the first NUL.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" { return offset }
                offset += UTF8.width(scalar)
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
