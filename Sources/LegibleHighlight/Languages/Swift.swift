/// Swift: raw strings with any number of `#`, interpolation `\(…)` (also in raw strings as
/// `\#(…)`), nested block comments, regex literals `/…/` and `#/…/#`, compiler directives,
/// `@attributes`, and the operator characters the language reserves as punctuation.
struct SwiftRules: CodeRules {
    /// The mode of the rest of a `#if` line, whose names are compilation conditions.
    static let conditionLine = ModeKind.custom(0)

    func makeSyntax() -> CodeSyntax {
        CodeSyntax(
            bytes: ByteTable(operators: "/=-+!*%<>&|^~?.", punctuation: "(){}[],:;@#`", identifierStarts: "$"),
            words: WordTable([
                .keyword: """
                    as async await break case catch continue default defer do else fallthrough for guard if in is \
                    repeat return switch throw throws rethrows try where while associatedtype deinit fileprivate import \
                    init inout internal let open operator private precedencegroup public static subscript var \
                    nonisolated isolated consuming borrowing some any package macro get set willSet didSet mutating \
                    nonmutating override final lazy weak unowned required convenience dynamic indirect optional infix \
                    prefix postfix Type Protocol self Self super _
                    """,
                .constant: "true false nil",
                .type: """
                    Int Int8 Int16 Int32 Int64 UInt UInt8 UInt16 UInt32 UInt64 Float Float16 Float32 Float64 Float80 \
                    Double Bool String Character Substring Array ArraySlice ContiguousArray Dictionary Set Optional \
                    Result Range ClosedRange Never Void Any AnyObject AnyClass Error Equatable Hashable Comparable \
                    Codable Encodable Decodable Sendable Identifiable CustomStringConvertible CustomDebugStringConvertible \
                    RawRepresentable Strideable StaticString ObjectIdentifier Unmanaged UnsafePointer UnsafeMutablePointer \
                    UnsafeRawPointer UnsafeMutableRawPointer UnsafeBufferPointer UnsafeMutableBufferPointer \
                    UnsafeRawBufferPointer UnsafeMutableRawBufferPointer OpaquePointer Selector UTF8 UTF16 UTF32 \
                    Sequence Collection BidirectionalCollection RandomAccessCollection MutableCollection \
                    RangeReplaceableCollection IteratorProtocol Numeric BinaryInteger FixedWidthInteger SignedInteger \
                    UnsignedInteger FloatingPoint BinaryFloatingPoint SignedNumeric StringProtocol
                    """,
            ], declarations: [
                "func": .function, "struct": .type, "class": .type, "enum": .type, "protocol": .type,
                "extension": .type, "actor": .type, "typealias": .type, "associatedtype": .type,
            ], values: "self Self super", afterDot: "self Type Protocol init"),
            lineComments: [.init(opener: Array("///".utf8), tokenClass: .docComment, notFollowedBy: UInt8(ascii: "/")),
                           .init(opener: Array("//".utf8))],
            blockComments: [.init(opener: Array("/**".utf8), closer: Array("*/".utf8), tokenClass: .docComment, nests: true,
                                  notFollowedBy: UInt8(ascii: "/")),
                            .init(opener: Array("/*".utf8), closer: Array("*/".utf8), nests: true)],
            strings: [StringSyntax("\"\"\"", interpolation: .backslashParenthesis, multiline: true, hashes: true),
                      StringSyntax("\"", interpolation: .backslashParenthesis, hashes: true)],
            numbers: NumberSyntax(suffixes: false),
            attributeMarker: UInt8(ascii: "@")
        )
    }

    func scanSpecial(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        let byte = s.current
        switch byte {
        case UInt8(ascii: "#"):
            return scanPoundWord(&s, grammar) || scanRegex(&s, extended: true)
        case UInt8(ascii: "/"):
            let next = s.peek(1)
            if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return false }
            if !scanRegex(&s, extended: false) { scanOperator(&s, grammar) }
            return true
        case UInt8(ascii: "`"):
            // A backquoted name is a name, whatever word it spells.
            var i = s.position + 1
            let limit = s.lookaheadLimit(from: i)
            while i < limit && s.text[i] != UInt8(ascii: "`") { i += 1 }
            guard i < limit, i > s.position + 1 else { return false }
            s.take(.identifier, to: i + 1)
            return true
        case UInt8(ascii: "<") where s.peek(1) == UInt8(ascii: "#"):
            return scanPlaceholder(&s, grammar)
        default:
            guard grammar.syntax.bytes.isOperator(byte) else { return false }
            scanOperator(&s, grammar)
            return true
        }
    }

    /// An editor placeholder, `<#name#>`: its words are names, `<` and `>` operators around
    /// `#` punctuation.
    private func scanPlaceholder(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        var close = s.position + 2
        let limit = s.lookaheadLimit(from: close)
        while close < limit && !(s.text[close] == UInt8(ascii: "#") && s.byte(at: close + 1) == UInt8(ascii: ">")) { close += 1 }
        guard close < limit else { return false }
        s.take(.operator, to: s.position + 1)
        s.take(.punctuation, to: s.position + 1)
        while s.position < close {
            if isBlank(s.current) {
                s.position += 1
            } else {
                var end = s.position + 1
                while end < close && !isBlank(s.text[end]) { end += 1 }
                s.take(.identifier, to: end)
            }
        }
        s.take(.punctuation, to: close + 1)
        s.take(.operator, to: close + 2)
        return true
    }

    func classifyName(_ s: inout Scanner, _ name: Range<Int>, _ grammar: CodeGrammar<Self>) -> TokenClass {
        isCocoaTypeName(s.slice(name.lowerBound, name.upperBound)) ? .type : .identifier
    }

    func scanCustom(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        // The rest of a `#if` line: conditions are directives; operators and brackets are not.
        if grammar.syntax.bytes.startsIdentifier(s.current) {
            s.take(.preprocessor, to: s.identifierEnd(from: s.position + 1, grammar.syntax.bytes))
        } else {
            grammar.scanCode(&s)
        }
    }

    /// `#if` and the other directives, and `#selector`, `#file` and the other pound words
    /// (freestanding macros included).
    private func scanPoundWord(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) -> Bool {
        guard isASCIILetter(s.peek(1)) else { return false }
        let end = s.identifierEnd(from: s.position + 1, grammar.syntax.bytes)
        let word = String(decoding: s.slice(s.position + 1, end), as: UTF8.self)
        switch word {
        case "if", "elseif", "else", "endif", "sourceLocation", "warning", "error":
            s.take(.preprocessor, to: end)
            if word == "if" || word == "elseif" {
                s.push(Mode(grammar: s.top.grammar, kind: Self.conditionLine, flags: .endsAtLineEnd))
            }
        default:
            s.take(.keyword, to: end)
        }
        return true
    }

    /// A regex literal: `/…/` where an expression may start, not followed by a space (so
    /// `a / b` divides), and closed on its line; `#/…/#` anywhere.
    private func scanRegex(_ s: inout Scanner, extended: Bool) -> Bool {
        var hashes = 0
        var i = s.position
        while s.byte(at: i) == UInt8(ascii: "#") {
            hashes += 1
            i += 1
        }
        guard s.byte(at: i) == UInt8(ascii: "/"), extended == (hashes > 0) else { return false }
        let first = s.byte(at: i + 1)
        if hashes == 0 {
            guard !s.previousEndsValue, first != 0, !isBlank(first), first != UInt8(ascii: "/"), first != UInt8(ascii: "*") else {
                return false
            }
        }
        var j = i + 1
        var inClass = false
        let limit = s.lookaheadLimit(from: j)
        while j < limit {
            let byte = s.text[j]
            if byte == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/") && !inClass {
                var k = 0
                while k < hashes && s.byte(at: j + 1 + k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes {
                    s.take(.regex, to: j + 1 + hashes)
                    return true
                }
            }
            j += 1
        }
        return false
    }

    /// An operator: the longest run of operator characters. The ones Swift reserves as
    /// punctuation (`=`, `->`, a lone `?`, `!` and `?` right after a name, `&` before one,
    /// `<` and `>` of generic arguments) are punctuation.
    private func scanOperator(_ s: inout Scanner, _ grammar: CodeGrammar<Self>) {
        let start = s.position
        let first = s.text[start]
        var end = start + 1
        let dotted = first == UInt8(ascii: ".")
        while end < s.end {
            let byte = s.text[end]
            guard grammar.syntax.bytes.isOperator(byte), dotted || byte != UInt8(ascii: "."),
                  !(byte == UInt8(ascii: "/") && (s.byte(at: end + 1) == UInt8(ascii: "/") || s.byte(at: end + 1) == UInt8(ascii: "*"))) else { break }
            end += 1
        }
        let length = end - start
        let before = start > s.segmentStart ? s.text[start - 1] : 0
        let afterName = grammar.syntax.bytes.continuesIdentifier(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]")
        let next = s.byte(at: end)
        var tokenClass = TokenClass.operator
        if length == 1 {
            switch first {
            case UInt8(ascii: "="), UInt8(ascii: "."): tokenClass = .punctuation
            case UInt8(ascii: "?"): tokenClass = .punctuation
            case UInt8(ascii: "!"), UInt8(ascii: ">"): if afterName { tokenClass = .punctuation }
            case UInt8(ascii: "<"), UInt8(ascii: "&"): if grammar.syntax.bytes.startsIdentifier(next) { tokenClass = .punctuation }
            default: break
            }
        } else if length == 2 && first == UInt8(ascii: "-") && s.text[start + 1] == UInt8(ascii: ">") {
            tokenClass = .punctuation
        } else if first == UInt8(ascii: ">") && afterName && s.text[start + 1] == UInt8(ascii: ">") && !grammar.syntax.bytes.isOperator(next) {
            // `>>` closing two generic argument lists: `Array<Array<Int>>`.
            tokenClass = .punctuation
        }
        s.take(tokenClass, to: end)
    }
}

/// Whether a name follows the Apple frameworks' convention for types: a two-letter framework
/// prefix and a capital (`NSObject`, `UIView`, `CGFloat`).
func isCocoaTypeName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard name.count > 3, isUppercase(name[2]) else { return false }
    let prefix = (name[0], name[1])
    let prefixes: [(UInt8, UInt8)] = [(78, 83), (85, 73), (67, 71), (67, 70)]  // NS UI CG CF
    return prefixes.contains { $0 == prefix } && name.contains { $0 >= 0x61 && $0 <= 0x7A }
}

@inline(__always)
func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
