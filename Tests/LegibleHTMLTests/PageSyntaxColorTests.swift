import Foundation
import LegibleAccessibility
import LegibleHTML
import LegibleHighlight
import LegibleMarkdown
import LegibleRendering
import Testing

/// Highlighted code has the same colors in the page as in the terminal and the Apple views: the
/// page's stylesheet takes each token class's color role from the theme, the mapping the
/// terminal painter and the TextKit style draw with, and stays readable.
@Suite("Accessible HTML: syntax colors")
struct PageSyntaxColorTests {
    @Test("a markup tag is drawn in the keyword color in the page, as in the terminal and the views")
    func tagIsKeywordColored() {
        let css = AccessibleHTMLRenderer.stylesheet
        #expect(Theme.standard.foregroundRole(for: .tag) == .codeKeyword)
        #expect(PageColors(css).color(of: .tag, in: .light) == "#CF222E")
        #expect(PageColors(css).color(of: .tag, in: .dark) == "#FF7B72")
    }

    @Test("every token class has the theme's color in the page, in every appearance")
    func sameColorsAsTheTheme() {
        let page = PageColors(AccessibleHTMLRenderer.stylesheet)
        for appearance in Appearance.allCases {
            let palette = Theme.standard.palette(for: appearance)
            for tokenClass in TokenClass.allCases {
                let expected = palette[Theme.standard.foregroundRole(for: tokenClass)].description
                #expect(page.color(of: tokenClass, in: appearance) == expected, "\(tokenClass.name) in \(appearance)")
            }
        }
    }

    @Test("fences with options, line marks or attributes are highlighted alike, in the same colors, in the page and in the views and terminal",
          arguments: ["```html\n<p class=\"x\">hi</p>\n```", "```rust,ignore\nfn main() {}\n```", "```js{6}\nlet a = 1\n```",
                      "```{.python .input}\nx = 1  # one\n```", "```diff\n+added\n-removed\n```"])
    func sameHighlightEverywhere(fence: String) throws {
        let model = ReadingModel(document: MarkdownDocument(parsing: fence, options: .gitHub))
        let document = StyledDocument(model: model)
        guard case .code(let code)? = document.blocks.first?.content else {
            Issue.record("no code block")
            return
        }
        let text = Array(document.text.utf8)
        let palette = Theme.standard.palette(for: .light)
        // What the views and the terminal draw: the styled document's tokens in the theme's colors.
        let drawn = code.tokens.compactMap { token -> String? in
            let role = Theme.standard.foregroundRole(for: token.tokenClass)
            guard role != .code else { return nil }
            return "\(token.tokenClass.name) \(String(decoding: text[token.utf8Range], as: UTF8.self)) \(palette[role])"
        }
        // What the page shows: its spans, in the colors its stylesheet gives their classes.
        let page = PageColors(AccessibleHTMLRenderer.stylesheet)
        let html = AccessibleHTMLRenderer().fragment(model)
        let shown = PageColors.spans(in: html).compactMap { span -> String? in
            guard let tokenClass = TokenClass.allCases.first(where: { $0.name == span.name }),
                  Theme.standard.foregroundRole(for: tokenClass) != .code else { return nil }
            return "\(span.name) \(span.text) \(page.color(of: tokenClass, in: .light) ?? "none")"
        }
        #expect(!drawn.isEmpty)
        #expect(shown == drawn)
    }

    @Test("a custom theme's code colors reach the page")
    func customTheme() {
        let standard = Theme.standard
        let purple = ThemeColor(hex: 0x6F42C1)
        let theme = Theme(body: standard.body, headings: standard.headings, code: standard.code, tableHeader: standard.tableHeader,
                          palettes: [.light: Palette([.codeKeyword: purple])], spacing: standard.spacing)
        let page = PageColors(AccessibleHTMLRenderer.stylesheet(theme: theme))
        #expect(page.color(of: .keyword, in: .light) == "#6F42C1")
        #expect(page.color(of: .tag, in: .light) == "#6F42C1")
    }

    @Test("every syntax color of the page reads at 4.5:1 on its code background, in every appearance")
    func contrast() {
        let page = PageColors(AccessibleHTMLRenderer.stylesheet)
        for appearance in Appearance.allCases {
            guard let background = page.variable("code-background", in: appearance).flatMap(ThemeColor.init(css:)) else {
                Issue.record("no code background in \(appearance)")
                continue
            }
            for tokenClass in TokenClass.allCases {
                guard let color = page.color(of: tokenClass, in: appearance).flatMap(ThemeColor.init(css:)) else {
                    Issue.record("no color for \(tokenClass.name) in \(appearance)")
                    continue
                }
                let ratio = color.contrastRatio(with: background)
                #expect(ratio >= 4.5, "\(appearance): \(tokenClass.name) \(color) on \(background) is \(ratio)")
            }
        }
    }
}

/// The colors the page's stylesheet gives highlighted code, worked out as a browser would: the
/// rule for the token's class (or `pre`'s color, `--legible-code`), its custom property taken
/// from the last block of variables whose media query matches the appearance.
private struct PageColors {
    /// The blocks of custom properties, in stylesheet order, with the appearances they apply to.
    private var blocks: [(applies: (Appearance) -> Bool, declarations: Substring)] = []
    private let css: String

    init(_ css: String) {
        self.css = css
        let headers: [(String, (Appearance) -> Bool)] = [
            (".legible, .legible-page {\n", { _ in true }),
            ("@media (prefers-color-scheme: dark) {\n  .legible, .legible-page {\n", { $0.colorScheme == .dark }),
            ("@media (prefers-contrast: more) {\n  .legible, .legible-page {\n", { $0.increasedContrast }),
            ("@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  .legible, .legible-page {\n",
             { $0.colorScheme == .dark && $0.increasedContrast }),
        ]
        for (header, applies) in headers {
            guard let start = css.range(of: header), let end = css[start.upperBound...].range(of: "}") else { continue }
            blocks.append((applies, css[start.upperBound..<end.lowerBound]))
        }
    }

    /// The value of `--legible-<name>` in an appearance.
    func variable(_ name: String, in appearance: Appearance) -> String? {
        var value: String?
        for block in blocks where block.applies(appearance) {
            guard let found = block.declarations.range(of: "--legible-\(name): "),
                  let end = block.declarations[found.upperBound...].range(of: ";") else { continue }
            value = String(block.declarations[found.upperBound..<end.lowerBound])
        }
        return value
    }

    /// The class and text of each `<span class="…">` of highlighted code in a page, its text
    /// unescaped.
    static func spans(in html: String) -> [(name: String, text: String)] {
        var spans: [(name: String, text: String)] = []
        var rest = html[...]
        while let open = rest.range(of: "<span class=\""), let quote = rest[open.upperBound...].range(of: "\">"),
              let close = rest[quote.upperBound...].range(of: "</span>") {
            let text = rest[quote.upperBound..<close.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            spans.append((String(rest[open.upperBound..<quote.lowerBound]), text))
            rest = rest[close.upperBound...]
        }
        return spans
    }

    /// The color of a token class's text in an appearance.
    func color(of tokenClass: TokenClass, in appearance: Appearance) -> String? {
        var name = "code"
        if let rule = css.range(of: ".legible pre .\(tokenClass.name) { color: var(--legible-"),
           let end = css[rule.upperBound...].range(of: ")") {
            name = String(css[rule.upperBound..<end.lowerBound])
        }
        return variable(name, in: appearance)
    }
}

extension ThemeColor {
    /// A color written `#RRGGBB`.
    fileprivate init?(css: String) {
        guard css.hasPrefix("#"), css.count == 7, let value = UInt32(css.dropFirst(), radix: 16) else { return nil }
        self.init(hex: value)
    }
}
