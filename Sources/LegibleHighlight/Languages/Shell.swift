/// POSIX shells, Bash and Zsh: words are plain text but for keywords, built-in commands and
/// variables; heredocs (`<<EOF`, `<<-'EOF'`) whose bodies run to their terminator line;
/// command substitution `$(…)` and `` `…` ``, arithmetic `$((…))` and parameter expansion
/// `${…}`, nested to any depth and inside double quotes too.
struct ShellRules: CodeRules {
    /// `$(…)`; the count is the depth of parentheses inside.
    static let commandSubstitution = ModeKind.custom(0)
    /// `$((…))`.
    static let arithmetic = ModeKind.custom(1)
    /// `${…}`.
    static let parameter = ModeKind.custom(2)
    /// `"…"`.
    static let doubleQuoted = ModeKind.custom(3)
    /// `` `…` ``.
    static let backquoted = ModeKind.custom(4)

    /// Bytes that end a shell word.
    private static let wordEnders = ByteSet(" \t=[]{}()$\"'`\\<&|;")
    private static let specialParameters = ByteSet("#$?!_*@-")
    private static let arithmeticOperators = ByteSet("-+*/%^|&<>")
    private static let quotes = ByteSet("\"'`$\\")

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "=[]{}()", punctuation: ";&|", identifierStarts: "-./:,@%+~^*?!>", identifierContinues: "#"),
            words: WordTable([
                .keyword: "if fi else while in do done for then return function case select break continue until esac elif",
                .identifier: """
                    alias bg bind builtin caller cd command compgen complete declare dirs disown echo enable eval exec exit \
                    export false fc fg getopts hash help history jobs kill let local logout popd printf pushd pwd read \
                    readonly set shift shopt source suspend test time times trap true type typeset ulimit umask unalias \
                    unset wait
                    """,
            ]),
            lineComments: [.init(opener: Array("#".utf8))],
            strings: [StringSyntax("$'", "'"), StringSyntax("'", escapes: false, multiline: true)]
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        switch byte {
        case UInt8(ascii: "$"):
            return scanDollar(&s, grammar)
        case UInt8(ascii: "\""):
            s.take(.string, to: s.position + 1)
            s.push(Mode(grammar: s.top.grammar, kind: Self.doubleQuoted))
            return true
        case UInt8(ascii: "`"):
            s.take(.string, to: s.position + 1)
            s.push(Mode(grammar: s.top.grammar, kind: Self.backquoted))
            return true
        case UInt8(ascii: "\\"):
            s.take(.stringEscape, to: s.position + 1 < s.end ? s.scalarEnd(s.position + 1) : s.position + 1)
            return true
        case UInt8(ascii: "<") where s.peek(1) == UInt8(ascii: "<"):
            return scanHeredocStart(&s)
        case UInt8(ascii: "&") where s.peek(1) == UInt8(ascii: "&"), UInt8(ascii: "|") where s.peek(1) == UInt8(ascii: "|"):
            s.take(.operator, to: s.position + 2)
            return true
        case UInt8(ascii: "#"):
            return false
        default:
            guard !Self.wordEnders.contains(byte) else { return false }
            scanWord(&s, grammar)
            return true
        }
    }

    /// A word: a number, a variable being assigned, a keyword or built-in, or plain text.
    private func scanWord(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        let start = s.position
        var end = start
        var allDigits = true
        var allName = true
        while end < s.end && !Self.wordEnders.contains(s.text[end]) {
            let byte = s.text[end]
            allDigits = allDigits && isDigit(byte)
            allName = allName && (isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_"))
            end += 1
        }
        if allDigits {
            s.take(.number, to: end)
        } else if allName && (s.byte(at: end) == UInt8(ascii: "=") || (s.byte(at: end) == UInt8(ascii: "+") && s.byte(at: end + 1) == UInt8(ascii: "="))) {
            s.take(.identifier, to: end)
        } else if allName, let word = grammar.syntax.words.word(s.slice(start, end)) {
            s.take(word.tokenClass, to: end)
        } else {
            s.skipPlain(to: end)
        }
    }

    /// `$name`, `$1`, `$?`, `${…}`, `$(…)`, `$((…))`, `$'…'`.
    private func scanDollar(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let next = s.peek(1)
        if next == UInt8(ascii: "(") {
            let arithmetic = s.peek(2) == UInt8(ascii: "(")
            s.take(.keyword, to: s.position + (arithmetic ? 3 : 2))
            s.push(Mode(grammar: s.top.grammar, kind: arithmetic ? Self.arithmetic : Self.commandSubstitution))
            return true
        }
        if next == UInt8(ascii: "{") {
            s.take(.stringEscape, to: s.position + (s.peek(2) == UInt8(ascii: "#") ? 3 : 2))
            s.push(Mode(grammar: s.top.grammar, kind: Self.parameter))
            return true
        }
        if isASCIILetter(next) || next == UInt8(ascii: "_") {
            var end = s.position + 2
            while end < s.end && (isASCIILetter(s.text[end]) || isDigit(s.text[end]) || s.text[end] == UInt8(ascii: "_")) { end += 1 }
            s.take(.identifier, to: end)
            return true
        }
        if isDigit(next) || Self.specialParameters.contains(next) {
            s.take(.identifier, to: s.position + 2)
            return true
        }
        if next == UInt8(ascii: "'") { return false }  // `$'…'`, a string with escapes
        s.skipPlain(to: s.position + 1)
        return true
    }

    /// `<<WORD`, `<<-WORD`, `<<'WORD'`, `<<"WORD"`: the operator and word are a string, and the
    /// body starts on the next line. `<<<` is a here-string operator.
    private func scanHeredocStart(_ s: inout Scanner) -> Bool {
        var i = s.position + 2
        if s.byte(at: i) == UInt8(ascii: "<") {
            s.take(.operator, to: i + 1)
            return true
        }
        let dash = s.byte(at: i) == UInt8(ascii: "-")
        if dash { i += 1 }
        return Heredoc.open(&s, wordStart: s.skippingBlanks(from: i), indentedTerminator: dash)
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        Heredoc.endsAtLineStart(mode, depth: depth, &s)
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        let byte = s.current
        switch s.top.kind {
        case Heredoc.body:
            Heredoc.scanBody(&s)
        case Self.doubleQuoted:
            scanDoubleQuoted(&s, grammar)
        case Self.backquoted:
            if byte == UInt8(ascii: "`") {
                s.take(.string, to: s.position + 1)
                s.pop()
            } else {
                grammar.scanCode(&s)
            }
        case Self.commandSubstitution:
            if byte == UInt8(ascii: ")") {
                if s.top.count == 0 {
                    s.take(.keyword, to: s.position + 1)
                    s.pop()
                    return
                }
                s.setTopCount(s.top.count - 1)
            } else if byte == UInt8(ascii: "(") {
                s.setTopCount(s.top.count + 1)
            }
            grammar.scanCode(&s)
        case Self.arithmetic:
            if byte == UInt8(ascii: ")") && s.peek(1) == UInt8(ascii: ")") {
                s.take(.keyword, to: s.position + 2)
                s.pop()
            } else if isDigit(byte) {
                s.take(.number, to: grammar.numberEnd(s, from: s.position))
            } else if isASCIILetter(byte) || byte == UInt8(ascii: "_") {
                s.take(.identifier, to: s.identifierEnd(from: s.position + 1, grammar.syntax.bytes))
            } else if Self.arithmeticOperators.contains(byte) {
                s.take(.operator, to: s.position + 1)
            } else {
                grammar.scanCode(&s)
            }
        default:
            scanParameter(&s, grammar)
        }
    }

    /// Inside `"…"`: text, escapes (part of the text, as the shell keeps them), and expansions.
    private func scanDoubleQuoted(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        var i = s.position
        while i < s.end {
            let byte = s.text[i]
            if byte == UInt8(ascii: "\"") {
                s.take(.string, to: i + 1)
                s.pop()
                return
            }
            if byte == UInt8(ascii: "\\") {
                i = i + 1 < s.end ? s.scalarEnd(i + 1) : i + 1
                continue
            }
            if byte == UInt8(ascii: "$") && s.byte(at: i + 1) != UInt8(ascii: "'") && s.byte(at: i + 1) != UInt8(ascii: "\"") {
                s.take(.string, to: i)
                _ = scanDollar(&s, grammar)
                return
            }
            i += 1
        }
        s.take(.string, to: s.end)
    }

    /// Inside `${…}`: names, the `:-` operator, punctuation, up to the closing brace.
    private func scanParameter(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        let byte = s.current
        if byte == UInt8(ascii: "}") {
            s.take(.stringEscape, to: s.position + 1)
            s.pop()
        } else if byte == UInt8(ascii: ":") && s.peek(1) == UInt8(ascii: "-") {
            s.take(.keyword, to: s.position + 2)
        } else if isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") {
            var end = s.position + 1
            while end < s.end && (isASCIILetter(s.text[end]) || isDigit(s.text[end]) || s.text[end] == UInt8(ascii: "_")) { end += 1 }
            s.take(.identifier, to: end)
        } else if Self.quotes.contains(byte) {
            grammar.scanCode(&s)
        } else if isBlank(byte) {
            s.position += 1
        } else {
            s.take(.punctuation, to: s.scalarEnd(s.position))
        }
    }
}

/// A shell session: lines starting with a prompt (`$ `, `# `, `% `, `user@host:~$ `,
/// `(venv) $ `) hold commands, highlighted as shell code; other lines are the commands'
/// output, plain text. A command ending in a backslash, or in an open string or heredoc,
/// continues on the next line, which may start with the `> ` prompt.
final class ShellSessionGrammar: Grammar {
    func scan(_ s: inout Scanner) {
        guard s.position == s.segmentStart && s.segmentStartsLine, let promptEnd = promptEnd(s) else {
            s.skipPlain(to: s.end)
            return
        }
        s.take(.prompt, to: promptEnd)
        s.push(Mode(grammar: .shell, kind: .root, flags: [.endsAtLineEnd, .continuesAfterBackslash]))
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool {
        // A continued command may start with the secondary prompt `> `.
        guard depth == 0, s.state.modes.count > 1, s.state.modes[1].grammar == .shell,
              s.current == UInt8(ascii: ">"), s.peek(1) == UInt8(ascii: " ") else { return false }
        s.take(.prompt, to: s.position + 2)
        return true
    }

    /// Where the prompt at the start of the line ends (after its trailing blanks), if the line
    /// has one.
    private func promptEnd(_ s: Scanner) -> Int? {
        var i = s.position
        if s.byte(at: i) == UInt8(ascii: "(") {
            // A virtual environment: `(venv) `.
            var close = i + 1
            while close < s.end && s.text[close] != UInt8(ascii: ")") && s.text[close] != UInt8(ascii: " ") { close += 1 }
            guard s.byte(at: close) == UInt8(ascii: ")") else { return nil }
            i = s.skippingBlanks(from: close + 1)
        }
        if s.byte(at: i) == UInt8(ascii: "[") {
            while i < s.end && s.text[i] != UInt8(ascii: "]") { i += 1 }
            i = s.skippingBlanks(from: i + 1)
        } else if !Self.isPromptCharacter(s.byte(at: i)) {
            // `user@host:~/dir$`: one word holding `@` or `:`.
            var hasSeparator = false
            let start = i
            while i < s.end && !isBlank(s.text[i]) && !Self.isPromptCharacter(s.text[i]) {
                hasSeparator = hasSeparator || s.text[i] == UInt8(ascii: "@") || s.text[i] == UInt8(ascii: ":")
                i += 1
            }
            guard hasSeparator, i > start + 2 else { return nil }
            i = s.skippingBlanks(from: i)
        }
        guard Self.isPromptCharacter(s.byte(at: i)) else { return nil }
        return s.skippingBlanks(from: i + 1)
    }

    private static func isPromptCharacter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%")
    }
}
