/// Dockerfiles: instructions as keywords, comments, and arguments as shell code (`RUN`, `CMD`,
/// `ENV`, …) continued over lines ending in a backslash, as JSON in the exec form
/// (`CMD ["a", "b"]`), or as strings (`FROM`, `WORKDIR`, `EXPOSE`, …).
final class DockerfileGrammar: Grammar {
    private static let instructions = WordTable([.keyword: """
        add arg cmd copy entrypoint env expose from healthcheck label maintainer onbuild run shell stopsignal user volume workdir
        """], ignoresCase: true)
    private static let literalInstructions: Set<String> = ["from", "expose", "workdir", "user", "stopsignal", "maintainer"]

    func scan(_ s: inout Scanner) {
        guard s.position == s.segmentStart && s.segmentStartsLine || s.current == UInt8(ascii: "#") || isBlank(s.current) else {
            s.take(.string, to: s.end)
            return
        }
        let start = s.skippingBlanks(from: s.position)
        s.position = start
        if s.current == UInt8(ascii: "#") {
            s.take(s.matches("# syntax=", at: start) || s.matches("# escape=", at: start) ? .preprocessor : .comment, to: s.end)
            return
        }
        var end = start
        while end < s.end && isASCIILetter(s.text[end]) { end += 1 }
        guard end > start, Self.instructions.word(s.slice(start, end)) != nil else {
            s.skipPlain(to: s.end)
            return
        }
        s.take(.keyword, to: end)
        let name = String(decoding: s.slice(start, end), as: UTF8.self).lowercased()
        let argument = s.skippingBlanks(from: end)
        s.position = argument
        let flags: ModeFlags = [.endsAtLineEnd, .continuesAfterBackslash]
        if Self.literalInstructions.contains(name) {
            scanLiteral(&s)
        } else if s.byte(at: argument) == UInt8(ascii: "[") {
            s.push(Mode(grammar: .json, kind: .root, flags: flags))
        } else {
            s.push(Mode(grammar: .shell, kind: .root, flags: flags))
        }
    }

    /// `FROM image AS name` and the like: words as strings, `AS` as a keyword.
    private func scanLiteral(_ s: inout Scanner) {
        while s.position < s.end {
            let start = s.skippingBlanks(from: s.position)
            var end = start
            while end < s.end && !isBlank(s.text[end]) { end += 1 }
            s.position = start
            let isAs = end - start == 2 && s.matchesIgnoringCase("as", at: start)
            s.take(isAs ? .keyword : .string, to: end)
        }
    }
}
