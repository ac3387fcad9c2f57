/// What a programming language adds to the shared scanning of ``CodeGrammar``: its syntax as
/// data, and the few rules that are really its own (Swift's regex literals, Rust's lifetimes,
/// a shell's heredocs). Every rule has a default that does nothing.
protocol CodeRules: Sendable {
    /// The language's syntax.
    func makeSyntax() -> CodeSyntax

    /// Scans a token of the language's own at `s.position` in code, before the shared rules.
    /// - Returns: whether it scanned something or opened or closed a construct.
    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool

    /// The class of a name that is not one of the language's words and not being declared.
    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass

    /// Scans inside a construct of the language's own kinds (``ModeKind/custom(_:)``).
    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>)

    /// Whether this line ends one of the language's constructs (see ``Grammar/startLine(_:depth:_:)``).
    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool

    /// Where a nested language recorded by the language ends (see ``Grammar/nestedLanguageEnd(_:_:)``).
    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int?
}

extension CodeRules {
    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool { false }
    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass { .identifier }
    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) { s.skipPlain(to: s.end) }
    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool { false }
    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int? { nil }
}

/// The scanner shared by the programming languages: names and words, numbers, comments,
/// strings with escapes and interpolations, operators and punctuation, all driven by a
/// ``CodeSyntax``, with the language's ``CodeRules`` tried first.
///
/// Every loop moves forward through the line and nothing is scanned twice, so scanning is
/// linear; constructs that span lines (block comments, multi-line strings, interpolations) are
/// modes on the ``LexicalState`` stack.
final class CodeGrammar<Rules: CodeRules>: Grammar {
    let rules: Rules
    let syntax: CodeSyntax
    /// For each byte, which kinds of token may start with it.
    private let starts: [UInt8]

    private static var lineCommentStart: UInt8 { 1 }
    private static var blockCommentStart: UInt8 { 2 }
    private static var stringStart: UInt8 { 4 }
    private static var symbolStart: UInt8 { 8 }

    init(_ rules: Rules) {
        self.rules = rules
        syntax = rules.makeSyntax()
        var starts = [UInt8](repeating: 0, count: 256)
        for comment in syntax.lineComments { starts[Int(comment.opener[0])] |= Self.lineCommentStart }
        for comment in syntax.blockComments { starts[Int(comment.opener[0])] |= Self.blockCommentStart }
        for string in syntax.strings {
            starts[Int(string.opener[0])] |= Self.stringStart
            if string.hashes { starts[Int(UInt8(ascii: "#"))] |= Self.stringStart }
        }
        for symbol in syntax.symbols { starts[Int(symbol.text[0])] |= Self.symbolStart }
        self.starts = starts
    }

    func scan(_ s: inout Scanner) {
        switch s.top.kind {
        case .root, .interpolation: scanCode(&s)
        case .string: scanStringBody(&s)
        case .blockComment: scanBlockCommentBody(&s)
        case .directive: scanDirective(&s)
        default: rules.scanCustom(&s, self)
        }
    }

    func startLine(_ mode: Mode, depth: Int, _ s: inout Scanner) -> Bool {
        rules.startLine(mode, depth: depth, &s, self)
    }

    func nestedLanguageEnd(_ mode: Mode, _ s: Scanner) -> Int? {
        rules.nestedLanguageEnd(mode, s)
    }

    // MARK: Code

    /// Scans one token of code.
    func scanCode(_ s: inout Scanner) {
        let byte = s.current
        if isBlank(byte) {
            var i = s.position + 1
            while i < s.end && isBlank(s.text[i]) { i += 1 }
            s.position = i
            return
        }
        let declaring = s.state.declaring
        s.state.declaring = LexicalState.nothingBefore
        if s.top.kind == .interpolation && closesInterpolation(&s, byte) { return }
        if rules.scanSpecial(&s, self) { return }
        let starts = self.starts[Int(byte)]
        if starts != 0 {
            if starts & Self.lineCommentStart != 0, scanLineComment(&s) { return }
            if starts & Self.blockCommentStart != 0, openBlockComment(&s) { return }
            if starts & Self.stringStart != 0, openString(&s) { return }
        }
        if isDigit(byte) || (byte == UInt8(ascii: ".") && syntax.numbers.leadingDot && isDigit(s.peek(1))) {
            s.take(.number, to: numberEnd(s, from: s.position))
            return
        }
        if syntax.bytes.startsIdentifier(byte) {
            scanName(&s, declaring: declaring)
            return
        }
        if byte == syntax.attributeMarker, syntax.bytes.startsIdentifier(s.peek(1)) {
            s.take(.attribute, to: s.identifierEnd(from: s.position + 1, syntax.bytes))
            return
        }
        if byte == UInt8(ascii: "#") && syntax.hasDirectives && s.isFirstOnLine(s.position) {
            s.push(Mode(grammar: s.top.grammar, kind: .directive, flags: [.endsAtLineEnd, .continuesAfterBackslash]))
            return
        }
        if starts & Self.symbolStart != 0, scanSymbol(&s) { return }
        scanOperatorOrPunctuation(&s)
    }

    /// Classifies a name at `s.position`: a word of the language, the name a declaration
    /// introduces, or whatever the language's rules say.
    func scanName(_ s: inout Scanner, declaring: UInt8) {
        let start = s.position
        let end = s.identifierEnd(from: start + 1, syntax.bytes)
        let afterDot = s.state.previousByte == UInt8(ascii: ".") && s.state.previousClass != TokenClass.number.rawValue
            && s.state.previousClass != LexicalState.nothingBefore
        if let word = syntax.words.word(s.slice(start, end)), !afterDot || word.keptAfterDot {
            s.take(word.tokenClass, to: end)
            if let declared = word.declares { s.state.declaring = declared.rawValue }
            if word.endsValue { s.state.previousClass = TokenClass.identifier.rawValue }
            return
        }
        if declaring != LexicalState.nothingBefore, let declared = TokenClass(rawValue: declaring) {
            // A declared name may be a path: `import os.path`, `package a.b`.
            var end = end
            while s.byte(at: end) == UInt8(ascii: "."), syntax.bytes.startsIdentifier(s.byte(at: end + 1)) {
                end = s.identifierEnd(from: end + 2, syntax.bytes)
            }
            s.take(declared, to: end)
            return
        }
        let tokenClass = rules.classifyName(&s, start..<end, self)
        s.take(tokenClass, to: end)
    }

    /// Whether `name` is a function being declared or defined in a C-like language: followed by
    /// `(`, after a type or a name (`int main(`, `static Foo *make(`, `void Foo::bar(`), with
    /// only names, pointers, references and template brackets before it on its line.
    ///
    /// The look back stops at the first other byte, so over a line it never reads a byte twice
    /// for two candidates (each must follow a `(`-free stretch).
    func isDeclaredFunction(_ s: Scanner, _ name: Range<Int>) -> Bool {
        guard s.byte(at: s.skippingBlanks(from: name.upperBound)) == UInt8(ascii: "(") else { return false }
        let previous = s.state.previousClass
        let byte = s.state.previousByte
        guard previous == TokenClass.type.rawValue || previous == TokenClass.identifier.rawValue
            || ((previous == TokenClass.operator.rawValue || previous == TokenClass.punctuation.rawValue)
                && (byte == UInt8(ascii: "*") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ">")))
        else { return false }
        var i = name.lowerBound - 1
        var words = 0
        var inWord = false
        while i >= s.segmentStart {
            let byte = s.text[i]
            if syntax.bytes.continuesIdentifier(byte) {
                if !inWord { words += 1 }
                inWord = true
            } else if isBlank(byte) || declaratorBytes.contains(byte) {
                inWord = false
            } else {
                return false
            }
            i -= 1
        }
        return words > 0
    }

    /// Scans one operator or punctuation byte, or skips a scalar that is neither.
    func scanOperatorOrPunctuation(_ s: inout Scanner) {
        let byte = s.current
        if syntax.bytes.isOperator(byte) {
            s.take(.operator, to: s.position + 1)
        } else if syntax.bytes.isPunctuation(byte) {
            s.take(.punctuation, to: s.position + 1)
        } else {
            s.skipPlain(to: s.scalarEnd(s.position))
        }
    }

    private func scanSymbol(_ s: inout Scanner) -> Bool {
        for symbol in syntax.symbols where s.matches(symbol.text, at: s.position) {
            s.take(symbol.tokenClass, to: s.position + symbol.text.count)
            return true
        }
        return false
    }

    // MARK: Numbers

    /// The end of the number starting at `start`.
    func numberEnd(_ s: Scanner, from start: Int) -> Int {
        let numbers = syntax.numbers
        var i = start
        func digits(_ accepts: (UInt8) -> Bool) {
            while i < s.end, accepts(s.text[i]) || (numbers.underscores && s.text[i] == UInt8(ascii: "_")) { i += 1 }
        }
        let second = s.byte(at: i + 1) | 0x20
        if s.byte(at: i) == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "b") || second == UInt8(ascii: "o")) {
            i += 2
            digits(second == UInt8(ascii: "x") ? isHexDigit : isDigit)
        } else {
            digits(isDigit)
            if s.byte(at: i) == UInt8(ascii: "."), isDigit(s.byte(at: i + 1)) || (numbers.trailingDot && !syntax.bytes.startsIdentifier(s.byte(at: i + 1)) && s.byte(at: i + 1) != UInt8(ascii: ".")) {
                i += 1
                digits(isDigit)
            }
            if s.byte(at: i) | 0x20 == UInt8(ascii: "e") {
                let sign = s.byte(at: i + 1)
                let exponent = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") ? i + 2 : i + 1
                if isDigit(s.byte(at: exponent)) {
                    i = exponent
                    digits(isDigit)
                }
            }
        }
        if numbers.suffixes {
            // A type suffix: letters and digits (`u32`, `UL`, `f`, `n`), never `_` (`10_6` is two tokens in C).
            while i < s.end && (isASCIILetter(s.text[i]) || isDigit(s.text[i])) { i += 1 }
        }
        return i
    }

    // MARK: Comments

    private func scanLineComment(_ s: inout Scanner) -> Bool {
        for comment in syntax.lineComments where s.matches(comment.opener, at: s.position) {
            if let excluded = comment.notFollowedBy, s.peek(comment.opener.count) == excluded { continue }
            s.take(comment.tokenClass, to: s.end)
            return true
        }
        return false
    }

    private func openBlockComment(_ s: inout Scanner) -> Bool {
        for (index, comment) in syntax.blockComments.enumerated() where s.matches(comment.opener, at: s.position) {
            if let excluded = comment.notFollowedBy, s.peek(comment.opener.count) == excluded { continue }
            s.emit(comment.tokenClass, from: s.position, to: s.position + comment.opener.count)
            s.position += comment.opener.count
            s.push(Mode(grammar: s.top.grammar, kind: .blockComment, variant: UInt8(index)))
            return true
        }
        return false
    }

    private func scanBlockCommentBody(_ s: inout Scanner) {
        let comment = syntax.blockComments[Int(s.top.variant)]
        let start = s.position
        var depth = s.top.count
        var i = start
        let close = comment.closer[0]
        let open = comment.opener[0]
        while i < s.end {
            let byte = s.text[i]
            if byte == close && s.matches(comment.closer, at: i) {
                i += comment.closer.count
                if depth == 0 {
                    s.emit(comment.tokenClass, from: start, to: i)
                    s.position = i
                    s.pop()
                    return
                }
                depth -= 1
            } else if comment.nests && byte == open && s.matches(comment.opener, at: i) {
                i += comment.opener.count
                depth += 1
            } else {
                i += 1
            }
        }
        s.emit(comment.tokenClass, from: start, to: s.end)
        s.position = s.end
        if depth != s.top.count { s.setTopCount(depth) }
    }

    // MARK: Directives

    /// A preprocessor directive: the whole line but its comments.
    private func scanDirective(_ s: inout Scanner) {
        var i = s.position
        while i < s.end {
            let byte = s.text[i]
            if byte == UInt8(ascii: "/") && (s.byte(at: i + 1) == UInt8(ascii: "/") || s.byte(at: i + 1) == UInt8(ascii: "*")) { break }
            i += 1
        }
        s.take(.preprocessor, to: i)
        if i < s.end {
            if s.byte(at: i + 1) == UInt8(ascii: "/") {
                s.take(.comment, to: s.end)
            } else {
                _ = openBlockComment(&s)
            }
        }
    }

    // MARK: Strings

    /// Opens the string whose opener is at `s.position`, if one is.
    func openString(_ s: inout Scanner) -> Bool {
        let byte = s.current
        for (index, string) in syntax.strings.enumerated() where !string.onlyByRule {
            guard string.opener[0] == byte || (string.hashes && byte == UInt8(ascii: "#")) else { continue }
            if string.prefixed && s.position > s.segmentStart && syntax.bytes.continuesIdentifier(s.text[s.position - 1]) { continue }
            guard let (end, hashes) = openerEnd(s, string) else { continue }
            openString(&s, variant: index, to: end, hashes: hashes)
            return true
        }
        return false
    }

    /// Emits a string opener ending at `end` and opens the string's body.
    func openString(_ s: inout Scanner, variant: Int, to end: Int, hashes: Int = 0) {
        let string = syntax.strings[variant]
        s.take(string.tokenClass, to: end)
        var flags: ModeFlags = string.multiline ? [] : [.endsAtLineEnd]
        if string.continuesAfterBackslash { flags.insert(.continuesAfterBackslash) }
        if !s.push(Mode(grammar: s.top.grammar, kind: .string, variant: UInt8(variant), flags: flags, count: Int32(hashes))) {
            // Too deep to open: the rest of the line is shown as the string.
            s.take(string.tokenClass, to: s.end)
        }
    }

    /// Where the opener of `string` at `s.position` ends and how many `#` it has, if it is there.
    private func openerEnd(_ s: Scanner, _ string: StringSyntax) -> (Int, Int)? {
        guard string.hashes else {
            return s.matches(string.opener, at: s.position) ? (s.position + string.opener.count, 0) : nil
        }
        var i = s.position
        var k = 0
        while k < string.opener.count && isASCIILetter(string.opener[k]) {
            guard s.byte(at: i) == string.opener[k] else { return nil }
            i += 1
            k += 1
        }
        var hashes = 0
        while s.byte(at: i) == UInt8(ascii: "#") {
            i += 1
            hashes += 1
        }
        let quote = Array(string.opener[k...])
        return s.matches(quote, at: i) ? (i + quote.count, hashes) : nil
    }

    /// Scans a string's text up to its closer, an escape, an interpolation or the line's end.
    private func scanStringBody(_ s: inout Scanner) {
        let string = syntax.strings[Int(s.top.variant)]
        let hashes = Int(s.top.count)
        let tokenClass = string.tokenClass
        let close = string.closer[0]
        var start = s.position
        var i = start
        while i < s.end {
            let byte = s.text[i]
            if byte == close && s.matches(string.closer, at: i) && hashesFollow(s, at: i + string.closer.count, hashes) {
                let end = i + string.closer.count + hashes
                s.emit(tokenClass, from: start, to: end)
                s.position = end
                s.pop()
                return
            }
            if byte == UInt8(ascii: "\\") && (string.escapes || string.interpolation == .backslashParenthesis) && hashesFollow(s, at: i + 1, hashes) {
                let afterHashes = i + 1 + hashes
                if string.interpolation == .backslashParenthesis && s.byte(at: afterHashes) == UInt8(ascii: "(") {
                    s.emit(tokenClass, from: start, to: i)
                    s.position = i
                    openInterpolation(&s, to: afterHashes + 1, closer: UInt8(ascii: ")"))
                    return
                }
                if string.escapes {
                    s.emit(tokenClass, from: start, to: i)
                    let end = escapeEnd(s, at: afterHashes)
                    s.emit(.stringEscape, from: i, to: end)
                    s.position = end
                    return
                }
            }
            if byte == UInt8(ascii: "\\") && string.backslashProtects {
                i = i + 1 < s.end ? s.scalarEnd(i + 1) : i + 1
                continue
            }
            if let interpolation = string.interpolation, interpolation != .backslashParenthesis, Self.mayOpenInterpolation(byte),
               let opened = scanInterpolationOpener(&s, interpolation, at: i, stringStart: start, tokenClass: tokenClass) {
                if opened { return }
                start = s.position
                i = start
                continue
            }
            i += 1
        }
        s.emit(tokenClass, from: start, to: s.end)
        s.position = s.end
    }

    /// Whether `count` `#` are at `index`.
    private func hashesFollow(_ s: Scanner, at index: Int, _ count: Int) -> Bool {
        var k = 0
        while k < count {
            guard s.byte(at: index + k) == UInt8(ascii: "#") else { return false }
            k += 1
        }
        return true
    }

    /// At an interpolation opener of `interpolation` at `i`: emits the string before it and
    /// the opener, and returns true if a construct was opened, false if only a literal brace
    /// or a `$name` was emitted (scanning of the string then continues at `s.position`), or nil
    /// when no opener is at `i`.
    private func scanInterpolationOpener(_ s: inout Scanner, _ interpolation: StringSyntax.Interpolation, at i: Int,
                                         stringStart: Int, tokenClass: TokenClass) -> Bool? {
        let byte = s.text[i]
        let next = s.byte(at: i + 1)
        switch interpolation {
        case .dollarBrace, .dollarBraceOrName:
            guard byte == UInt8(ascii: "$") else { return nil }
            if next == UInt8(ascii: "{") {
                s.emit(tokenClass, from: stringStart, to: i)
                s.position = i
                openInterpolation(&s, to: i + 2, closer: UInt8(ascii: "}"))
                return true
            }
            guard interpolation == .dollarBraceOrName, syntax.bytes.startsIdentifier(next) else { return nil }
            s.emit(tokenClass, from: stringStart, to: i)
            s.emit(.stringEscape, from: i, to: s.identifierEnd(from: i + 1, syntax.bytes))
            s.position = s.identifierEnd(from: i + 1, syntax.bytes)
            return false
        case .hashBrace:
            guard byte == UInt8(ascii: "#"), next == UInt8(ascii: "{") else { return nil }
            s.emit(tokenClass, from: stringStart, to: i)
            s.position = i
            openInterpolation(&s, to: i + 2, closer: UInt8(ascii: "}"))
            return true
        case .brace:
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else { return nil }
            s.emit(tokenClass, from: stringStart, to: i)
            if next == byte {
                s.emit(.stringEscape, from: i, to: i + 2)
                s.position = i + 2
                return false
            }
            guard byte == UInt8(ascii: "{") else {
                s.emit(tokenClass, from: i, to: i + 1)
                s.position = i + 1
                return false
            }
            s.position = i
            openInterpolation(&s, to: i + 1, closer: UInt8(ascii: "}"))
            return true
        case .formatPlaceholders:
            guard let end = PythonRules.formatPlaceholderEnd(s, at: i) else { return nil }
            s.emit(tokenClass, from: stringStart, to: i)
            s.emit(.stringEscape, from: i, to: end)
            s.position = end
            return false
        case .backslashParenthesis:
            return nil
        }
    }

    /// Whether an interpolation or placeholder other than `\(` may start with `byte`.
    @inline(__always)
    private static func mayOpenInterpolation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "%")
    }

    /// Emits an interpolation opener from `s.position` to `end` and opens the interpolation,
    /// which ends at `closer` at depth zero and with its string's line if the string is one line.
    func openInterpolation(_ s: inout Scanner, to end: Int, closer: UInt8) {
        let flags = s.top.flags
        s.take(.stringEscape, to: end)
        s.push(Mode(grammar: s.top.grammar, kind: .interpolation, variant: closer, flags: flags))
    }

    /// In an interpolation: a closer at depth zero ends it; brackets of its kind count depth.
    private func closesInterpolation(_ s: inout Scanner, _ byte: UInt8) -> Bool {
        let closer = s.top.variant
        let opener: UInt8 = closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "{")
        if byte == closer {
            if s.top.count == 0 {
                s.take(.stringEscape, to: s.position + 1)
                s.pop()
                return true
            }
            s.setTopCount(s.top.count - 1)
        } else if byte == opener {
            s.setTopCount(s.top.count + 1)
        }
        return false
    }

    /// The end of the escape sequence whose backslash (and `#`s) end just before `i`.
    func escapeEnd(_ s: Scanner, at i: Int) -> Int {
        let byte = s.byte(at: i)
        func hex(from start: Int, max count: Int) -> Int {
            var j = start
            while j < start + count && isHexDigit(s.byte(at: j)) { j += 1 }
            return j
        }
        switch byte {
        case 0:
            return i
        case UInt8(ascii: "u") where s.byte(at: i + 1) == UInt8(ascii: "{"):
            let close = hex(from: i + 2, max: 8)
            return s.byte(at: close) == UInt8(ascii: "}") ? close + 1 : close
        case UInt8(ascii: "u"):
            return hex(from: i + 1, max: 4)
        case UInt8(ascii: "U"):
            return hex(from: i + 1, max: 8)
        case UInt8(ascii: "x"):
            return hex(from: i + 1, max: 2)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var j = i + 1
            while j < i + 3 && s.byte(at: j) >= UInt8(ascii: "0") && s.byte(at: j) <= UInt8(ascii: "7") { j += 1 }
            return j
        default:
            return s.scalarEnd(i)
        }
    }
}

/// What may stand between the words before a declared function's name (`static Foo *make(`).
private let declaratorBytes = ByteSet("*&:<>,~[]")

extension Scanner {
    /// Whether the token before ends a value (a name, a literal, a closing bracket), so that a
    /// following `/` divides rather than starting a regular expression.
    var previousEndsValue: Bool {
        switch state.previousClass {
        case TokenClass.identifier.rawValue, TokenClass.number.rawValue, TokenClass.string.rawValue,
             TokenClass.constant.rawValue, TokenClass.type.rawValue, TokenClass.function.rawValue,
             TokenClass.regex.rawValue, LexicalState.plainBefore:
            return true
        case TokenClass.punctuation.rawValue, TokenClass.operator.rawValue, TokenClass.stringEscape.rawValue:
            let byte = state.previousByte
            return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        default:
            return false
        }
    }
}
