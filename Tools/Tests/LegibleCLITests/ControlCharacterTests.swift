import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// No command lets a control character of the document reach the terminal: each is shown as a
/// picture (`␛`), and the only escape sequences written are the SGR styles and OSC 8 hyperlinks
/// Legible makes itself. Checked on documents with every C0 and C1 control and DEL in every
/// construct, and on seeded random documents of Markdown syntax, controls and stray bytes.
@Suite("control characters in every output")
struct ControlCharacterTests {
    /// Every command and output form, with whether it may write escape sequences of its own.
    static let commands: [(arguments: [String], styled: Bool)] = [
        (["read"], false), (["read", "--ssml"], false), (["tree"], false), (["tree", "--json"], false), (["html"], false),
        (["html", "--unsafe"], false), (["page"], false), (["page", "--unsafe"], false), (["audit"], false), (["audit", "--format", "sarif"], false),
        (["highlight", "--language", "md"], false), (["highlight", "--language", "sh", "--color", "always"], true),
        (["highlight", "--language", "md", "--format", "json"], false), (["stream", "--chunk", "5"], false),
        (["stream", "--html-patches", "--chunk", "9"], false), (["view", "--width", "30"], false), (["view", "--plain"], false),
        (["view", "--width", "40", "--color", "always"], true), (["view", "--plain", "--speak-math"], false),
    ]

    /// The controls, as the scalars a document can hold: C0 but the line feed, DEL, C1.
    static let controls = String(String.UnicodeScalarView((0x01..<0x20).filter { $0 != 0x0A }.map { Unicode.Scalar($0)! }))
        + "\u{7F}" + String(String.UnicodeScalarView((0x80..<0xA0).map { Unicode.Scalar($0)! }))

    /// A document with `bad` in every construct, and escape sequences as a hostile file writes them.
    static func everywhere(_ bad: String) -> [UInt8] {
        let text = """
            # Title \(bad) \u{1B}]0;owned\u{07}

            Text \(bad) *em \(bad)* ~~gone \(bad)~~ `code \(bad)` $x^{\(bad)}$ \u{1B}[2J[link \(bad)](https://x.example/\(bad.replacingOccurrences(of: " ", with: ""))
            "title \(bad)") ![alt \(bad)](i.png) <https://a.example/&#27;[2J> &#27;]0;x&#7; &#155;[31m[^n]

            | a \(bad) | b |
            |---|---|
            | \(bad) | `\(bad)` |

            ```swift \(bad)
            let s = "\(bad)" // \u{1B}[2J
            ```

            $$
            \\frac{\(bad)}{2}
            $$

            > quote \(bad)

            - [x] item \(bad)

            <div title="\(bad)">html \(bad)</div>

            [^n]: Note \(bad)

            """
        return Array(text.utf8)
    }

    /// Seeded random documents: Markdown syntax, words, controls (not NUL, which in numbers
    /// makes a file binary) and bytes that are not UTF-8.
    static func randomDocument(seed: UInt64) -> [UInt8] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces: [[UInt8]] = ["# ", "\n", "\n\n", "*", "_", "`", "```\n", "$", "$$\n", "[", "](", ")", "![", "|", "|---|\n", "> ", "- ", "1. ",
                                 "[^a]", "<div>", "</div>", "&#27;", "&#x9B;", "&#7;", "word ", "\\frac{", "}", "<https://", "~~", "    "].map { Array($0.utf8) }
        var bytes: [UInt8] = []
        for _ in 0..<400 {
            switch next(4) {
            case 0: bytes.append(UInt8(1 + next(0x1F)))
            case 1: bytes.append(UInt8(0x7F + next(0x81)))
            default: bytes += pieces[next(pieces.count)]
            }
        }
        return bytes
    }

    static let documents: [(name: String, bytes: [UInt8])] =
        [("every C0 and C1 control in every construct", everywhere(controls)), ("ESC [ 2 J in every construct", everywhere("\u{1B}[2J"))]
        + (1...6).map { ("random document \($0)", randomDocument(seed: UInt64($0))) }

    @Test("only Legible's own SGR and OSC 8 sequences, no control from the document", arguments: commands.indices)
    func command(index: Int) throws {
        let (arguments, styled) = Self.commands[index]
        for document in Self.documents {
            let result = try LegibleCommand.run(arguments + ["-"], input: document.bytes, outputPath: nil)
            #expect(result.status == 0 || arguments.first == "audit", "\(arguments) on \(document.name): \(result.standardError)")
            let problem = Self.foreignControl(in: Array(result.standardOutput.utf8), styled: styled)
            #expect(problem == nil, "\(arguments) on \(document.name): \(problem ?? "")")
            if arguments == ["read", "--ssml"] {
                #expect(Self.isWellFormedXML(result.standardOutput), "SSML of \(document.name) is not well-formed")
            }
        }
    }

    @Test("read, highlight and html show a file's window-title and clear-screen sequences as pictures")
    func titleAndClearScreen() throws {
        let input = Array("Title\u{1B}]0;owned\u{07} and \u{1B}[2J\n".utf8)
        #expect(try LegibleCommand.run(["read"], input: input).standardOutput == "Title␛]0;owned␇ and ␛[2J\n")
        #expect(try LegibleCommand.run(["highlight", "--language", "md"], input: input).standardOutput == "Title␛]0;owned␇ and ␛[2J\n")
        #expect(try LegibleCommand.run(["html"], input: input).standardOutput == "<p>Title␛]0;owned␇ and ␛[2J</p>\n")
    }

    @Test("math: controls in the TeX are shown as pictures")
    func math() throws {
        for arguments in [["math", "x^{\u{1B}]0;t\u{07}}"], ["math", "--mathml", "\\text{\u{1B}[2J}"]] {
            let result = try LegibleCommand.run(arguments)
            #expect(Self.foreignControl(in: Array(result.standardOutput.utf8), styled: false) == nil, "\(arguments)")
        }
    }

    @Test("the checker itself finds a raw escape, a stray C1 and a foreign sequence")
    func checker() {
        #expect(Self.foreignControl(in: Array("a\u{1B}[2Jb".utf8), styled: false) != nil)
        #expect(Self.foreignControl(in: Array("a\u{9B}b".utf8), styled: false) != nil)
        #expect(Self.foreignControl(in: Array("\u{1B}[1;38;2;1;2;3mx\u{1B}[0m".utf8), styled: true) == nil)
        #expect(Self.foreignControl(in: Array("\u{1B}]8;;https://a\u{1B}\\x\u{1B}]8;;\u{1B}\\".utf8), styled: true) == nil)
        #expect(Self.foreignControl(in: Array("\u{1B}]0;title\u{07}".utf8), styled: true) != nil)
        #expect(Self.foreignControl(in: Array("\u{1B}[2J".utf8), styled: true) != nil)
    }

    /// The first control in `bytes` that Legible did not make, described; `nil` when there is
    /// none. Line feeds and tabs are text; a carriage return only before a line feed. With
    /// `styled`, `ESC [ digits;… m` (SGR) and `ESC ] 8 ; ; printable ESC \` (OSC 8) are allowed.
    static func foreignControl(in bytes: [UInt8], styled: Bool) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "output that is not UTF-8" }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            defer { index += 1 }
            guard value < 0x20 || (value >= 0x7F && value < 0xA0) else { continue }
            if value == 0x0A || value == 0x09 || (value == 0x0D && index + 1 < scalars.count && scalars[index + 1] == "\n") { continue }
            if styled, value == 0x1B, let end = endOfOwnSequence(scalars, at: index) {
                index = end - 1
                continue
            }
            let context = String(String.UnicodeScalarView(scalars[max(0, index - 10)..<min(scalars.count, index + 10)]))
            return String(format: "U+%04X", value) + " in \(context.debugDescription)"
        }
        return nil
    }

    /// Where an SGR or OSC 8 sequence starting at `index` ends, or `nil` if none starts there.
    private static func endOfOwnSequence(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        var position = index + 1
        guard position < scalars.count else { return nil }
        if scalars[position] == "[" {
            position += 1
            while position < scalars.count, scalars[position] == ";" || ("0"..."9").contains(scalars[position]) { position += 1 }
            return position < scalars.count && scalars[position] == "m" ? position + 1 : nil
        }
        let start = ["]", "8", ";", ";"].map { Unicode.Scalar($0)! }
        guard scalars[position...].starts(with: start) else { return nil }
        position += start.count
        while position < scalars.count, scalars[position].value > 0x20, scalars[position].value < 0x7F { position += 1 }
        return position + 1 < scalars.count && scalars[position] == "\u{1B}" && scalars[position + 1] == "\\" ? position + 2 : nil
    }

    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
