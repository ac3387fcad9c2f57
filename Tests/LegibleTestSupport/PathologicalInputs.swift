/// Inputs that make naive Markdown parsers slow (quadratic or worse) or crash them (deep
/// recursion), each with the HTML the spec requires, so that tests can check the output at a
/// moderate size and the scaling benchmark can time it at `n` and `10·n`.
public struct PathologicalInput: Sendable, CustomStringConvertible {
    /// What the input stresses.
    public let name: String
    /// The size parameter at which the benchmark times it (and again at ten times that).
    public let benchmarkSize: Int
    /// The size parameter tests use: big enough to expose crashes, small enough for debug builds.
    public let testSize: Int
    /// The Markdown at size `n`.
    public let markdown: @Sendable (Int) -> String
    /// The HTML it must render to (cmark's, which follows the spec, or for references past the
    /// limit on what references may add, the documented rule's) at size `n`.
    public let html: @Sendable (Int) -> String
    /// Whether the benchmark also compares time and peak memory with cmark (or cmark-gfm) on it:
    /// for inputs where a naive parser's output, not only its time, explodes.
    public var comparedWithReference = false
    /// Whether it is also checked and timed streamed in small chunks, which parses its segments
    /// apart: for inputs whose effect reaches across blocks.
    public var streamed = false

    public var description: String { name }
}

private func repeated(_ piece: String, _ count: Int) -> String {
    String(repeating: piece, count: count)
}

private func paragraph(_ text: String) -> String {
    "<p>\(text)</p>\n"
}

extension PathologicalInput {
    /// The CommonMark cases of the parser issue.
    public static let commonMark: [PathologicalInput] = [
        PathologicalInput(name: "nested emphasis *a **a *a **a …", benchmarkSize: 20_000, testSize: 5_000,
                          markdown: { repeated("*a **a ", $0) + "b" + repeated(" a** a*", $0) },
                          html: { paragraph(repeated("<em>a <strong>a ", $0) + "b" + repeated(" a</strong> a</em>", $0)) }),
        PathologicalInput(name: "closers without openers a_ a_ …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("a_ ", $0) },
                          html: { paragraph(String(repeated("a_ ", $0).dropLast())) }),
        PathologicalInput(name: "openers without closers _a _a …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("_a ", $0) },
                          html: { paragraph(String(repeated("_a ", $0).dropLast())) }),
        PathologicalInput(name: "alternating * and _ runs *a_ *a_ …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("*a_ ", $0) },
                          html: { paragraph(String(repeated("*a_ ", $0).dropLast())) }),
        PathologicalInput(name: "openers and closers by the rule of 3 a**b c* c* …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { "a**b" + repeated("c* ", $0) },
                          html: { paragraph("a**b" + String(repeated("c* ", $0).dropLast())) }),
        PathologicalInput(name: "nested brackets [[[…a…]]]", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("[", $0) + "a" + repeated("]", $0) },
                          html: { paragraph(repeated("[", $0) + "a" + repeated("]", $0)) }),
        PathologicalInput(name: "unclosed links [a]( [a]( …", benchmarkSize: 50_000, testSize: 5_000,
                          markdown: { repeated("[a](", $0) },
                          html: { paragraph(repeated("[a](", $0)) }),
        PathologicalInput(name: "image openers with empty links ![[]() …", benchmarkSize: 50_000, testSize: 5_000,
                          markdown: { repeated("![[]()", $0) },
                          html: { paragraph(repeated("![<a href=\"\"></a>", $0)) }),
        PathologicalInput(name: "nested inline links [a [a [a …](b)](b)](b)", benchmarkSize: 50_000, testSize: 5_000,
                          markdown: { repeated("[a ", $0) + repeated("](b)", $0) },
                          html: { paragraph(repeated("[a ", $0 - 1) + "<a href=\"b\">a </a>" + repeated("](b)", $0 - 1)) }),
        PathologicalInput(name: "nested block quotes > > > …", benchmarkSize: 10_000, testSize: 100_000,
                          markdown: { repeated("> ", $0) + "a\n" },
                          html: { repeated("<blockquote>\n", $0) + paragraph("a") + repeated("</blockquote>\n", $0) }),
        PathologicalInput(name: "nested list items - - - …", benchmarkSize: 1_000, testSize: 10_000,
                          markdown: { repeated("- ", $0) + "a\n" },
                          html: { repeated("<ul>\n<li>\n", $0 - 1) + "<ul>\n<li>a</li>\n</ul>\n" + repeated("</li>\n</ul>\n", $0 - 1) }),
        PathologicalInput(name: "backtick runs of many lengths", benchmarkSize: 2_000_000, testSize: 20_000,
                          markdown: backtickRuns, html: { paragraph(backtickRuns($0)) }),
        PathologicalInput(name: "< followed by many letters", benchmarkSize: 1_000_000, testSize: 100_000,
                          markdown: { "<" + repeated("a", $0) },
                          html: { paragraph("&lt;" + repeated("a", $0)) }),
        PathologicalInput(name: "unclosed HTML comments <!-- <!-- …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { "a " + repeated("<!-- ", $0) },
                          html: { paragraph("a " + String(repeated("&lt;!-- ", $0).dropLast())) }),
        PathologicalInput(name: "link reference definitions and references", benchmarkSize: 1_000, testSize: 10_000,
                          markdown: { count in
                              (0..<count).map { "[label\($0)]: /url\($0)\n" }.joined() + "\n"
                                  + (0..<count).map { "[label\($0)]" }.joined(separator: "\n") },
                          html: { count in
                              paragraph((0..<count).map { "<a href=\"/url\($0)\">label\($0)</a>" }.joined(separator: "\n")) }),
        // Linear for a parser; the accessible page once asked each paragraph's parent for all
        // its children, which made this quadratic there (`pathological --reading` times it).
        PathologicalInput(name: "many short paragraphs a\\n\\n a\\n\\n …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("a\n\n", $0) },
                          html: { repeated(paragraph("a"), $0) }),
        PathologicalInput(name: "one very long line", benchmarkSize: 1_000_000, testSize: 1_000_000,
                          markdown: { repeated("abc *def* ", $0 / 10) },
                          html: { paragraph(String(repeated("abc <em>def</em> ", $0 / 10).dropLast())) }),
    ] + referenceExpansion
}

extension PathologicalInput {
    /// Link reference definitions used many times: without a limit on what references add, the
    /// output grows with uses times definition length ("expansion bombs").
    static let referenceExpansion: [PathologicalInput] = [
        expansion("a 50 KB link destination used many times (expansion bomb)", benchmarkSize: 44_000, testSize: 3_000,
                  definitions: { _ in [ReferenceDefinition(label: "a", destination: "/" + repeated("x", 50_000))] }, uses: { Array(repeating: "a", count: $0) }),
        expansion("a 50 KB link title used many times", benchmarkSize: 44_000, testSize: 3_000,
                  definitions: { _ in [ReferenceDefinition(label: "a", destination: "/u", title: repeated("t", 50_000))] }, uses: { Array(repeating: "a", count: $0) }),
        expansion("many 1 KB link definitions, each used ten times", benchmarkSize: 20_000, testSize: 2_000,
                  definitions: { count in (0..<(count / 10)).map { ReferenceDefinition(label: "d\($0)", destination: "/" + repeated("x", 999)) } },
                  uses: { count in (0..<count).map { "d\($0 % max(1, count / 10))" } }),
    ]

    /// Definitions, then one paragraph per use holding a shortcut reference. The
    /// expected HTML follows the documented rule: a reference is a link only while the bytes of
    /// destinations and titles added so far, its own included, stay within the larger of
    /// 100,000 and the length of the text up to the reference's end.
    private static func expansion(_ name: String, benchmarkSize: Int, testSize: Int,
                                  definitions: @escaping @Sendable (Int) -> [ReferenceDefinition],
                                  uses: @escaping @Sendable (Int) -> [String]) -> PathologicalInput {
        @Sendable func markdown(_ count: Int) -> String {
            definitions(count).map(\.markdown).joined() + uses(count).map { "[\($0)]\n\n" }.joined()
        }
        @Sendable func html(_ count: Int) -> String {
            let all = definitions(count)
            let defined = Dictionary(all.map { ($0.label, $0) }) { first, _ in first }
            var offset = all.reduce(0) { $0 + $1.markdown.utf8.count }
            var added = 0
            var html = ""
            for label in uses(count) {
                let end = offset + label.utf8.count + 2
                offset = end + 2
                guard let definition = defined[label], added + definition.size <= max(100_000, end) else {
                    html += paragraph("[\(label)]")
                    continue
                }
                added += definition.size
                html += paragraph("<a href=\"\(definition.destination)\""
                                  + (definition.title.isEmpty ? "" : " title=\"\(definition.title)\"") + ">\(label)</a>")
            }
            return html
        }
        var input = PathologicalInput(name: name, benchmarkSize: benchmarkSize, testSize: testSize, markdown: markdown, html: html)
        input.comparedWithReference = true
        input.streamed = true
        return input
    }
}

extension PathologicalInput {
    /// The GitHub-extension cases (tables, footnotes, math) of the GFM issue, parsed with the
    /// GitHub preset.
    public static let gitHub: [PathologicalInput] = [
        PathologicalInput(name: "a table of many rows", benchmarkSize: 10_000, testSize: 10_000,
                          markdown: { "| a | b |\n| - | - |\n" + repeated("| x | y |\n", $0) },
                          html: { tableStart(["a", "b"]) + "<tbody>\n" + repeated(row(["x", "y"]), $0) + "</tbody>\n</table>\n" }),
        PathologicalInput(name: "a header row of many columns", benchmarkSize: 1_000, testSize: 10_000,
                          markdown: { "|" + repeated(" a |", $0) + "\n|" + repeated(" - |", $0) + "\n|" + repeated(" b |", $0) + "\n" },
                          html: { tableStart(Array(repeating: "a", count: $0)) + "<tbody>\n" + row(Array(repeating: "b", count: $0))
                                    + "</tbody>\n</table>\n" }),
        PathologicalInput(name: "table rows of many escaped pipes", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { "| a |\n| - |\n| " + repeated("\\|", $0) + " |\n" },
                          html: { tableStart(["a"]) + "<tbody>\n" + row([repeated("|", $0)]) + "</tbody>\n</table>\n" }),
        PathologicalInput(name: "many references to one footnote", benchmarkSize: 10_000, testSize: 5_000,
                          markdown: { repeated("x[^n]", $0) + "\n\n[^n]: note\n" },
                          html: { count in
                              paragraph((1...count).map { "x" + footnoteReference("n", number: 1, occurrence: $0) }.joined())
                                  + "<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-n\">\n<p>note "
                                  + (1...count).map { backReference("n", number: 1, occurrence: $0) }.joined(separator: " ")
                                  + "</p>\n</li>\n</ol>\n</section>\n" }),
        longFootnoteUsedManyTimes,
        PathologicalInput(name: "many footnotes", benchmarkSize: 1_000, testSize: 5_000,
                          markdown: { count in
                              (1...count).map { "x[^\($0)]" }.joined() + "\n\n" + (1...count).map { "[^\($0)]: n\n" }.joined(separator: "\n") },
                          html: { count in
                              paragraph((1...count).map { "x" + footnoteReference("\($0)", number: $0, occurrence: 1) }.joined())
                                  + "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
                                  + (1...count).map { "<li id=\"fn-\($0)\">\n<p>n \(backReference("\($0)", number: $0, occurrence: 1))</p>\n</li>\n" }.joined()
                                  + "</ol>\n</section>\n" }),
        PathologicalInput(name: "unclosed $ openers $a $a …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("$a ", $0) },
                          html: { paragraph(String(repeated("$a ", $0).dropLast())) }),
        PathologicalInput(name: "empty $$ pairs $$ $$ $$ …", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { "a" + repeated(" $$", $0) },
                          html: { paragraph("a" + repeated(" $$", $0)) }),
        PathologicalInput(name: "unclosed \\( openers", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { repeated("\\(a ", $0) },
                          html: { paragraph(String(repeated("(a ", $0).dropLast())) }),
        PathologicalInput(name: "an unclosed $$ block of many lines", benchmarkSize: 100_000, testSize: 10_000,
                          markdown: { "$$\n" + repeated("a\n", $0) },
                          html: { "<div class=\"math display\">\\[" + String(repeated("a\n", $0).dropLast()) + "\\]</div>\n" }),
    ]
}

/// A link reference definition of plain text (nothing to escape or decode).
private struct ReferenceDefinition {
    var label: String
    var destination: String
    var title = ""

    /// The definition as a paragraph of its own, so that a stream finishes it at once.
    var markdown: String { "[\(label)]: \(destination)" + (title.isEmpty ? "" : " \"\(title)\"") + "\n\n" }
    /// The bytes a use adds.
    var size: Int { destination.utf8.count + title.utf8.count }
}

extension PathologicalInput {
    /// A 50 KB footnote, then many paragraphs referring to it: its text is written once,
    /// followed by one back reference per use.
    static let longFootnoteUsedManyTimes: PathologicalInput = {
        let note = repeated("y", 50_000)
        var input = PathologicalInput(
            name: "a 50 KB footnote used many times", benchmarkSize: 10_000, testSize: 2_000,
            markdown: { "[^n]: \(note)\n\n" + repeated("x[^n]\n\n", $0) },
            html: { count in
                (1...count).map { paragraph("x" + footnoteReference("n", number: 1, occurrence: $0)) }.joined()
                    + "<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-n\">\n<p>\(note) "
                    + (1...count).map { backReference("n", number: 1, occurrence: $0) }.joined(separator: " ")
                    + "</p>\n</li>\n</ol>\n</section>\n" })
        input.comparedWithReference = true
        input.streamed = true
        return input
    }()
}

private func tableStart(_ headers: [String]) -> String {
    "<table>\n<thead>\n<tr>\n" + headers.map { "<th>\($0)</th>\n" }.joined() + "</tr>\n</thead>\n"
}

private func row(_ cells: [String]) -> String {
    "<tr>\n" + cells.map { "<td>\($0)</td>\n" }.joined() + "</tr>\n"
}

private func footnoteReference(_ label: String, number: Int, occurrence: Int) -> String {
    let id = occurrence > 1 ? "fnref-\(label)-\(occurrence)" : "fnref-\(label)"
    return "<sup class=\"footnote-ref\"><a href=\"#fn-\(label)\" id=\"\(id)\" data-footnote-ref>\(number)</a></sup>"
}

private func backReference(_ label: String, number: Int, occurrence: Int) -> String {
    let suffix = occurrence > 1 ? "-\(occurrence)" : ""
    return "<a href=\"#fnref-\(label)\(suffix)\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(number)\(suffix)\""
        + " aria-label=\"Back to reference \(number)\(suffix)\">↩" + (occurrence > 1 ? "<sup class=\"footnote-ref\">\(occurrence)</sup>" : "") + "</a>"
}

/// Backtick runs of lengths 1, 2, 3, … each followed by a letter, about `size` bytes in all: no
/// run has a partner of the same length, so none makes a code span.
private func backtickRuns(_ size: Int) -> String {
    var text = ""
    var length = 1
    while text.utf8.count + length + 1 <= size {
        text += String(repeating: "`", count: length) + "a"
        length += 1
    }
    return text
}
